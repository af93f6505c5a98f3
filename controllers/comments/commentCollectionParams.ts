/** Query parameters of GET /wp/v2/comments, in WordPress's order and wording. */
import { sanitizeKey, validateRequestArg } from '../../src/baseControllers/requestArgCallbacks';
import type { ArgSchemaMap } from '../../src/schema/types';

const ids = (description: string, withDefault: boolean): ArgSchemaMap[string] =>
  withDefault
    ? { default: [], description, type: 'array', items: { type: 'integer' } }
    : { description, type: 'array', items: { type: 'integer' } };

/** `base` is the controller's generic collection parameters (context, page, per_page, search). */
export function commentCollectionParams(base: ArgSchemaMap): ArgSchemaMap {
  return {
    ...base,
    context: { ...base.context, default: 'view' },
    after: { description: 'Limit response to comments published after a given ISO8601 compliant date.', type: 'string', format: 'date-time' },
    author: ids('Limit result set to comments assigned to specific user IDs. Requires authorization.', false),
    author_exclude: ids('Ensure result set excludes comments assigned to specific user IDs. Requires authorization.', false),
    author_email: { default: null, description: 'Limit result set to that from a specific author email. Requires authorization.', format: 'email', type: 'string' },
    before: { description: 'Limit response to comments published before a given ISO8601 compliant date.', type: 'string', format: 'date-time' },
    exclude: { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
    include: { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
    offset: { description: 'Offset the result set by a specific number of items.', type: 'integer' },
    order: { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'desc', enum: ['asc', 'desc'] },
    orderby: {
      description: 'Sort collection by comment attribute.',
      type: 'string',
      default: 'date_gmt',
      enum: ['date', 'date_gmt', 'id', 'include', 'post', 'parent', 'type'],
    },
    parent: ids('Limit result set to comments of specific parent IDs.', true),
    parent_exclude: ids('Ensure result set excludes specific parent IDs.', true),
    post: ids('Limit result set to comments assigned to specific post IDs.', true),
    status: {
      default: 'approve',
      description: 'Limit result set to comments assigned a specific status. Requires authorization.',
      sanitize_callback: sanitizeKey,
      type: 'string',
      validate_callback: validateRequestArg,
    },
    type: {
      default: 'comment',
      description: 'Limit result set to comments assigned a specific type. Requires authorization.',
      sanitize_callback: sanitizeKey,
      type: 'string',
      validate_callback: validateRequestArg,
    },
    password: { description: 'The password for the post if it is password protected.', type: 'string' },
  };
}
