import { RestError } from '../errors/RestError';
import { tooLongParamError } from '../server/invalidParamError';

/** Sizes of WordPress's `users` columns that a request can fill (login and nicename are checked with their own codes). */
const URL_MAX = 100;
const EMAIL_MAX = 100;
const DISPLAY_NAME_MAX = 250;

/** The error for a user field too long for its column (wp_insert_user's code where it has one), else undefined. */
export function userFieldLengthError(input: { user_url?: string; user_email?: string; display_name?: string }): RestError | undefined {
  if (input.user_url !== undefined && [...input.user_url].length > URL_MAX) {
    return new RestError('user_url_too_long', 'User URL may not be longer than 100 characters.', { status: 400 });
  }
  return (input.user_email === undefined ? undefined : tooLongParamError('email', input.user_email, EMAIL_MAX))
    ?? (input.display_name === undefined ? undefined : tooLongParamError('name', input.display_name, DISPLAY_NAME_MAX));
}
