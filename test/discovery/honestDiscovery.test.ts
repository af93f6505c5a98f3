/**
 * Discovery points only at routes that answer: /types and /taxonomies list the types
 * and taxonomies whose collection routes are served, links of posts and terms name only
 * served routes, and a crawler that walks the index, every route without captures and
 * every `_links` href it meets finds no 404. What is served is read from the route table
 * when a request is answered, so a type listed here grows with the routes branches add.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { createApp } from '../../src/index';
import type { RestServer } from '../../src/server/RestServer';
import { PagesController, PostsController } from '../../controllers/posts/PostsController';
import { UsersController } from '../../controllers/users/UsersController';
import { PostTypesController } from '../../controllers/types/PostTypesController';
import { registerPostType } from '../../src/model/registerContentTypes';
import { contentRegistriesOf } from '../../controllers/registries';
import { obj, serveSite, startSite, type Fields, type Reply, type Session, type Site } from '../auth-http/site';

interface Link {
  href: string;
}

interface CaptureBody {
  response: { body_raw: string };
}

/** The types or taxonomies of a WordPress 7.1 capture, by name, with their REST address. */
function wordpressListing(name: 'types' | 'taxonomies'): Array<{ name: string; route: string }> {
  const capture = JSON.parse(readFileSync(`/work/shared/reference/wordpress/${name}.json`, 'utf8')) as CaptureBody;
  const listed = JSON.parse(capture.response.body_raw) as Record<string, { rest_base: string; rest_namespace: string }>;
  return Object.entries(listed).map(([key, item]) => ({ name: key, route: `/${item.rest_namespace}/${item.rest_base}` }));
}

const PASSWORD = 'pw-ada-1';

/** A site with content behind every kind of link: terms, a post with a featured image attached, a child page, a comment, a synced pattern. */
async function contentSite(): Promise<{ site: Site; session: Session; admin: number }> {
  const site = await startSite();
  const admin = (await site.app.users.create({ username: 'ada', email: 'ada@example.com', password: PASSWORD, roles: ['administrator'], name: 'Ada' })).id;
  const session = await site.login('ada', PASSWORD);
  const write = async (path: string, json: Fields): Promise<Fields> => {
    const reply = await site.request('POST', path, { session, json });
    if (reply.status !== 201 && reply.status !== 200) throw new Error(`POST ${path}: ${reply.status} ${reply.text}`);
    return obj(reply);
  };
  const category = await write('/wp/v2/categories', { name: 'News' });
  const child = await write('/wp/v2/categories', { name: 'Local', parent: category.id });
  const tag = await write('/wp/v2/tags', { name: 'Notes' });
  const post = await write('/wp/v2/posts', { title: 'Hello', content: 'Body', status: 'publish', categories: [child.id], tags: [tag.id] });
  await write(`/wp/v2/posts/${String(post.id)}`, { title: 'Hello again' });
  const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
  const upload = await fetch(`${site.base}/wp/v2/media?post=${String(post.id)}`, {
    method: 'POST',
    headers: { Cookie: session.cookie, 'X-SVC-Nonce': session.nonce, 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="red.png"' },
    body: image,
  });
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const media = (await upload.json()) as Fields;
  await write(`/wp/v2/posts/${String(post.id)}`, { featured_media: media.id });
  const page = await write('/wp/v2/pages', { title: 'About', status: 'publish' });
  await write('/wp/v2/pages', { title: 'Team', status: 'publish', parent: page.id });
  await write('/wp/v2/comments', { post: post.id, content: 'Nice' });
  const patternCategory = await write('/wp/v2/wp_pattern_category', { name: 'Heroes' });
  await write('/wp/v2/blocks', { title: 'Hero', content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', status: 'publish', wp_pattern_category: [patternCategory.id] });
  return { site, session, admin };
}

/** Every `_links` href in a body, however deep (items of lists, embedded resources). */
function linkHrefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) linkHrefs(item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === '_links') {
        for (const links of Object.values(inner as Record<string, Link[] | Link>)) {
          for (const link of Array.isArray(links) ? links : [links]) out.push(link.href);
        }
      } else {
        linkHrefs(inner, out);
      }
    }
  }
  return out;
}

/** Where links point: the REST root of the app's configured address (not the test port). */
function linkRoot(site: Site): string {
  return site.app.urls.restUrl('').replace(/\/$/, '');
}

/** The path of an href that addresses one resource of ours (not a URI template, a route pattern or another site), else null. */
function crawlable(site: Site, href: string): string | null {
  const root = linkRoot(site);
  if (!href.startsWith(`${root}/`) || href.includes('{') || href.includes('(?P<')) return null;
  return href.slice(root.length);
}

