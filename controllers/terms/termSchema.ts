/**
 * The term resource and the collection parameters of a terms route, as
 * WordPress's terms controller publishes them for one taxonomy.
 */
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import { sanitizeTextField } from '../../src/schema/formats/textField';
import type { ArgSchemaMap, Schema } from '../../src/schema/types';
import type { TermOrderBy } from '../../src/storage/types';
import { sanitizeUserSlug } from '../users/userArgCallbacks';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';

const ALL = ['view', 'embed', 'edit'];
const VIEW_EDIT = ['view', 'edit'];

/** The schema title WordPress gives a taxonomy's terms (`tag` for post_tag). */
export function termSchemaTitle(taxonomy: string): string {
  return taxonomy === 'post_tag' ? 'tag' : taxonomy;
}

/** `metaSchema` is the `meta` property (WP_REST_Term_Meta_Fields' schema for the taxonomy). */
export function termSchema(taxonomy: Pick<TaxonomyInfo, 'name' | 'hierarchical'>, metaSchema: Schema): Schema {
  const properties: Record<string, Schema> = {
    id: { description: 'Unique identifier for the term.', type: 'integer', context: ALL, readonly: true },
    count: { description: 'Number of published posts for the term.', type: 'integer', context: VIEW_EDIT, readonly: true },
    description: { description: 'HTML description of the term.', type: 'string', context: VIEW_EDIT },
    link: { description: 'URL of the term.', type: 'string', format: 'uri', context: ALL, readonly: true },
    name: {
      description: 'HTML title for the term.', type: 'string', context: ALL,
      arg_options: { sanitize_callback: sanitizeTextField }, required: true,
    },
    slug: {
      description: 'An alphanumeric identifier for the term unique to its type.', type: 'string', context: ALL,
      arg_options: { sanitize_callback: sanitizeUserSlug },
    },
    taxonomy: { description: 'Type attribution for the term.', type: 'string', enum: [taxonomy.name], context: ALL, readonly: true },
  };
  if (taxonomy.hierarchical) properties.parent = { description: 'The parent term ID.', type: 'integer', context: VIEW_EDIT };
  properties.meta = metaSchema;
  return {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: termSchemaTitle(taxonomy.name),
    type: 'object',
    properties,
  };
}

/** What a terms collection hands its handler (see {@link termCollectionParams}). */
export interface TermCollectionArgs extends CollectionArgs {
  context: string;
  exclude: number[];
  include: number[];
  /** Flat taxonomies only. */
  offset?: number;
  order: 'asc' | 'desc';
  orderby: TermOrderBy;
  hide_empty: boolean;
  /** Hierarchical taxonomies only. */
  parent?: number;
  post?: number;
  slug?: string[];
}

/** What a terms collection adds to the generic collection parameters (`base`), in WordPress's order. */
export function termCollectionParams(base: ArgSchemaMap, hierarchical: boolean): ArgSchemaMap {
  const params: ArgSchemaMap = { ...base, context: { ...base.context, default: 'view' } };
  params.exclude = { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] };
  params.include = { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] };
  // Hierarchical taxonomies are listed as trees in WordPress, so they take no offset.
  if (!hierarchical) params.offset = { description: 'Offset the result set by a specific number of items.', type: 'integer' };
  params.order = { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'asc', enum: ['asc', 'desc'] };
  params.orderby = {
    description: 'Sort collection by term attribute.', type: 'string', default: 'name',
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
  };
  params.hide_empty = { description: 'Whether to hide terms not assigned to any posts.', type: 'boolean', default: false };
  if (hierarchical) params.parent = { description: 'Limit result set to terms assigned to a specific parent.', type: 'integer' };
  params.post = { description: 'Limit result set to terms assigned to a specific post.', type: 'integer', default: null };
  params.slug = { description: 'Limit result set to terms with one or more specific slugs.', type: 'array', items: { type: 'string' } };
  return params;
}
