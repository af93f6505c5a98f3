/**
 * PostgreSQL keeps the statements run on every request prepared (src/storage/sql/preparedStatements.ts):
 * they run as named statements, survive a change of their result's columns made by another connection and a
 * connection that lost them, and are left unnamed when the storage is opened with prepareStatements: false.
 * One connection per storage, so the prepared statements seen are the reads' own.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { resolveOptions } from '../../src/app/AppOptions';
import { openStorage } from '../../src/storage/index';
import type { SqlStorage } from '../../src/storage/sql/SqlStorage';
import { dropPostgresSchema, reachablePostgres } from './postgresServer';

async function openOne(t: { teardown(fn: () => Promise<void>): void }, prepareStatements?: boolean): Promise<{ storage: SqlStorage; url: string; schema: string }> {
  const url = await reachablePostgres();
  const schema = `svc_prep_${randomBytes(5).toString('hex')}`;
  const storage = (await openStorage(url, { schema, poolSize: 1, migrate: true, ...(prepareStatements === undefined ? {} : { prepareStatements }) })) as SqlStorage;
  t.teardown(async () => {
    await storage.close();
    await dropPostgresSchema(url, schema);
  });
  return { storage, url, schema };
}

/** The statements the storage's one connection holds prepared under svc's names. */
async function prepared(storage: SqlStorage): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'svc\\_%' order by prepare_time`.execute(storage.kysely);
  // This very read is prepared too once it has run a few times.
  return rows.map((row) => row.statement).filter((text) => !text.includes('pg_prepared_statements'));
}

async function onOtherConnection(url: string, schema: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test('a posts listing runs as a prepared statement, prepared once on its connection', async (t) => {
  const { storage } = await openOne(t);
  await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  t.is((await storage.posts.query({ limit: 5 })).total, 1);
  t.is((await storage.posts.query({ limit: 5 })).total, 1);
  const listings = (await prepared(storage)).filter((text) => text.includes('from "posts"') && text.includes('limit 5'));
  t.is(listings.length, 1);
});

test('a statement built on each run is prepared once it has run three times; transaction control and catalog reads never are', async (t) => {
  const { storage } = await openOne(t);
  const post = await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  await storage.comments.create({ comment_post_id: post.id, comment_content: 'hi' });
  const byAuthorEmail = (text: string): boolean => text.includes('lower(comments.comment_author_email)');
  const page = async (): Promise<number> => (await storage.comments.query({ author_email: 'who@example.com', limit: 3 })).total;
  await page();
  await page();
  t.deepEqual((await prepared(storage)).filter(byAuthorEmail), []);
  await page();
  await page();
  t.is((await prepared(storage)).filter(byAuthorEmail).length, 1);
  for (let i = 0; i < 4; i++) await storage.transaction(async (tx) => tx.posts.get(post.id));
  // Nor a read of the system catalogs (Kysely's table check before each migration).
  for (let i = 0; i < 4; i++) await sql`select count(*) from pg_catalog.pg_namespace where nspname = ${'public'}`.execute(storage.kysely);
  t.deepEqual((await prepared(storage)).filter((text) => text.includes('pg_catalog.pg_namespace')), []);
  t.deepEqual((await prepared(storage)).filter((text) => /^\s*(begin|commit|rollback)/i.test(text)), []);
});

test('opened with prepareStatements: false, the same listing leaves nothing prepared', async (t) => {
  const { storage } = await openOne(t, false);
  await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  t.is((await storage.posts.query({ limit: 5 })).total, 1);
  t.deepEqual(await prepared(storage), []);
});

test('a prepared select * keeps working when another connection adds a column, and returns it', async (t) => {
  const { storage, url, schema } = await openOne(t);
  await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  await storage.posts.query({ limit: 5 });
  await onOtherConnection(url, schema, `alter table posts add column added_later text not null default 'x'`);
  const after = await storage.posts.query({ limit: 5 });
  t.is(after.total, 1);
  t.is((after.items[0] as unknown as Record<string, unknown>).added_later, 'x');
  // Prepared again under the same name, once.
  t.is((await prepared(storage)).filter((text) => text.includes('from "posts"') && text.includes('limit 5')).length, 1);
});

test('inside a transaction, a statement whose columns changed fails that transaction only; the next read prepares it again', async (t) => {
  const { storage, url, schema } = await openOne(t);
  await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  await storage.posts.query({ limit: 5 });
  await onOtherConnection(url, schema, `alter table posts add column added_later text not null default 'x'`);
  await t.throwsAsync(storage.transaction(async (tx) => tx.posts.query({ limit: 5 })));
  const after = await storage.posts.query({ limit: 5 });
  t.is((after.items[0] as unknown as Record<string, unknown>).added_later, 'x');
  t.is((await storage.posts.query({ limit: 5 })).total, 1);
});

test('a connection that lost its prepared statements prepares them again', async (t) => {
  const { storage } = await openOne(t);
  await storage.posts.create({ post_title: 'one', post_status: 'publish' });
  await storage.posts.query({ limit: 5 });
  await sql`deallocate all`.execute(storage.kysely);
  t.deepEqual(await prepared(storage), []);
  t.is((await storage.posts.query({ limit: 5 })).total, 1);
  t.is((await prepared(storage)).filter((text) => text.includes('from "posts"') && text.includes('limit 5')).length, 1);
});

test.serial('storage opened with nothing said follows SVC_REST_PREPARED_STATEMENTS=off (the CLI\'s imports and seeds)', async (t) => {
  const before = process.env.SVC_REST_PREPARED_STATEMENTS;
  process.env.SVC_REST_PREPARED_STATEMENTS = 'off';
  try {
    const { storage } = await openOne(t);
    await storage.posts.create({ post_title: 'one', post_status: 'publish' });
    t.is((await storage.posts.query({ limit: 5 })).total, 1);
    t.deepEqual(await prepared(storage), []);
  } finally {
    if (before === undefined) delete process.env.SVC_REST_PREPARED_STATEMENTS;
    else process.env.SVC_REST_PREPARED_STATEMENTS = before;
  }
});

test.serial('an app keeps statements prepared unless its options or SVC_REST_PREPARED_STATEMENTS=off say otherwise', (t) => {
  const secret = (): string => 'secret';
  const before = process.env.SVC_REST_PREPARED_STATEMENTS;
  try {
    delete process.env.SVC_REST_PREPARED_STATEMENTS;
    t.true(resolveOptions({}, secret).preparedStatements);
    t.false(resolveOptions({ preparedStatements: false }, secret).preparedStatements);
    process.env.SVC_REST_PREPARED_STATEMENTS = 'off';
    t.false(resolveOptions({}, secret).preparedStatements);
    t.true(resolveOptions({ preparedStatements: true }, secret).preparedStatements);
  } finally {
    if (before === undefined) delete process.env.SVC_REST_PREPARED_STATEMENTS;
    else process.env.SVC_REST_PREPARED_STATEMENTS = before;
  }
});
