/** A site for the site editing tests: the default controllers and the shipped theme, on the backend a test runs on. */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import type { TestDatabase } from '../storage/backends';
import { call, type Served } from '../controllers/serveAs';

export const BASE = 'http://127.0.0.1:8088';
export const ROOT = `${BASE}/svc-json`;
export const THEME = 'twentytwentyfive';

export interface EditingSite {
  app: SvcApp;
  admin: number;
  editor: number;
  subscriber: number;
  /** Serves a request as `user` (0: anonymous). */
  as(user: number, method: string, path: string, body?: unknown): Promise<Served>;
}

export async function makeEditingSite(t: ExecutionContext, database: TestDatabase): Promise<EditingSite> {
  const app = await createApp({ ...database, baseUrl: BASE });
  t.teardown(() => app.close());
  const user = async (login: string, role: string, name: string): Promise<number> => (await app.users.create({ username: login, email: `${login}@example.com`, password: 'correct horse', roles: [role], name })).id;
  return {
    app,
    admin: await user('admin', 'administrator', 'Ada Admin'),
    editor: await user('editor', 'editor', 'Ed Editor'),
    subscriber: await user('reader', 'subscriber', 'Rea Reader'),
    as: (userId, method, path, body) => call(app, userId, method, path, body),
  };
}

/** An error body as WordPress answers it. */
export const error = (code: string, message: string, status: number): Record<string, unknown> => ({ code, message, data: { status } });

/** The body as a record (for reading fields). */
export const record = (served: Served): Record<string, unknown> => served.body as Record<string, unknown>;
export const records = (served: Served): Array<Record<string, unknown>> => served.body as Array<Record<string, unknown>>;
