/**
 * Migration 003 on PostgreSQL: after it, no column of the schema's own tables is 32-bit (ids of 2^31 and
 * more fit), Kysely's bookkeeping tables are left alone, and a value past 2^31 is stored and read back.
 */
import test from 'ava';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { SqlStorage, openStorage } from '../../src/storage/index';
import { dropPostgresSchema, reachablePostgres } from './backends';

test('postgres: 003 leaves no integer (int4) column in the schema\'s tables, and values past 2^31 are stored', async (t) => {
  const url = await reachablePostgres();
  const schema = `svc_test_${randomBytes(6).toString('hex')}`;
  const storage = await openStorage(url, { schema, migrate: true });
  t.teardown(async () => {
    await storage.close();
    await dropPostgresSchema(url, schema);
  });
  if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
  const db = storage.kysely;
  const columnsOfType = async (type: string): Promise<string[]> => (await sql<{ name: string }>`
    select c.relname || '.' || a.attname as name
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and a.atttypid = ${sql.raw(`'pg_catalog.${type}'::regtype`)}
    order by 1`.execute(db)).rows.map((row) => row.name);
  t.deepEqual((await columnsOfType('int4')).filter((name) => !name.startsWith('kysely_')), []);
  const widened = await columnsOfType('int8');
  for (const column of ['posts.id', 'posts.post_author', 'comments.comment_post_id', 'term_relationships.object_id', 'login_throttle.failures']) {
    t.true(widened.includes(column), column);
  }
  const big = 2 ** 31 + 5;
  await db.insertInto('login_throttle').values({ throttle_key: 'k', failures: big, window_start: 0, locked_until: 0 }).execute();
  const row = await db.selectFrom('login_throttle').select('failures').where('throttle_key', '=', 'k').executeTakeFirstOrThrow();
  t.is(Number(row.failures), big);
});
