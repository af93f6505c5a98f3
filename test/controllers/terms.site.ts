/**
 * A site for the terms and search tests: the terms controllers of the built-in
 * taxonomies (plus whatever a test adds), users of four roles, content seeded
 * through app.storage, and the WordPress captures with the wire renames.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { installTermsControllers } from '../../controllers/terms/termsControllers';
import { registerControllerClass } from '../../src/decorators/installControllers';
import { BASE } from './types-statuses-taxonomies-settings.site';

export { call, BASE, ROOT } from './types-statuses-taxonomies-settings.site';

export interface TermsSite {
  app: SvcApp;
  admin: number;
  editor: number;
  author: number;
  subscriber: number;
}

export type Controllers = Array<new (...args: never[]) => object>;

/** `terms`: the terms controllers to install; by default those of the app's own taxonomies. */
export async function makeTermsSite(extra: Controllers = [], terms?: Controllers): Promise<TermsSite> {
  const app = await createApp({ baseUrl: BASE, defaultControllers: false, controllers: terms ?? [] });
  if (terms === undefined) installTermsControllers(app);
  for (const controller of extra) registerControllerClass(app, controller);
  const user = async (login: string, role: string): Promise<number> => (await app.storage.users.create({ user_login: login, roles: [role] })).id;
  return {
    app,
    admin: await user('admin', 'administrator'),
    editor: await user('editor', 'editor'),
    author: await user('writer', 'author'),
    subscriber: await user('reader', 'subscriber'),
  };
}

export type Item = Record<string, unknown> & { _links: Record<string, unknown> };

/** A capture's response (`wp-json` read as `svc-json`; `targetHints` of self links included). */
export function capture(name: string): { status: number; headers: Array<[string, string]>; body: unknown } {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', `${name}.json`);
  const text = readFileSync(path, 'utf8').replace(/wp-json/g, 'svc-json');
  return (JSON.parse(text) as { response: ReturnType<typeof capture> }).response;
}

/** Keys of an object, in order. */
export const keys = (value: unknown): string[] => Object.keys(value as Record<string, unknown>);
