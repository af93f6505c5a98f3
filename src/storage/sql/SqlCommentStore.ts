import { sql, type Compilable, type Expression, type Selectable } from 'kysely';
import type {
  CommentDuplicateProbe, CommentFloodProbe, CommentInput, CommentQuery, CommentRecord, CommentStatus, CommentStore,
  MetaStore, QueryResult,
} from '../types';
import { allOf, anyOf, compare, inList, notInList, positionIn, type Condition } from './conditions';
import { inTransaction, type SqlContext } from './context';
import { recountComments } from './counters';
import { SqlMetaStore } from './SqlMetaStore';
import { direction, orderList, pageWithTotal, tablePage, perPartitionLimit } from './paging';
import { runShaped } from './shapedStatement';
import { listingRunner, plainListing, type ShapedStatement } from './plainListing';
import type { CommentsTable } from './tables';
import { asList, formatUtc, pickDefined, storableIds, toNumber } from './values';
import { isStorableInteger } from './storableValues';
import { omitColumns } from './omitColumns';

type CommentRow = Selectable<CommentsTable>;

const SEARCH_COLUMNS = [
  'comments.comment_author', 'comments.comment_author_email', 'comments.comment_author_url',
  'comments.comment_author_ip', 'comments.comment_content',
];

const INPUT_FIELDS = [
  'comment_post_id', 'comment_parent', 'user_id', 'comment_author', 'comment_author_email', 'comment_author_url',
  'comment_author_ip', 'comment_agent', 'comment_date', 'comment_date_gmt', 'comment_content', 'comment_approved',
  'comment_type', 'comment_karma',
] as const satisfies readonly (keyof CommentInput)[];

/** Statuses a new comment can duplicate (trashed ones do not count). */
const DUPLICATE_STATUSES: CommentStatus[] = ['approve', 'hold', 'spam'];

function toRecord(row: CommentRow): CommentRecord {
  return { ...row, comment_approved: row.comment_approved as CommentStatus };
}

function statusList(status: CommentQuery['status']): CommentStatus[] | undefined {
  if (status === 'any') return undefined;
  if (status === 'all') return ['approve', 'hold'];
  return asList(status ?? 'approve');
}

/** A row of a per-post page: the comment, its post's total, and (by window) its place in the post's page. */
type PagedRow = CommentRow & { row_in_post?: number; found_total: number };

/**
 * The most posts read by arms in one statement: a page of posts (100 at most). SQLite refuses a compound SELECT
 * of more than 500 arms, so a longer list (several pages' reads meeting in one tick) is numbered in a window.
 */
const MAX_ARMS = 100;

/** What a plain per-post page may name: nothing else changes its SQL text beyond the list lengths and the order. */
const PER_POST_KEYS = new Set(['status', 'type', 'orderby', 'order', 'limit']);

/**
 * The shape and parameters of a plain per-post page (the comments of some statuses and types, in a column's
 * order: every `_embed` of replies asks this), whose statement is then built and compiled once per shape
 * (runShaped) instead of on every request. Undefined for any other query. The parameters are those of the
 * WHERE clause (post, statuses, types): by window, the post ids, the statuses and the types, then the limit
 * per post; by arms, each post's twice (its count, then its page), the limit being written in the SQL (bound,
 * it makes SQLite's read five times slower), so it is part of the shape.
 */
function plainPerPost(query: Omit<CommentQuery, 'post' | 'offset'>, ids: readonly number[], by: 'window' | 'arms'): { shape: string; parameters: unknown[] } | undefined {
  const named: CommentQuery = query;
  for (const key in named) if (named[key as keyof CommentQuery] !== undefined && !PER_POST_KEYS.has(key)) return undefined;
  if (query.orderby === 'include') return undefined;
  const statuses = statusList(query.status) ?? [];
  const types = asList(query.type);
  const order = `${query.orderby ?? ''}:${direction(query.order, 'desc')}`;
  if (by === 'arms') {
    const arm = (id: number): unknown[] => [id, ...statuses, ...types];
    return {
      shape: `comments per post by arms:${ids.length}:${statuses.length}:${types.length}:${order}:${perPartitionLimit(query)}`,
      parameters: ids.flatMap((id) => [...arm(id), ...arm(id)]),
    };
  }
  return {
    shape: `comments per post:${ids.length}:${statuses.length}:${types.length}:${order}`,
    parameters: [...ids, ...statuses, ...types, perPartitionLimit(query)],
  };
}