/**
 * Whether `path` is a served route that answers no GET (the index links every route
 * without captures, `POST /batch/v1` included): its OPTIONS help then names its methods.
 */
async function servedWithoutGet(site: Site, path: string): Promise<boolean> {
  const help = obj(await site.request('OPTIONS', path.split('?')[0]!));
  return Array.isArray(help.methods) && !(help.methods as string[]).includes('GET');
}

interface IndexRoute {
  methods: string[];
}

test('the crawler walks the index, every route without captures and every _links href: nothing 404s', async (t) => {
  t.timeout(300_000);
  const { site, session } = await contentSite();
  t.teardown(() => site.close());
  const index = obj(await site.request('GET', '/'));
  const routes = index.routes as Record<string, IndexRoute>;
  const queue: Array<{ path: string; from: string }> = [{ path: '/', from: 'start' }];
  for (const [route, entry] of Object.entries(routes)) {
    if (!route.includes('(') && entry.methods.includes('GET')) queue.push({ path: route, from: 'the index' });
  }
  const seen = new Set<string>();
  const missing: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < 800) {
    const { path, from } = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    visited += 1;
    for (const reply of [await site.request('GET', path, { session }), await site.request('GET', `${path}${path.includes('?') ? '&' : '?'}context=edit`, { session })]) {
      if (reply.status === 404 && !(await servedWithoutGet(site, path))) missing.push(`${path} (linked from ${from}): ${reply.text}`);
      for (const href of linkHrefs(reply.body)) {
        const next = crawlable(site, href);
        if (next !== null) queue.push({ path: next, from: path });
      }
    }
  }
  t.deepEqual(missing, []);
  t.is(queue.length, 0, 'the crawl ended before the cap');
  // It went through the content, not only the collections.
  for (const kind of ['/wp/v2/posts/', '/wp/v2/pages/', '/wp/v2/media/', '/wp/v2/categories/', '/wp/v2/tags/', '/wp/v2/comments/', '/wp/v2/blocks/', '/wp/v2/users/']) {
    t.true([...seen].some((path) => path.startsWith(kind)), kind);
  }
});

test('/types lists exactly the WordPress types whose routes are served, each wp:items link answering', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const routes = obj(await site.request('GET', '/')).routes as Record<string, unknown>;
  const types = obj(await site.request('GET', '/wp/v2/types'));
  // A type is served when its collection or any route below it is (global styles have items only).
  const servedUnder = (route: string): boolean => route in routes || Object.keys(routes).some((served) => served.startsWith(`${route}/`));
  const served = wordpressListing('types').filter((type) => servedUnder(type.route));
  t.deepEqual(Object.keys(types), served.map((type) => type.name));
  t.true(served.some((type) => !(type.route in routes)), 'a type served item by item only is listed too');
  for (const { name, route } of served) {
    const type = types[name] as Fields & { _links: Record<string, Link[]> };
    t.is(`/${String(type.rest_namespace)}/${String(type.rest_base)}`, route);
    // wp:items only where the collection is served; it answers (401 where only editors may list, never 404).
    t.deepEqual(type._links['wp:items'], route in routes ? [{ href: `${linkRoot(site)}${route}` }] : undefined, name);
    if (route in routes && !route.includes('(?P<')) t.not((await site.request('GET', route)).status, 404, route);
  }
  // Taxonomies a listed type names are listed too.
  const taxonomies = obj(await site.request('GET', '/wp/v2/taxonomies'));
  for (const type of Object.values(types) as Array<{ taxonomies: string[] }>) {
    for (const taxonomy of type.taxonomies) t.true(taxonomy in taxonomies, taxonomy);
  }
});

test('a WordPress type whose routes are not served is not readable at /types/{type} either', async (t) => {
  // An app serving only posts, pages and the types listing: the other WordPress types are not served.
  const app = await createApp({ database: ':memory:', secret: 'discovery-secret', defaultControllers: false, controllers: [PostsController, PagesController, PostTypesController] });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  const routes = obj(await site.request('GET', '/')).routes as Record<string, unknown>;
  const servedUnder = (route: string): boolean => route in routes || Object.keys(routes).some((served) => served.startsWith(`${route}/`));
  for (const { name } of wordpressListing('types').filter((type) => !servedUnder(type.route))) {
    const reply = await site.request('GET', `/wp/v2/types/${name}`);
    t.is(reply.status, 401, name);
    t.deepEqual(reply.body, { code: 'rest_cannot_read_type', message: 'Cannot view post type.', data: { status: 401 } }, name);
  }
});

