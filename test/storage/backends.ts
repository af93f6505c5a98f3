import test, { type ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { openStorage, type Storage } from '../../src/storage/index';
import { dropPostgresSchema, reachablePostgres } from './postgresServer';

export { dropPostgresSchema, reachablePostgres };

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
