import type { QueryResult, TermCreateOptions, TermInput, TermQuery, TermRecord, TermStore } from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import { CachedRowStore, copyRow } from './CachedRowStore';
import { loadPerPost, NO_RESULT, perPostKey } from './perPostQueries';
import { parsePostTermsKey, postTermsKey, type RequestCache } from './RequestCache';
import { NOT_READY, type NotReady } from '../notReady';

const copy = copyRow<TermRecord>;

/** Terms and post-term links read through the request cache; writes go to the database and empty it. */
export class CachedTermStore extends CachedRowStore<TermRecord, TermStore> implements TermStore {
  constructor(inner: TermStore, access: CacheAccess) {
    super(inner, access, 'termmeta', (cache) => cache.terms);
  }

  getBySlug(taxonomy: string, slug: string): Promise<TermRecord | undefined> {
    return this.inner.getBySlug(taxonomy, slug);
  }

  peekQuery(query: TermQuery): QueryResult<TermRecord> | NotReady {
    const { post, offset, ...perPost } = query;
    const cache = this.access.forReads();
    if (cache === undefined || post === undefined || (offset ?? 0) !== 0) return NOT_READY;
    return fromPostTerms(cache, post, perPost) ?? NOT_READY;
  }

  async query(query: TermQuery = {}): Promise<QueryResult<TermRecord>> {
    const { post, offset, ...perPost } = query;
    const cache = this.access.forReads();
    // One post's first page of terms (an `_embed` asks it for each item): run with the other posts asking.
    if (cache !== undefined && post !== undefined && (offset ?? 0) === 0) {
      const known = fromPostTerms(cache, post, perPost);
      if (known !== undefined) return known;
      const found = await cache.termQueries.getBatched(perPostKey(post, perPost),
        (keys) => loadPerPost(keys, (q: typeof perPost, ids) => this.inner.queryForEachPost(q, ids)), NO_RESULT);
      for (const term of found.items) if (!cache.terms.has(term.term_id)) cache.terms.set(term.term_id, copy(term));
      return { total: found.total, items: found.items.map(copy) };
    }
    const result = await this.inner.query(query);
    if (cache !== undefined) for (const term of result.items) if (!cache.terms.has(term.term_id)) cache.terms.set(term.term_id, copy(term));
    return result;
  }

  uniqueSlug(slug: string, taxonomy: string, excludeId?: number): Promise<string> {
    return this.inner.uniqueSlug(slug, taxonomy, excludeId);
  }

  async getPostTerms(postId: number, taxonomy: string): Promise<TermRecord[]> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getPostTerms(postId, taxonomy);
    return (await cache.postTerms.getBatched(postTermsKey(postId, taxonomy), (keys) => this.loadPostTerms(keys), () => [])).map(copy);
  }

  peekPostTerms(postId: number, taxonomy: string): TermRecord[] | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const terms = cache.postTerms.peek(postTermsKey(postId, taxonomy));
    return terms === NOT_READY ? NOT_READY : terms.map(copy);
  }

  async getPostTermsOfMany(postIds: readonly number[], taxonomies: readonly string[]): Promise<Map<number, Map<string, TermRecord[]>>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getPostTermsOfMany(postIds, taxonomies);
    const pairs = postIds.flatMap((postId) => taxonomies.map((taxonomy) => ({ postId, taxonomy, key: postTermsKey(postId, taxonomy) })));
    const found = await cache.postTerms.getMany(pairs.map((pair) => pair.key), (keys) => this.loadPostTerms(keys), () => []);
    const result = new Map<number, Map<string, TermRecord[]>>();
    for (const { postId, taxonomy, key } of pairs) {
      const terms = result.get(postId) ?? result.set(postId, new Map()).get(postId)!;
      terms.set(taxonomy, (found.get(key) ?? []).map(copy));
    }
    return result;
  }

  /**
   * Post terms for `postId taxonomy` keys, in one read. The terms read are known by id from then on: a
   * child category's link reads its parent, mostly another item's term, and the item's embedded term
   * page is presented as soon as it is asked (before the next item's would have cached that parent).
   */
  private async loadPostTerms(keys: string[]): Promise<Map<string, TermRecord[]>> {
    const wanted = keys.map(parsePostTermsKey);
    const cache = this.access.forReads();
    const loaded = await this.inner.getPostTermsOfMany(
      [...new Set(wanted.map((pair) => pair.postId))], [...new Set(wanted.map((pair) => pair.taxonomy))]);
    // Not when the cache was emptied meanwhile (a write: the lists are no longer awaited), as the lists themselves are not kept then.
    if (cache !== undefined && keys.length > 0 && cache.postTerms.has(keys[0]!)) {
      for (const byTaxonomy of loaded.values()) {
        for (const terms of byTaxonomy.values()) for (const term of terms) if (!cache.terms.has(term.term_id)) cache.terms.set(term.term_id, copy(term));
      }
    }
    return new Map(wanted.map((pair) => [postTermsKey(pair.postId, pair.taxonomy), loaded.get(pair.postId)?.get(pair.taxonomy) ?? []]));
  }

  queryForEachPost(query: Omit<TermQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<TermRecord>>> {
    return this.inner.queryForEachPost(query, postIds);
  }

  /** Only write paths ask (inside their transaction), so it is not cached. */
  findByName(taxonomy: string, name: string, parent: number): Promise<TermRecord[]> {
    return this.inner.findByName(taxonomy, name, parent);
  }

  create(input: TermInput & { name: string; taxonomy: string }, options?: TermCreateOptions): Promise<TermRecord> {
    return writing(this.access, () => this.inner.create(input, options));
  }

  update(id: number, changes: TermInput): Promise<TermRecord | undefined> {
    return writing(this.access, () => this.inner.update(id, changes));
  }

  delete(id: number): Promise<boolean> {
    return writing(this.access, () => this.inner.delete(id));
  }

  setPostTerms(postId: number, taxonomy: string, termIds: number[], append?: boolean): Promise<void> {
    return writing(this.access, () => this.inner.setPostTerms(postId, taxonomy, termIds, append));
  }
}

/**
 * A post's terms in one taxonomy by name (the order both reads share: name, then id), answered from the
 * post's term lists when the request read them already: a posts page reads them for its items, and each
 * item's `_embed` of `wp:term` asks the same. Undefined when the query filters or orders otherwise, or
 * the list is not cached: then it is read.
 */
function fromPostTerms(cache: RequestCache, post: number, query: Omit<TermQuery, 'post' | 'offset'>): QueryResult<TermRecord> | undefined {
  const { taxonomy, limit, orderby, order, hide_empty: hideEmpty, include, exclude, search, slug, parent } = query;
  if (typeof taxonomy !== 'string' || (orderby ?? 'name') !== 'name' || (order ?? 'asc') !== 'asc' || hideEmpty === true) return undefined;
  if (include !== undefined || exclude !== undefined || search !== undefined || slug !== undefined || parent !== undefined) return undefined;
  const terms = cache.postTerms.peek(postTermsKey(post, taxonomy));
  if (terms === NOT_READY) return undefined;
  const kept = limit === undefined ? terms : terms.slice(0, Math.max(0, Math.floor(limit)));
  for (const term of kept) if (!cache.terms.has(term.term_id)) cache.terms.set(term.term_id, copy(term));
  return { total: terms.length, items: kept.map(copy) };
}
