import { CompiledQuery, type Kysely, type SqliteDatabase } from 'kysely';
import type { StatementCounter } from './StatementCounter';
import { storableQuery } from './storableValues';

/**
 * Runs a read on SQLite's one connection straight away, without Kysely's executor and driver, when
 * nobody holds the connection or waits for it.
 *
 * Why: Kysely takes each statement through its executor, connection provider and the SQLite driver's
 * mutex, some 25 promises per statement, each with the request scope's promise hooks; a page's reads
 * are a handful of indexed statements that SQLite answers in microseconds.
 *
 * Why it is safe: better-sqlite3 runs the read synchronously, so nothing else runs on the connection
 * meanwhile; and no transaction is open on it while nobody holds it, since a transaction holds the
 * connection from `begin` to `commit`. Whoever asks for the connection counts as holding it from the
 * moment they ask, so a read never slips in front of a transaction about to start. While anyone holds
 * it, the read answers undefined and the caller takes Kysely's way (which waits its turn).
 *
 * The read passes the same gate as any statement: the storable-values guard and the statement count.
 */
export class SqliteReadNow {
  /** Connections asked for and not given back yet (SQLite has one; a second asker waits for it). */
  private holders = 0;

  constructor(private readonly database: SqliteDatabase, private readonly counter: StatementCounter) {}

  /** The rows of a read (`sql` must be a query that returns rows), or undefined when the connection is held. */
  read(sql: string, parameters: readonly unknown[]): unknown[] | undefined {
    if (this.holders > 0) return undefined;
    const storable = storableQuery(CompiledQuery.raw(sql, [...parameters]));
    const statement = this.database.prepare(storable.sql);
    // Not a read after all: left to Kysely, which knows how to run it.
    if (!statement.reader) return undefined;
    this.counter.record(storable.sql);
    return statement.all(storable.parameters) as unknown[];
  }

  /** The gated driver reports each ask for the connection (held from then on)… */
  acquiring(): void {
    this.holders++;
  }

  /** …and each hand-back, or an ask that failed. */
  released(): void {
    this.holders--;
  }
}

/** The direct reader of each SQLite database opened by openStorage. */
const READERS = new WeakMap<Kysely<never>, SqliteReadNow>();

export function registerReadNow(db: Kysely<never>, reader: SqliteReadNow): void {
  READERS.set(db, reader);
}

/**
 * The direct reader for `db` when it is an SQLite database itself, not a transaction or a connection of
 * it (those run on the connection they hold, through Kysely).
 */
export function readNowOf(db: Kysely<never>): SqliteReadNow | undefined {
  return db.isTransaction ? undefined : READERS.get(db);
}
