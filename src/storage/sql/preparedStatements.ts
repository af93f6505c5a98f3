import { createHash } from 'node:crypto';
import type { PoolClient, QueryArrayConfig, QueryConfig, QueryResult } from 'pg';

/**
 * Named prepared statements on PostgreSQL for the statements a server runs on every request.
 *
 * Why: an unnamed statement is parsed and planned by the server each time it runs. The hot reads of a page
 * (the posts listing, their terms, a page of comments per post, …) repeat with the same text, and keeping
 * them prepared on each connection cuts the server's CPU per statement by a third to a half and the
 * client's by a tenth to a quarter (measured on the bench site: the comments of ten posts, 200 → 80 µs of
 * the server's time).
 *
 * Which: the texts `runShaped` compiles (one per statement kind and list lengths) from their first run, and
 * any other read or write once it has run a few times (a page's main query, built by Kysely each time;
 * not a read of the system catalogs), up to a
 * bound, so a connection holds a few hundred prepared statements at most. Their names come from their
 * text, so every storage of the process and every connection agrees on them.
 *
 * A prepared statement outlives a change of its tables: when another process's migration has changed the
 * columns a `select *` returns, PostgreSQL refuses the cached plan ("cached plan must not change result
 * type"), and a pooler may drop a connection's statements. Either way the statement is dropped and
 * prepared again, once. Inside a transaction that error has already aborted the transaction, which then
 * fails as a conflict would; the next use prepares the statement anew.
 */
const NAMES = new Map<string, string>();
const MAX_NAMES = 500;
/** Runs of the texts not kept prepared yet; one that reaches REPEATED is. Forgotten when it grows past its bound. */
const RUNS = new Map<string, number>();
const MAX_COUNTED = 2000;
const REPEATED = 3;

/** Whether to keep statements prepared: as `option` says, else unless `SVC_REST_PREPARED_STATEMENTS=off`. */
export function preparedStatementsWanted(option: boolean | undefined): boolean {
  return option ?? process.env.SVC_REST_PREPARED_STATEMENTS !== 'off';
}

/** Marks `text` as worth preparing on PostgreSQL connections (a no-op past the bound). */
export function keepPrepared(text: string): void {
  if (NAMES.size >= MAX_NAMES || NAMES.has(text)) return;
  NAMES.set(text, `svc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`);
}

/** Reads and writes; transaction control, locks and schema changes run as they are. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * Reads of the system catalogs (Kysely's table check before a migration) run as they are: they are not
 * a request's work, and a cached generic plan for them may run in parallel workers, which widens their race
 * with another session's schema change (seen as "cache lookup failed" in tests migrating side by side).
 */
const CATALOG = /\b(pg_catalog|information_schema)\./i;

/** The name to run `text` under: its own once it is kept prepared or has now run REPEATED times; undefined to run it unnamed. */
export function preparedNameFor(text: string): string | undefined {
  const name = NAMES.get(text);
  if (name !== undefined || NAMES.size >= MAX_NAMES || !PREPARABLE.test(text) || CATALOG.test(text)) return name;
  const runs = (RUNS.get(text) ?? 0) + 1;
  if (runs < REPEATED) {
    if (RUNS.size >= MAX_COUNTED) RUNS.clear();
    RUNS.set(text, runs);
    return undefined;
  }
  RUNS.delete(text);
  keepPrepared(text);
  return NAMES.get(text);
}

/** One query as pg's client runs it. */
export type RunQuery = (config: QueryConfig | QueryArrayConfig) => Promise<QueryResult>;

/** Runs `config` as the named statement it names, preparing it again once when the connection's copy is stale. */
export async function runNamed(client: PoolClient, run: RunQuery, config: (QueryConfig | QueryArrayConfig) & { name: string }): Promise<QueryResult> {
  try {
    return await run(config);
  } catch (error) {
    const stale = staleKind(error);
    if (stale === undefined) throw error;
    forget(client, config.name);
    // The server still holds the statement, which must go before it is prepared again.
    if (stale === 'changed') await run({ text: `deallocate "${config.name}"` }).catch(() => undefined);
    return run(config);
  }
}

/**
 * Why a named statement failed if it is stale: its plan's columns changed; the server still holds it while pg
 * has forgotten it (a deallocate that an aborted transaction refused); or the connection no longer has it.
 */
function staleKind(error: unknown): 'changed' | 'missing' | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '0A000' && typeof message === 'string' && message.includes('cached plan must not change result type')) return 'changed';
  if (code === '42P05') return 'changed';
  if (code === '26000') return 'missing';
  return undefined;
}

/** Makes pg prepare `name` again on this connection (it remembers what it has prepared). */
function forget(client: PoolClient, name: string): void {
  const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, unknown> } }).connection;
  if (connection?.parsedStatements !== undefined) delete connection.parsedStatements[name];
}
