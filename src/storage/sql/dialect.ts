import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { StorageDialect } from '../types';

/** The few places where SQLite and PostgreSQL need different SQL; everything else is shared. */
export interface SqlDialect {
  readonly name: StorageDialect;
  /** Auto-increment integer primary key. */
  autoIncrementId(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** Case-insensitive "column contains needle" (LIKE on SQLite, ILIKE on PostgreSQL). */
  containsText(column: string, needle: string): RawBuilder<SqlBool>;
  /** Sort key for text: case-insensitive and in byte order whatever the database collation is. */
  textSortKey(column: string): RawBuilder<string>;
  /**
   * For a unique-constraint violation, what the driver says was violated: an index name or a
   * 'table.column, …' list; undefined for any other error.
   */
  uniqueViolation(error: unknown): string | undefined;
  /** Whether the error is a foreign-key violation (a row pointing at a parent that does not exist). */
  isForeignKeyViolation(error: unknown): boolean;
  /** Whether `SELECT … FOR UPDATE` exists (SQLite has no row locks: its one writer serializes transactions). */
  readonly rowLocks: boolean;
  /**
   * How a page whose filter is costly (a search's text scan, the posts read for authors with published
   * posts) counts its matches, so that the filter runs once rather than once for the page and once for its
   * count. PostgreSQL counts with `count(*) over ()` as the page reads them ('window'). SQLite, whose window
   * would hold every matching row, content included, until the page is sorted, collects the matches' keys
   * and sort keys first and counts and pages those ('matches'; see pageWithTotal).
   */
  readonly countsScansBy: 'window' | 'matches';
  /**
   * How one statement reads a page of rows for each of several posts (the comments `_embed` of replies asks
   * for every post of a page). PostgreSQL numbers each post's rows in a window and keeps the first of each
   * ('window'). SQLite's window sorts every matching row of every post into temporary tables, which cost it
   * twice the rest of the read: it reads each post's page by itself, in index order up to the limit, with
   * that post's count, and joins the pages with UNION ALL ('arms'; 70 µs against 130 for the replies of ten
   * posts on the bench site).
   */
  readonly pagesPerPostBy: 'window' | 'arms';
  /**
   * Inside a transaction, waits until no other transaction holds `key`, then holds it until commit or
   * rollback, so check-then-write sequences on the same key run one at a time. A no-op on SQLite.
   */
  lockKey<DB>(db: Kysely<DB>, key: string): Promise<void>;
}

const LIKE_ESCAPE = '!';

/** Escapes LIKE wildcards so user text only matches literally. */
export function likePattern(needle: string): string {
  return `%${needle.replace(/[!%_]/g, (c) => LIKE_ESCAPE + c)}%`;
}

function errorField(error: unknown, key: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  autoIncrementId: (column) => column.primaryKey().autoIncrement(),
  containsText: (column, needle) =>
    sql<SqlBool>`${sql.ref(column)} like ${likePattern(needle)} escape ${sql.lit(LIKE_ESCAPE)}`,
  textSortKey: (column) => sql<string>`lower(${sql.ref(column)})`,
  uniqueViolation(error) {
    const code = errorField(error, 'code');
    if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return undefined;
    // "UNIQUE constraint failed: index 'users_login_unique'" or "UNIQUE constraint failed: terms.taxonomy, terms.slug"
    const detail = String(errorField(error, 'message') ?? '').replace(/^.*constraint failed:\s*/, '');
    return /^index '(.+)'$/.exec(detail)?.[1] ?? detail;
  },
  isForeignKeyViolation: (error) => errorField(error, 'code') === 'SQLITE_CONSTRAINT_FOREIGNKEY',
  rowLocks: false,
  countsScansBy: 'matches',
  pagesPerPostBy: 'arms',
  lockKey: async () => undefined,
};

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  autoIncrementId: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  containsText: (column, needle) =>
    sql<SqlBool>`${sql.ref(column)} ilike ${likePattern(needle)} escape ${sql.lit(LIKE_ESCAPE)}`,
  textSortKey: (column) => sql<string>`lower(${sql.ref(column)}) collate "C"`,
  uniqueViolation(error) {
    if (errorField(error, 'code') !== '23505') return undefined;
    return String(errorField(error, 'constraint') ?? '');
  },
  isForeignKeyViolation: (error) => errorField(error, 'code') === '23503',
  rowLocks: true,
  countsScansBy: 'window',
  pagesPerPostBy: 'window',
  async lockKey(db, key) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
  },
};
