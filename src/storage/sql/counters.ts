import { sql } from 'kysely';
import type { SqlContext } from './context';
import { hasItems } from './values';

/** Derived counts WordPress keeps on rows, recomputed from their source after every change that can move them. */

/**
 * Inside a transaction on PostgreSQL, locks the rows about to be recounted, in id order (so two writers
 * never wait on each other in a cycle), before the counting statement starts: that statement then sees
 * what the writers that held the locks committed, instead of a count from before they finished.
 */
async function lockCounted(ctx: SqlContext, table: 'terms' | 'posts', key: 'term_id' | 'id', ids: readonly number[]): Promise<void> {
  if (!ctx.dialect.rowLocks || !ctx.db.isTransaction) return;
  await ctx.db.selectFrom(table).select(sql.ref(key).as('k')).where(sql.ref(key), 'in', [...new Set(ids)])
    .orderBy(sql.ref(key)).forUpdate().execute();
}

/** term.count = published posts linked to the term (WordPress's _update_post_term_count). */
export async function recountTerms(ctx: SqlContext, termIds: readonly number[]): Promise<void> {
  if (!hasItems(termIds)) return;
  await lockCounted(ctx, 'terms', 'term_id', termIds);
  await ctx.db.updateTable('terms')
    .set((eb) => ({
      count: eb.selectFrom('term_relationships as r')
        .innerJoin('posts as p', 'p.id', 'r.object_id')
        .select((sb) => sb.fn.countAll<number>().as('n'))
        .whereRef('r.term_id', '=', 'terms.term_id')
        .where('p.post_status', '=', 'publish'),
    }))
    .where('term_id', 'in', [...new Set(termIds)])
    .execute();
}

/** post.comment_count = approved comments of the post (WordPress's wp_update_comment_count). */
export async function recountComments(ctx: SqlContext, postIds: readonly number[]): Promise<void> {
  const ids = [...new Set(postIds)].filter((id) => id > 0);
  if (!hasItems(ids)) return;
  await lockCounted(ctx, 'posts', 'id', ids);
  await ctx.db.updateTable('posts')
    .set((eb) => ({
      comment_count: eb.selectFrom('comments as c')
        .select((sb) => sb.fn.countAll<number>().as('n'))
        .whereRef('c.comment_post_id', '=', 'posts.id')
        .where('c.comment_approved', '=', 'approve'),
    }))
    .where('id', 'in', ids)
    .execute();
}

export async function termIdsOfPosts(ctx: SqlContext, postIds: readonly number[]): Promise<number[]> {
  if (!hasItems(postIds)) return [];
  const rows = await ctx.db.selectFrom('term_relationships').select('term_id')
    .where('object_id', 'in', [...postIds]).execute();
  return rows.map((r) => r.term_id);
}
