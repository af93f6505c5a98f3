/**
 * A site served over HTTP for the editor library tests (patterns, pattern directory, icons),
 * on SQLite or on a fresh PostgreSQL schema, with an administrator, a contributor (who may
 * edit posts) and a subscriber (who may not) logged in.
 */
import type { ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/index';
import { unregisterBlockPattern } from '../../controllers/patterns/BlockPatternRegistry';
import type { AppOptions } from '../../src/app/AppOptions';
import { SECRET, serveSite, type Reply, type RequestOptions, type Session, type Site } from '../auth-http/site';
import { dropPostgresSchema, reachablePostgres } from '../storage/backends';

/** The pattern the shipped default theme (Twenty Twenty-Five) has in its `patterns/` folder. */
export const THEME_PATTERN = 'twentytwentyfive/call-to-action';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly BackendName[] = ['sqlite', 'postgres'];

export type Who = 'admin' | 'contributor' | 'subscriber' | 'anonymous';

export interface EditorSite {
  site: Site;
  as(who: Who, method: string, path: string, options?: Omit<RequestOptions, 'session'>): Promise<Reply>;
}

export async function editorSite(t: ExecutionContext, backend: BackendName = 'sqlite', options: AppOptions = {}): Promise<EditorSite> {
  let database: Pick<AppOptions, 'database' | 'databaseSchema'> = { database: ':memory:' };
  if (backend === 'postgres') {
    const url = await reachablePostgres();
    const schema = `svc_editor_${randomBytes(6).toString('hex')}`;
    database = { database: url, databaseSchema: schema };
    t.teardown(() => dropPostgresSchema(url, schema));
  }
  const app = await createApp({ secret: SECRET, ...database, ...options });
  // These tests list what they register themselves; the active theme's own pattern has its test in themePatterns.test.ts.
  unregisterBlockPattern(app, THEME_PATTERN);
  const site = await serveSite(app);
  t.teardown(() => site.close());
  const sessions = new Map<Who, Session>();
  for (const [who, role] of [['admin', 'administrator'], ['contributor', 'contributor'], ['subscriber', 'subscriber']] as const) {
    await app.users.create({ username: who, email: `${who}@example.com`, password: `${who}-pass`, roles: [role] });
    sessions.set(who, await site.login(who, `${who}-pass`));
  }
  const as = (who: Who, method: string, path: string, extra: Omit<RequestOptions, 'session'> = {}): Promise<Reply> => {
    const session = sessions.get(who);
    return site.request(method, path, session === undefined ? extra : { ...extra, session });
  };
  return { site, as };
}

/** An error body as WordPress answers it. */
export const error = (code: string, message: string, status: number): Record<string, unknown> => ({ code, message, data: { status } });

/** Anonymous visitors get 401 and subscribers 403, both with `code` and `message`; contributors get 200. */
export async function assertEditorsOnly(t: ExecutionContext, { as }: EditorSite, path: string, code: string, message: string): Promise<void> {
  for (const [who, status] of [['anonymous', 401], ['subscriber', 403]] as const) {
    const reply = await as(who, 'GET', path);
    t.deepEqual([reply.status, reply.body], [status, error(code, message, status)], `${who} ${path}`);
  }
  t.is((await as('contributor', 'GET', path)).status, 200, `contributor ${path}`);
}
