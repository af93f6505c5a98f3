/**
 * A site for the comments tests: the comments controller (plus whatever a test
 * adds), users of the five roles of the permission matrix, posts in the states
 * comments care about, and comments seeded through app.storage.
 */
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { runAsUser } from '../../src/scope/RequestScope';
import { RestRequest } from '../../src/server/RestRequest';
import { serveRequest } from '../../src/server/serveRequest';
import type { CommentInput, CommentRecord } from '../../src/storage/types';
import { CommentsController } from '../../controllers/comments/CommentsController';
import { BASE } from './types-statuses-taxonomies-settings.site';

export { call, BASE, ROOT } from './types-statuses-taxonomies-settings.site';

/** Served like `call`, keeping every header (a response may carry several `Link` headers). */
export async function serve(app: SvcApp, userId: number, path: string): Promise<{ status: number; body: unknown; headers: Array<[string, string]> }> {
  const served = await runAsUser({ id: userId }, () => serveRequest(app.server, app.urls, RestRequest.fromPath(path, 'GET')));
  return { status: served.status, body: typeof served.body === 'string' ? JSON.parse(served.body) : served.body, headers: served.headers };
}

/** Keys of an object, in order. */
export const keys = (value: unknown): string[] => Object.keys(value as Record<string, unknown>);
/** The object at `index` of a list body. */
export const item = (body: unknown, index = 0): Record<string, unknown> => (body as Array<Record<string, unknown>>)[index]!;

export interface CommentsSite {
  app: SvcApp;
  users: { admin: number; editor: number; author: number; other: number; subscriber: number };
  posts: { open: number; closed: number; draft: number; locked: number; private: number };
  comment(input: CommentInput & { comment_post_id: number }): Promise<CommentRecord>;
  /** Moves the app clock on (flood control compares comment times). */
  tick(seconds: number): void;
}

export async function makeCommentsSite(extra: Array<new (...args: never[]) => object> = []): Promise<CommentsSite> {
  let clock = Date.parse('2026-01-02T03:04:05Z');
  const app = await createApp({ baseUrl: BASE, defaultControllers: false, controllers: [CommentsController, ...extra], now: () => clock });
  const user = async (login: string, role: string, email: string): Promise<number> =>
    (await app.storage.users.create({ user_login: login, user_email: email, display_name: login[0]!.toUpperCase() + login.slice(1), roles: [role] })).id;
  const users = {
    admin: await user('admin', 'administrator', 'admin@example.com'),
    editor: await user('editor', 'editor', 'editor@example.com'),
    author: await user('writer', 'author', 'writer@example.com'),
    other: await user('scribe', 'author', 'scribe@example.com'),
    subscriber: await user('reader', 'subscriber', 'reader@example.com'),
  };
  const post = async (slug: string, fields: Record<string, unknown> = {}): Promise<number> =>
    (await app.storage.posts.create({ post_author: users.author, post_status: 'publish', post_type: 'post', post_title: slug, post_name: slug, ...fields })).id;
  const posts = {
    open: await post('open-post'),
    closed: await post('closed-post', { comment_status: 'closed' }),
    draft: await post('draft-post', { post_status: 'draft' }),
    locked: await post('locked-post', { post_password: 'sesame' }),
    private: await post('private-post', { post_status: 'private' }),
  };
  const comment = async (input: CommentInput & { comment_post_id: number }): Promise<CommentRecord> => {
    clock += 60_000;
    return app.storage.comments.create({ comment_author: 'Hank', comment_author_email: 'hank@example.com', comment_content: 'Hello', comment_author_ip: '10.0.0.1', ...input });
  };
  return { app, users, posts, comment, tick: (seconds) => { clock += seconds * 1000; } };
}