export class SqlCommentStore implements CommentStore {
  readonly meta: MetaStore;

  constructor(private readonly ctx: SqlContext) {
    this.meta = new SqlMetaStore(ctx, 'commentmeta');
  }

  async create(input: CommentInput & { comment_post_id: number }): Promise<CommentRecord> {
    return inTransaction(this.ctx, async (tx) => {
      const now = formatUtc(tx.now());
      const date = input.comment_date ?? input.comment_date_gmt ?? now;
      const row: Omit<CommentRow, 'comment_id'> = {
        comment_parent: 0, user_id: 0, comment_author: '', comment_author_email: '', comment_author_url: '',
        comment_author_ip: '', comment_agent: '', comment_content: '', comment_approved: 'approve',
        comment_type: 'comment', comment_karma: 0,
        ...pickDefined(input, INPUT_FIELDS),
        comment_post_id: input.comment_post_id,
        comment_date: date,
        comment_date_gmt: input.comment_date_gmt ?? date,
      };
      const created = await tx.db.insertInto('comments').values(row).returningAll().executeTakeFirstOrThrow();
      await recountComments(tx, [created.comment_post_id]);
      return toRecord(created);
    });
  }

  async update(id: number, changes: CommentInput): Promise<CommentRecord | undefined> {
    return inTransaction(this.ctx, async (tx) => {
      const current = await tx.db.selectFrom('comments').select(['comment_post_id'])
        .where('comment_id', '=', id).executeTakeFirst();
      if (!current) return undefined;
      const columns = pickDefined(changes, INPUT_FIELDS);
      if (Object.keys(columns).length === 0) return new SqlCommentStore(tx).get(id);
      const updated = await tx.db.updateTable('comments').set(columns).where('comment_id', '=', id)
        .returningAll().executeTakeFirstOrThrow();
      await recountComments(tx, [current.comment_post_id, updated.comment_post_id]);
      return toRecord(updated);
    });
  }

