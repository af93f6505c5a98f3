import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/sql/tables';
import type { ImportContext } from './ImportContext';

export type ParentTable = 'posts' | 'terms' | 'users' | 'comments';

/** Each parent table: our key column, and WordPress's table and key column. */
const PARENTS: Record<ParentTable, { ours: string; source: string; sourceKey: string }> = {
  posts: { ours: 'id', source: 'posts', sourceKey: 'ID' },
  terms: { ours: 'term_id', source: 'terms', sourceKey: 'term_id' },
  users: { ours: 'id', source: 'users', sourceKey: 'ID' },
  comments: { ours: 'comment_id', source: 'comments', sourceKey: 'comment_ID' },
};

/**
 * Which of `ids` exist as rows of the parent table, so child rows pointing elsewhere are skipped
 * (and named) instead of failing a foreign key. A dry run writes no parents: it asks the source.
 */
export async function existingParents(ctx: ImportContext, db: Kysely<Database>, table: ParentTable, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const parent = PARENTS[table];
  if (ctx.dryRun) {
    const rows = await ctx.source.query(
      `select \`${parent.sourceKey}\` as id from ${ctx.source.table(parent.source)} where \`${parent.sourceKey}\` in (?)`, [unique],
    );
    return new Set(rows.map((row) => Number(row.id)));
  }
  const loose = db as unknown as Kysely<Record<string, Record<string, number>>>;
  const rows = await loose.selectFrom(table).select(sql.ref<number>(parent.ours).as('id'))
    .where(sql.ref(parent.ours), 'in', unique).execute();
  return new Set(rows.map((row) => Number(row.id)));
}
