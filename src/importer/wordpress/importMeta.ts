import { encodeJson } from '../../storage/sql/values';
import type { MetaTableName } from '../../storage/sql/tables';
import { existingParents } from './existingParents';
import { eachBatch, type ImportContext } from './ImportContext';
import { UNDECODABLE, wordpressValue } from './metaValue';
import { syncRows, type TargetRow } from './syncRows';

export interface MetaSpec {
  /** WordPress's table (without prefix) and its object id column. */
  sourceTable: 'postmeta' | 'termmeta' | 'usermeta' | 'commentmeta';
  objectColumn: 'post_id' | 'term_id' | 'user_id' | 'comment_id';
  /** Our meta table and the parent table/column its object_id points at. */
  target: MetaTableName;
  parentTable: 'posts' | 'terms' | 'users' | 'comments';
  /** Keys imported elsewhere (user columns, roles, application passwords…): not copied as meta. */
  mappedKeys?: (key: string) => boolean;
}

/** Copies one meta table, keeping WordPress's meta ids so a second run finds the same rows. */
export async function importMeta(ctx: ImportContext, spec: MetaSpec): Promise<void> {
  const kind = spec.sourceTable;
  const report = ctx.report.kind(kind);
  const idColumn = spec.sourceTable === 'usermeta' ? 'umeta_id' : 'meta_id';
  await eachBatch(ctx, kind, { name: spec.sourceTable, key: [idColumn] }, async (rows, db) => {
    const parents = await existingParents(ctx, db, spec.parentTable, rows.map((row) => Number(row[spec.objectColumn])));
    const targets: TargetRow[] = [];
    for (const row of rows) {
      const key = String(row.meta_key ?? '');
      if (spec.mappedKeys?.(key) === true) continue;
      if (!parents.has(Number(row[spec.objectColumn]))) {
        ctx.report.skip(kind, `belongs to a missing ${spec.parentTable.replace(/s$/, '')}`);
        continue;
      }
      const value = wordpressValue(row.meta_value ?? null);
      if (value === undefined) {
        ctx.report.skip(kind, `${UNDECODABLE} (key ${key})`);
        continue;
      }
      targets.push({ meta_id: Number(row[idColumn]), object_id: Number(row[spec.objectColumn]), meta_key: key, meta_value: encodeJson(value) });
    }
    await syncRows(db, targets, { table: spec.target, key: ['meta_id'], dryRun: ctx.dryRun }, report);
  });
}

