/**
 * Runs a Kysely migration, trying again when another schema changed under it: Kysely's table check reads
 * the catalog of every schema and fails with "does not exist" when at that moment another process drops
 * its schema or a table, or its own migration renames or drops a column (tests and parallel processes
 * migrate and drop their own schemas). Nothing was applied then (PostgreSQL migrates in a transaction).
 */
import { NO_MIGRATIONS, type MigrationResultSet, type Migrator } from 'kysely';

const ATTEMPTS = 3;

/** To `target` (a migration name), or to the latest when none is given. */
export async function migrateRetrying(migrator: Migrator, target?: string | typeof NO_MIGRATIONS): Promise<MigrationResultSet> {
  for (let attempt = 1; ; attempt++) {
    const outcome = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
    if (outcome.error === undefined || attempt >= ATTEMPTS || !isCatalogRace(outcome.error)) return outcome;
  }
}

function isCatalogRace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // Schema, table, column; or the catalog entry of one, gone while a parallel worker looked it up.
  return code === '3F000' || code === '42P01' || code === '42703'
    || (code === 'XX000' && typeof message === 'string' && message.startsWith('cache lookup failed'));
}
