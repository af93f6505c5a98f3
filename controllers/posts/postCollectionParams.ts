/**
 * Query parameters of a posts collection, in WordPress's order: the generic
 * ones (context, page, per_page, search) then dates, authors, ids, ordering,
 * hierarchy, slugs, statuses, taxonomy limits, sticky and formats.
 */
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import type { ArgCallback, ArgSchema, ArgSchemaMap } from '../../src/schema/types';
import type { PostOrderBy } from '../../src/storage/types';
import type { PostTypeInfo } from '../../src/model/PostTypeRegistry';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import { POST_FORMATS } from './postSchema';

/**
 * What a posts collection hands its handler. The parameters depend on the post type (authors,
 * hierarchy, page attributes, stickiness, formats) and on subclasses (font items drop the date,
 * search and status filters; attachments add MIME filters), so those are optional; the ones
 * with a default no subclass drops are always there.
 */
export interface PostCollectionArgs extends CollectionArgs {
  context: string;
  after?: string;
  modified_after?: string;
  author?: number[];
  author_exclude?: number[];
  before?: string;
  modified_before?: string;
  exclude: number[];
  include: number[];
  menu_order?: number;
  search_semantics?: 'exact';
  offset?: number;
  order: 'asc' | 'desc';
  orderby: PostOrderBy | 'include_slugs';
  parent?: number[];
  parent_exclude?: number[];
  search_columns?: Array<'post_title' | 'post_content' | 'post_excerpt'>;
  slug?: string[];
  status?: string[];
  tax_relation?: 'AND' | 'OR';
  sticky?: boolean;
  ignore_sticky?: boolean;
  format?: string[];
  /** Attachments: `media_type` and `mime_type`. */
  media_type?: string[];
  mime_type?: string[];
  /**
   * Each taxonomy's `{rest base}` and `{rest base}_exclude` (a {@link TermLimitArg}): their names are
   * known only at runtime, so they are read as unknown and narrowed where they are used.
   */
  readonly [taxonomyParam: string]: unknown;
}

/** A taxonomy limit as sanitized: a list of term ids, or the advanced form. */
export type TermLimitArg = number[] | { terms?: number[]; include_children?: boolean; operator?: 'AND' | 'OR' };

const intList = (description: string): ArgSchema => ({ description, type: 'array', items: { type: 'integer' }, default: [] });
const date = (description: string): ArgSchema => ({ description, type: 'string', format: 'date-time' });

/** The include/exclude limit schema of one taxonomy (a list of ids, or {terms, include_children, operator}). */
function taxonomyLimit(taxonomy: TaxonomyInfo, include: boolean): ArgSchema {
  const properties: Record<string, ArgSchema> = {
    terms: { description: 'Term IDs.', type: 'array', items: { type: 'integer' }, default: [] },
  };
  if (taxonomy.hierarchical) {
    properties.include_children = { description: 'Whether to include child terms in the terms limiting the result set.', type: 'boolean', default: false };
  }
  if (include) {
    properties.operator = { description: 'Whether items must be assigned all or any of the specified terms.', type: 'string', enum: ['AND', 'OR'], default: 'OR' };
  }
  return {
    description: include
      ? `Limit result set to items with specific terms assigned in the ${taxonomy.restBase} taxonomy.`
      : `Limit result set to items except those with specific terms assigned in the ${taxonomy.restBase} taxonomy.`,
    type: ['object', 'array'],
    oneOf: [
      { title: 'Term ID List', description: 'Match terms with the listed IDs.', type: 'array', items: { type: 'integer' } },
      { title: 'Term ID Taxonomy Query', description: 'Perform an advanced term query.', type: 'object', properties, additionalProperties: false },
    ],
  };
}

export function postCollectionParams(
  base: ArgSchemaMap,
  type: PostTypeInfo,
  taxonomies: readonly TaxonomyInfo[],
  statusNames: readonly string[],
  sanitizeStatuses: ArgCallback,
): ArgSchemaMap {
  const params: ArgSchemaMap = { ...base };
  params.context = { ...params.context, default: 'view' };
  params.after = date('Limit response to posts published after a given ISO8601 compliant date.');
  params.modified_after = date('Limit response to posts modified after a given ISO8601 compliant date.');
  if (type.supports.author === true) {
    params.author = intList('Limit result set to posts assigned to specific authors.');
    params.author_exclude = intList('Ensure result set excludes posts assigned to specific authors.');
  }
  params.before = date('Limit response to posts published before a given ISO8601 compliant date.');
  params.modified_before = date('Limit response to posts modified before a given ISO8601 compliant date.');
  params.exclude = intList('Ensure result set excludes specific IDs.');
  params.include = intList('Limit result set to specific IDs.');
  const pageAttributes = type.name === 'page' || type.supports['page-attributes'] === true;
  if (pageAttributes) params.menu_order = { description: 'Limit result set to posts with a specific menu_order value.', type: 'integer' };
  params.search_semantics = { description: 'How to interpret the search input.', type: 'string', enum: ['exact'] };
  params.offset = { description: 'Offset the result set by a specific number of items.', type: 'integer' };
  params.order = { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'desc', enum: ['asc', 'desc'] };
  const orderby = ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title'];
  if (pageAttributes) orderby.push('menu_order');
  params.orderby = { description: 'Sort collection by post attribute.', type: 'string', default: 'date', enum: orderby };
  if (type.hierarchical || type.name === 'attachment') {
    params.parent = intList('Limit result set to items with particular parent IDs.');
    params.parent_exclude = intList('Limit result set to all items except those of a particular parent ID.');
  }
  params.search_columns = {
    default: [],
    description: 'Array of column names to be searched.',
    type: 'array',
    items: { enum: ['post_title', 'post_content', 'post_excerpt'], type: 'string' },
  };
  params.slug = { description: 'Limit result set to posts with one or more specific slugs.', type: 'array', items: { type: 'string' } };
  params.status = {
    default: 'publish',
    description: 'Limit result set to posts assigned one or more statuses.',
    type: 'array',
    items: { enum: [...statusNames, 'any'], type: 'string' },
    sanitize_callback: sanitizeStatuses,
  };
  if (taxonomies.length > 0) {
    params.tax_relation = { description: 'Limit result set based on relationship between multiple taxonomies.', type: 'string', enum: ['AND', 'OR'] };
    for (const taxonomy of taxonomies) {
      params[taxonomy.restBase] = taxonomyLimit(taxonomy, true);
      params[`${taxonomy.restBase}_exclude`] = taxonomyLimit(taxonomy, false);
    }
  }
  if (type.name === 'post') {
    params.sticky = { description: 'Limit result set to items that are sticky.', type: 'boolean' };
    params.ignore_sticky = { description: 'Whether to ignore sticky posts or not.', type: 'boolean', default: true };
  }
  if (type.supports['post-formats'] === true) {
    params.format = {
      description: 'Limit result set to items assigned one or more given formats.',
      type: 'array',
      uniqueItems: true,
      items: { enum: [...POST_FORMATS], type: 'string' },
    };
  }
  return params;
}
