import { sql, type Kysely } from 'kysely';
import { needsUniqueSlug } from '../../storage/sql/SqlPostStore';
import type { Database } from '../../storage/sql/tables';
import { firstFreeValue } from '../../storage/sql/uniqueValue';
import { sanitizeSlug } from '../../storage/sql/values';
import type { CommentRow, PostRow } from './demoRows';

/**
 * Multi-row writes for seeding through the storage's Kysely executor: a thousand posts are a handful
 * of statements instead of ten thousand, which on PostgreSQL is the difference between round trips
 * and seconds. Callers run them inside one transaction.
 */

type Db = Kysely<Database>;

/** SQLite takes at most 32,766 parameters a statement, PostgreSQL 65,535: stay below both. */
const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 1000;

function rowsPerStatement(row: object): number {
  return Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Object.keys(row).length)));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** A row that may point at an earlier row of the same sequence (its index there) through its parent column. */
export interface Linked<R> {
  row: R;
  parent?: number;
}

interface LinkedTable<R> {
  insert(db: Db, rows: R[]): Promise<number[]>;
  withParent(row: R, parentId: number): R;
  setParents(db: Db, pairs: ReadonlyArray<readonly [id: number, parentId: number]>): Promise<void>;
}

/**
 * Inserts `items` in order and appends their ids to `ids`, which holds the ids of the sequence's earlier
 * rows (parent indexes count from its start). A parent inserted by an earlier statement is written
 * with the row; one in the same statement is set right after it, by one UPDATE.
 */
async function insertLinked<R extends object>(db: Db, table: LinkedTable<R>, items: readonly Linked<R>[], ids: number[]): Promise<void> {
  if (items.length === 0) return;
  for (const chunk of chunks(items, rowsPerStatement(items[0]!.row))) {
    const first = ids.length;
    const rows = chunk.map(({ row, parent }) => (parent !== undefined && parent < first ? table.withParent(row, ids[parent]!) : row));
    // Ids grow in VALUES order within one statement on both backends, whatever order RETURNING lists them in.
    ids.push(...(await table.insert(db, rows)).sort((a, b) => a - b));
    const pending = chunk.flatMap(({ parent }, i) => (parent !== undefined && parent >= first ? [[ids[first + i]!, ids[parent]!] as const] : []));
    if (pending.length > 0) await table.setParents(db, pending);
  }
}

/** `column = CASE key WHEN id THEN value … END`, with the integers inlined (they are ours, not user input). */
function caseOf(key: string, pairs: ReadonlyArray<readonly [number, number]>) {
  return sql<number>`case ${sql.ref(key)} ${sql.join(pairs.map(([id, value]) => sql`when ${sql.lit(id)} then ${sql.lit(value)}`), sql` `)} end`;
}

const POSTS: LinkedTable<PostRow> = {
  insert: async (db, rows) => (await db.insertInto('posts').values(rows).returning('id').execute()).map((r) => r.id),
  withParent: (row, parentId) => ({ ...row, post_parent: parentId }),
  setParents: async (db, pairs) => {
    await db.updateTable('posts').set({ post_parent: caseOf('id', pairs) }).where('id', 'in', pairs.map(([id]) => id)).execute();
  },
};

const COMMENTS: LinkedTable<CommentRow> = {
  insert: async (db, rows) => (await db.insertInto('comments').values(rows).returning('comment_id').execute()).map((r) => r.comment_id),
  withParent: (row, parentId) => ({ ...row, comment_parent: parentId }),
  setParents: async (db, pairs) => {
    await db.updateTable('comments').set({ comment_parent: caseOf('comment_id', pairs) })
      .where('comment_id', 'in', pairs.map(([id]) => id)).execute();
  },
};

export function insertPosts(db: Db, items: readonly Linked<PostRow>[], ids: number[]): Promise<void> {
  return insertLinked(db, POSTS, items, ids);
}

export function insertComments(db: Db, items: readonly Linked<CommentRow>[], ids: number[]): Promise<void> {
  return insertLinked(db, COMMENTS, items, ids);
}

export interface Relationship {
  object_id: number;
  term_id: number;
  term_order: number;
}

export async function insertRelationships(db: Db, rows: readonly Relationship[]): Promise<void> {
  if (rows.length === 0) return;
  for (const chunk of chunks(rows, rowsPerStatement(rows[0]!))) await db.insertInto('term_relationships').values(chunk).execute();
}

/** Adds to terms.count (published posts per term) what the new rows brought: one UPDATE. */
export async function addToTermCounts(db: Db, added: ReadonlyMap<number, number>): Promise<void> {
  const pairs = [...added];
  for (const chunk of chunks(pairs, MAX_ROWS)) {
    await db.updateTable('terms').set((eb) => ({ count: eb('count', '+', caseOf('term_id', chunk)) }))
      .where('term_id', 'in', chunk.map(([id]) => id)).execute();
  }
}

/**
 * Public posts' slugs made unique per post type as the post store makes them (title slug, then -2, -3…),
 * against what the database already holds (read once per type) and what this run gave out.
 */
export class SlugBook {
  private readonly taken = new Map<string, Set<string>>();

  async assign(db: Db, row: PostRow): Promise<void> {
    const type = row.post_type ?? 'post';
    if (!needsUniqueSlug({ post_type: type, post_status: row.post_status ?? 'draft' })) return;
    const base = row.post_name !== undefined && row.post_name !== '' ? row.post_name : sanitizeSlug(row.post_title ?? '');
    if (base === '') return;
    const taken = await this.takenOf(db, type);
    row.post_name = await firstFreeValue(base, async (candidate) => taken.has(candidate));
    taken.add(row.post_name);
  }

  private async takenOf(db: Db, type: string): Promise<Set<string>> {
    let names = this.taken.get(type);
    if (names === undefined) {
      const rows = await db.selectFrom('posts').select('post_name').where('post_type', '=', type).where('post_name', '<>', '').execute();
      names = new Set(rows.map((r) => r.post_name));
      this.taken.set(type, names);
    }
    return names;
  }
}
