import test from 'ava';
import BetterSqlite3 from 'better-sqlite3';
import { StatementCache } from '../../src/storage/sql/StatementCache';
import { openStorage, type SqlStorage } from '../../src/storage/index';

function counted(): { db: BetterSqlite3.Database; prepared: string[] } {
  const db = new BetterSqlite3(':memory:');
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((source: string) => {
    prepared.push(source);
    return prepare(source);
  }) as typeof db.prepare;
  return { db, prepared };
}

test('the same SQL text is prepared once and its statement reused, for reads and writes', (t) => {
  const { db, prepared } = counted();
  const cache = new StatementCache(db);
  cache.prepare('create table t (v integer)').run([]);
  const insert = cache.prepare('insert into t (v) values (?)');
  insert.run([1]);
  t.is(cache.prepare('insert into t (v) values (?)'), insert);
  cache.prepare('insert into t (v) values (?)').run([2]);
  t.deepEqual(cache.prepare('select v from t order by v').all([]), [{ v: 1 }, { v: 2 }]);
  t.deepEqual(cache.prepare('select v from t order by v').all([]), [{ v: 1 }, { v: 2 }]);
  t.deepEqual(prepared, ['create table t (v integer)', 'insert into t (v) values (?)', 'select v from t order by v']);
  cache.close();
});

test('the cache keeps the most recently used texts up to its capacity', (t) => {
  const { db, prepared } = counted();
  const cache = new StatementCache(db, 2);
  cache.prepare('select 1');
  cache.prepare('select 2');
  cache.prepare('select 1');
  cache.prepare('select 3');
  t.is(cache.size, 2);
  cache.prepare('select 1');
  cache.prepare('select 2');
  t.deepEqual(prepared, ['select 1', 'select 2', 'select 3', 'select 2']);
  cache.close();
});

test('a statement still being iterated is not handed out again: the caller gets a fresh one', (t) => {
  const { db } = counted();
  const cache = new StatementCache(db);
  cache.prepare('create table t (v integer)').run([]);
  cache.prepare('insert into t (v) values (1), (2)').run([]);
  const first = cache.prepare('select v from t order by v');
  const iterator = first.iterate([]);
  iterator.next();
  const second = cache.prepare('select v from t order by v');
  t.not(second, first);
  t.deepEqual(second.all([]), [{ v: 1 }, { v: 2 }]);
  iterator.return?.();
  t.is(cache.prepare('select v from t order by v'), first);
  cache.close();
});

test('storage on SQLite reuses statements across reads, writes and transactions', async (t) => {
  const storage = (await openStorage(':memory:', { migrate: true })) as SqlStorage;
  t.teardown(() => storage.close());
  const created = await storage.transaction((tx) => tx.posts.create({ post_title: 'One', post_status: 'publish' }));
  await storage.transaction((tx) => tx.posts.create({ post_title: 'Two', post_status: 'publish' }));
  await t.throwsAsync(storage.transaction(async (tx) => {
    await tx.posts.create({ post_title: 'Rolled back', post_status: 'publish' });
    throw new Error('undo');
  }), { message: 'undo' });
  const found = await storage.posts.query({ orderby: 'id', order: 'asc' });
  t.deepEqual(found.items.map((post) => post.post_title), ['One', 'Two']);
  t.is(found.total, 2);
  t.is((await storage.posts.get(created.id))?.post_title, 'One');
});
