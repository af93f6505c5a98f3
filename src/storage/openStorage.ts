import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Client, Pool, types as pgTypes } from 'pg';
import { checkSchemaName, parseDatabaseUrl, redact } from './connection';
import { StorageError } from './errors';
import { ambientContext } from './sql/context';
import { postgresDialect, sqliteDialect } from './sql/dialect';
import { StatementGateDialect } from './sql/StatementGateDialect';
import { SqlStorage } from './sql/SqlStorage';
import { withFastClientQueries } from './sql/pgClientQueries';
import { preparedStatementsWanted } from './sql/preparedStatements';
import { PgDirectReads } from './sql/PgDirectReads';
import { SqliteDirectReads } from './sql/SqliteDirectReads';
import { StatementCache } from './sql/StatementCache';
import { StatementCounter } from './sql/StatementCounter';
import type { Database } from './sql/tables';
import type { Storage } from './types';

export interface OpenStorageOptions {
  /** PostgreSQL only: schema to work in; created when missing and put first on the search_path. */
  schema?: string;
  /** Run migrations before returning (default false: call `storage.migrate()`). */
  migrate?: boolean;
  /** Clock for default dates and expiry checks (default: the system clock). */
  now?: () => Date;
  /** PostgreSQL only: pool size (default 10). */
  poolSize?: number;
  /**
   * PostgreSQL only: keep the statements run on every request prepared on each connection (default true
   * unless `SVC_REST_PREPARED_STATEMENTS=off`; see src/storage/sql/preparedStatements.ts). Turn off behind a
   * pooler that cannot carry them (PgBouncer in transaction mode before 1.21).
   */
  prepareStatements?: boolean;
}

/** How long SQLite waits for another process's lock before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Opens the database `databaseUrl` names (see parseDatabaseUrl) and returns the storage services on it. */
export async function openStorage(databaseUrl?: string, options: OpenStorageOptions = {}): Promise<Storage> {
  const target = parseDatabaseUrl(databaseUrl);
  const now = options.now ?? (() => new Date());
  const statements = new StatementCounter();
  const storage = target.dialect === 'sqlite'
    ? new SqlStorage(ambientContext({ ...openSqlite(target.path, statements), dialect: sqliteDialect, now }), undefined, statements)
    : new SqlStorage(ambientContext({ ...(await openPostgres(target.connectionString, options, statements)), dialect: postgresDialect, now }), options.schema, statements);
  if (options.migrate === true) await storage.migrate();
  return storage;
}

function openSqlite(path: string, statements: StatementCounter): { db: Kysely<Database>; directReads: SqliteDirectReads } {
  const inMemory = path === ':memory:';
  if (!inMemory) mkdirSync(dirname(path), { recursive: true });
  const database = new BetterSqlite3(path, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  if (!inMemory) database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const cache = new StatementCache(database);
  const directReads = new SqliteDirectReads(cache, statements);
  return { db: new Kysely<Database>({ dialect: new StatementGateDialect(new SqliteDialect({ database: cache }), statements, directReads) }), directReads };
}

async function openPostgres(connectionString: string, options: OpenStorageOptions, statements: StatementCounter): Promise<{ db: Kysely<Database>; directReads: PgDirectReads }> {
  const schema = options.schema === undefined ? undefined : checkSchemaName(options.schema);
  const client = new Client({ connectionString });
  try {
    await client.connect();
    if (schema !== undefined) await client.query(`create schema if not exists ${schema}`);
  } catch (error) {
    // Two openers racing to create the same schema: the loser finds it made, which is what it wanted.
    if (!isDuplicateSchema(error)) {
      throw new StorageError(`Cannot open PostgreSQL at ${redact(connectionString)}: ${(error as Error).message}`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const pool = new Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types: { getTypeParser: bigintAsNumber },
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle connection dropped by the server is replaced by the pool; without a listener it would crash the process.
  pool.on('error', () => undefined);
  // The environment decides where nothing is said: the CLI's commands (an import, a seed) open storage directly.
  const fast = withFastClientQueries(pool, preparedStatementsWanted(options.prepareStatements));
  return { db: new Kysely<Database>({ dialect: new StatementGateDialect(new PostgresDialect({ pool: fast }), statements) }), directReads: new PgDirectReads(fast, statements) };
}

const INT8_OID = 20;

/**
 * Ids and counts are bigint columns, which pg hands back as strings; the stores work with numbers
 * (StatementGateDialect keeps every stored value within the range a number holds exactly).
 */
const bigintAsNumber = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary' ? Number : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser;

function isDuplicateSchema(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '42P06' || code === '23505';
}
