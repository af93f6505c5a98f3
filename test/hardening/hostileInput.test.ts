/**
 * Issue 14, rows 2-6, 8 and 10, on SQLite and PostgreSQL: hostile numbers, NUL bytes, over-long
 * text, e-mail search and `_jsonp[]` get WordPress's answers, never a 500.
 */
import test, { type ExecutionContext } from 'ava';
import type { SvcApp } from '../../src/app/SvcApp';
import { SqlStorage } from '../../src/storage/index';
import { call, type Served } from '../controllers/serveAs';
import { BACKENDS, backendDatabase, type BackendName } from './backendApps';

const HUGE = '99999999999999999999';

interface Site {
  app: SvcApp;
  admin: number;
  postId: number;
}

async function site(t: ExecutionContext, backend: BackendName): Promise<Site> {
  const database = backendDatabase(backend);
  t.teardown(() => database.cleanup());
  const app = await database.open();
  const admin = (await app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] })).id;
  const post = await call(app, admin, 'POST', '/wp/v2/posts', { title: 'Hello', status: 'publish' });
  await call(app, admin, 'POST', '/wp/v2/comments', { post: (post.body as { id: number }).id, content: 'First' });
  return { app, admin, postId: (post.body as { id: number }).id };
}

function error(served: Served): { code: string; message: string; status: number } {
  const body = served.body as { code: string; message: string; data: { status: number } };
  return { code: body.code, message: body.message, status: body.data.status };
}

const fields = (served: Served): Record<string, unknown> => served.body as Record<string, unknown>;

