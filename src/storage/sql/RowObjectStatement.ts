import type { SqliteStatement } from 'kysely';
import { compileRowLiteral, type RowLiteral } from './rowLiteral';

/** What is used of a better-sqlite3 statement. */
export interface RawCapableStatement extends SqliteStatement {
  readonly busy: boolean;
  raw(toggle?: boolean): unknown;
  columns(): Array<{ name: string }>;
}



/**
 * A prepared SQLite statement whose result rows are made into objects in JavaScript.
 *
 * Why: better-sqlite3 builds each row object in C++, adding its properties one at a time. For a page of
 * posts (22 columns) that is half the time of the whole read. Read as arrays, and turned into objects
 * by a function compiled once for the statement's columns, the rows cost half as much, and they all
 * share one shape.
 *
 * The objects are the ones better-sqlite3 would make: the columns in order, a repeated name keeping its
 * first position and its last value. A statement with a `__proto__` column keeps better-sqlite3's
 * objects. The column list is read once (better-sqlite3's `columns()` is slow): a schema change that
 * adds or drops columns of a cached `select *` is seen from the row length, and the list is read again
 * (no migration renames a column, which keeps the length).
 */
export class RowObjectStatement implements SqliteStatement {
  /** Undefined until first read; null when rows stay better-sqlite3's objects (not a reader, or a `__proto__` column). */
  private build: RowLiteral | null | undefined;
  private width = 0;

  constructor(private readonly inner: RawCapableStatement) {}

  get reader(): boolean {
    return this.inner.reader;
  }

  get busy(): boolean {
    return this.inner.busy;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    const build = this.builder();
    if (build === null) return this.inner.all(parameters);
    const rows = this.inner.all(parameters) as unknown[];
    const first = rows[0] as unknown[] | undefined;
    const current = first !== undefined && first.length !== this.width ? this.rebuild() : build;
    if (current === null) return this.inner.all(parameters);
    for (let i = 0; i < rows.length; i++) rows[i] = current(rows[i] as unknown[]);
    return rows;
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    return this.inner.run(parameters);
  }

  /** Streamed rows (rare) come from better-sqlite3 as objects: raw mode is switched off, and back on at the next `all`. */
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    if (this.build !== null && this.build !== undefined) this.inner.raw(false);
    this.build = undefined;
    return this.inner.iterate(parameters);
  }

  private builder(): RowLiteral | null {
    return this.build === undefined ? this.rebuild() : this.build;
  }

  /** Reads the column list and compiles the row builder; raw mode only while there is one. */
  private rebuild(): RowLiteral | null {
    const names = this.inner.reader ? this.inner.columns().map((column) => column.name) : null;
    this.build = names === null ? null : compileRowLiteral(names, names.map((_, i) => i));
    this.width = names?.length ?? 0;
    if (this.inner.reader) this.inner.raw(this.build !== null);
    return this.build;
  }
}
