import { RestError } from '../errors/RestError';
import { tooLong } from '../schema/messages';
import { errorToResponse } from './errorToResponse';

/** `rest_invalid_param` (400) for one parameter, shaped as the argument checks report theirs. */
export function invalidParamError(param: string, error: RestError): RestError {
  const first = errorToResponse(error).data;
  return new RestError('rest_invalid_param', `Invalid parameter(s): ${param}`, {
    status: 400, params: { [param]: error.message }, details: { [param]: first },
  });
}

/**
 * A text longer than its database column (WordPress's VARCHAR sizes), refused with the message
 * a `maxLength` schema would give, before it reaches storage.
 */
export function tooLongParamError(param: string, value: string, max: number): RestError | undefined {
  return [...value].length > max ? invalidParamError(param, tooLong(param, max)) : undefined;
}
