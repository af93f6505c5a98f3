import { writeFileSync } from 'node:fs';
import test from 'ava';
import { runCli, tempDir } from './cliHarness';

test('migrate applies the schema once, then reports it up to date', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('m.sqlite');
  const first = await runCli(['migrate', '--database', db]);
  t.is(first.code, 0);
  t.is(first.stdout, `Applied 4 migrations to ${db}:\n  001-initial\n  002-write-constraints\n  003-harden\n  005-default-options\n`);
  const second = await runCli(['migrate', '--database', db]);
  t.is(second.code, 0);
  t.is(second.stdout, `Database ${db} is up to date; no migration applied.\n`);
});

test('SVC_REST_DATABASE is the default database', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('env.sqlite');
  const result = await runCli(['migrate'], { SVC_REST_DATABASE: db });
  t.is(result.code, 0);
  t.is(result.stdout, `Applied 4 migrations to ${db}:\n  001-initial\n  002-write-constraints\n  003-harden\n  005-default-options\n`);
});

test('an unusable database is one line naming the address without its password, exit 1', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const garbage = tmp.file('garbage.sqlite');
  writeFileSync(garbage, 'this is not a database, just text that is long enough to fill a header');
  const [scheme, refused, notDb] = await Promise.all([
    runCli(['migrate', '--database', 'mysql://root:hunter2@db.example/site']),
    runCli(['seed', '--posts', '1', '--database', 'postgres://app:hunter2@127.0.0.1:1/site']),
    runCli(['migrate', '--database', garbage]),
  ]);
  t.is(scheme.code, 1);
  t.is(scheme.stderr, 'svc-rest: error: Unsupported database address "mysql://root:***@db.example/site": use a SQLite path or postgres://.\n');
  t.is(refused.code, 1);
  t.regex(refused.stderr, /^svc-rest: error: Cannot open PostgreSQL at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/site: .*ECONNREFUSED.*\n$/);
  t.is(notDb.code, 1);
  t.is(notDb.stderr, `svc-rest: error: Cannot open database ${garbage}: file is not a database\n`);
  for (const result of [scheme, refused, notDb]) {
    t.false(result.stderr.includes('hunter2'));
    t.false(result.stderr.includes('    at '));
  }
});

test('--debug adds the stack trace of the underlying failure', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const garbage = tmp.file('garbage.sqlite');
  writeFileSync(garbage, 'this is not a database, just text that is long enough to fill a header');
  const result = await runCli(['migrate', '--database', garbage, '--debug']);
  t.is(result.code, 1);
  const [first, second] = result.stderr.split('\n');
  t.is(first, `svc-rest: error: Cannot open database ${garbage}: file is not a database`);
  t.regex(second!, /^SqliteError: file is not a database$/);
  t.regex(result.stderr, /\n {4}at /);
});
