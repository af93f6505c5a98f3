import test, { type ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { Client } from 'pg';
import { openStorage, type Storage } from '../../src/storage/index';

/** A clock the tests move by hand. */
export class TestClock {
  constructor(public current = new Date('2024-05-01T12:00:00Z')) {}
  readonly now = (): Date => this.current;
  /** Moves the clock forward by `seconds`. */
  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
  /** Unix seconds of the current time. */
  get seconds(): number {
    return Math.floor(this.current.getTime() / 1000);
  }
}

export interface OpenedStorage {
  storage: Storage;
  /** Opens a second Storage on the same database (same PostgreSQL schema), not migrated. */
  reopen(): Promise<Storage>;
  /** Closes the storage and removes what the run created. */
  cleanup(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  open(clock: TestClock): Promise<OpenedStorage>;
}

export const sqliteBackend: Backend = {
  name: 'sqlite',
  async open(clock) {
    const storage = await openStorage(':memory:', { now: clock.now });
    return {
      storage,
      // A second handle on ':memory:' would be another database, so this backend hands the same one back.
      reopen: async () => storage,
      cleanup: () => storage.close(),
    };
  },
};

/** Candidate addresses: an explicit one from the environment, else the `postgres` role, then the OS user. */
function postgresCandidates(): string[] {
  const explicit = process.env.SVC_REST_TEST_POSTGRES_URL;
  if (explicit) return [explicit];
  return [...new Set(['postgres', userInfo().username])].map((role) => `postgres://${role}@127.0.0.1:5432/test`);
}

/** The first PostgreSQL address that answers (for suites that must hand an address to createApp). */
export async function reachablePostgres(): Promise<string> {
  const failures: string[] = [];
  for (const url of postgresCandidates()) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(
    `PostgreSQL storage tests need a PostgreSQL server (trust auth, database "test") and none answered:\n  ${failures.join('\n  ')}\n` +
      'Start one, or set SVC_REST_TEST_POSTGRES_URL.',
  );
}

export const postgresBackend: Backend = {
  name: 'postgres',
  async open(clock) {
    const url = await reachablePostgres();
    // A fresh schema per run, so parallel runs never see each other's rows.
    const schema = `svc_test_${randomBytes(6).toString('hex')}`;
    const storage = await openStorage(url, { schema, now: clock.now });
    const extra: Storage[] = [];
    return {
      storage,
      async reopen() {
        const other = await openStorage(url, { schema, now: clock.now });
        extra.push(other);
        return other;
      },
      async cleanup() {
        for (const s of [storage, ...extra]) await s.close();
        await dropPostgresSchema(url, schema);
      },
    };
  },
};

/** Removes a schema a test run created, with everything in it. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Where createApp keeps a test's data: SQLite in memory, or a fresh PostgreSQL schema. */
export interface TestDatabase {
  database: string;
  databaseSchema?: string;
}

/**
 * Declares `run` as two tests, `<title> on SQLite` (in memory) and `<title> on
 * PostgreSQL` (a fresh schema named `<schemaPrefix>_<random>`, dropped when the test ends).
 */
export function testOnEachBackend(title: string, schemaPrefix: string, run: (t: ExecutionContext, database: TestDatabase) => Promise<void>): void {
  test(`${title} on SQLite`, (t) => run(t, { database: ':memory:' }));
  test(`${title} on PostgreSQL`, async (t) => {
    const url = await reachablePostgres();
    const schema = `${schemaPrefix}_${randomBytes(6).toString('hex')}`;
    t.teardown(() => dropPostgresSchema(url, schema));
    await run(t, { database: url, databaseSchema: schema });
  });
}
