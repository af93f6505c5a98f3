import { CompiledQuery, type Compilable } from 'kysely';
import type { SqlContext } from './context';
import { keepPrepared } from './preparedStatements';

/** SQL texts by dialect and shape. Shapes are few (a statement kind × a list length), so the bound only guards. */
const texts = new Map<string, string>();
const MAX_TEXTS = 2000;

/**
 * Runs a statement whose SQL text depends only on `shape`, compiling it once per shape and dialect.
 * Building and compiling a Kysely query costs 5–40 µs, more than SQLite takes to run an indexed
 * read, and the hot reads of a page (options, the terms, meta and revisions of its posts) run
 * on every request with the same text.
 *
 * `shape` must name everything that changes the text (table, list lengths, which columns), and
 * `parameters` are the values the text binds, in order. The first compile of a shape checks that
 * the built query binds exactly these parameters, so a call site that gets the order wrong fails
 * on its first run instead of reading the wrong rows.
 */
export async function runShaped<R>(ctx: SqlContext, shape: string, parameters: readonly unknown[], build: () => Compilable<R>): Promise<R[]> {
  const key = `${ctx.dialect.name}\u0000${shape}`;
  let text = texts.get(key);
  if (text === undefined) {
    const compiled = build().compile();
    if (!sameValues(compiled.parameters, parameters)) {
      throw new Error(`The statement shape ${shape} binds other parameters than its caller gives.`);
    }
    text = compiled.sql;
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(key, text);
    // Run on every request: worth keeping prepared where the server would plan it each time.
    if (ctx.dialect.name === 'postgres') keepPrepared(text);
  }
  const compiled = CompiledQuery.raw(text, [...parameters]);
  // Outside a transaction the read skips Kysely's driver path (SQLite: when Kysely is not using the connection).
  const direct = ctx.directReads !== undefined && !ctx.db.isTransaction ? ctx.directReads.read<R>(compiled) : undefined;
  return direct ?? (await ctx.db.executeQuery<R>(compiled)).rows;
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
