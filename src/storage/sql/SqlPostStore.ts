import { sql, type Expression, type RawBuilder, type Selectable } from 'kysely';
import type { MetaStore, PostInput, PostQuery, PostRecord, PostStore, QueryResult } from '../types';
import {
  allOf, anyOf, compare, inList, notInList, positionIn, searchCondition, searchWords, type Condition,
} from './conditions';
import { inTransaction, type SqlContext } from './context';
import { recountTerms, termIdsOfPosts } from './counters';
import { SqlMetaStore } from './SqlMetaStore';
import { taxQueryCondition } from './taxQuery';
import { direction, pageWithTotal, tablePage, type CountBy, type RankAsFilter } from './paging';
import { listingRunner, plainListing, type ShapedStatement } from './plainListing';
import type { PostsTable } from './tables';
import { firstFreeValue } from './uniqueValue';
import { asList, formatUtc, pickDefined, sanitizeSlug, storableIds } from './values';
import { isStorableInteger } from './storableValues';
import { runShaped } from './shapedStatement';

type PostRow = Selectable<PostsTable>;

/** Statuses whose slugs WordPress leaves alone (not yet public, so duplicates are harmless). */
const SLUG_FREE_STATUSES = new Set(['draft', 'pending', 'auto-draft']);
/** What `status: 'any'` leaves out, as WordPress does. */
const HIDDEN_FROM_ANY = ['trash', 'auto-draft'];
const SEARCH_COLUMNS = ['posts.post_title', 'posts.post_excerpt', 'posts.post_content'];
/** The relevance of a row the search does not match. */
const UNRANKED = 6;

async function uniquePostSlug(ctx: SqlContext, slug: string, postType: string, excludeId: number | undefined): Promise<string> {
  // Writers choosing slugs of one type take turns until they commit, so two never pick the same free one.
  await ctx.dialect.lockKey(ctx.db, `post_slug:${postType}`);
  return firstFreeValue(slug, async (candidate) => {
    let q = ctx.db.selectFrom('posts').select('id').where('post_name', '=', candidate).where('post_type', '=', postType);
    if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
    return (await q.limit(1).executeTakeFirst()) !== undefined;
  });
}

/** The post row, locked against other writers until the transaction ends (where the database has row locks). */
function lockedRow(ctx: SqlContext, id: number): Promise<PostRow | undefined> {
  const select = ctx.db.selectFrom('posts').selectAll().where('id', '=', id);
  return (ctx.dialect.rowLocks && ctx.db.isTransaction ? select.forUpdate() : select).executeTakeFirst();
}

/** The entries of `columns` whose values differ from the row's. */
function changedColumns(row: PostRow, columns: Partial<Omit<PostRow, 'id'>>): Partial<Omit<PostRow, 'id'>> {
  return Object.fromEntries(Object.entries(columns).filter(([key, value]) => row[key as keyof PostRow] !== value));
}

function toRecord(row: PostRow): PostRecord {
  return { ...row, sticky: row.sticky === 1 };
}

export function needsUniqueSlug(post: Pick<PostRecord, 'post_status' | 'post_type'>): boolean {
  return post.post_type !== 'revision' && !SLUG_FREE_STATUSES.has(post.post_status);
}

/** Columns of the posts table from input fields (booleans become 0/1). */
const INPUT_FIELDS = [
  'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status',
  'comment_status', 'ping_status', 'post_password', 'post_name', 'post_modified', 'post_modified_gmt',
  'post_content_filtered', 'post_parent', 'guid', 'menu_order', 'post_type', 'post_mime_type', 'sticky',
] as const satisfies readonly (keyof PostInput)[];

function toColumns(input: PostInput): Partial<Omit<PostRow, 'id'>> {
  const { sticky, ...rest } = pickDefined(input, INPUT_FIELDS);
  const columns: Partial<Omit<PostRow, 'id'>> = { ...rest };
  if (sticky !== undefined) columns.sticky = sticky ? 1 : 0;
  return columns;
}

export class SqlPostStore implements PostStore {
  readonly meta: MetaStore;

  constructor(private readonly ctx: SqlContext) {
    this.meta = new SqlMetaStore(ctx, 'postmeta');
  }

