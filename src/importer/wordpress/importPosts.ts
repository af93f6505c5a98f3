import { eachBatch, type ImportContext } from './ImportContext';
import { importMeta } from './importMeta';
import { wordpressValue } from './metaValue';
import type { SourceRow } from './MysqlSource';
import { syncRows, type TargetRow } from './syncRows';

/** Post types WordPress itself registers; any other type is a plugin's or theme's. */
const BUILT_IN_TYPES = new Set([
  'post', 'page', 'attachment', 'revision', 'nav_menu_item', 'custom_css', 'customize_changeset', 'oembed_cache',
  'user_request', 'wp_block', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation',
  'wp_font_family', 'wp_font_face',
]);

const TEXT_COLUMNS = [
  'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status',
  'ping_status', 'post_password', 'post_name', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'guid',
  'post_type', 'post_mime_type',
] as const;
const NUMBER_COLUMNS = ['post_author', 'post_parent', 'menu_order', 'comment_count'] as const;

/** Posts of every type with their ids, and sticky state from the `sticky_posts` option; then post meta. */
export async function importPosts(ctx: ImportContext): Promise<void> {
  const sticky = await stickyIds(ctx);
  const report = ctx.report.kind('posts');
  const customTypes = new Map<string, number>();
  await eachBatch(ctx, 'posts', { name: 'posts', key: ['ID'] }, async (rows, db) => {
    for (const row of rows) {
      const type = String(row.post_type);
      if (!BUILT_IN_TYPES.has(type)) customTypes.set(type, (customTypes.get(type) ?? 0) + 1);
    }
    await syncRows(db, rows.map((row) => postRow(row, sticky)), { table: 'posts', key: ['id'], dryRun: ctx.dryRun }, report);
  });
  for (const [type, count] of customTypes) {
    ctx.report.notes.push(`${count} posts of type "${type}" imported; register the post type to serve them over REST`);
  }
  await importMeta(ctx, { sourceTable: 'postmeta', objectColumn: 'post_id', target: 'postmeta', parentTable: 'posts' });
}

function postRow(row: SourceRow, sticky: Set<number>): TargetRow {
  const target: TargetRow = { id: Number(row.ID) };
  for (const column of TEXT_COLUMNS) target[column] = row[column] === null || row[column] === undefined ? '' : String(row[column]);
  for (const column of NUMBER_COLUMNS) target[column] = Number(row[column] ?? 0);
  target.sticky = sticky.has(Number(row.ID)) ? 1 : 0;
  return target;
}

async function stickyIds(ctx: ImportContext): Promise<Set<number>> {
  const rows = await ctx.source.query(`select option_value from ${ctx.source.table('options')} where option_name = 'sticky_posts'`);
  const value = rows[0] === undefined ? undefined : wordpressValue(rows[0].option_value ?? null);
  return new Set(Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);
}
