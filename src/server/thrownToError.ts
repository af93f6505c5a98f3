import { RestError } from '../errors/RestError';
import { invalidParamError } from './invalidParamError';
import { StorageRangeError } from '../storage/errors';

/** REST names of the columns whose values come straight from request fields. */
const PARAM_BY_COLUMN: Record<string, string> = {
  post_author: 'author', post_parent: 'parent', comment_parent: 'parent', comment_post_id: 'post', user_id: 'author',
};

/**
 * The answer for an error a handler threw when it is the client's doing: a number the database
 * cannot hold is a 400 `rest_invalid_param`, like any other invalid parameter. Anything else: undefined.
 */
export function thrownToError(thrown: unknown): RestError | undefined {
  if (!(thrown instanceof StorageRangeError)) return undefined;
  const param = thrown.column === undefined ? 'id' : (PARAM_BY_COLUMN[thrown.column] ?? thrown.column);
  return invalidParamError(param, new RestError('rest_invalid_param', `${param} is out of range.`));
}
