/**
 * The PostgreSQL server the storage tests (and the import benchmark) use: the first
 * address that answers, and the removal of a schema a run created. Kept apart from
 * backends.ts, which registers ava tests, so scripts outside ava can import it.
 */
import { userInfo } from 'node:os';
import { Client } from 'pg';

/** Candidate addresses: an explicit one from the environment, else the `postgres` role, then the OS user. */
function postgresCandidates(): string[] {
  const explicit = process.env.SVC_REST_TEST_POSTGRES_URL;
  if (explicit) return [explicit];
  return [...new Set(['postgres', userInfo().username])].map((role) => `postgres://${role}@127.0.0.1:5432/test`);
}

/** The first PostgreSQL address that answers (for suites that must hand an address to createApp). */
export async function reachablePostgres(): Promise<string> {
  const failures: string[] = [];
  for (const url of postgresCandidates()) {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(
    `PostgreSQL storage tests need a PostgreSQL server (trust auth, database "test") and none answered:\n  ${failures.join('\n  ')}\n` +
      'Start one, or set SVC_REST_TEST_POSTGRES_URL.',
  );
}

/** Removes a schema a test run created, with everything in it. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
