import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { sql } from 'kysely';
import { openStorage, SqlStorage, type Storage } from '../../src/storage/index';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'svc-rest-storage-'));
  dirs.push(dir);
  return dir;
}
test.after.always(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function pragma(storage: Storage, name: string): Promise<unknown> {
  if (!(storage instanceof SqlStorage)) throw new Error('expected SqlStorage');
  const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(storage.kysely);
  return Object.values(rows[0] ?? {})[0];
}

test.serial('SQLite file: directory created, WAL, foreign keys and busy timeout on; data and migrations survive reopening', async (t) => {
  const path = join(tempDir(), 'nested', 'deeper', 'site.sqlite');
  const first = await openStorage(`sqlite:${path}`);
  t.true(existsSync(path));
  t.deepEqual(await first.migrate(), { applied: ['001-initial', '002-write-constraints', '003-harden', '005-default-options'] });
  t.is(await pragma(first, 'journal_mode'), 'wal');
  t.is(await pragma(first, 'foreign_keys'), 1);
  t.is(await pragma(first, 'busy_timeout'), 5000);
  await first.options.set('kept', 'yes');
  await first.close();

  const second = await openStorage(path, { migrate: true });
  t.deepEqual(await second.migrate(), { applied: [] });
  t.is(await second.options.get('kept'), 'yes');
  await second.close();
});

test.serial('SQLite default: with no address the file is ./data/svc-rest.sqlite under the working directory', async (t) => {
  const dir = tempDir();
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const storage = await openStorage(undefined, { migrate: true });
    t.is(storage.dialect, 'sqlite');
    t.true(existsSync(join(dir, 'data', 'svc-rest.sqlite')));
    await storage.close();
  } finally {
    process.chdir(previous);
  }
});
