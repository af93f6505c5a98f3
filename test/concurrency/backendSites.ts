/**
 * A served app on each backend for the parallel-write suites: SQLite in memory, and PostgreSQL in a fresh
 * schema (the app's own pool of 10 connections, so parallel requests really run side by side), dropped
 * afterwards. An administrator is logged in.
 */
import type { ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/index';
import { SECRET, serveSite, type Reply, type RequestOptions, type Session, type Site } from '../auth-http/site';
import { dropPostgresSchema } from '../storage/backends';

const POSTGRES_URL = process.env.SVC_REST_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly BackendName[] = ['sqlite', 'postgres'];

export interface AdminSite {
  site: Site;
  admin: Session;
  /** A request as the administrator. */
  as(method: string, path: string, options?: Omit<RequestOptions, 'session'>): Promise<Reply>;
}

export async function adminSite(t: ExecutionContext, backend: BackendName): Promise<AdminSite> {
  let options: { database: string; databaseSchema?: string } = { database: ':memory:' };
  if (backend === 'postgres') {
    const schema = `svc_conc_${randomBytes(6).toString('hex')}`;
    options = { database: POSTGRES_URL, databaseSchema: schema };
    t.teardown(() => dropPostgresSchema(POSTGRES_URL, schema));
  }
  const site = await serveSite(await createApp({ secret: SECRET, ...options }));
  t.teardown(() => site.close());
  await site.app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  const admin = await site.login('admin', 'admin-pass');
  const as = (method: string, path: string, rest: Omit<RequestOptions, 'session'> = {}): Promise<Reply> =>
    site.request(method, path, { ...rest, session: admin });
  return { site, admin, as: (method, path, rest) => onceMoreOnSocketFailure(() => as(method, path, rest)) };
}

/**
 * On a crowded machine the client now and then sends a request on a kept-alive socket the server is
 * closing, and fetch fails before any reply. Such a request is sent once more; every assertion still
 * counts stored rows, so a request that had in fact been processed shows up as an extra one.
 */
export async function onceMoreOnSocketFailure(send: () => Promise<Reply>): Promise<Reply> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof TypeError) || error.message !== 'fetch failed') throw error;
    return send();
  }
}

/** Sends `count` requests at once and waits for every reply. */
export function inParallel(count: number, send: (i: number) => Promise<Reply>): Promise<Reply[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

/** The statuses of the replies, sorted, for one assertion over a whole burst. */
export function statuses(replies: readonly Reply[]): number[] {
  return replies.map((reply) => reply.status).sort((a, b) => a - b);
}
