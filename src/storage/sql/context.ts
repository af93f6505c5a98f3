import { sql, type Kysely, type Transaction } from 'kysely';
import { OnDemandAsyncStorage } from '../../scope/OnDemandAsyncStorage';
import type { SqlDialect } from './dialect';
import type { DirectReads } from './DirectReads';
import type { Database } from './tables';

/** What every SQL store needs: the executor (the database or an open transaction), the dialect and a clock. */
export interface SqlContext {
  readonly db: Kysely<Database>;
  readonly dialect: SqlDialect;
  readonly now: () => Date;
  /** The transaction open in the current async call chain, shared by every store of one Storage. */
  readonly ambient?: OnDemandAsyncStorage<OpenTransaction>;
  /** Reads that skip Kysely's driver path outside transactions (the hot reads use them: runShaped). */
  readonly directReads?: DirectReads;
}

/** A transaction and whether it is still running (work that outlives it must not use it). */
export interface OpenTransaction {
  readonly trx: Transaction<Database>;
  open: boolean;
}

/**
 * A context whose `db` is the transaction open in the current async call chain, if any, else the database:
 * code that reaches the root stores while a transaction runs joins it instead of waiting for a second
 * connection (SQLite has only one, which the transaction holds).
 */
export function ambientContext(base: Omit<SqlContext, 'ambient'>): SqlContext {
  const ambient = new OnDemandAsyncStorage<OpenTransaction>();
  return {
    get db(): Kysely<Database> {
      const current = ambient.getStore();
      return current?.open === true ? current.trx : base.db;
    },
    dialect: base.dialect,
    now: base.now,
    ambient,
    ...(base.directReads === undefined ? {} : { directReads: base.directReads }),
  };
}

/** Runs `fn` in a transaction, joining the current one when the context already is inside one. */
export async function inTransaction<T>(ctx: SqlContext, fn: (tx: SqlContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const tx: SqlContext = { db: trx, dialect: ctx.dialect, now: ctx.now, ambient: ctx.ambient };
    if (ctx.ambient === undefined) return fn(tx);
    const current: OpenTransaction = { trx, open: true };
    try {
      return await ctx.ambient.run(current, () => fn(tx));
    } finally {
      current.open = false;
    }
  });
}

/**
 * Runs a write that may fail on a unique constraint and be retried: in a transaction of its own, or,
 * inside one already open, behind a savepoint, so a failed attempt is undone alone and the enclosing
 * transaction (which PostgreSQL would otherwise refuse to continue) goes on with the next attempt.
 */
export async function inSavepoint<T>(ctx: SqlContext, fn: (tx: SqlContext) => Promise<T>): Promise<T> {
  if (!ctx.db.isTransaction) return inTransaction(ctx, fn);
  await sql`savepoint svc_attempt`.execute(ctx.db);
  try {
    const result = await fn(ctx);
    await sql`release savepoint svc_attempt`.execute(ctx.db);
    return result;
  } catch (error) {
    await sql`rollback to savepoint svc_attempt`.execute(ctx.db);
    await sql`release savepoint svc_attempt`.execute(ctx.db);
    throw error;
  }
}
