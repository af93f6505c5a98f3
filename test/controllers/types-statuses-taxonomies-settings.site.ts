/** A small site for the types, statuses, taxonomies and settings tests: the four controllers and three users. */
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { PostStatusesController } from '../../controllers/statuses/PostStatusesController';
import { SettingsController } from '../../controllers/settings/SettingsController';
import { TaxonomiesController } from '../../controllers/taxonomies/TaxonomiesController';
import { PostTypesController } from '../../controllers/types/PostTypesController';
import { serveCollectionStandIns } from './standInCollections';
import { call, type Served } from './serveAs';

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
  serveCollectionStandIns(app);
  const admin = (await app.storage.users.create({ user_login: 'admin', roles: ['administrator'] })).id;
  const author = (await app.storage.users.create({ user_login: 'writer', roles: ['author'] })).id;
  const subscriber = (await app.storage.users.create({ user_login: 'reader', roles: ['subscriber'] })).id;
  return { app, admin, author, subscriber };
}


export { call, type Served };

/** `links` of one item as the wire shows them for `ROOT`. */
export const href = (path: string): Array<{ href: string }> => [{ href: `${ROOT}${path}` }];
export const WP_CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** An item's data without its `_links` (their presence under `_fields` is the server's business, not the controller's). */
export function withoutLinks(body: unknown): Record<string, unknown> {
  const { _links: _omitted, ...rest } = body as Record<string, unknown>;
  return rest;
}
