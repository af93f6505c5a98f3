import { RestError } from '../../src/errors/RestError';

/** `rest_invalid_param` for one parameter, shaped as the argument checks report it. */
export function invalidParam(param: string, error: RestError): RestError {
  const first = { code: error.code, message: error.message, data: error.data ?? null };
  return new RestError('rest_invalid_param', `Invalid parameter(s): ${param}`, {
    status: 400, params: { [param]: error.message }, details: { [param]: first },
  });
}
