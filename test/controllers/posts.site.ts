/** A site for the posts, pages and revisions tests: the controllers, one user per role, requests served in-process. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import type { PostInput, PostRecord } from '../../src/storage/types';
import { PagesController, PostsController } from '../../controllers/posts/PostsController';
import { PageRevisionsController, PostRevisionsController } from '../../controllers/revisions/RevisionsController';
import { PageAutosavesController, PostAutosavesController } from '../../controllers/autosaves/AutosavesController';
import { UsersController } from '../../controllers/users/UsersController';
import { call, type Served } from './serveAs';
import { serveCollectionStandIns } from './standInCollections';

export const BASE = 'http://127.0.0.1:8088';
export const ROOT = `${BASE}/svc-json`;
export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

export interface Site {
  app: SvcApp;
  /** User id per role; `anonymous` is 0. */
  users: Record<Role | 'anonymous', number>;
  post(input: PostInput): Promise<PostRecord>;
}

/** Fixed clock so dates and scheduling are deterministic. */
export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

export async function makeSite(): Promise<Site> {
  const app = await createApp({
    database: ':memory:',
    baseUrl: BASE,
    now: () => NOW,
    defaultControllers: false,
    controllers: [PostsController, PagesController, PostRevisionsController, PageRevisionsController, PostAutosavesController, PageAutosavesController, UsersController],
  });
  serveCollectionStandIns(app);
  const users = { anonymous: 0 } as Record<Role | 'anonymous', number>;
  for (const role of ROLES) users[role] = (await app.storage.users.create({ user_login: role, display_name: `The ${role}`, roles: [role] })).id;
  const post = (input: PostInput): Promise<PostRecord> => app.storage.posts.create({ post_author: users.administrator, post_status: 'publish', post_title: 'A post', post_content: '<p>Body</p>', ...input });
  return { app, users, post };
}


export { call, type Served };

export type Json = Record<string, unknown>;
export const obj = (served: Served): Json => served.body as Json;
export const list = (served: Served): Json[] => served.body as Json[];

interface Capture {
  request: { method: string; url: string; body?: unknown };
  response: { status: number; headers: Array<[string, string]>; body: unknown };
}

/** A WordPress capture with the wire renames applied (`targetHints` of self links included). */
export function capture(name: string): Capture {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', `${name}.json`);
  const text = readFileSync(path, 'utf8').replace(/wp-json/g, 'svc-json');
  return JSON.parse(text) as Capture;
}

/** Keys of an object, recursively for nested objects (lists: their first item), to compare shapes. */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shape(value[0])] : [];
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value as Json).map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}