for (const backend of BACKENDS) {
  test(`${backend}: row 2 — huge page and offset are bounded before SQL and answered as WordPress does`, async (t) => {
    const { app } = await site(t, backend);
    const pagePast = await call(app, 0, 'GET', `/wp/v2/posts?page=${HUGE}`);
    t.deepEqual(error(pagePast), {
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      status: 400,
    });
    for (const path of [`/wp/v2/posts?offset=${HUGE}`, `/wp/v2/comments?page=${HUGE}`, `/wp/v2/comments?offset=${HUGE}`, `/wp/v2/users?page=${HUGE}`, `/wp/v2/users?offset=${HUGE}`]) {
      const served = await call(app, 0, 'GET', path);
      t.is(served.status, 200, path);
      t.deepEqual(served.body, [], path);
      t.is(served.headers['X-WP-Total'], '1', path);
      t.is(served.headers['X-WP-TotalPages'], '1', path);
    }
  });

  test(`${backend}: row 3 — ids are 64-bit; beyond 2^53 they are ids that do not exist`, async (t) => {
    const { app, admin, postId } = await site(t, backend);
    const storage = app.storage;
    if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL storage');
    await storage.kysely.insertInto('posts').values({ id: 3_000_000_000, post_author: admin, post_title: 'Far', post_type: 'post', post_status: 'publish' } as never).execute();
    const far = await call(app, 0, 'GET', '/wp/v2/posts/3000000000');
    t.is(far.status, 200);
    t.is(fields(far).id, 3_000_000_000);
    t.deepEqual((await call(app, 0, 'GET', '/wp/v2/posts?include=3000000000,3000000001&_fields=id')).body, [{ id: 3_000_000_000 }]);

    const missing: Array<[string, string, string]> = [
      [`/wp/v2/posts/${HUGE}`, 'rest_post_invalid_id', 'Invalid post ID.'],
      ['/wp/v2/posts/9007199254740993', 'rest_post_invalid_id', 'Invalid post ID.'],
      [`/wp/v2/users/${HUGE}`, 'rest_user_invalid_id', 'Invalid user ID.'],
      [`/wp/v2/comments/${HUGE}`, 'rest_comment_invalid_id', 'Invalid comment ID.'],
      [`/wp/v2/tags/${HUGE}`, 'rest_term_invalid', 'Term does not exist.'],
    ];
    for (const [path, code, message] of missing) t.deepEqual(error(await call(app, admin, 'GET', path)), { code, message, status: 404 }, path);
    for (const path of [`/wp/v2/posts?include=${HUGE}`, `/wp/v2/posts?author=${HUGE}`, `/wp/v2/comments?parent=${HUGE}`, `/wp/v2/tags?post=${HUGE}`, `/wp/v2/users?include=${HUGE}`]) {
      const served = await call(app, admin, 'GET', path);
      t.is(served.status, 200, path);
      t.deepEqual(served.body, [], path);
    }
    t.deepEqual(
      ((await call(app, 0, 'GET', `/wp/v2/posts?exclude=${HUGE}&_fields=id`)).body as Array<{ id: number }>).map((p) => p.id).sort(),
      [postId, 3_000_000_000].sort(),
    );
    t.deepEqual(error(await call(app, admin, 'POST', '/wp/v2/posts', { title: 'x', author: 1e20 })), { code: 'rest_invalid_author', message: 'Invalid author ID.', status: 400 });
    t.deepEqual(error(await call(app, admin, 'POST', '/wp/v2/comments', { post: 1e20, content: 'x' })), {
      code: 'rest_comment_invalid_post_id', message: 'Sorry, you are not allowed to create this comment without a post.', status: 403,
    });
    t.deepEqual(error(await call(app, admin, 'POST', '/wp/v2/pages', { title: 'x', parent: 1e20 })), { code: 'rest_post_invalid_id', message: 'Invalid post parent ID.', status: 400 });
  });

  test(`${backend}: row 4 — numbers beyond 64 bits are refused, not stored`, async (t) => {
    const { app, admin, postId } = await site(t, backend);
    const menuOrder = await call(app, admin, 'POST', '/wp/v2/pages', { title: 'x', menu_order: 1e20 });
    t.deepEqual(menuOrder.body, {
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): menu_order',
      data: { status: 400, params: { menu_order: 'menu_order is out of range.' }, details: { menu_order: { code: 'rest_invalid_param', message: 'menu_order is out of range.', data: null } } },
    });
    const parent = await call(app, admin, 'POST', '/wp/v2/comments', { post: postId, content: 'reply', parent: 1e20 });
    t.deepEqual(error(parent), { code: 'rest_invalid_param', message: 'Invalid parameter(s): parent', status: 400 });
    t.is((await app.storage.posts.query({ type: 'page', status: 'any' })).total, 0, 'no page stored');
    t.is((await app.storage.comments.query({ status: 'all' })).total, 1, 'no comment stored');
    const fits = await call(app, admin, 'POST', '/wp/v2/pages', { title: 'y', menu_order: 2 ** 40 });
    t.is(fields(fits).menu_order, 2 ** 40);
  });

  test(`${backend}: row 5 — NUL bytes are stripped as WordPress's sanitizers do, never a 500`, async (t) => {
    const { app, admin, postId } = await site(t, backend);
    const search = await call(app, 0, 'GET', '/wp/v2/posts?search=Hel%00lo&_fields=id');
    t.deepEqual(search.body, [{ id: postId }]);
    const post = await call(app, admin, 'POST', '/wp/v2/posts', { title: 'a\u0000b', slug: 's\u0000l', status: 'publish' });
    t.is(post.status, 201);
    t.like(fields(post), { slug: 'sl', title: { raw: 'ab' } });
    const comment = await call(app, admin, 'POST', '/wp/v2/comments', { post: postId, content: 'c\u0000d' });
    t.is(comment.status, 201);
    t.like(fields(comment), { content: { raw: 'cd' } });
    const tag = await call(app, admin, 'POST', '/wp/v2/tags', { name: 't\u0000g' });
    t.is(tag.status, 201);
    t.like(fields(tag), { name: 'tg', slug: 'tg' });
    const user = await call(app, admin, 'POST', '/wp/v2/users', { username: 'nina', email: 'nina@example.com', password: 'pw', name: 'Ni\u0000na' });
    t.is(user.status, 201);
    t.is(fields(user).name, 'Nina');
    const login = await call(app, admin, 'POST', '/wp/v2/users', { username: 'u\u0000x', email: 'ux@example.com', password: 'pw' });
    t.like(error(login), { code: 'rest_invalid_param', status: 400 });
    // sanitize_user's strip_tags drops NUL bytes, so WordPress logs this in as "admin".
    const logIn = await call(app, 0, 'POST', '/svc/v1/login', { username: 'ad\u0000min', password: 'admin-pass' });
    t.is(logIn.status, 200);
    t.is(fields(logIn).id, admin);
  });

  test(`${backend}: row 6 — slugs are trimmed to 200 characters, over-long names refused with 400`, async (t) => {
    const { app, admin } = await site(t, backend);
    const long = 'abcdefghij'.repeat(500);
    const post = await call(app, admin, 'POST', '/wp/v2/posts', { title: 'Long', slug: long, status: 'publish' });
    t.is(post.status, 201);
    t.is(fields(post).slug, long.slice(0, 200));
    const again = await call(app, admin, 'POST', '/wp/v2/posts', { title: 'Long again', slug: long, status: 'publish' });
    t.is(fields(again).slug, `${long.slice(0, 198)}-2`, 'the suffixed slug still fits');
    const fromTitle = await call(app, admin, 'POST', '/wp/v2/posts', { title: 'T'.repeat(5000), status: 'publish' });
    t.is((fields(fromTitle).slug as string).length, 200);
    const tag = await call(app, admin, 'POST', '/wp/v2/tags', { name: 'Short', slug: long });
    t.is(fields(tag).slug, long.slice(0, 200));

    const tooLongName = (param: string, max: number) => ({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: `${param} must be at most ${max} characters long.` }, details: { [param]: { code: 'rest_invalid_param', message: `${param} must be at most ${max} characters long.`, data: null } } },
    });
    t.deepEqual((await call(app, admin, 'POST', '/wp/v2/tags', { name: 'n'.repeat(10000) })).body, tooLongName('name', 200));
    t.deepEqual((await call(app, admin, 'POST', '/wp/v2/categories', { name: 'n'.repeat(201) })).body, tooLongName('name', 200));
    t.is((await call(app, admin, 'POST', '/wp/v2/categories', { name: 'n'.repeat(200) })).status, 201);
    t.deepEqual((await call(app, admin, 'POST', '/wp/v2/users', { username: 'longname', email: 'l@example.com', password: 'pw', name: 'n'.repeat(5000) })).body, tooLongName('name', 250));
    t.deepEqual(error(await call(app, admin, 'POST', '/wp/v2/users', { username: 'longurl', email: 'u@example.com', password: 'pw', url: `https://example.com/${'a'.repeat(100)}` })), {
      code: 'user_url_too_long', message: 'User URL may not be longer than 100 characters.', status: 400,
    });
    t.is((await app.storage.users.query({})).total, 1, 'no user stored');
  });

  test(`${backend}: row 8 — anonymous user search never matches e-mail addresses`, async (t) => {
    const { app, admin } = await site(t, backend);
    const ids = (served: Served) => (served.body as Array<{ id: number }>).map((u) => u.id);
    t.deepEqual(ids(await call(app, 0, 'GET', '/wp/v2/users?search=admin')), [admin], 'the login is searchable');
    t.deepEqual(ids(await call(app, 0, 'GET', '/wp/v2/users?search=admin%40example')), []);
    t.deepEqual(ids(await call(app, 0, 'GET', '/wp/v2/users?search=example.com')), []);
    t.deepEqual(ids(await call(app, 0, 'GET', `/wp/v2/users?search=${admin}`)), [admin], 'the id is searchable');
    t.deepEqual(ids(await call(app, admin, 'GET', '/wp/v2/users?search=admin%40example')), [admin], 'those who may list users search e-mail');
  });

  test(`${backend}: row 10 — _jsonp as an array is refused`, async (t) => {
    const { app } = await site(t, backend);
    const served = await call(app, 0, 'GET', '/wp/v2/posts?_jsonp[]=cb');
    t.is(served.status, 400);
    t.deepEqual(served.body, { code: 'rest_callback_invalid', message: 'Invalid JSONP callback function.', data: { status: 400 } });
  });
}
