import type { CommentStatus } from '../../storage/types';
import { eachBatch, type ImportContext } from './ImportContext';
import { existingParents } from './existingParents';
import { importMeta } from './importMeta';
import { syncRows, type TargetRow } from './syncRows';

/** WordPress's comment_approved values and ours (comments of a trashed post count as trashed). */
const STATUSES: Record<string, CommentStatus> = { 1: 'approve', 0: 'hold', spam: 'spam', trash: 'trash', 'post-trashed': 'trash' };

/** Comments with their ids, tree (comment_parent) and status; then comment meta. */
export async function importComments(ctx: ImportContext): Promise<void> {
  const report = ctx.report.kind('comments');
  await eachBatch(ctx, 'comments', { name: 'comments', key: ['comment_ID'] }, async (rows, db) => {
    const posts = await existingParents(ctx, db, 'posts', rows.map((row) => Number(row.comment_post_ID)));
    const targets: TargetRow[] = [];
    for (const row of rows) {
      const status = STATUSES[String(row.comment_approved)];
      if (status === undefined) {
        ctx.report.skip('comments', `unknown status "${String(row.comment_approved)}"`);
        continue;
      }
      if (!posts.has(Number(row.comment_post_ID))) {
        ctx.report.skip('comments', 'belongs to a missing post');
        continue;
      }
      const text = (column: string): string => (row[column] === null || row[column] === undefined ? '' : String(row[column]));
      targets.push({
        comment_id: Number(row.comment_ID),
        comment_post_id: Number(row.comment_post_ID),
        comment_parent: Number(row.comment_parent ?? 0),
        user_id: Number(row.user_id ?? 0),
        comment_author: text('comment_author'),
        comment_author_email: text('comment_author_email'),
        comment_author_url: text('comment_author_url'),
        comment_author_ip: text('comment_author_IP'),
        comment_agent: text('comment_agent'),
        comment_date: text('comment_date'),
        comment_date_gmt: text('comment_date_gmt'),
        comment_content: text('comment_content'),
        comment_approved: status,
        // WordPress before 5.5 left the type of ordinary comments empty.
        comment_type: text('comment_type') === '' ? 'comment' : text('comment_type'),
        comment_karma: Number(row.comment_karma ?? 0),
      });
    }
    await syncRows(db, targets, { table: 'comments', key: ['comment_id'], dryRun: ctx.dryRun }, report);
  });
  await importMeta(ctx, { sourceTable: 'commentmeta', objectColumn: 'comment_id', target: 'commentmeta', parentTable: 'comments' });
}
