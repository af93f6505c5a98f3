import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../sql/dialect';

/**
 * Hardening (issue 14):
 * - PostgreSQL's `integer` is 32-bit, so ids ≥ 2^31 failed in SQL; every integer column becomes
 *   `bigint`, as wide as SQLite's INTEGER (and WordPress's BIGINT UNSIGNED ids).
 * - `login_throttle` keeps failed-login counters in the database, so every process and node
 *   serving the site counts the same failures.
 */
export function hardenMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect.name === 'postgres') await widenIntegerColumns(db);
      await db.schema.createTable('login_throttle')
        .addColumn('throttle_key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('window_start', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

/**
 * Every 32-bit column of the current schema's tables (Kysely's bookkeeping tables aside) as bigint.
 * Read from pg_catalog, not information_schema.columns: that view computes identity details for the
 * columns of every schema before filtering, and a parallel worker doing so failed ("column … does not
 * exist") while another process was altering its own schema's tables in the same database.
 */
async function widenIntegerColumns(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and a.atttypid = 'pg_catalog.int4'::regtype and c.relname not like 'kysely_%'
    order by c.relname, a.attnum`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  for (const [table, columns] of byTable) {
    const changes = columns.map((column) => sql`alter column ${sql.id(column)} type bigint`);
    await sql`alter table ${sql.id(table)} ${sql.join(changes)}`.execute(db);
  }
}
