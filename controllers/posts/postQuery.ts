/**
 * Turns the collection parameters of a posts request into a storage query.
 * Storage filters columns and taxonomy conditions in SQL; what it cannot express
 * (formats, search columns, exact search, ordering by slug list) is applied here by
 * narrowing the candidates to an `include` id list, so paging and totals stay
 * right. That costs one unpaged query plus a term lookup per candidate.
 */
import { getDateWithGmt } from '../../src/schema/index';
import { toInt } from '../../src/schema/php';
import type { PostQuery, PostRecord, PostTaxQuery, Storage, TaxClause } from '../../src/storage/types';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import type { PostCollectionArgs } from './postCollectionParams';
import { FORMAT_TAXONOMY, getPostFormat } from './postFormat';

type Check = (post: PostRecord) => Promise<boolean>;

export interface CollectionQuery {
  query: PostQuery;
  /** Extra conditions storage cannot express; all must hold. */
  checks: Check[];
  /** Order results by position of their slug in this list (orderby=include_slugs). */
  slugOrder?: string[];
}

const ints = (value: unknown): number[] => (Array.isArray(value) ? value.map(toInt) : []);

function localDate(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  return getDateWithGmt(value)?.[0];
}

interface TermLimit {
  terms: number[];
  includeChildren: boolean;
  operator: 'AND' | 'OR';
}

function readLimit(value: unknown): TermLimit | null {
  if (Array.isArray(value)) return value.length > 0 ? { terms: ints(value), includeChildren: false, operator: 'OR' } : null;
  if (typeof value === 'object' && value !== null) {
    const limit = value as { terms?: unknown; include_children?: unknown; operator?: unknown };
    const terms = ints(limit.terms);
    if (terms.length === 0) return null;
    return { terms, includeChildren: limit.include_children === true, operator: limit.operator === 'AND' ? 'AND' : 'OR' };
  }
  return null;
}

/** The taxonomy parameters (`categories`, `tags_exclude`, …, `tax_relation`) as the query's SQL taxonomy conditions. */
function taxQuery(args: PostCollectionArgs, taxonomies: readonly TaxonomyInfo[]): PostTaxQuery | undefined {
  const clauses: TaxClause[] = [];
  for (const taxonomy of taxonomies) {
    const include = readLimit(args[taxonomy.restBase]);
    const exclude = readLimit(args[`${taxonomy.restBase}_exclude`]);
    if (include !== null) {
      clauses.push({ taxonomy: taxonomy.name, terms: include.terms, operator: include.operator === 'AND' ? 'AND' : 'IN', include_children: include.includeChildren });
    }
    if (exclude !== null) {
      clauses.push({ taxonomy: taxonomy.name, terms: exclude.terms, operator: 'NOT IN', include_children: exclude.includeChildren });
    }
  }
  if (clauses.length === 0) return undefined;
  return { relation: args.tax_relation === 'OR' ? 'OR' : 'AND', clauses };
}

function searchColumnsCheck(args: PostCollectionArgs): Check | null {
  const search = args.search;
  if (search === undefined || search.trim() === '') return null;
  const chosen = args.search_columns ?? [];
  const exact = args.search_semantics === 'exact';
  if (chosen.length === 0 && !exact) return null;
  const columns = chosen.length > 0 ? chosen : (['post_title', 'post_excerpt', 'post_content'] as const);
  const needle = search.trim().toLowerCase();
  const words = needle.split(/\s+/);
  return async (post) => {
    const texts = columns.map((column) => post[column].toLowerCase());
    if (exact) return texts.some((text) => text === needle);
    return words.every((word) => (word.startsWith('-') && word.length > 1
      ? texts.every((text) => !text.includes(word.slice(1)))
      : texts.some((text) => text.includes(word))));
  };
}

export async function buildCollectionQuery(
  storage: Storage,
  args: PostCollectionArgs,
  postType: string,
  taxonomies: readonly TaxonomyInfo[],
): Promise<CollectionQuery> {
  const perPage = args.per_page;
  // PHP's empty(): an offset of 0 falls back to the page's.
  const offset = args.offset || (args.page - 1) * perPage;
  // Font items drop the `status` filter: their query keeps WP_Query's default.
  const list = args.status ?? ['publish'];
  const query: PostQuery = {
    type: postType,
    status: list.includes('any') ? 'any' : list,
    limit: perPage,
    offset,
    order: args.order,
  };
  const orderby = args.orderby;
  if (orderby !== 'include_slugs') query.orderby = orderby;
  for (const key of ['author', 'author_exclude', 'include', 'exclude', 'parent', 'parent_exclude'] as const) {
    const values = args[key];
    if (values !== undefined && values.length > 0) query[key] = values;
  }
  if (args.slug !== undefined && args.slug.length > 0) query.slug = args.slug;
  if (args.search) query.search = args.search;
  const after = localDate(args.after);
  const before = localDate(args.before);
  const modifiedAfter = localDate(args.modified_after);
  const modifiedBefore = localDate(args.modified_before);
  if (after !== undefined) query.after = after;
  if (before !== undefined) query.before = before;
  if (modifiedAfter !== undefined) query.modified_after = modifiedAfter;
  if (modifiedBefore !== undefined) query.modified_before = modifiedBefore;
  if (args.sticky !== undefined) query.sticky = args.sticky;
  if (args.menu_order !== undefined) query.menu_order = args.menu_order;

  const taxonomyConditions = taxQuery(args, taxonomies);
  if (taxonomyConditions !== undefined) query.tax_query = taxonomyConditions;
  const checks: Check[] = [];
  if (args.format !== undefined && args.format.length > 0) {
    const wanted = new Set(args.format);
    checks.push(async (post) => wanted.has(await getPostFormat(storage, post.id)));
  }
  const columns = searchColumnsCheck(args);
  if (columns !== null) checks.push(columns);
  const result: CollectionQuery = { query, checks };
  if (orderby === 'include_slugs' && query.slug !== undefined) result.slugOrder = query.slug;
  return result;
}

/**
 * Applies the checks and slug ordering by narrowing `include` (keeping an
 * explicit include order); returns the query storage should run.
 */
export async function resolveCollectionQuery(storage: Storage, collection: CollectionQuery): Promise<PostQuery> {
  const { query, checks, slugOrder } = collection;
  if (checks.length === 0 && slugOrder === undefined) return query;
  const { limit: _limit, offset: _offset, ...unpaged } = query;
  const candidates = (await storage.posts.query(unpaged)).items;
  const kept: PostRecord[] = [];
  for (const post of candidates) {
    let ok = true;
    for (const check of checks) {
      if (!(await check(post))) {
        ok = false;
        break;
      }
    }
    if (ok) kept.push(post);
  }
  if (slugOrder !== undefined) kept.sort((a, b) => slugOrder.indexOf(a.post_name) - slugOrder.indexOf(b.post_name));
  let ids = kept.map((post) => post.id);
  if (query.include !== undefined && slugOrder === undefined) ids = query.include.filter((id) => ids.includes(id));
  const narrowed: PostQuery = { ...query, include: ids.length > 0 ? ids : [0] };
  if (slugOrder !== undefined) narrowed.orderby = 'include';
  return narrowed;
}

export { FORMAT_TAXONOMY };
