import { sql, type Expression, type Selectable } from 'kysely';
import type { MetaStore, QueryResult, TermCreateOptions, TermInput, TermQuery, TermRecord, TermStore } from '../types';
import { allOf, compare, equalsOneOf, inList, notInList, positionIn, searchCondition, type Condition } from './conditions';
import { withConflicts } from './conflicts';
import { inSavepoint, inTransaction, type SqlContext } from './context';
import { recountTerms } from './counters';
import { SqlMetaStore } from './SqlMetaStore';
import { direction, pageWithTotal, tablePage, perPartitionLimit } from './paging';
import { listingRunner, plainListing, type ShapedStatement } from './plainListing';
import type { TermsTable } from './tables';
import { firstFreeValue } from './uniqueValue';
import { asList, hasItems, pickDefined, sanitizeSlug, storableIds } from './values';
import { isStorableInteger } from './storableValues';
import { omitColumns } from './omitColumns';
import { runShaped } from './shapedStatement';

type TermRow = Selectable<TermsTable>;

const SEARCH_COLUMNS = ['terms.name', 'terms.slug'];
const INPUT_FIELDS = ['name', 'slug', 'taxonomy', 'description', 'parent', 'term_group'] as const satisfies readonly (keyof TermInput)[];

/**
 * Records that the term holds its name at its level; a unique violation when another term holds it.
 * With `ifFree`, a held name is left to its holder instead.
 */
async function claimName(tx: SqlContext, termId: number, ifFree: boolean): Promise<void> {
  const claim = tx.db.insertInto('term_names').columns(['taxonomy', 'parent', 'name_key', 'term_id'])
    .expression((eb) => eb.selectFrom('terms').select(['taxonomy', 'parent', sql<string>`lower(name)`.as('name_key'), 'term_id'])
      .where('term_id', '=', termId));
  await (ifFree ? claim.onConflict((oc) => oc.doNothing()) : claim).execute();
}

export class SqlTermStore implements TermStore {
  readonly meta: MetaStore;

  constructor(private readonly ctx: SqlContext) {
    this.meta = new SqlMetaStore(ctx, 'termmeta');
  }

  async create(input: TermInput & { name: string; taxonomy: string }, options: TermCreateOptions = {}): Promise<TermRecord> {
    const row: Omit<TermRow, 'term_id'> = {
      description: '', parent: 0, term_group: 0,
      ...pickDefined(input, INPUT_FIELDS),
      name: input.name,
      taxonomy: input.taxonomy,
      slug: input.slug !== undefined && input.slug !== '' ? input.slug : sanitizeSlug(input.name),
      count: 0,
    };
    return withConflicts(this.ctx.dialect, () => inSavepoint(this.ctx, async (tx) => {
      const created = await tx.db.insertInto('terms').values(row).returningAll().executeTakeFirstOrThrow();
      if (options.sharedName !== true) await claimName(tx, created.term_id, false);
      return created;
    }), { slug: row.slug, name: row.name });
  }

  async update(id: number, changes: TermInput): Promise<TermRecord | undefined> {
    const columns = pickDefined(changes, INPUT_FIELDS);
    if (Object.keys(columns).length === 0) return this.get(id);
    return withConflicts(this.ctx.dialect, () => inSavepoint(this.ctx, async (tx) => {
      const updated = await tx.db.updateTable('terms').set(columns).where('term_id', '=', id).returningAll().executeTakeFirst();
      if (updated !== undefined && (columns.name !== undefined || columns.parent !== undefined || columns.taxonomy !== undefined)) {
        await tx.db.deleteFrom('term_names').where('term_id', '=', id).execute();
        await claimName(tx, id, true);
      }
      return updated;
    }), { slug: changes.slug });
  }

  async get(id: number): Promise<TermRecord | undefined> {
    if (!isStorableInteger(id)) return undefined;
    return this.ctx.db.selectFrom('terms').selectAll().where('term_id', '=', id).executeTakeFirst();
  }

  async getMany(ids: readonly number[]): Promise<Map<number, TermRecord>> {
    const found = new Map<number, TermRecord>();
    if (storableIds(ids).length === 0) return found;
    const rows = await this.ctx.db.selectFrom('terms').selectAll().where('term_id', 'in', storableIds(ids)).execute();
    for (const row of rows) found.set(row.term_id, row);
    return found;
  }

