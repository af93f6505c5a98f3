import type { CompiledQuery, SqliteDatabase } from 'kysely';
import type { DirectReads } from './DirectReads';
import type { ConnectionUse } from './StatementGateDialect';
import type { StatementCounter } from './StatementCounter';
import { storableQuery } from './storableValues';

/**
 * Reads on SQLite's one connection without Kysely's driver path, while Kysely neither holds nor waits for it.
 *
 * Why: better-sqlite3 answers synchronously, yet a statement sent through Kysely waits for the connection's
 * mutex, then passes the executor, the connection provider and the driver: some twenty promises per statement,
 * each paying the request scope's promise hooks, for a read that takes a few microseconds. When nobody holds
 * the connection (no transaction open, no statement under way), a read run to completion here is what Kysely
 * would run, minus the waiting: nothing else can happen between its start and its end. While a transaction
 * holds the connection, reads from outside it go through Kysely and wait, as before, so they never see its
 * uncommitted rows.
 *
 * Statements pass the same gate as Kysely's (the storable-values guard, the statement counter).
 */
export class SqliteDirectReads implements DirectReads, ConnectionUse {
  /** Kysely's users of the connection: the one holding it and those waiting for it. */
  private users = 0;

  constructor(private readonly database: SqliteDatabase, private readonly counter: StatementCounter) {}

  enter(): void {
    this.users++;
  }

  leave(): void {
    this.users--;
  }

  /** The rows of a read, or undefined when it must go through Kysely (the connection is in use, or it writes). */
  read<R>(compiled: CompiledQuery): R[] | undefined {
    if (this.users !== 0) return undefined;
    const statement = this.database.prepare(compiled.sql);
    if (!statement.reader) return undefined;
    const storable = storableQuery(compiled);
    this.counter.record(storable.sql);
    return statement.all(storable.parameters) as R[];
  }
}
