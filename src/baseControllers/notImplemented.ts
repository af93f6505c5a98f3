import { RestError } from '../errors/RestError';

/** The error of a template method a subclass was expected to override. */
export function notImplemented(method: string): RestError {
  return new RestError('invalid-method', `Method '${method}' not implemented. Must be overridden in subclass.`, { status: 405 });
}