  async getPostTermsOfMany(postIds: readonly number[], taxonomies: readonly string[]): Promise<Map<number, Map<string, TermRecord[]>>> {
    const found = new Map<number, Map<string, TermRecord[]>>(
      postIds.map((id) => [id, new Map(taxonomies.map((taxonomy) => [taxonomy, []]))]));
    if (storableIds(postIds).length === 0 || !hasItems(taxonomies)) return found;
    // Relationships first (a cross join keeps SQLite to that order): a few index entries per post, each
    // meeting its term by primary key, instead of probing every term of the taxonomies for every post.
    const ids = storableIds(postIds);
    const names = [...new Set(taxonomies)];
    const rows = await runShaped(this.ctx, `postTermsOfMany:${ids.length}:${names.length}`, [...ids, ...names], () => this.ctx.db
      .selectFrom('term_relationships as r').crossJoin('terms').whereRef('terms.term_id', '=', 'r.term_id')
      .selectAll('terms').select('r.object_id as object_id')
      .where('r.object_id', 'in', ids).where(equalsOneOf('terms.taxonomy', names))
      .orderBy(this.ctx.dialect.textSortKey('terms.name')).orderBy('terms.term_id'));
    const terms = omitColumns<TermRecord>(rows, ['object_id']);
    rows.forEach(({ object_id: objectId, taxonomy }, i) => found.get(objectId)?.get(taxonomy)?.push(terms[i]!));
    return found;
  }

  async getBySlug(taxonomy: string, slug: string): Promise<TermRecord | undefined> {
    return this.ctx.db.selectFrom('terms').selectAll()
      .where('taxonomy', '=', taxonomy).where('slug', '=', slug).executeTakeFirst();
  }

