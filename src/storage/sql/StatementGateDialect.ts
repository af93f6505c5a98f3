import type {
  CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely,
  QueryCompiler, QueryResult, TransactionSettings,
} from 'kysely';
import type { StatementCounter } from './StatementCounter';
import { storableQuery } from './storableValues';

/** Told when the gate's driver takes a connection and when it gives it back (SqliteDirectReads reads while none is taken). */
export interface ConnectionUse {
  /** The driver starts acquiring a connection (it may wait for it). */
  enter(): void;
  /** The driver released it, or failed to acquire it. */
  leave(): void;
}

/**
 * A dialect whose connections pass every statement through one gate on its way to the driver: the
 * storable-values guard (`storableQuery`) and the statement counter. Counting here rather than through
 * Kysely's `log` option spares each statement Kysely's logging wrapper (a timer and a chain of promises).
 * `use`, when given, is told when the driver takes and gives back a connection (SqliteDirectReads).
 */
export class StatementGateDialect implements Dialect {
  constructor(private readonly inner: Dialect, private readonly counter: StatementCounter, private readonly use?: ConnectionUse) {}

  createDriver(): Driver {
    return new GatedDriver(this.inner.createDriver(), this.counter, this.use);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}

/** A connection that guards and counts statements on their way to the driver's own connection. */
class GatedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection, private readonly counter: StatementCounter) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>(this.pass(compiledQuery));
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(this.pass(compiledQuery), chunkSize);
  }

  private pass(compiledQuery: CompiledQuery): CompiledQuery {
    const storable = storableQuery(compiledQuery);
    this.counter.record(storable.sql);
    return storable;
  }
}

/**
 * The driver's connections, each wrapped once. Transaction and savepoint statements are run by the inner
 * driver on the wrapper, so they pass the gate like any other; releasing
 * hands the driver its own connection back (PostgreSQL's keeps private state on it).
 */
class GatedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, GatedConnection>();
  // Present exactly when the inner driver has them: Kysely tells "not supported" by their absence.
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver, private readonly counter: StatementCounter, private readonly use?: ConnectionUse) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint !== undefined) this.savepoint = (connection, name, compile) => savepoint.call(inner, connection, name, compile);
    if (rollbackToSavepoint !== undefined) {
      this.rollbackToSavepoint = (connection, name, compile) => rollbackToSavepoint.call(inner, connection, name, compile);
    }
    if (releaseSavepoint !== undefined) this.releaseSavepoint = (connection, name, compile) => releaseSavepoint.call(inner, connection, name, compile);
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.use?.enter();
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      this.use?.leave();
      throw error;
    }
    let gated = this.wrapped.get(connection);
    if (gated === undefined) {
      gated = new GatedConnection(connection, this.counter);
      this.wrapped.set(connection, gated);
    }
    return gated;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.use?.leave();
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof GatedConnection ? connection.inner : connection;
}