  async create(input: PostInput): Promise<PostRecord> {
    return inTransaction(this.ctx, async (tx) => {
      const now = formatUtc(tx.now());
      const date = input.post_date ?? input.post_date_gmt ?? now;
      const row: Omit<PostRow, 'id'> = {
        post_author: 0, post_content: '', post_title: '', post_excerpt: '', post_status: 'draft',
        comment_status: 'open', ping_status: 'open', post_password: '', post_name: '',
        post_content_filtered: '', post_parent: 0, guid: '', menu_order: 0, post_type: 'post',
        post_mime_type: '', sticky: 0,
        ...toColumns(input),
        post_date: date,
        post_date_gmt: input.post_date_gmt ?? date,
        post_modified: input.post_modified ?? now,
        post_modified_gmt: input.post_modified_gmt ?? input.post_modified ?? now,
        comment_count: 0,
      };
      row.post_name = await this.slugFor(tx, row, undefined);
      const created = await tx.db.insertInto('posts').values(row).returningAll().executeTakeFirstOrThrow();
      // A published post without title or slug is named after its id, as WordPress does.
      if (created.post_name === '' && needsUniqueSlug(created)) {
        const slug = await uniquePostSlug(tx, String(created.id), created.post_type, created.id);
        await tx.db.updateTable('posts').set({ post_name: slug }).where('id', '=', created.id).execute();
        created.post_name = slug;
      }
      return toRecord(created);
    });
  }

  async update(id: number, changes: PostInput): Promise<PostRecord | undefined> {
    return inTransaction(this.ctx, async (tx) => {
      const current = await lockedRow(tx, id);
      if (!current) return undefined;
      const now = formatUtc(tx.now());
      // Only the columns that change are written, so parallel updates of other fields are never undone.
      const columns: Partial<Omit<PostRow, 'id'>> = changedColumns(current, toColumns(changes));
      columns.post_modified = changes.post_modified ?? now;
      columns.post_modified_gmt = changes.post_modified_gmt ?? changes.post_modified ?? now;
      const slug = await this.slugFor(tx, { ...current, ...columns }, id);
      if (slug !== current.post_name) columns.post_name = slug;
      else delete columns.post_name;
      const updated = await tx.db.updateTable('posts').set(columns).where('id', '=', id)
        .returningAll().executeTakeFirstOrThrow();
      if (current.post_status !== updated.post_status) await recountTerms(tx, await termIdsOfPosts(tx, [id]));
      return toRecord(updated);
    });
  }

  async get(id: number): Promise<PostRecord | undefined> {
    if (!isStorableInteger(id)) return undefined;
    const row = await this.ctx.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async lock(id: number): Promise<PostRecord | undefined> {
    const row = await lockedRow(this.ctx, id);
    return row && toRecord(row);
  }

  async getMany(ids: readonly number[]): Promise<Map<number, PostRecord>> {
    const found = new Map<number, PostRecord>();
    const wanted = storableIds(ids);
    if (wanted.length === 0) return found;
    const rows = await runShaped(this.ctx, `postsById:${wanted.length}`, wanted, () => this.ctx.db.selectFrom('posts').selectAll().where('id', 'in', wanted));
    for (const row of rows) found.set(row.id, toRecord(row));
    return found;
  }

  async getManyWithAncestors(ids: readonly number[]): Promise<Map<number, PostRecord>> {
    const found = new Map<number, PostRecord>();
    const wanted = storableIds(ids);
    if (wanted.length === 0) return found;
    // UNION (not UNION ALL) stops at a post already met, so a loop of parents ends. Built only for the shape's first compile.
    const chain = (): RawBuilder<PostRow> => sql<PostRow>`with recursive chain(id) as (
        select id from posts where id in (${sql.join(wanted)})
        union
        select p.post_parent from posts p inner join chain on p.id = chain.id where p.post_parent > 0
      ) select * from posts where id in (select id from chain)`;
    const rows = await runShaped(this.ctx, `postsWithAncestors:${wanted.length}`, wanted, () => ({ compile: () => chain().compile(this.ctx.db) }));
    for (const row of rows) found.set(row.id, toRecord(row));
    return found;
  }

  async listRevisionsOfMany(parentIds: readonly number[]): Promise<Map<number, PostRecord[]>> {
    const found = new Map<number, PostRecord[]>(parentIds.map((id) => [id, []]));
    if (storableIds(parentIds).length === 0) return found;
    const ids = storableIds(parentIds);
    const rows = await runShaped(this.ctx, `revisionsOfMany:${ids.length}`, [...ids, 'revision'], () => this.ctx.db
      .selectFrom('posts').selectAll().where('post_parent', 'in', ids).where('post_type', '=', 'revision')
      .orderBy('post_date', 'desc').orderBy('id', 'desc'));
    for (const row of rows) found.get(row.post_parent)?.push(toRecord(row));
    return found;
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.ctx, async (tx) => {
      const post = await tx.db.selectFrom('posts').select(['id', 'post_parent']).where('id', '=', id).executeTakeFirst();
      if (!post) return false;
      const revisions = await tx.db.selectFrom('posts').select('id')
        .where('post_parent', '=', id).where('post_type', '=', 'revision').execute();
      const ids = [id, ...revisions.map((r) => r.id)];
      const termIds = await termIdsOfPosts(tx, ids);
      // Children move up a level instead of pointing at a post that no longer exists.
      await tx.db.updateTable('posts').set({ post_parent: post.post_parent })
        .where('post_parent', '=', id).where('post_type', '<>', 'revision').execute();
      await tx.db.deleteFrom('comments').where('comment_post_id', 'in', ids).execute();
      await tx.db.deleteFrom('posts').where('id', 'in', ids).execute();
      await recountTerms(tx, termIds);
      return true;
    });
  }

