import type { Kysely } from 'kysely';
import type { SqlDialect } from './dialect';
import type { Database } from './tables';

/** What every SQL store needs: the executor (the database or an open transaction), the dialect and a clock. */
export interface SqlContext {
  readonly db: Kysely<Database>;
  readonly dialect: SqlDialect;
  readonly now: () => Date;
}

/** Runs `fn` in a transaction, joining the current one when the context already is inside one. */
export async function inTransaction<T>(ctx: SqlContext, fn: (tx: SqlContext) => Promise<T>): Promise<T> {
  if (ctx.db.isTransaction) return fn(ctx);
  return ctx.db.transaction().execute((trx) => fn({ ...ctx, db: trx }));
}
