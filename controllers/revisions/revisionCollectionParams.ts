/** The collection parameters every revisions route adds after context, page, per_page and search (WordPress's revisions controller). */
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import { defineArgs, type ArgsOf } from '../../src/decorators/ArgsOf';
import type { ArgSchemaMap } from '../../src/schema/types';

const revisionListParams = defineArgs({
  exclude: { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
  include: { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
  offset: { description: 'Offset the result set by a specific number of items.', type: 'integer' },
  order: { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'desc', enum: ['asc', 'desc'] },
  orderby: {
    description: 'Sort collection by object attribute.', type: 'string', default: 'date',
    enum: ['date', 'id', 'include', 'relevance', 'slug', 'include_slugs', 'title'],
  },
});

export const REVISION_LIST_PARAMS: ArgSchemaMap = revisionListParams as ArgSchemaMap;

/**
 * What a revisions collection hands its handler: the parent from the route, `context`
 * defaulting to view, and no `per_page` unless sent (revisions list all by default).
 */
export type RevisionCollectionArgs = ArgsOf<typeof revisionListParams> & Omit<CollectionArgs, 'per_page'> & {
  parent: number;
  context: string;
  per_page?: number;
};
