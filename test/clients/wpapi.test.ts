/**
 * node-wpapi 1.2.2, the published JavaScript client, against a running server: it
 * discovers the API from the site's `Link` header and index, builds its route handlers
 * from our routes, and creates, reads, updates, lists and deletes with an application
 * password. The app's address is the one it listens on, so discovered links resolve.
 */
import test from 'ava';
import { createServer, type AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';

type Item = Record<string, unknown>;

/** A request being built; awaiting it sends it. */
interface WpRequest extends PromiseLike<unknown> {
  id(id: number): WpRequest;
  param(name: string, value: unknown): WpRequest;
  create(data: Item): Promise<Item>;
  update(data: Item): Promise<Item>;
  delete(data?: Item): Promise<Item>;
}

interface WpApi {
  auth(credentials: { username: string; password: string }): WpApi;
  posts(): WpRequest;
  pages(): WpRequest;
  tags(): WpRequest;
  comments(): WpRequest;
  types(): WpRequest;
  taxonomies(): WpRequest;
  users(): WpRequest & { me(): WpRequest };
  namespace(namespace: string): Record<string, () => WpRequest>;
}

interface WpApiModule {
  discover(url: string): Promise<WpApi>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- wpapi ships no types
const WPAPI = require('wpapi') as WpApiModule;

/** A port free right now, so the app can be told its own address before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let app: SvcApp;
let origin: string;
let password: string;

async function rest(method: string, path: string, headers: Record<string, string> = {}, json?: unknown): Promise<{ status: number; body: Item }> {
  const init: RequestInit = { method, headers: json === undefined ? headers : { ...headers, 'Content-Type': 'application/json' } };
  if (json !== undefined) init.body = JSON.stringify(json);
  const response = await fetch(`${origin}/svc-json${path}`, init);
  return { status: response.status, body: (await response.json()) as Item };
}

test.before(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  app = await createApp({ database: ':memory:', secret: 'wpapi-secret', baseUrl: origin });
  await app.users.create({ username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['administrator'], name: 'Ada' });
  await app.listen(port);
  const login = await fetch(`${origin}/svc-json/svc/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'ada', password: 'pw-ada-1' }) });
  const session = { Cookie: (login.headers.get('set-cookie') ?? '').split(';')[0]!, 'X-SVC-Nonce': ((await login.json()) as Item).nonce as string };
  const created = await rest('POST', '/wp/v2/users/me/application-passwords', session, { name: 'wpapi' });
  if (created.status !== 201) throw new Error(`application password: ${created.status} ${JSON.stringify(created.body)}`);
  password = created.body.password as string;
});

test.after.always(() => app?.close());

async function discovered(): Promise<WpApi> {
  return (await WPAPI.discover(`${origin}/`)).auth({ username: 'ada', password });
}

test.serial('discovery follows the Link header to the index and builds handlers for our routes', async (t) => {
  const head = await fetch(`${origin}/`, { method: 'HEAD' });
  t.is(head.headers.get('link'), `<${origin}/svc-json/>; rel="https://api.w.org/"`);
  const wp = await discovered();
  for (const handler of ['posts', 'pages', 'tags', 'categories', 'comments', 'users', 'types', 'taxonomies', 'media', 'blocks', 'settings'] as const) {
    t.is(typeof (wp as unknown as Record<string, unknown>)[handler], 'function', handler);
  }
  const types = (await wp.types()) as Record<string, Item>;
  t.deepEqual(Object.keys(types), [
    'post', 'page', 'attachment', 'nav_menu_item', 'wp_block', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_navigation', 'wp_font_family', 'wp_font_face',
  ], "WordPress 7.1's types, in its order");
  t.is(types.post?.rest_base, 'posts');
  const me = (await wp.users().me()) as Item;
  t.is(me.name, 'Ada');
});

test.serial('posts: create, read, update, list and delete with an application password', async (t) => {
  const wp = await discovered();
  const created = await wp.posts().create({ title: 'From wpapi', content: 'Hello', status: 'publish' });
  const id = created.id as number;
  t.deepEqual(created.title, { raw: 'From wpapi', rendered: 'From wpapi' });
  const read = (await wp.posts().id(id)) as Item;
  t.is((read.content as Item).rendered, '<p>Hello</p>\n');
  const updated = await wp.posts().id(id).update({ title: 'Renamed by wpapi' });
  t.deepEqual(updated.title, { raw: 'Renamed by wpapi', rendered: 'Renamed by wpapi' });
  const listed = (await wp.posts().param('search', 'Renamed')) as Item[];
  t.deepEqual(listed.map((post) => post.id), [id]);
  const deleted = await wp.posts().id(id).delete({ force: true });
  t.is(deleted.deleted, true);
  t.is((deleted.previous as Item).id, id);
  t.is((await rest('GET', `/wp/v2/posts/${id}`)).status, 404);
});

test.serial('tags, pages and comments through the same client', async (t) => {
  const wp = await discovered();
  const tag = await wp.tags().create({ name: 'Clients' });
  t.is(tag.name, 'Clients');
  const page = await wp.pages().create({ title: 'About', status: 'publish' });
  t.is(page.type, 'page');
  const post = await wp.posts().create({ title: 'Tagged', status: 'publish', tags: [tag.id] });
  t.deepEqual(post.tags, [tag.id]);
  const comment = await wp.comments().create({ post: post.id, content: 'First' });
  t.is(comment.post, post.id);
  t.is((await wp.comments().id(comment.id as number).delete({ force: true })).deleted, true);
  t.is((await wp.posts().id(post.id as number).delete({ force: true })).deleted, true);
  t.is((await wp.pages().id(page.id as number).delete({ force: true })).deleted, true);
  t.is((await wp.tags().id(tag.id as number).delete({ force: true })).deleted, true);
});

test.serial('a wrong application password is refused with the WordPress error', async (t) => {
  const wp = (await WPAPI.discover(`${origin}/`)).auth({ username: 'ada', password: 'not the password' });
  // wpapi rejects with the decoded WordPress error body.
  const error = await wp.posts().create({ title: 'Nope' }).then(() => null, (reason: unknown) => reason);
  t.deepEqual(error, { code: 'incorrect_password', message: 'The provided password is an invalid application password.', data: { status: 401 } });
});
