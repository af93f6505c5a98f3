/**
 * RowObjectStatement: rows read as arrays and made into objects in JavaScript are the objects
 * better-sqlite3 makes itself (values, key order, repeated names), and stay right when a cached
 * `select *` changes shape.
 */
import test from 'ava';
import BetterSqlite3 from 'better-sqlite3';
import { RowObjectStatement } from '../../src/storage/sql/RowObjectStatement';

function database(): BetterSqlite3.Database {
  const db = new BetterSqlite3(':memory:');
  db.exec(`create table t (id integer primary key, name text, score real, data blob, note text);
    insert into t (name, score, data, note) values ('a', 1.5, x'0102', null), ('b "quoted"', -2, null, 'n');`);
  return db;
}

/** What better-sqlite3 gives for the statement, and what the wrapper gives, with their keys in order. */
function both(db: BetterSqlite3.Database, sql: string, parameters: unknown[] = []): [unknown[], unknown[], string[][], string[][]] {
  const expected = db.prepare(sql).all(...parameters) as Record<string, unknown>[];
  const actual = new RowObjectStatement(db.prepare(sql)).all(parameters) as Record<string, unknown>[];
  return [actual, expected, actual.map((row) => Object.keys(row)), expected.map((row) => Object.keys(row))];
}

test('rows equal better-sqlite3\'s objects: values, types, key order', (t) => {
  const db = database();
  for (const sql of [
    'select * from t order by id',
    'select name, id, score * 2 as "double score", note from t where id > ? order by id',
    'select 1 as a, 2 as b, 3 as a',
    'select count(*), \'x\' as "we""ird", null as "constructor" from t',
  ]) {
    const [actual, expected, actualKeys, expectedKeys] = both(db, sql, sql.includes('?') ? [0] : []);
    t.deepEqual(actual, expected, sql);
    t.deepEqual(actualKeys, expectedKeys, sql);
  }
  t.deepEqual((new RowObjectStatement(db.prepare('select data from t where id = 1')).all([]) as { data: Buffer }[])[0]!.data, Buffer.from([1, 2]));
});

test('a __proto__ column is an own property, as better-sqlite3 gives it', (t) => {
  const db = database();
  const [actual, expected] = both(db, 'select 7 as "__proto__", 8 as other');
  t.deepEqual(actual, expected);
  const row = actual[0] as Record<string, unknown>;
  t.is(Object.getPrototypeOf(row), Object.prototype);
  t.is(row.other, 8);
});

test('a reused statement follows a table that gained or lost columns', (t) => {
  const db = database();
  const statement = new RowObjectStatement(db.prepare('select * from t where id = 1'));
  t.deepEqual(statement.all([]), [{ id: 1, name: 'a', score: 1.5, data: Buffer.from([1, 2]), note: null }]);
  db.exec(`alter table t add column extra text default 'e'`);
  t.deepEqual(statement.all([]), [{ id: 1, name: 'a', score: 1.5, data: Buffer.from([1, 2]), note: null, extra: 'e' }]);
  db.exec('alter table t drop column note');
  t.deepEqual(statement.all([]), [{ id: 1, name: 'a', score: 1.5, data: Buffer.from([1, 2]), extra: 'e' }]);
});

test('writes run as before; a streamed read gives objects, and later reads still do', (t) => {
  const db = database();
  const insert = new RowObjectStatement(db.prepare('insert into t (name) values (?)'));
  t.false(insert.reader);
  t.is(insert.run(['c']).changes, 1);
  const select = new RowObjectStatement(db.prepare('select id, name from t order by id'));
  t.deepEqual(select.all([]).length, 3);
  t.deepEqual([...select.iterate([])], [{ id: 1, name: 'a' }, { id: 2, name: 'b "quoted"' }, { id: 3, name: 'c' }]);
  t.deepEqual(select.all([]), [{ id: 1, name: 'a' }, { id: 2, name: 'b "quoted"' }, { id: 3, name: 'c' }]);
  const returning = new RowObjectStatement(db.prepare('insert into t (name) values (?) returning id, name'));
  t.deepEqual(returning.all(['d']), [{ id: 4, name: 'd' }]);
});
