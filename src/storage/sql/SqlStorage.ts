import { Migrator, sql, type Kysely } from 'kysely';
import { StorageError } from '../errors';
import { migrateRetrying } from './migrateRetrying';
import { migrationProvider } from '../migrations';
import type {
  ApplicationPasswordStore, CommentStore, LoginThrottleStore, MigrationReport, OptionStore, PostStore, SessionStore, Storage,
  StorageDialect, TermStore, UserStore,
} from '../types';
import { inTransaction, type SqlContext } from './context';
import { SqlApplicationPasswordStore } from './SqlApplicationPasswordStore';
import { SqlCommentStore } from './SqlCommentStore';
import { SqlLoginThrottleStore } from './SqlLoginThrottleStore';
import { SqlOptionStore } from './SqlOptionStore';
import { SqlPostStore } from './SqlPostStore';
import { SqlSessionStore } from './SqlSessionStore';
import { SqlTermStore } from './SqlTermStore';
import { SqlUserStore } from './SqlUserStore';
import type { Database } from './tables';
import { StatementCounter } from './StatementCounter';
import { requestCacheAccess, writing, type CacheAccess } from '../cache/CacheAccess';
import { CachedCommentStore } from '../cache/CachedCommentStore';
import { CachedOptionStore } from '../cache/CachedOptionStore';
import { CachedPostStore } from '../cache/CachedPostStore';
import { CachedTermStore } from '../cache/CachedTermStore';
import { CachedUserStore } from '../cache/CachedUserStore';

/** The one Storage implementation: every store over the same Kysely executor. */
export class SqlStorage implements Storage {
  readonly posts: PostStore;
  readonly terms: TermStore;
  readonly users: UserStore;
  readonly comments: CommentStore;
  readonly options: OptionStore;
  readonly sessions: SessionStore;
  readonly applicationPasswords: ApplicationPasswordStore;
  readonly loginThrottle: LoginThrottleStore;
  private readonly cacheAccess: CacheAccess;

  constructor(
    private readonly ctx: SqlContext,
    /** PostgreSQL schema holding the tables (undefined: the connection's current schema, or SQLite). */
    private readonly schema?: string,
    /** Counts the statements run through this storage's connection (shared with its transactions). */
    readonly statements: StatementCounter = new StatementCounter(),
  ) {
    // Content reads go through the request's cache (when there is one); the SQL stores underneath stay plain.
    this.cacheAccess = requestCacheAccess(() => ctx.db.isTransaction);
    this.posts = new CachedPostStore(new SqlPostStore(ctx), this.cacheAccess);
    this.terms = new CachedTermStore(new SqlTermStore(ctx), this.cacheAccess);
    this.users = new CachedUserStore(new SqlUserStore(ctx), this.cacheAccess);
    this.comments = new CachedCommentStore(new SqlCommentStore(ctx), this.cacheAccess);
    this.options = new CachedOptionStore(new SqlOptionStore(ctx), this.cacheAccess);
    this.sessions = new SqlSessionStore(ctx);
    this.applicationPasswords = new SqlApplicationPasswordStore(ctx);
    this.loginThrottle = new SqlLoginThrottleStore(ctx);
  }

  get dialect(): StorageDialect {
    return this.ctx.dialect.name;
  }

  /** The Kysely instance (or transaction) underneath, for maintenance code and tests. */
  get kysely(): Kysely<Database> {
    return this.ctx.db;
  }

  async claim(key: string): Promise<void> {
    if (!this.ctx.db.isTransaction) throw new StorageError('claim() holds its lock until the transaction ends: call it inside storage.transaction().');
    await this.ctx.dialect.lockKey(this.ctx.db, `claim:${key}`);
  }

  async transaction<T>(fn: (tx: Storage) => Promise<T>): Promise<T> {
    if (this.ctx.db.isTransaction) return fn(this);
    // Rows read by other work of the request while the transaction ran may predate its commit.
    return writing(this.cacheAccess, () => inTransaction(this.ctx, (tx) => fn(new SqlStorage(tx, this.schema, this.statements))));
  }

  /** One trivial query: resolves when the database answers (the health check). */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.ctx.db);
  }

  /** Bytes of the database file (SQLite) or of this schema's tables with their indexes (PostgreSQL). */
  async databaseSize(): Promise<number> {
    const query = this.ctx.dialect.name === 'postgres'
      ? sql<{ size: string | number }>`select coalesce(sum(pg_total_relation_size(c.oid)), 0) as size from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relkind = 'r'`
      : sql<{ size: string | number }>`select page_count * page_size as size from pragma_page_count(), pragma_page_size()`;
    const { rows } = await query.execute(this.ctx.db);
    return Number(rows[0]?.size ?? 0);
  }

  async migrate(): Promise<MigrationReport> {
    this.refuseInTransaction('migrate');
    const migrator = new Migrator({
      db: this.ctx.db,
      provider: migrationProvider(this.ctx.dialect),
      // Kysely looks for its bookkeeping table in every schema unless told which one is ours.
      migrationTableSchema: this.ctx.dialect.name === 'postgres' ? await this.currentSchema() : undefined,
    });
    const { error, results = [] } = await migrateRetrying(migrator);
    if (error === undefined) return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
    throw error instanceof Error ? error : new StorageError(`Migration failed: ${String(error)}`);
  }

  async close(): Promise<void> {
    this.refuseInTransaction('close');
    await this.ctx.db.destroy();
  }

  private refuseInTransaction(action: string): void {
    if (this.ctx.db.isTransaction) throw new StorageError(`Cannot ${action} from inside a transaction.`);
  }

  private async currentSchema(): Promise<string> {
    if (this.schema !== undefined) return this.schema;
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(this.ctx.db);
    const schema = rows[0]?.schema;
    if (!schema) throw new StorageError('The PostgreSQL connection has no current schema (check search_path).');
    return schema;
  }
}
