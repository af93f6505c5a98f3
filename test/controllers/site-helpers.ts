/** A small site for the block types, block renderer, themes, plugins and block directory tests. */
import { readFileSync } from 'node:fs';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { BlockDirectoryController } from '../../controllers/block-directory/BlockDirectoryController';
import { BlockRendererController } from '../../controllers/blocks/BlockRendererController';
import { BlockTypesController } from '../../controllers/blocks/BlockTypesController';
import { PluginsController } from '../../controllers/plugins/PluginsController';
import { ThemesController } from '../../controllers/themes/ThemesController';
import { call, type Served } from './serveAs';

export const BASE = 'http://127.0.0.1:8088';
export const ROOT = `${BASE}/svc-json`;

export interface Site {
  app: SvcApp;
  admin: number;
  editor: number;
  contributor: number;
  subscriber: number;
}

export async function makeSite(): Promise<Site> {
  const app = await createApp({
    baseUrl: BASE,
    defaultControllers: false,
    controllers: [BlockTypesController, BlockRendererController, ThemesController, PluginsController, BlockDirectoryController],
  });
  const user = async (login: string, role: string): Promise<number> => (await app.storage.users.create({ user_login: login, roles: [role] })).id;
  return { app, admin: await user('admin', 'administrator'), editor: await user('editor', 'editor'), contributor: await user('contrib', 'contributor'), subscriber: await user('reader', 'subscriber') };
}


export { call, type Served };

/** An error body as WordPress answers it. */
export const error = (code: string, message: string, status: number): Record<string, unknown> => ({ code, message, data: { status } });

/**
 * The body of a WordPress capture with the wire renames applied (`wp-json` → `svc-json`),
 * `targetHints` of self links included.
 */
export function captureBody(name: string): unknown {
  const capture = JSON.parse(readFileSync(`/work/shared/reference/wordpress/${name}.json`, 'utf8')) as { response: { body?: unknown; body_raw?: string } };
  const body = capture.response.body ?? JSON.parse(capture.response.body_raw ?? 'null');
  const text = JSON.stringify(body).replace(/\/wp-json\//g, '/svc-json/');
  return JSON.parse(text) as unknown;
}

export const keysOf = (value: unknown): string[] => Object.keys(value as Record<string, unknown>);
