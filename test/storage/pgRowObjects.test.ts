/**
 * PostgreSQL rows read as arrays and made into objects by a compiled literal (src/storage/sql/pgRowObjects.ts,
 * pgClientQueries.ts) are the objects pg makes itself: values, types, key order, repeated names, a
 * `__proto__` column; a text whose columns change gets new objects; other forms of call are pg's own.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Pool, Result, type QueryResult } from 'pg';
import { skipObjectTemplateForArrayRows } from '../../src/storage/sql/pgArrayFields';
import { withFastClientQueries } from '../../src/storage/sql/pgClientQueries';
import { keepPrepared } from '../../src/storage/sql/preparedStatements';
import { dropPostgresSchema, reachablePostgres } from './postgresServer';

async function pools(t: { teardown(fn: () => Promise<void>): void }, prepare: boolean): Promise<{ plain: Pool; fast: Pool }> {
  const url = await reachablePostgres();
  const schema = `svc_rows_${randomBytes(5).toString('hex')}`;
  const options = { connectionString: url, max: 1, options: `-c search_path=${schema}` };
  const plain = new Pool(options);
  await plain.query(`create schema ${schema}`);
  await plain.query(`create table ${schema}.t (id bigint primary key, name text, score double precision, data bytea, note text, seen timestamptz)`);
  await plain.query(`insert into ${schema}.t values (1, 'a', 1.5, '\\x0102', null, '2026-01-02T03:04:05Z'), (2, 'b "quoted"', -2, null, 'n', null)`);
  const fast = withFastClientQueries(new Pool(options), prepare);
  t.teardown(async () => {
    await fast.end();
    await plain.end();
    await dropPostgresSchema(url, schema);
  });
  return { plain, fast };
}

/** A read through a pool client, in the two-argument form Kysely uses. */
async function read(pool: Pool, text: string, values: unknown[] = []): Promise<QueryResult> {
  const client = await pool.connect();
  try {
    return await client.query(text, values);
  } finally {
    client.release();
  }
}

const STATEMENTS: Array<[string, unknown[]]> = [
  ['select * from t order by id', []],
  ['select name, id, score * 2 as "double score", note from t where id > $1 order by id', [0]],
  ['select 1 as a, 2 as b, 3 as a', []],
  ['select count(*), \'x\' as "we""ird", null as "constructor" from t', []],
  ['select * from t where id = $1', [99]],
];

for (const prepare of [false, true]) {
  test(`rows equal pg's objects: values, types, key order, repeated names${prepare ? ' (prepared statements)' : ''}`, async (t) => {
    const { plain, fast } = await pools(t, prepare);
    for (const [text, values] of STATEMENTS) {
      if (prepare) keepPrepared(text);
      // Twice: the second read reuses the text's builder.
      for (let run = 0; run < 2; run++) {
        const expected = await read(plain, text, values);
        const actual = await read(fast, text, values);
        t.deepEqual(actual.rows, expected.rows, text);
        t.deepEqual(actual.rows.map((row: object) => Object.keys(row)), expected.rows.map((row: object) => Object.keys(row)), text);
        t.is(actual.rowCount, expected.rowCount, text);
        t.is(actual.command, expected.command, text);
      }
    }
    const [first] = (await read(fast, 'select * from t where id = $1', [1])).rows as Array<Record<string, unknown>>;
    t.is(first!.id, '1');
    t.deepEqual(first!.data, Buffer.from([1, 2]));
    t.deepEqual(first!.seen, new Date('2026-01-02T03:04:05Z'));
  });
}

test('a __proto__ column is an own property, as pg gives it', async (t) => {
  const { plain, fast } = await pools(t, false);
  const text = 'select 7 as "__proto__", 8 as other';
  const expected = (await read(plain, text)).rows[0] as Record<string, unknown>;
  const actual = (await read(fast, text)).rows[0] as Record<string, unknown>;
  t.deepEqual(Object.getOwnPropertyNames(actual), Object.getOwnPropertyNames(expected));
  t.is(Object.getPrototypeOf(actual), Object.getPrototypeOf(expected));
  t.is(actual.other, 8);
});

test('a text read again after its table gained or lost columns gets the new columns', async (t) => {
  const { plain, fast } = await pools(t, false);
  const text = 'select * from t where id = $1';
  t.deepEqual(Object.keys((await read(fast, text, [1])).rows[0] as object), ['id', 'name', 'score', 'data', 'note', 'seen']);
  await plain.query(`alter table t add column extra text default 'e'`);
  t.is(((await read(fast, text, [1])).rows[0] as { extra: string }).extra, 'e');
  await plain.query('alter table t drop column note');
  await plain.query('alter table t drop column extra');
  await plain.query('alter table t add column note2 text');
  t.deepEqual(Object.keys((await read(fast, text, [1])).rows[0] as object), ['id', 'name', 'score', 'data', 'seen', 'note2']);
});

test('other forms of call are pg\'s own (a text alone, a config object, rowMode array asked for); several statements give objects too', async (t) => {
  const { fast } = await pools(t, false);
  const client = await fast.connect();
  try {
    t.deepEqual((await client.query('select 1 as one')).rows, [{ one: 1 }]);
    t.deepEqual((await client.query({ text: 'select $1::int as two', values: [2] })).rows, [{ two: 2 }]);
    t.deepEqual((await client.query({ text: 'select 3 as three', rowMode: 'array' })).rows, [[3]]);
    // Several statements without values: one result each, each with objects.
    const results = (await client.query('select 4 as four; select 5 as five, 6 as six', [])) as unknown as QueryResult[];
    t.deepEqual(results.map((result) => result.rows), [[{ four: 4 }], [{ five: 5, six: 6 }]]);
  } finally {
    client.release();
  }
});

test('results read as arrays skip the empty row object that only object rows use; results read as objects keep it', (t) => {
  skipObjectTemplateForArrayRows();
  type Internals = { _prebuiltEmptyResultObject: unknown; _parsers: Array<(value: string) => unknown>; fields: unknown[]; addFields(fields: unknown[]): void };
  const ResultClass = Result as unknown as new (rowMode?: string) => Internals;
  const fields = [
    { name: 'n', tableID: 0, columnID: 0, dataTypeID: 23, dataTypeSize: 4, dataTypeModifier: -1, format: 'text' },
    { name: 'at', tableID: 0, columnID: 0, dataTypeID: 1184, dataTypeSize: 8, dataTypeModifier: -1, format: 'text' },
  ];
  const arrays = new ResultClass('array');
  arrays.addFields(fields);
  t.is(arrays._prebuiltEmptyResultObject, null);
  t.is(arrays.fields, fields);
  t.is(arrays._parsers[0]!('12'), 12);
  t.deepEqual(arrays._parsers[1]!('2026-01-02 03:04:05+00'), new Date('2026-01-02T03:04:05Z'));
  const objects = new ResultClass();
  objects.addFields(fields);
  t.deepEqual({ ...(objects._prebuiltEmptyResultObject as object) }, { n: null, at: null });
  t.is(objects._parsers[0]!('12'), 12);
});
