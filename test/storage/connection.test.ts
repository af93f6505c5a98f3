import test from 'ava';
import { DEFAULT_SQLITE_PATH, openStorage, parseDatabaseUrl, StorageConfigError } from '../../src/storage/index';

test('parseDatabaseUrl: nothing means the default SQLite file', (t) => {
  t.deepEqual(parseDatabaseUrl(), { dialect: 'sqlite', path: './data/svc-rest.sqlite' });
  t.deepEqual(parseDatabaseUrl(''), { dialect: 'sqlite', path: DEFAULT_SQLITE_PATH });
});

test('parseDatabaseUrl: :memory:, sqlite: prefixes and plain paths are SQLite', (t) => {
  t.deepEqual(parseDatabaseUrl(':memory:'), { dialect: 'sqlite', path: ':memory:' });
  t.deepEqual(parseDatabaseUrl('sqlite::memory:'), { dialect: 'sqlite', path: ':memory:' });
  t.deepEqual(parseDatabaseUrl('sqlite:/tmp/a.db'), { dialect: 'sqlite', path: '/tmp/a.db' });
  t.deepEqual(parseDatabaseUrl('sqlite://var/b.db'), { dialect: 'sqlite', path: 'var/b.db' });
  t.deepEqual(parseDatabaseUrl('db/site.sqlite'), { dialect: 'sqlite', path: 'db/site.sqlite' });
  t.deepEqual(parseDatabaseUrl('C:\\data\\x.db'), { dialect: 'sqlite', path: 'C:\\data\\x.db' });
});

test('parseDatabaseUrl: postgres:// and postgresql:// are PostgreSQL', (t) => {
  t.deepEqual(parseDatabaseUrl('postgres://u@h:5432/d'), { dialect: 'postgres', connectionString: 'postgres://u@h:5432/d' });
  t.deepEqual(parseDatabaseUrl('postgresql://u:p@h/d'), { dialect: 'postgres', connectionString: 'postgresql://u:p@h/d' });
});

test('parseDatabaseUrl: other schemes and an empty sqlite: path are refused without leaking passwords', (t) => {
  const error = t.throws(() => parseDatabaseUrl('mysql://root:secret@h/db'), { instanceOf: StorageConfigError });
  t.false(error?.message.includes('secret'));
  t.true(error?.message.includes('mysql://root:***@h/db'));
  t.throws(() => parseDatabaseUrl('sqlite:'), { instanceOf: StorageConfigError });
});

test('openStorage: a PostgreSQL schema name must be a plain lower-case identifier', async (t) => {
  await t.throwsAsync(openStorage('postgres://postgres@127.0.0.1:5432/test', { schema: 'x; drop table users' }), {
    instanceOf: StorageConfigError,
  });
});
