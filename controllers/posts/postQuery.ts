/**
 * Turns the collection parameters of a posts request into a storage query.
 * Storage filters columns and taxonomy conditions in SQL; what it cannot express
 * (formats, search columns, exact search, ordering by slug list) is applied here by
 * narrowing the candidates to an `include` id list, so paging and totals stay
 * right. That costs one unpaged query plus a term lookup per candidate.
 */
import { getDateWithGmt } from '../../src/schema/index';
import { isEmpty, toInt } from '../../src/schema/php';
import type { RestRequest } from '../../src/server/RestRequest';
import type { PostOrderBy, PostQuery, PostRecord, PostTaxQuery, Storage, TaxClause } from '../../src/storage/types';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
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

function localDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
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
function taxQuery(request: RestRequest, taxonomies: readonly TaxonomyInfo[]): PostTaxQuery | undefined {
  const clauses: TaxClause[] = [];
  for (const taxonomy of taxonomies) {
    const include = readLimit(request.getParam(taxonomy.restBase));
    const exclude = readLimit(request.getParam(`${taxonomy.restBase}_exclude`));
    if (include !== null) {
      clauses.push({ taxonomy: taxonomy.name, terms: include.terms, operator: include.operator === 'AND' ? 'AND' : 'IN', include_children: include.includeChildren });
    }
    if (exclude !== null) {
      clauses.push({ taxonomy: taxonomy.name, terms: exclude.terms, operator: 'NOT IN', include_children: exclude.includeChildren });
    }
  }
  if (clauses.length === 0) return undefined;
  return { relation: request.getParam('tax_relation') === 'OR' ? 'OR' : 'AND', clauses };
}

function searchColumnsCheck(request: RestRequest): Check | null {
  const search = request.getParam('search');
  if (typeof search !== 'string' || search.trim() === '') return null;
  const chosen = Array.isArray(request.getParam('search_columns')) ? (request.getParam('search_columns') as unknown[]).map(String) : [];
  const exact = request.getParam('search_semantics') === 'exact';
  if (chosen.length === 0 && !exact) return null;
  const columns = (chosen.length > 0 ? chosen : ['post_title', 'post_excerpt', 'post_content']) as Array<'post_title' | 'post_excerpt' | 'post_content'>;
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
  request: RestRequest,
  postType: string,
  taxonomies: readonly TaxonomyInfo[],
): Promise<CollectionQuery> {
  const perPage = toInt(request.getParam('per_page'));
  const offsetParam = request.getParam('offset');
  const offset = !isEmpty(offsetParam) ? toInt(offsetParam) : (toInt(request.getParam('page')) - 1) * perPage;
  const statuses = request.getParam('status');
  const list = Array.isArray(statuses) ? statuses.map(String) : ['publish'];
  const query: PostQuery = {
    type: postType,
    status: list.includes('any') ? 'any' : list,
    limit: perPage,
    offset,
    order: request.getParam('order') === 'asc' ? 'asc' : 'desc',
  };
  const orderby = String(request.getParam('orderby') ?? 'date');
  if (orderby !== 'include_slugs') query.orderby = orderby as PostOrderBy;
  const take = (param: string, key: 'author' | 'author_exclude' | 'include' | 'exclude' | 'parent' | 'parent_exclude'): void => {
    const values = ints(request.getParam(param));
    if (values.length > 0) query[key] = values;
  };
  take('author', 'author');
  take('author_exclude', 'author_exclude');
  take('include', 'include');
  take('exclude', 'exclude');
  take('parent', 'parent');
  take('parent_exclude', 'parent_exclude');
  const slug = request.getParam('slug');
  if (Array.isArray(slug) && slug.length > 0) query.slug = slug.map(String);
  const search = request.getParam('search');
  if (typeof search === 'string' && search !== '') query.search = search;
  const after = localDate(request.getParam('after'));
  const before = localDate(request.getParam('before'));
  const modifiedAfter = localDate(request.getParam('modified_after'));
  const modifiedBefore = localDate(request.getParam('modified_before'));
  if (after !== undefined) query.after = after;
  if (before !== undefined) query.before = before;
  if (modifiedAfter !== undefined) query.modified_after = modifiedAfter;
  if (modifiedBefore !== undefined) query.modified_before = modifiedBefore;
  const sticky = request.getParam('sticky');
  if (typeof sticky === 'boolean') query.sticky = sticky;
  const menuOrder = request.getParam('menu_order');
  if (menuOrder !== null && menuOrder !== undefined) query.menu_order = toInt(menuOrder);

  const taxonomyConditions = taxQuery(request, taxonomies);
  if (taxonomyConditions !== undefined) query.tax_query = taxonomyConditions;
  const checks: Check[] = [];
  const formats = request.getParam('format');
  if (Array.isArray(formats) && formats.length > 0) {
    const wanted = new Set(formats.map(String));
    checks.push(async (post) => wanted.has(await getPostFormat(storage, post.id)));
  }
  const columns = searchColumnsCheck(request);
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
