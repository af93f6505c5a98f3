/** A site with menu locations and widget areas, on SQLite or PostgreSQL, for the navigation and widgets tests. */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import type { TestDatabase } from '../storage/backends';
import { call, type Served } from '../controllers/serveAs';

export const BASE = 'http://127.0.0.1:8088';
export const ROOT = `${BASE}/svc-json`;

export interface NavigationSite {
  app: SvcApp;
  admin: number;
  editor: number;
  author: number;
  subscriber: number;
  /** Serves a request as `user` (0: anonymous). */
  as: (user: number, method: string, path: string, body?: unknown) => Promise<Served>;
}

export async function navigationSite(t: ExecutionContext, database: TestDatabase = { database: ':memory:' }, options: AppOptions = {}): Promise<NavigationSite> {
  t.timeout(120_000);
  const app = await createApp({
    baseUrl: BASE,
    ...database,
    menuLocations: { primary: 'Primary menu', footer: 'Footer menu' },
    sidebars: [
      { id: 'sidebar-1', name: 'Main Sidebar', description: 'Shown beside posts.' },
      { id: 'footer', name: 'Footer', class: 'wide', beforeWidget: '<section id="%1$s" class="widget %2$s">', afterWidget: '</section>', beforeTitle: '<h3>', afterTitle: '</h3>', showInRest: true },
    ],
    ...options,
  });
  t.teardown(() => app.close());
  const user = async (login: string, role: string): Promise<number> => (await app.storage.users.create({ user_login: login, user_email: `${login}@example.com`, roles: [role] })).id;
  const site = {
    app,
    admin: await user('admin', 'administrator'),
    editor: await user('editor', 'editor'),
    author: await user('author', 'author'),
    subscriber: await user('reader', 'subscriber'),
  };
  return { ...site, as: (userId, method, path, body) => call(app, userId, method, path, body) };
}

/** An error body as WordPress answers it. */
export const error = (code: string, message: string, status: number): Record<string, unknown> => ({ code, message, data: { status } });

export type Body = Record<string, unknown>;
export const bodyOf = (served: Served): Body => served.body as Body;
export const listOf = (served: Served): Body[] => served.body as Body[];
