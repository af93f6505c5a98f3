import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { RowObjectStatement, type RawCapableStatement } from './RowObjectStatement';

/** What the cache needs of a better-sqlite3 database and its statements. */
export interface PreparingDatabase {
  prepare(sql: string): RawCapableStatement;
  close(): void;
}

/** How many distinct SQL texts keep their prepared statement (an `in (?, ?, …)` list of each length is one text). */
export const DEFAULT_STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every statement it runs; preparing (parsing and planning) costs more
 * than running a typical indexed read. This hands Kysely a database whose `prepare` returns the
 * statement it prepared before for the same SQL text, keeping the most recently used `capacity` texts.
 *
 * Reuse is safe because Kysely runs a statement to completion (`all` or `run`) before the next one
 * starts on the one connection, and SQLite re-plans a statement by itself when the schema changes.
 * A statement still being iterated by a stream is busy: that caller gets a fresh one.
 *
 * Cached statements make their rows into objects in JavaScript (RowObjectStatement), which is faster.
 */
export class StatementCache implements SqliteDatabase {
  private readonly statements = new Map<string, RowObjectStatement>();

  constructor(private readonly database: PreparingDatabase, private readonly capacity = DEFAULT_STATEMENT_CACHE_SIZE) {}

  /** Statements held now (for tests). */
  get size(): number {
    return this.statements.size;
  }

  prepare(sql: string): SqliteStatement {
    const cached = this.statements.get(sql);
    if (cached !== undefined) {
      if (cached.busy) return this.database.prepare(sql);
      // Re-inserted so the Map's order stays least recently used first.
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const prepared = new RowObjectStatement(this.database.prepare(sql));
    this.statements.set(sql, prepared);
    if (this.statements.size > this.capacity) {
      const oldest = this.statements.keys().next().value as string;
      this.statements.delete(oldest);
    }
    return prepared;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }
}