  async query(query: PostQuery = {}): Promise<QueryResult<PostRecord>> {
    // A search scans the text of every candidate: that scan runs once for the page and its count, the dialect's
    // way; a search whose rank is its filter runs it once for the rank too, through the matches on both.
    const scansText = query.search !== undefined && query.search.trim() !== '';
    const rankAsFilter = scansText ? this.rankAsFilter(query) : undefined;
    const countBy = rankAsFilter !== undefined ? 'matches' : scansText ? this.ctx.dialect.countsScansBy : 'subquery';
    const statements = () => tablePage(this.ctx.db, 'posts', this.conditions(query), this.ordering(query), rankAsFilter);
    const { rows, total } = await pageWithTotal(statements, query, countBy, listingRunner(this.ctx, postsListing(query, countBy)));
    return { items: rows.map(toRecord), total };
  }

  async uniqueSlug(slug: string, postType: string, excludeId?: number): Promise<string> {
    return uniquePostSlug(this.ctx, slug, postType, excludeId);
  }

  async createRevision(parentId: number): Promise<PostRecord | undefined> {
    // Read and copied in one transaction, so the revision holds the state it was made for.
    return inTransaction(this.ctx, (tx) => new SqlPostStore(tx).copyAsRevision(parentId));
  }

  private async copyAsRevision(parentId: number): Promise<PostRecord | undefined> {
    const parent = await this.get(parentId);
    if (!parent) return undefined;
    return this.create({
      post_type: 'revision', post_status: 'inherit', post_parent: parentId, post_author: parent.post_author,
      post_name: `${parentId}-revision-v1`, post_title: parent.post_title, post_content: parent.post_content,
      post_excerpt: parent.post_excerpt, comment_status: 'closed', ping_status: 'closed',
    });
  }

  async listRevisions(parentId: number): Promise<PostRecord[]> {
    const rows = await this.ctx.db.selectFrom('posts').selectAll()
      .where('post_parent', '=', parentId).where('post_type', '=', 'revision')
      .orderBy('post_date', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toRecord);
  }

  /** The slug a post should be saved with: derived from the title when public and empty, then made unique. */
  private async slugFor(ctx: SqlContext, post: Omit<PostRow, 'id'>, id: number | undefined): Promise<string> {
    if (!needsUniqueSlug(post)) return post.post_name;
    const slug = post.post_name !== '' ? post.post_name : sanitizeSlug(post.post_title);
    return slug === '' ? '' : uniquePostSlug(ctx, slug, post.post_type, id);
  }

  private conditions(q: PostQuery): Condition {
    const types = asList(q.type ?? 'post');
    const statuses = asList(q.status ?? 'publish');
    return allOf([
      types.includes('any') ? compare('posts.post_type', '<>', 'revision') : inList('posts.post_type', types),
      statuses.includes('any') ? notInList('posts.post_status', HIDDEN_FROM_ANY) : inList('posts.post_status', statuses),
      inList('posts.post_author', q.author),
      notInList('posts.post_author', q.author_exclude),
      inList('posts.post_parent', q.parent),
      notInList('posts.post_parent', q.parent_exclude),
      inList('posts.id', q.include),
      notInList('posts.id', q.exclude),
      inList('posts.post_name', q.slug),
      inList('posts.post_mime_type', q.mime_type),
      searchCondition(this.ctx.dialect, SEARCH_COLUMNS, q.search),
      compare('posts.post_date', '<', q.before),
      compare('posts.post_date', '>', q.after),
      compare('posts.post_modified', '<', q.modified_before),
      compare('posts.post_modified', '>', q.modified_after),
      q.sticky === undefined ? undefined : compare('posts.sticky', '=', q.sticky ? 1 : 0),
      compare('posts.menu_order', '=', q.menu_order),
      taxQueryCondition(q.tax_query),
    ]);
  }

