import type {
  CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, Kysely,
  QueryCompiler, QueryResult, TransactionSettings,
} from 'kysely';
import { storableQuery } from './storableValues';

/** A dialect whose connections run every statement through `storableQuery` first (see there). */
export class StorableValuesDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}

  createDriver(): Driver {
    return new StorableValuesDriver(this.inner.createDriver());
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

/** A connection that guards statements on their way to the driver's own connection. */
class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>(storableQuery(compiledQuery));
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(storableQuery(compiledQuery), chunkSize);
  }
}

/**
 * The driver's connections, each wrapped once. Transaction and savepoint statements are run by the inner
 * driver on the wrapper, so they pass the guard and Kysely's statement log like any other; releasing
 * hands the driver its own connection back (PostgreSQL's keeps private state on it).
 */
class StorableValuesDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, GuardedConnection>();
  // Present exactly when the inner driver has them: Kysely tells "not supported" by their absence.
  readonly savepoint?: Driver['savepoint'];
  readonly rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  readonly releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(private readonly inner: Driver) {
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
    const connection = await this.inner.acquireConnection();
    let guarded = this.wrapped.get(connection);
    if (guarded === undefined) {
      guarded = new GuardedConnection(connection);
      this.wrapped.set(connection, guarded);
    }
    return guarded;
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
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof GuardedConnection ? connection.inner : connection;
}
