import { sql, type Kysely } from 'kysely';
import type { Database } from '../../storage/sql/tables';
import type { KindReport } from './ImportReport';

/** A row for one of our tables, column name to value. */
export type TargetRow = Record<string, string | number | null>;

/** Our tables seen loosely: the importer writes many tables through one routine. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

export interface SyncOptions {
  table: keyof Database;
  /** Columns that identify a row (the primary key). */
  key: readonly string[];
  dryRun: boolean;
  /** Columns left alone when the row already exists (e.g. a password changed since the last import). */
  keepOnUpdate?: (existing: Record<string, unknown>, row: TargetRow) => readonly string[];
}

const INSERT_CHUNK = 200;

function keyOf(row: Record<string, unknown>, key: readonly string[]): string {
  return key.map((column) => String(row[column])).join('\u0000');
}

/** Values compare as text: SQLite and PostgreSQL return integers and text alike, JSON text is canonical. */
function differs(existing: Record<string, unknown>, row: TargetRow, columns: readonly string[]): boolean {
  return columns.some((column) => String(existing[column] ?? '') !== String(row[column] ?? ''));
}

/**
 * Writes a batch of rows: new keys are inserted, rows that differ are updated, equal ones are
 * left alone, so running the same import twice changes nothing. Counts go to `report`.
 */
export async function syncRows(db: Kysely<Database>, rows: readonly TargetRow[], options: SyncOptions, report: KindReport): Promise<void> {
  if (rows.length === 0) return;
  const loose = db as unknown as LooseDb;
  const [first] = options.key;
  const firstValues = [...new Set(rows.map((row) => row[first as string]))];
  const existingRows = await loose.selectFrom(options.table).selectAll()
    .where(sql.ref(first as string), 'in', firstValues).execute();
  const existing = new Map(existingRows.map((row) => [keyOf(row, options.key), row]));
  const inserts: TargetRow[] = [];
  for (const row of rows) {
    const current = existing.get(keyOf(row, options.key));
    if (current === undefined) {
      inserts.push(row);
      continue;
    }
    const kept = new Set(options.keepOnUpdate?.(current, row) ?? []);
    const columns = Object.keys(row).filter((column) => !options.key.includes(column) && !kept.has(column));
    if (!differs(current, row, columns)) {
      report.unchanged++;
      continue;
    }
    report.updated++;
    if (options.dryRun) continue;
    let update = loose.updateTable(options.table).set(Object.fromEntries(columns.map((c) => [c, row[c]])));
    for (const column of options.key) update = update.where(sql.ref(column), '=', row[column]);
    await update.execute();
  }
  report.created += inserts.length;
  if (options.dryRun) return;
  for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
    await loose.insertInto(options.table).values(inserts.slice(i, i + INSERT_CHUNK)).execute();
  }
}

/** Deletes our rows of `table` whose `column` is one of `ids` and that are not in `keep` (child rows replaced wholesale). */
export async function replaceChildren(
  db: Kysely<Database>, table: keyof Database, column: string, ids: readonly number[], rows: readonly TargetRow[],
  key: readonly string[], dryRun: boolean, report: KindReport,
): Promise<void> {
  if (ids.length === 0) return;
  const loose = db as unknown as LooseDb;
  const existing = await loose.selectFrom(table).selectAll().where(sql.ref(column), 'in', [...ids]).execute();
  const wanted = new Set(rows.map((row) => keyOf(row, key)));
  const stale = existing.filter((row) => !wanted.has(keyOf(row, key)));
  if (stale.length > 0) {
    report.updated += stale.length;
    if (!dryRun) {
      for (const row of stale) {
        let del = loose.deleteFrom(table);
        for (const k of key) del = del.where(sql.ref(k), '=', row[k] as string | number);
        await del.execute();
      }
    }
  }
  await syncRows(db, rows, { table, key, dryRun }, report);
}
