import type { Pool, PoolClient, QueryResult } from 'pg';
import { skipObjectTemplateForArrayRows } from './pgArrayFields';
import { PgRowObjects } from './pgRowObjects';
import { preparedNameFor, runNamed, type RunQuery } from './preparedStatements';

/**
 * `pool`, whose clients run the queries Kysely sends (the two-argument form: text, values) faster: rows read
 * as arrays (pgArrayFields.ts) and made into objects by a literal compiled per statement (PgRowObjects), and,
 * when `prepare` holds, the hot texts as named prepared statements (preparedStatements.ts). Each client is
 * set up once, as the pool makes it; every other form of call reaches pg as it was.
 */
export function withFastClientQueries(pool: Pool, prepare: boolean): Pool {
  skipObjectTemplateForArrayRows();
  const rows = new PgRowObjects();
  pool.on('connect', (client) => fastQueries(client, rows, prepare));
  return pool;
}

function fastQueries(client: PoolClient, rows: PgRowObjects, prepare: boolean): void {
  const original = client.query.bind(client) as unknown as (...args: unknown[]) => unknown;
  const run: RunQuery = (config) => original(config) as Promise<QueryResult>;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values)) return original(...args);
    const name = prepare ? preparedNameFor(text) : undefined;
    const result = name === undefined ? run({ text, values, rowMode: 'array' }) : runNamed(client, run, { name, text, values, rowMode: 'array' });
    return result.then((read) => rows.toObjects(text, read));
  }) as PoolClient['query'];
}