  async get(id: number): Promise<CommentRecord | undefined> {
    if (!isStorableInteger(id)) return undefined;
    const row = await this.ctx.db.selectFrom('comments').selectAll().where('comment_id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async getMany(ids: readonly number[]): Promise<Map<number, CommentRecord>> {
    const found = new Map<number, CommentRecord>();
    if (storableIds(ids).length === 0) return found;
    const rows = await this.ctx.db.selectFrom('comments').selectAll().where('comment_id', 'in', storableIds(ids)).execute();
    for (const row of rows) found.set(row.comment_id, toRecord(row));
    return found;
  }

  async countReplies(parentId: number): Promise<number> {
    return (await this.countRepliesOfMany([parentId])).get(parentId) ?? 0;
  }

  async countRepliesOfMany(parentIds: readonly number[]): Promise<Map<number, number>> {
    const found = new Map<number, number>(parentIds.map((id) => [id, 0]));
    const ids = storableIds(parentIds);
    if (ids.length === 0) return found;
    const rows = await runShaped(this.ctx, `replyCounts:${ids.length}`, [...ids, 'approve', 'hold'], () => this.ctx.db.selectFrom('comments')
      .select(['comment_parent', (eb) => eb.fn.countAll<number>().as('n')])
      .where('comment_parent', 'in', ids).where('comment_approved', 'in', ['approve', 'hold'])
      .groupBy('comment_parent'));
    for (const row of rows) found.set(row.comment_parent, toNumber(row.n));
    return found;
  }

  async delete(id: number): Promise<boolean> {
    return inTransaction(this.ctx, async (tx) => {
      const comment = await tx.db.selectFrom('comments').select(['comment_post_id', 'comment_parent'])
        .where('comment_id', '=', id).executeTakeFirst();
      if (!comment) return false;
      // Replies move up a level instead of pointing at a comment that no longer exists.
      await tx.db.updateTable('comments').set({ comment_parent: comment.comment_parent })
        .where('comment_parent', '=', id).execute();
      await tx.db.deleteFrom('comments').where('comment_id', '=', id).execute();
      await recountComments(tx, [comment.comment_post_id]);
      return true;
    });
  }

  async query(query: CommentQuery = {}): Promise<QueryResult<CommentRecord>> {
    const statements = () => tablePage(this.ctx.db, 'comments', this.conditions(query), this.ordering(query));
    const { rows, total } = await pageWithTotal(statements, query, 'subquery', listingRunner(this.ctx, commentsListing(query)));
    return { items: rows.map(toRecord), total };
  }

  async queryForEachPost(query: Omit<CommentQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<CommentRecord>>> {
    const found = new Map<number, QueryResult<CommentRecord>>(postIds.map((id) => [id, { items: [], total: 0 }]));
    const ids = storableIds(postIds);
    if (ids.length === 0) return found;
    const by = this.ctx.dialect.pagesPerPostBy === 'arms' && ids.length <= MAX_ARMS ? 'arms' : 'window';
    const statement = (): Compilable<PagedRow> => (by === 'arms' ? this.pagesByArms(query, ids) : this.pagesByWindow(query, ids));
    const plain = plainPerPost(query, ids, by);
    const rows = plain === undefined
      ? (await this.ctx.db.executeQuery(statement().compile())).rows
      : await runShaped(this.ctx, plain.shape, plain.parameters, statement);
    const comments = omitColumns<CommentRow>(rows, ['row_in_post', 'found_total']);
    rows.forEach(({ comment_post_id: postId, found_total: total }, i) => {
      const result = found.get(postId);
      if (result === undefined) return;
      result.items.push(toRecord(comments[i]!));
      result.total = toNumber(total);
    });
    return found;
  }

  /** Each post's rows numbered in the query's order, with the post's total; each post keeps its first `limit`. */
  private pagesByWindow(query: Omit<CommentQuery, 'post' | 'offset'>, ids: number[]): Compilable<PagedRow> {
    const order = orderList(this.ordering(query));
    const ranked = this.ctx.db.selectFrom('comments').selectAll()
      .select([
        sql<number>`row_number() over (partition by comments.comment_post_id order by ${order})`.as('row_in_post'),
        sql<number>`count(*) over (partition by comments.comment_post_id)`.as('found_total'),
      ])
      .where(this.conditions({ ...query, post: ids }));
    const paged = sql<PagedRow>`select * from (${ranked}) as ranked
        where row_in_post <= ${perPartitionLimit(query)} order by comment_post_id, row_in_post`;
    return { compile: () => paged.compile(this.ctx.db) };
  }

  /**
   * Each post's page read by itself (its first `limit` rows in the query's order, with the count of its
   * matching rows), the pages joined by UNION ALL and put in post order, then the query's order.
   */
  private pagesByArms(query: Omit<CommentQuery, 'post' | 'offset'>, ids: number[]): Compilable<PagedRow> {
    const db = this.ctx.db;
    const limit = sql.lit(perPartitionLimit(query));
    const ordering = this.ordering(query);
    const arms = ids.map((postId) => {
      const where = this.conditions({ ...query, post: [postId] });
      const total = db.selectFrom('comments').where(where).select((eb) => eb.fn.countAll<number>().as('n'));
      let page = db.selectFrom('comments').selectAll().select(total.as('found_total')).where(where);
      for (const [expression, dir] of ordering) page = page.orderBy(expression, dir);
      return sql`select * from (${page.limit(limit)})`;
    });
    // Outside the arms the columns are the union's, named without their table.
    const order = orderList(this.ordering(query, ''));
    const paged = sql<PagedRow>`select * from (${sql.join(arms, sql` union all `)}) as pages order by comment_post_id, ${order}`;
    return { compile: () => paged.compile(db) };
  }

  async findDuplicate(probe: CommentDuplicateProbe): Promise<number> {
    // No stored comment has an id beyond the storable range; the write that follows reports it.
    if (!isStorableInteger(probe.comment_post_id) || !isStorableInteger(probe.comment_parent)) return 0;
    const email = probe.comment_author_email;
    const row = await this.ctx.db.selectFrom('comments').select('comment_id')
      .where('comment_post_id', '=', probe.comment_post_id).where('comment_parent', '=', probe.comment_parent)
      .where('comment_approved', 'in', DUPLICATE_STATUSES).where('comment_content', '=', probe.comment_content)
      .where((eb) => email === ''
        ? eb('comment_author', '=', probe.comment_author)
        : eb.or([eb('comment_author', '=', probe.comment_author), eb('comment_author_email', '=', email)]))
      .orderBy('comment_id').limit(1).executeTakeFirst();
    return row?.comment_id ?? 0;
  }

  async latestCommentDate(probe: CommentFloodProbe): Promise<string | undefined> {
    // Inside a transaction, one author's comments are checked and written one at a time, so parallel
    // comments cannot all pass the flood check.
    if (this.ctx.db.isTransaction) {
      await this.ctx.dialect.lockKey(this.ctx.db, probe.userId > 0 ? `comment_author:user:${probe.userId}` : `comment_author:ip:${probe.ip}`);
    }
    const row = await this.ctx.db.selectFrom('comments').select('comment_date_gmt')
      .where('comment_date_gmt', '>=', probe.since)
      .where((eb) => {
        const who = probe.userId > 0 ? eb('user_id', '=', probe.userId) : eb('comment_author_ip', '=', probe.ip);
        return probe.email === '' ? who : eb.or([who, eb('comment_author_email', '=', probe.email)]);
      })
      .orderBy('comment_date_gmt', 'desc').limit(1).executeTakeFirst();
    return row?.comment_date_gmt;
  }

  private conditions(q: CommentQuery): Condition {
    const search = q.search?.trim();
    return allOf([
      inList('comments.comment_post_id', q.post),
      inList('comments.comment_parent', q.parent),
      notInList('comments.comment_parent', q.parent_exclude),
      inList('comments.user_id', q.author),
      notInList('comments.user_id', q.author_exclude),
      q.author_email === undefined ? undefined
        : sql<boolean>`lower(comments.comment_author_email) = lower(${q.author_email})`,
      inList('comments.comment_approved', statusList(q.status)),
      inList('comments.comment_type', asList(q.type)),
      // WordPress searches comments for the text as a whole, not word by word.
      search ? anyOf(SEARCH_COLUMNS.map((c) => this.ctx.dialect.containsText(c, search))) : undefined,
      inList('comments.comment_id', q.include),
      notInList('comments.comment_id', q.exclude),
      compare('comments.comment_date', '<', q.before),
      compare('comments.comment_date', '>', q.after),
    ]);
  }

  /** The query's order; `table` qualifies the columns ('' for a union's columns). */
  private ordering(q: CommentQuery, table = 'comments'): [Expression<unknown>, 'asc' | 'desc'][] {
    const column = (name: string): string => (table === '' ? name : `${table}.${name}`);
    const dir = direction(q.order, 'desc');
    const id: [Expression<unknown>, 'asc' | 'desc'] = [sql.ref(column('comment_id')), dir];
    const by = (name: string): [Expression<unknown>, 'asc' | 'desc'][] => [[sql.ref(column(name)), dir], id];
    switch (q.orderby ?? 'date_gmt') {
      case 'id': return [id];
      case 'date': return by('comment_date');
      case 'post': return by('comment_post_id');
      case 'parent': return by('comment_parent');
      case 'type': return by('comment_type');
      case 'karma': return by('comment_karma');
      case 'include': return [[positionIn(column('comment_id'), q.include ?? []), 'asc'], id];
      default: return by('comment_date_gmt');
    }
  }
}

/** What a plain listing of comments may name. */
const LISTING_KEYS = new Set(['status', 'type', 'orderby', 'order', 'limit', 'offset']);

/** A plain listing of comments: some statuses and types, newest first by default (`/wp/v2/comments`). */
function commentsListing(query: CommentQuery): ShapedStatement | undefined {
  if ((query.orderby ?? 'date_gmt') !== 'date_gmt') return undefined;
  const filters = [statusList(query.status) ?? [], asList(query.type)];
  return plainListing('comments listing', query, LISTING_KEYS, filters, direction(query.order, 'desc'), query, 'subquery');
}