  async findByName(taxonomy: string, name: string, parent: number): Promise<TermRecord[]> {
    return this.ctx.db.selectFrom('terms').selectAll()
      .where('taxonomy', '=', taxonomy).where('parent', '=', parent).where(sql<boolean>`lower(name) = lower(${name})`)
      .orderBy('term_id').execute();
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.ctx, async (tx) => {
      const term = await tx.db.selectFrom('terms').select(['term_id', 'parent', 'taxonomy'])
        .where('term_id', '=', id).executeTakeFirst();
      if (!term) return false;
      await tx.db.updateTable('terms').set({ parent: term.parent })
        .where('parent', '=', id).where('taxonomy', '=', term.taxonomy).execute();
      await tx.db.deleteFrom('terms').where('term_id', '=', id).execute();
      return true;
    });
  }

  async query(query: TermQuery = {}): Promise<QueryResult<TermRecord>> {
    const statements = () => tablePage(this.ctx.db, 'terms', this.conditions(query), this.ordering(query));
    const { rows, total } = await pageWithTotal(statements, query, 'subquery', listingRunner(this.ctx, termsListing(query)));
    return { items: rows, total };
  }

  async uniqueSlug(slug: string, taxonomy: string, excludeId?: number): Promise<string> {
    return firstFreeValue(slug, async (candidate) => {
      let q = this.ctx.db.selectFrom('terms').select('term_id').where('taxonomy', '=', taxonomy).where('slug', '=', candidate);
      if (excludeId !== undefined) q = q.where('term_id', '<>', excludeId);
      return (await q.limit(1).executeTakeFirst()) !== undefined;
    });
  }

  async setPostTerms(postId: number, taxonomy: string, termIds: number[], append = false): Promise<void> {
    await inTransaction(this.ctx, async (tx) => {
      const current = (await this.linked(tx, postId, taxonomy)).map((r) => r.term_id);
      // Only terms of this taxonomy can be linked through it; other ids are ignored.
      const wanted = hasItems(termIds)
        ? (await tx.db.selectFrom('terms').select('term_id')
          .where('taxonomy', '=', taxonomy).where('term_id', 'in', [...new Set(termIds)]).execute()).map((r) => r.term_id)
        : [];
      const removed = append ? [] : current.filter((id) => !wanted.includes(id));
      const added = wanted.filter((id) => !current.includes(id));
      if (hasItems(removed)) {
        await tx.db.deleteFrom('term_relationships')
          .where('object_id', '=', postId).where('term_id', 'in', removed).execute();
      }
      if (hasItems(added)) {
        await tx.db.insertInto('term_relationships')
          .values(added.map((termId) => ({ object_id: postId, term_id: termId, term_order: termIds.indexOf(termId) })))
          .execute();
      }
      await recountTerms(tx, [...removed, ...added]);
    });
  }

  async getPostTerms(postId: number, taxonomy: string): Promise<TermRecord[]> {
    return this.linked(this.ctx, postId, taxonomy);
  }

  /** Terms of `taxonomy` linked to the post, by name as WordPress lists them. */
  private async linked(ctx: SqlContext, postId: number, taxonomy: string): Promise<TermRecord[]> {
    return ctx.db.selectFrom('terms').innerJoin('term_relationships as r', 'r.term_id', 'terms.term_id')
      .selectAll('terms')
      .where('r.object_id', '=', postId).where('terms.taxonomy', '=', taxonomy)
      .orderBy(this.ctx.dialect.textSortKey('terms.name')).orderBy('terms.term_id').execute();
  }

  async queryForEachPost(query: Omit<TermQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<TermRecord>>> {
    const found = new Map<number, QueryResult<TermRecord>>(postIds.map((id) => [id, { items: [], total: 0 }]));
    if (storableIds(postIds).length === 0) return found;
    // Every matching term of the posts, by post then in the query's order; each post keeps its first `limit`.
    // A post has few terms, so reading them all costs less than numbering them with window functions.
    let select = this.ctx.db.selectFrom('terms').innerJoin('term_relationships as r', 'r.term_id', 'terms.term_id')
      .selectAll('terms')
      .select('r.object_id as post_id')
      .where(this.conditions(query)).where('r.object_id', 'in', storableIds(postIds))
      .orderBy('r.object_id');
    for (const [expression, dir] of this.ordering(query)) select = select.orderBy(expression, dir);
    const rows = await select.execute();
    const terms = omitColumns<TermRow>(rows, ['post_id']);
    const limit = perPartitionLimit(query);
    rows.forEach(({ post_id: postId }, i) => {
      const result = found.get(postId);
      if (result === undefined) return;
      if (result.items.length < limit) result.items.push(terms[i]!);
      result.total++;
    });
    return found;
  }

  private conditions(q: TermQuery): Condition {
    return allOf([
      inList('terms.taxonomy', asList(q.taxonomy)),
      inList('terms.term_id', q.include),
      notInList('terms.term_id', q.exclude),
      searchCondition(this.ctx.dialect, SEARCH_COLUMNS, q.search),
      inList('terms.slug', q.slug),
      compare('terms.parent', '=', q.parent),
      q.post === undefined ? undefined
        : isStorableInteger(q.post) ? sql<boolean>`terms.term_id in (select term_id from term_relationships where object_id = ${q.post})`
          : sql<boolean>`1 = 0`,
      q.hide_empty === true ? compare('terms.count', '>', 0) : undefined,
    ]);
  }

  private ordering(q: TermQuery): [Expression<unknown>, 'asc' | 'desc'][] {
    const dir = direction(q.order, 'asc');
    const id: [Expression<unknown>, 'asc' | 'desc'] = [sql.ref('terms.term_id'), dir];
    switch (q.orderby ?? 'name') {
      case 'id': return [id];
      case 'slug': return [[sql.ref('terms.slug'), dir], id];
      case 'description': return [[this.ctx.dialect.textSortKey('terms.description'), dir], id];
      case 'count': return [[sql.ref('terms.count'), dir], id];
      case 'term_group': return [[sql.ref('terms.term_group'), dir], id];
      case 'include': return [[positionIn('terms.term_id', q.include ?? []), 'asc'], id];
      case 'include_slugs': return [[positionIn('terms.slug', q.slug ?? []), 'asc'], id];
      default: return [[this.ctx.dialect.textSortKey('terms.name'), dir], id];
    }
  }
}

/** What a plain listing of terms may name. */
const LISTING_KEYS = new Set(['taxonomy', 'orderby', 'order', 'limit', 'offset']);

/** A plain listing of terms: a taxonomy's terms by name (`/wp/v2/categories`, `/wp/v2/tags`). */
function termsListing(query: TermQuery): ShapedStatement | undefined {
  if ((query.orderby ?? 'name') !== 'name') return undefined;
  return plainListing('terms listing', query, LISTING_KEYS, [asList(query.taxonomy)], direction(query.order, 'asc'), query, 'subquery');
}
