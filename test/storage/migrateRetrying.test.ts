/**
 * migrateRetrying tries a migration again when another schema changed under Kysely's catalog read (a schema,
 * table or column gone at that moment), and returns any other failure at once.
 */
import test from 'ava';
import type { MigrationResultSet, Migrator } from 'kysely';
import { migrateRetrying } from '../../src/storage/sql/migrateRetrying';

/** A migrator whose runs end with these outcomes in turn, counting its runs. */
function migratorEnding(outcomes: MigrationResultSet[]): { migrator: Migrator; runs: () => number } {
  let runs = 0;
  const next = async (): Promise<MigrationResultSet> => outcomes[Math.min(runs++, outcomes.length - 1)]!;
  return { migrator: { migrateToLatest: next, migrateTo: next } as unknown as Migrator, runs: () => runs };
}

const failed = (code: string): MigrationResultSet => ({ error: Object.assign(new Error(code), { code }), results: [] });
const done: MigrationResultSet = { results: [] };

for (const code of ['3F000', '42P01', '42703']) {
  test(`a catalog race (${code}) is tried again`, async (t) => {
    const { migrator, runs } = migratorEnding([failed(code), done]);
    t.is((await migrateRetrying(migrator)).error, undefined);
    t.is(runs(), 2);
  });
}

test('a catalog entry gone under a parallel worker (XX000 "cache lookup failed") is tried again; another internal error is not', async (t) => {
  const lookup = (message: string): MigrationResultSet => ({ error: Object.assign(new Error(message), { code: 'XX000' }), results: [] });
  const raced = migratorEnding([lookup('cache lookup failed for namespace 504201'), done]);
  t.is((await migrateRetrying(raced.migrator)).error, undefined);
  t.is(raced.runs(), 2);
  const broken = migratorEnding([lookup('unexpected chunk number'), done]);
  t.truthy((await migrateRetrying(broken.migrator)).error);
  t.is(broken.runs(), 1);
});

test('a race that persists ends after three runs with its error', async (t) => {
  const { migrator, runs } = migratorEnding([failed('42703')]);
  t.is(((await migrateRetrying(migrator, '001-initial')).error as { code?: string }).code, '42703');
  t.is(runs(), 3);
});

test('any other failure is returned at once', async (t) => {
  const { migrator, runs } = migratorEnding([failed('42601'), done]);
  t.is(((await migrateRetrying(migrator)).error as { code?: string }).code, '42601');
  t.is(runs(), 1);
});