test('/taxonomies lists exactly the WordPress taxonomies whose routes are served; an unserved one is rest_forbidden', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const routes = obj(await site.request('GET', '/')).routes as Record<string, unknown>;
  const taxonomies = obj(await site.request('GET', '/wp/v2/taxonomies'));
  const listing = wordpressListing('taxonomies');
  const served = listing.filter((taxonomy) => taxonomy.route in routes);
  t.deepEqual(Object.keys(taxonomies), served.map((taxonomy) => taxonomy.name));
  for (const { name, route } of served) {
    t.deepEqual((taxonomies[name] as { _links: Record<string, Link[]> })._links['wp:items'], [{ href: `${linkRoot(site)}${route}` }]);
    t.not((await site.request('GET', route)).status, 404, route);
  }
  for (const { name } of listing.filter((taxonomy) => !(taxonomy.route in routes))) {
    const reply = await site.request('GET', `/wp/v2/taxonomies/${name}`);
    t.is(reply.status, 401, name);
    t.is(obj(reply).code, 'rest_forbidden', name);
  }
});

test('discovery grows with the route table: a type appears once a route serves its collection', async (t) => {
  const app = await createApp({ database: ':memory:', secret: 'discovery-secret' });
  // A type whose controller is not one is not served, so it is not discovered; a plain one is.
  registerPostType(app, { name: 'hidden_book', label: 'Hidden books', singularLabel: 'Hidden book', restBase: 'hidden-books', restControllerClass: 'NoSuchController' });
  registerPostType(app, { name: 'book', label: 'Books', singularLabel: 'Book', restBase: 'books' });
  // A route added by other code (here by hand) for a registered type makes it discoverable.
  const menuItems = contentRegistriesOf(app).postTypes.get('nav_menu_item');
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    if (server.getRouteEntry('/wp/v2/menu-items') === undefined) {
      server.registerRoute('wp/v2', '/menu-items', { methods: 'GET', callback: () => [], permission_callback: () => true });
    }
  });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  const types = obj(await site.request('GET', '/wp/v2/types'));
  t.false('hidden_book' in types);
  t.true('book' in types);
  t.is(menuItems?.restBase, 'menu-items');
  t.deepEqual((types.nav_menu_item as { _links: Record<string, Link[]> })._links['wp:items'], [{ href: `${linkRoot(site)}/wp/v2/menu-items` }]);
  t.is((await site.request('GET', '/wp/v2/types/hidden_book')).status, 401);
  t.is((await site.request('GET', '/wp/v2/types/book')).status, 200);
});

test('posts link to media and terms only when those routes are served', async (t) => {
  const app = await createApp({ database: ':memory:', secret: 'discovery-secret', defaultControllers: false, controllers: [PostsController, PagesController, UsersController] });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  const author = (await app.storage.users.create({ user_login: 'ada', roles: ['administrator'] })).id;
  const post = await app.storage.posts.create({ post_author: author, post_status: 'publish', post_title: 'Alone', post_content: 'Body' });
  const links = obj(await site.request('GET', `/wp/v2/posts/${post.id}`))._links as Record<string, Link[]>;
  t.deepEqual(Object.keys(links), ['self', 'collection', 'about', 'author', 'replies', 'version-history']);
  const full = await startSite();
  t.teardown(() => full.close());
  const fullAuthor = (await full.app.storage.users.create({ user_login: 'ada', roles: ['administrator'] })).id;
  const fullPost = await full.app.storage.posts.create({ post_author: fullAuthor, post_status: 'publish', post_title: 'Linked', post_content: 'Body' });
  const fullLinks = obj(await full.request('GET', `/wp/v2/posts/${fullPost.id}`))._links as Record<string, Link[]>;
  t.deepEqual(fullLinks['wp:attachment'], [{ href: `${linkRoot(full)}/wp/v2/media?parent=${fullPost.id}` }]);
  t.deepEqual(fullLinks['wp:term']!.map((link) => link.href), [`${linkRoot(full)}/wp/v2/categories?post=${fullPost.id}`, `${linkRoot(full)}/wp/v2/tags?post=${fullPost.id}`]);
});

test('OPTIONS: a served route answers its help; an unserved one answers empty data, as WordPress and SPEC say, naming no route', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const served = await site.request('OPTIONS', '/wp/v2/media');
  t.is(served.status, 200);
  t.is(obj(served).namespace, 'wp/v2');
  t.deepEqual(obj(served).methods, ['GET', 'POST']);
  for (const path of ['/wp/v2/no-such-route', '/no-such/v1/things']) {
    const reply: Reply = await site.request('OPTIONS', path);
    t.is(reply.status, 200, path);
    t.deepEqual(reply.body, [], path);
    t.is(reply.headers.get('allow'), null, path);
  }
  // A GET on the same address is the 404 of WordPress.
  const get = await site.request('GET', '/wp/v2/no-such-route');
  t.is(get.status, 404);
  t.deepEqual(get.body, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
});
