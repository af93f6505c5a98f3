import test from 'ava';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SqliteAdapter, SqliteQueryCompiler, type Dialect } from 'kysely';
import { openStorage, type SqlStorage } from '../../src/storage/index';
import { StorageRangeError } from '../../src/storage/errors';
import { SqliteDirectReads } from '../../src/storage/sql/SqliteDirectReads';
import { StatementCache } from '../../src/storage/sql/StatementCache';
import { StatementGateDialect } from '../../src/storage/sql/StatementGateDialect';
import { StatementCounter } from '../../src/storage/sql/StatementCounter';
import { assertReadsDirectly, titles } from './directReadsSupport';

async function storageWithPost(): Promise<SqlStorage> {
  const storage = (await openStorage(':memory:', { migrate: true })) as SqlStorage;
  await storage.posts.create({ post_title: 'Committed', post_status: 'publish', post_date: '2024-01-01 10:00:00' });
  return storage;
}

test.serial('a read while Kysely holds no connection runs at once: counted, without the promises of Kysely\'s path', async (t) => {
  const storage = await storageWithPost();
  try {
    // Through Kysely's executor, connection provider and mutex the listing made 31 promises (measured with the
    // lane switched off); read directly, the store's own async functions make 8 (13 under ava).
    await assertReadsDirectly(t, storage, ['Committed'], 20);
  } finally {
    await storage.close();
  }
});

test('a read from outside an open transaction waits for it and never sees its uncommitted rows', async (t) => {
  const storage = await storageWithPost();
  try {
    let finish!: () => void;
    const holding = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => {
      written = resolve;
    });
    const transaction = storage.transaction(async (tx) => {
      await tx.posts.create({ post_title: 'Uncommitted', post_status: 'publish', post_date: '2024-02-01 10:00:00' });
      written();
      await holding;
      throw new Error('rolled back');
    });
    await wrote;
    // The transaction holds SQLite's one connection: read directly on it, this would see "Uncommitted".
    const reading = titles(storage);
    let settled = false;
    void reading.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    t.false(settled, 'the read waits for the transaction');
    finish();
    await t.throwsAsync(transaction, { message: 'rolled back' });
    t.deepEqual(await reading, ['Committed']);
    // With the connection free again, reads go direct and see what was committed.
    t.deepEqual(await titles(storage), ['Committed']);
  } finally {
    await storage.close();
  }
});

test('inside a transaction, its own reads see its rows (they go through the transaction)', async (t) => {
  const storage = await storageWithPost();
  try {
    const seen = await storage.transaction(async (tx) => {
      await tx.posts.create({ post_title: 'Mine', post_status: 'publish', post_date: '2024-02-01 10:00:00' });
      return (await tx.posts.query({ limit: 10 })).items.map((post) => post.post_title);
    });
    t.deepEqual(seen, ['Mine', 'Committed']);
  } finally {
    await storage.close();
  }
});

function lane(): { reads: SqliteDirectReads; counter: StatementCounter; cache: StatementCache } {
  const cache = new StatementCache(new BetterSqlite3(':memory:'));
  cache.prepare('create table t (v integer)').run([]);
  cache.prepare('insert into t (v) values (1)').run([]);
  const counter = new StatementCounter();
  return { reads: new SqliteDirectReads(cache, counter), counter, cache };
}

test('the lane leaves writes, and reads while the connection is in use, to Kysely', (t) => {
  const { reads, counter, cache } = lane();
  t.is(reads.read(CompiledQuery.raw('insert into t (v) values (?)', [2])), undefined);
  t.deepEqual(cache.prepare('select count(*) as n from t').all([]), [{ n: 1 }], 'the write did not run');
  reads.enter();
  t.is(reads.read(CompiledQuery.raw('select v from t', [])), undefined);
  reads.leave();
  t.deepEqual(reads.read(CompiledQuery.raw('select v from t where v = ?', [1])), [{ v: 1 }]);
  t.is(counter.count, 1, 'only the read it ran is counted');
  cache.close();
});

test('the lane passes the storable-values gate: an unsafe number is refused, a NUL is dropped', (t) => {
  const { reads, counter, cache } = lane();
  t.throws(() => reads.read(CompiledQuery.raw('select v from t where v = ?', [2 ** 60])), { instanceOf: StorageRangeError });
  t.deepEqual(reads.read(CompiledQuery.raw('select ? as s', ['a\u0000b'])), [{ s: 'ab' }]);
  t.is(counter.count, 1);
  cache.close();
});

test('the gate tells the lane of every connection taken and given back, and of an acquire that failed', async (t) => {
  const events: string[] = [];
  const use = { enter: () => events.push('enter'), leave: () => events.push('leave') };
  let fail = false;
  const connection = { executeQuery: async () => ({ rows: [] }), streamQuery: async function* () { /* no rows */ } };
  // A driver that hands out one connection, or refuses: what Kysely's SQLite driver does is beside the point here.
  const inner = {
    init: async () => undefined,
    acquireConnection: async () => {
      if (fail) throw new Error('no connection');
      return connection;
    },
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const dialect = new StatementGateDialect({
    createDriver: () => inner,
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: () => { throw new Error('not used'); },
  } as unknown as Dialect, new StatementCounter(), use);
  const driver = dialect.createDriver();
  const taken = await driver.acquireConnection();
  t.deepEqual(events, ['enter']);
  await driver.releaseConnection(taken);
  t.deepEqual(events, ['enter', 'leave']);
  fail = true;
  await t.throwsAsync(driver.acquireConnection(), { message: 'no connection' });
  t.deepEqual(events, ['enter', 'leave', 'enter', 'leave']);
});
