import test from 'ava';
import { randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { Pool } from 'pg';
import { openStorage, type SqlStorage } from '../../src/storage/index';
import { StorageRangeError } from '../../src/storage/errors';
import { PgDirectReads } from '../../src/storage/sql/PgDirectReads';
import { StatementCounter } from '../../src/storage/sql/StatementCounter';
import { assertReadsDirectly, titles } from './directReadsSupport';
import { dropPostgresSchema, reachablePostgres } from './postgresServer';

async function storageWithPost(): Promise<{ storage: SqlStorage; cleanup: () => Promise<void> }> {
  const url = await reachablePostgres();
  const schema = `svc_test_${randomBytes(6).toString('hex')}`;
  const storage = (await openStorage(url, { schema, migrate: true })) as SqlStorage;
  await storage.posts.create({ post_title: 'Committed', post_status: 'publish', post_date: '2024-01-01 10:00:00' });
  return {
    storage,
    cleanup: async () => {
      await storage.close();
      await dropPostgresSchema(url, schema);
    },
  };
}

test.serial('postgres: a read outside a transaction goes to a pooled client directly: counted, without the promises of Kysely\'s path', async (t) => {
  const { storage, cleanup } = await storageWithPost();
  try {
    // Through Kysely's executor, connection provider and driver the listing made 37 promises (measured with the
    // lane switched off); sent to the pool directly, 19 (pg's own and the store's).
    await assertReadsDirectly(t, storage, ['Committed'], 28);
  } finally {
    await cleanup();
  }
});

test('postgres: a read from outside an open transaction never sees its uncommitted rows; its own reads do', async (t) => {
  const { storage, cleanup } = await storageWithPost();
  try {
    let finish!: () => void;
    const holding = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let seenInside: string[] = [];
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const transaction = storage.transaction(async (tx) => {
      await tx.posts.create({ post_title: 'Uncommitted', post_status: 'publish', post_date: '2024-02-01 10:00:00' });
      seenInside = (await tx.posts.query({ limit: 10 })).items.map((post) => post.post_title);
      written();
      await holding;
      throw new Error('rolled back');
    });
    await wrote;
    t.deepEqual(seenInside, ['Uncommitted', 'Committed']);
    t.deepEqual(await titles(storage), ['Committed']);
    finish();
    await t.throwsAsync(transaction, { message: 'rolled back' });
    t.deepEqual(await titles(storage), ['Committed']);
  } finally {
    await cleanup();
  }
});

test('postgres: the lane passes the storable-values gate, and a refusal leaves no client taken', async (t) => {
  const pool = new Pool({ connectionString: await reachablePostgres(), max: 1 });
  try {
    const counter = new StatementCounter();
    const reads = new PgDirectReads(pool, counter);
    await t.throwsAsync(reads.read(CompiledQuery.raw('select $1::bigint as n', [2 ** 60])), { instanceOf: StorageRangeError });
    // With one client in the pool, a read after the refused one only runs if the refusal left no client taken.
    t.deepEqual(await reads.read(CompiledQuery.raw("select $1::text || 'c' as s", ['a\u0000b'])), [{ s: 'abc' }]);
    t.is(counter.count, 1);
  } finally {
    await pool.end();
  }
});
