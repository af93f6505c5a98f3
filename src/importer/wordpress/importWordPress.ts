import { sql } from 'kysely';
import { SqlStorage } from '../../storage/sql/SqlStorage';
import type { Storage } from '../../storage/types';
import { copyUploads } from './copyUploads';
import type { ImportContext, ImportProgress } from './ImportContext';
import { importComments } from './importComments';
import { importOptions } from './importOptions';
import { importPosts } from './importPosts';
import { ImportReport } from './ImportReport';
import { importTermRelationships, importTerms } from './importTerms';
import { importUsers } from './importUsers';
import { MysqlSource } from './MysqlSource';

export interface WordPressImportOptions {
  /** The WordPress database: mysql://user:pass@host:port/db. */
  from: string;
  /** WordPress's table prefix (default `wp_`). */
  tablePrefix?: string;
  /** WordPress's uploads folder (wp-content/uploads) to copy into `uploadsTo`. */
  uploadsFrom?: string;
  uploadsTo?: string;
  /** Report what would change without writing anything. */
  dryRun?: boolean;
  progress?: ImportProgress;
  /** Rows read and written per batch (default 500). */
  batchSize?: number;
}

const SILENT: ImportProgress = { start: () => undefined, advance: () => undefined, finish: () => undefined };

/** Our tables whose ids the import sets explicitly; PostgreSQL's identity counters must move past them. */
const IDENTITY_COLUMNS = [
  ['users', 'id'], ['posts', 'id'], ['terms', 'term_id'], ['comments', 'comment_id'],
  ['postmeta', 'meta_id'], ['termmeta', 'meta_id'], ['usermeta', 'meta_id'], ['commentmeta', 'meta_id'],
] as const;

/**
 * Brings a WordPress site into `storage`, keeping WordPress's ids: users (roles, capabilities,
 * application passwords, meta), terms, posts of every type with meta and sticky state, term
 * relationships, comments with meta, the settings' options, and the uploads folder. Rows equal
 * to what is stored are left alone, so a second run changes nothing.
 */
export async function importWordPress(storage: Storage, options: WordPressImportOptions): Promise<ImportReport> {
  if (!(storage instanceof SqlStorage)) throw new TypeError('importWordPress needs the SQL storage.');
  if (options.uploadsFrom !== undefined && options.uploadsTo === undefined) throw new TypeError('uploadsFrom needs uploadsTo.');
  const source = await MysqlSource.connect(options.from, options.tablePrefix ?? 'wp_', options.batchSize);
  const ctx: ImportContext = {
    source,
    db: storage.kysely,
    report: new ImportReport(),
    dryRun: options.dryRun === true,
    progress: options.progress ?? SILENT,
  };
  try {
    await importUsers(ctx);
    await importTerms(ctx);
    await importPosts(ctx);
    await importTermRelationships(ctx);
    await importComments(ctx);
    await importOptions(ctx);
    if (options.uploadsFrom !== undefined && options.uploadsTo !== undefined) {
      await copyUploads(ctx, options.uploadsFrom, options.uploadsTo);
    }
    if (!ctx.dryRun && storage.dialect === 'postgres') await moveIdentityCounters(storage);
  } finally {
    await source.close();
  }
  return ctx.report;
}

/** After explicit ids, the next generated id must follow the largest one (SQLite does this by itself). */
async function moveIdentityCounters(storage: SqlStorage): Promise<void> {
  for (const [table, column] of IDENTITY_COLUMNS) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(table)}`
      .execute(storage.kysely);
  }
}
