import type { Kysely } from 'kysely';
import type { Database } from '../../storage/sql/tables';
import type { ImportReport } from './ImportReport';
import type { MysqlSource } from './MysqlSource';

/** Per-table progress, reported as batches are written. */
export interface ImportProgress {
  start(kind: string, total: number): void;
  advance(count: number): void;
  finish(): void;
}

/** What every step of an import shares. */
export interface ImportContext {
  source: MysqlSource;
  db: Kysely<Database>;
  report: ImportReport;
  dryRun: boolean;
  progress: ImportProgress;
}

/** Walks a source table batch by batch inside one progress bar; each batch is written in one transaction. */
export async function eachBatch(
  ctx: ImportContext, kind: string, table: Parameters<ImportContext['source']['batches']>[0],
  handle: (rows: Awaited<ReturnType<ImportContext['source']['query']>>, db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  ctx.progress.start(kind, await ctx.source.count(table.name));
  try {
    for await (const rows of ctx.source.batches(table)) {
      await ctx.db.transaction().execute((trx) => handle(rows, trx));
      ctx.progress.advance(rows.length);
    }
  } finally {
    ctx.progress.finish();
  }
}