  /** ORDER BY terms; ties are broken by id in the same direction so pages never overlap. */
  private ordering(q: PostQuery): [Expression<unknown>, 'asc' | 'desc'][] {
    const dir = direction(q.order, 'desc');
    const by = (column: string): [Expression<unknown>, 'asc' | 'desc'][] => [[sql.ref(column), dir], [sql.ref('posts.id'), dir]];
    switch (q.orderby ?? 'date') {
      case 'id': return [[sql.ref('posts.id'), dir]];
      case 'title': return [[this.ctx.dialect.textSortKey('posts.post_title'), dir], [sql.ref('posts.id'), dir]];
      case 'slug': return by('posts.post_name');
      case 'modified': return by('posts.post_modified');
      case 'menu_order': return by('posts.menu_order');
      case 'parent': return by('posts.post_parent');
      case 'author': return by('posts.post_author');
      // WordPress lists included ids in the order given, whatever `order` says.
      case 'include': return [[positionIn('posts.id', q.include ?? []), 'asc'], [sql.ref('posts.id'), 'asc']];
      case 'relevance':
        if (q.search !== undefined && q.search.trim() !== '') {
          return [[this.relevance(q.search), 'asc'], [sql.ref('posts.post_date'), 'desc'], [sql.ref('posts.id'), 'desc']];
        }
        return by('posts.post_date');
      default: return by('posts.post_date');
    }
  }

  /**
   * A search by relevance for one word and nothing to exclude: its rank (title 1, excerpt 4, content 5, else
   * 6) says whether a row matches, so the matches are the rows the other conditions keep ranked below 6.
   */
  private rankAsFilter(q: PostQuery): RankAsFilter | undefined {
    if (q.orderby !== 'relevance' || q.search === undefined) return undefined;
    const { include, exclude } = searchWords(q.search);
    if (include.length !== 1 || exclude.length > 0 || include[0] !== q.search.trim()) return undefined;
    return { unfiltered: this.conditions({ ...q, search: undefined }), unranked: UNRANKED };
  }

  /** WordPress's search ranking: whole phrase in title, all words in title, any word in title, phrase in excerpt, in content. */
  private relevance(search: string): Expression<number> {
    const { dialect } = this.ctx;
    const words = searchWords(search).include;
    const phrase = search.trim();
    const ranks: [Condition, number][] = [[dialect.containsText('posts.post_title', phrase), 1]];
    if (words.length > 1) {
      ranks.push([allOf(words.map((w) => dialect.containsText('posts.post_title', w))), 2]);
      ranks.push([anyOf(words.map((w) => dialect.containsText('posts.post_title', w))), 3]);
    }
    ranks.push([dialect.containsText('posts.post_excerpt', phrase), 4]);
    ranks.push([dialect.containsText('posts.post_content', phrase), 5]);
    const cases = ranks.map(([condition, rank]) => sql`when ${condition} then ${sql.lit(rank)}`);
    return sql<number>`case ${sql.join(cases, sql` `)} else ${sql.lit(UNRANKED)} end`;
  }
}

/** What a plain listing may name: nothing else changes its SQL text beyond the list lengths, the order and the page. */
const LISTING_KEYS = new Set(['type', 'status', 'orderby', 'order', 'limit', 'offset']);

/**
 * A plain listing of posts (some types and statuses by date, a page of them: the blog's own lists, `_embed`
 * included): compiling its statement cost about 50 µs a page, a third of what SQLite takes to run it.
 */
function postsListing(query: PostQuery, countBy: CountBy): ShapedStatement | undefined {
  if (query.orderby !== undefined && query.orderby !== 'date') return undefined;
  const types = asList(query.type ?? 'post');
  const statuses = asList(query.status ?? 'publish');
  if (types.includes('any') || statuses.includes('any')) return undefined;
  return plainListing('posts listing', query, LISTING_KEYS, [types, statuses], direction(query.order, 'desc'), query, countBy);
}
