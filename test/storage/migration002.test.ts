/**
 * Migration 002 on a database that already holds terms sharing a name at one level (WordPress allows it
 * when each has its own slug): it applies, the oldest term of each group holds the name, and from then on
 * the database refuses another claim on it. Run on SQLite and PostgreSQL.
 */
import test from 'ava';
import { Migrator, sql } from 'kysely';
import { StorageConflictError, SqlStorage } from '../../src/storage/index';
import { migrationProvider } from '../../src/storage/migrations/index';
import { migrateRetrying } from '../../src/storage/sql/migrateRetrying';
import { postgresDialect, sqliteDialect } from '../../src/storage/sql/dialect';
import { TestClock, postgresBackend, sqliteBackend } from './backends';

for (const backend of [sqliteBackend, postgresBackend]) {
  test(`${backend.name}: 002 keeps existing same-name terms and gives the name to the oldest`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const storage = opened.storage;
    if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
    const db = storage.kysely;
    const postgres = backend.name === 'postgres';
    const schema = postgres ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
    const migrator = new Migrator({ db, provider: migrationProvider(postgres ? postgresDialect : sqliteDialect), migrationTableSchema: schema });
    t.is((await migrateRetrying(migrator, '001-initial')).error, undefined);

    const base = { taxonomy: 'post_tag', description: '', parent: 0, count: 0, term_group: 0 };
    const older = await db.insertInto('terms').values({ ...base, name: 'News', slug: 'news' }).returning('term_id').executeTakeFirstOrThrow();
    await db.insertInto('terms').values({ ...base, name: 'NEWS', slug: 'news-2' }).execute();
    await db.insertInto('terms').values({ ...base, name: 'Other', slug: 'other' }).execute();

    const upgrade = await migrateRetrying(migrator, '002-write-constraints');
    t.is(upgrade.error, undefined);
    t.deepEqual(upgrade.results?.map((r) => r.migrationName), ['002-write-constraints']);
    const claims = await db.selectFrom('term_names').select(['name_key', 'term_id']).orderBy('name_key').execute();
    t.deepEqual(claims.map((c) => c.name_key), ['news', 'other']);
    t.is(claims[0]!.term_id, older.term_id);

    const clash = await t.throwsAsync(storage.terms.create({ name: 'news', taxonomy: 'post_tag', slug: 'news-3' }));
    t.true(clash instanceof StorageConflictError);
    t.is((clash as StorageConflictError).field, 'name');
    const shared = await storage.terms.create({ name: 'news', taxonomy: 'post_tag', slug: 'news-3' }, { sharedName: true });
    t.is(shared.slug, 'news-3');
    // Another taxonomy, or another parent, is another level.
    await t.notThrowsAsync(storage.terms.create({ name: 'News', taxonomy: 'category' }));
    t.deepEqual((await storage.terms.findByName('post_tag', 'nEwS', 0)).map((term) => term.slug), ['news', 'news-2', 'news-3']);
  });
}
