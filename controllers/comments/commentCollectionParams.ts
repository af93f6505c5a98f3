/** Query parameters of GET /wp/v2/comments, in WordPress's order and wording. */
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import { sanitizeKey, validateRequestArg } from '../../src/baseControllers/requestArgCallbacks';
import { defineArgs, type ArgsOf } from '../../src/decorators/ArgsOf';
import type { ArgSchemaMap } from '../../src/schema/types';

const ids = (description: string) => ({ description, type: 'array', items: { type: 'integer' } }) as const;
const idsOrNone = (description: string) => ({ default: [], description, type: 'array', items: { type: 'integer' } }) as const;

/** The comment filters WordPress adds to the generic collection parameters (fresh objects per call: filters may change them). */
const commentFilters = () => defineArgs({
  after: { description: 'Limit response to comments published after a given ISO8601 compliant date.', type: 'string', format: 'date-time' },
  author: ids('Limit result set to comments assigned to specific user IDs. Requires authorization.'),
  author_exclude: ids('Ensure result set excludes comments assigned to specific user IDs. Requires authorization.'),
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
  parent: idsOrNone('Limit result set to comments of specific parent IDs.'),
  parent_exclude: idsOrNone('Ensure result set excludes specific parent IDs.'),
  post: idsOrNone('Limit result set to comments assigned to specific post IDs.'),
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
});

/** What GET /wp/v2/comments hands its handler: `context` defaults to view here. */
export type CommentCollectionArgs = ArgsOf<ReturnType<typeof commentFilters>> & CollectionArgs & { context: string };

/** `base` is the controller's generic collection parameters (context, page, per_page, search). */
export function commentCollectionParams(base: ArgSchemaMap): ArgSchemaMap {
  return { ...base, context: { ...base.context, default: 'view' }, ...(commentFilters() as ArgSchemaMap) };
}
