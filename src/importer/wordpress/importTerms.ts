import { eachBatch, type ImportContext } from './ImportContext';
import { existingParents } from './existingParents';
import { importMeta } from './importMeta';
import { syncRows, type TargetRow } from './syncRows';

const SHARED_TERM = 'term shared by several taxonomies (before WordPress 4.2): kept in its first taxonomy only';

/**
 * Terms (WordPress's terms + term_taxonomy rows, one row each here, keeping term_id) with
 * their meta. Relationships come after the posts (importTermRelationships).
 */
export async function importTerms(ctx: ImportContext): Promise<void> {
  const { source } = ctx;
  const shared = await source.query(
    `select term_id, min(term_taxonomy_id) as first from ${source.table('term_taxonomy')} group by term_id having count(*) > 1`,
  );
  const firstOfShared = new Map(shared.map((row) => [Number(row.term_id), Number(row.first)]));
  const report = ctx.report.kind('terms');
  await eachBatch(ctx, 'terms', {
    name: 'term_taxonomy',
    key: ['term_taxonomy_id'],
    keySql: ['tt.term_taxonomy_id'],
    select: 'tt.term_taxonomy_id, tt.taxonomy, tt.description, tt.parent, tt.count, t.term_id, t.name, t.slug, t.term_group',
    from: `${source.table('term_taxonomy')} tt join ${source.table('terms')} t on t.term_id = tt.term_id`,
  }, async (rows, db) => {
    const targets: TargetRow[] = [];
    for (const row of rows) {
      const first = firstOfShared.get(Number(row.term_id));
      if (first !== undefined && first !== Number(row.term_taxonomy_id)) {
        ctx.report.skip('terms', SHARED_TERM);
        continue;
      }
      targets.push({
        term_id: Number(row.term_id),
        name: String(row.name ?? ''),
        slug: String(row.slug ?? ''),
        taxonomy: String(row.taxonomy ?? ''),
        description: String(row.description ?? ''),
        parent: Number(row.parent ?? 0),
        count: Number(row.count ?? 0),
        term_group: Number(row.term_group ?? 0),
      });
    }
    await syncRows(db, targets, { table: 'terms', key: ['term_id'], dryRun: ctx.dryRun }, report);
  });
  if (await source.hasTable('termmeta')) {
    await importMeta(ctx, { sourceTable: 'termmeta', objectColumn: 'term_id', target: 'termmeta', parentTable: 'terms' });
  }
}

/** Which post has which term, by term_id (WordPress links through term_taxonomy_id). */
export async function importTermRelationships(ctx: ImportContext): Promise<void> {
  const { source } = ctx;
  const report = ctx.report.kind('term relationships');
  await eachBatch(ctx, 'term relationships', {
    name: 'term_relationships',
    key: ['object_id', 'term_taxonomy_id'],
    keySql: ['tr.object_id', 'tr.term_taxonomy_id'],
    select: 'tr.object_id, tr.term_taxonomy_id, tr.term_order, tt.term_id',
    from: `${source.table('term_relationships')} tr left join ${source.table('term_taxonomy')} tt on tt.term_taxonomy_id = tr.term_taxonomy_id`,
  }, async (rows, db) => {
    const posts = await existingParents(ctx, db, 'posts', rows.map((row) => Number(row.object_id)));
    const terms = await existingParents(ctx, db, 'terms', rows.filter((row) => row.term_id !== null).map((row) => Number(row.term_id)));
    const targets: TargetRow[] = [];
    for (const row of rows) {
      if (row.term_id === null || !terms.has(Number(row.term_id))) ctx.report.skip('term relationships', 'points at a missing term');
      else if (!posts.has(Number(row.object_id))) ctx.report.skip('term relationships', 'points at a missing post (e.g. a link)');
      else targets.push({ object_id: Number(row.object_id), term_id: Number(row.term_id), term_order: Number(row.term_order ?? 0) });
    }
    await syncRows(db, targets, { table: 'term_relationships', key: ['object_id', 'term_id'], dryRun: ctx.dryRun }, report);
  });
}
