/**
 * The REST errors endpoints share, in one place: a refusal (401 for a visitor,
 * 403 for a logged-in user), a missing item (404), and one invalid parameter.
 */
import { RestError } from '../../src/errors/RestError';
import { authorizationRequiredCode } from '../../src/scope/RequestScope';

export { invalidParamError } from '../../src/server/invalidParamError';

/** A permission refusal: 401 when not logged in, 403 when logged in (SPEC Authentication rule 8). */
export function denied(code: string, message: string): RestError {
  return new RestError(code, message, { status: authorizationRequiredCode() });
}

/** A missing item: 404. */
export function notFound(code: string, message: string): RestError {
  return new RestError(code, message, { status: 404 });
}

/** `rest_post_invalid_id` (404), the posts family's missing item; `message` names what was looked for. */
export function invalidPostId(message = 'Invalid post ID.'): RestError {
  return notFound('rest_post_invalid_id', message);
}
