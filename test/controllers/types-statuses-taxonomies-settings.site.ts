/** A small site for the types, statuses, taxonomies and settings tests: the four controllers and three users. */
import { createApp } from '../../src/app/createApp';
import type { SvcApp } from '../../src/app/SvcApp';
import { runAsUser } from '../../src/server/RequestScope';
import { RestRequest } from '../../src/server/RestRequest';
import { serveRequest } from '../../src/server/serveRequest';
import { PostStatusesController } from '../../controllers/statuses/PostStatusesController';
import { SettingsController } from '../../controllers/settings/SettingsController';
import { TaxonomiesController } from '../../controllers/taxonomies/TaxonomiesController';
import { PostTypesController } from '../../controllers/types/PostTypesController';

export const BASE = 'http://127.0.0.1:8088';
export const ROOT = `${BASE}/svc-json`;

export interface Site {
  app: SvcApp;
  admin: number;
  author: number;
  subscriber: number;
}

export async function makeSite(): Promise<Site> {
  const app = await createApp({
    baseUrl: BASE,
    defaultControllers: false,
    controllers: [PostTypesController, PostStatusesController, TaxonomiesController, SettingsController],
  });
  const admin = (await app.storage.users.create({ user_login: 'admin', roles: ['administrator'] })).id;
  const author = (await app.storage.users.create({ user_login: 'writer', roles: ['author'] })).id;
  const subscriber = (await app.storage.users.create({ user_login: 'reader', roles: ['subscriber'] })).id;
  return { app, admin, author, subscriber };
}

export interface Served {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Serves `path` as user `userId` (0: anonymous), JSON body for writes; the body is parsed back. */
export async function call(app: SvcApp, userId: number, method: string, path: string, body?: Record<string, unknown>): Promise<Served> {
  const request = RestRequest.fromPath(path, method);
  if (body !== undefined) {
    request.setHeader('Content-Type', 'application/json');
    request.setBody(JSON.stringify(body));
  }
  const served = await runAsUser({ id: userId }, () => serveRequest(app.server, app.urls, request));
  const headers: Record<string, string> = {};
  for (const [name, value] of served.headers) headers[name] = value;
  return { status: served.status, body: typeof served.body === 'string' ? JSON.parse(served.body) : served.body, headers };
}

/** `links` of one item as the wire shows them for `ROOT`. */
export const href = (path: string): Array<{ href: string }> => [{ href: `${ROOT}${path}` }];
export const WP_CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** An item's data without its `_links` (their presence under `_fields` is the server's business, not the controller's). */
export function withoutLinks(body: unknown): Record<string, unknown> {
  const { _links: _omitted, ...rest } = body as Record<string, unknown>;
  return rest;
}
