import type { Migration, MigrationProvider } from 'kysely';
import type { SqlDialect } from '../sql/dialect';
import { initialMigration } from './001-initial';
import { writeConstraintsMigration } from './002-write-constraints';
import { hardenMigration } from './003-harden';
import { defaultOptionsMigration } from './005-default-options';

/**
 * Every migration by name, in code (no directory scanning, so the compiled package carries them).
 * Names sort in the order they must run; add new ones as `002-…` files.
 */
export function migrationProvider(dialect: SqlDialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-initial': initialMigration(dialect),
        '002-write-constraints': writeConstraintsMigration(),
        '003-harden': hardenMigration(dialect),
        '005-default-options': defaultOptionsMigration(),
      };
    },
  };
}
