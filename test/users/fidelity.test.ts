/** The users routes against WordPress 7.1: batch, search_columns, persisted_preferences and the refused edit context. */
import { readFileSync } from 'node:fs';
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { capture, PASSWORDS, referenceSite } from './seed';

interface RouteData {
  endpoints: Array<{ methods: string[]; allow_batch?: unknown; args: Record<string, unknown> }>;
}

/** A route of WordPress's full index capture, wire renames applied. */
function wordpressRoute(route: string): RouteData {
  const text = readFileSync('/work/shared/reference/wordpress/index.full-body.json', 'utf8').replace(/wp-json/g, 'svc-json');
  return (JSON.parse(text) as { routes: Record<string, RouteData> }).routes[route]!;
}

async function ourRoute(site: Awaited<ReturnType<typeof referenceSite>>, route: string): Promise<RouteData> {
  const index = obj(await site.request('GET', '/')) as { routes: Record<string, RouteData> };
  return index.routes[route]!;
}

test('allow_batch on the users collection and item endpoints, none on /users/me, as the 7.1 index', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  for (const route of ['/wp/v2/users', '/wp/v2/users/(?P<id>[\\d]+)', '/wp/v2/users/me']) {
    const ours = (await ourRoute(site, route)).endpoints.map((e) => [e.methods, e.allow_batch]);
    t.deepEqual(ours, wordpressRoute(route).endpoints.map((e) => [e.methods, e.allow_batch]), route);
  }
});

test('a batch creates and updates users instead of answering rest_batch_not_allowed', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const reply = await site.request('POST', '/batch/v1', {
    session: admin,
    json: {
      requests: [
        { method: 'POST', path: '/wp/v2/users', body: { username: 'carol', email: 'carol@example.com', password: 'carol-pass' } },
        { method: 'POST', path: '/wp/v2/users/2', body: { name: 'Bob Builder' } },
      ],
    },
  });
  t.is(reply.status, 207);
  const responses = (obj(reply) as { responses: Array<{ status: number; body: { username?: string; name?: string } }> }).responses;
  t.deepEqual(responses.map((r) => [r.status, r.body.username, r.body.name]), [[201, 'carol', 'carol'], [200, 'bob', 'Bob Builder']]);
});

test('search_columns: the argument as WordPress describes it', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const ours = (await ourRoute(site, '/wp/v2/users')).endpoints[0]!.args.search_columns;
  t.deepEqual(ours, wordpressRoute('/wp/v2/users').endpoints[0]!.args.search_columns);
});

test('search_columns: list_users may search any column; others never e-mail addresses', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const ids = async (query: string, session?: typeof admin): Promise<number[]> =>
    list(await site.request('GET', `/wp/v2/users?orderby=id&${query}`, session === undefined ? {} : { session })).map((u) => u.id as number);

  // 'example.com' is in every e-mail address and in alice's URL.
  t.deepEqual(await ids('search=example.com', admin), [1, 2, 3, 4]);
  t.deepEqual(await ids('search=example.com&search_columns=email', admin), [1, 2, 3, 4]);
  t.deepEqual(await ids('search=example.com&search_columns=username,name', admin), [], 'only the requested columns');
  t.deepEqual(await ids('search=ali&search_columns=username', admin), [3]);
  t.deepEqual(await ids('search=Author&search_columns=name', admin), [3]);
  t.deepEqual(await ids('search=3&search_columns=id', admin), [3]);

  // Anonymous: only published authors (1 and 3), and never by e-mail or URL, even when asked.
  t.deepEqual(await ids('search=example.com'), []);
  t.deepEqual(await ids('search=example.com&search_columns=email'), []);
  t.deepEqual(await ids('search=ada&search_columns=email,name'), [1]);
  t.deepEqual(await ids('search=3&search_columns=id'), [3]);

  const bad = await site.request('GET', '/wp/v2/users?search=a&search_columns=url');
  t.is(bad.status, 400);
  t.deepEqual((obj(bad) as { data: { params: unknown } }).data.params, { search_columns: 'search_columns[0] is not one of email, name, id, username, slug.' });
});

test('anonymous and non-listing users asking one user in the edit context: rest_forbidden_context as 7.1', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const anonymous = await site.request('GET', '/wp/v2/users/3?context=edit');
  t.is(anonymous.status, 401);
  t.deepEqual(anonymous.body, { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to list users.', data: { status: 401 } });
  const bob = await site.login('bob', PASSWORDS.bob);
  const other = await site.request('GET', '/wp/v2/users/3?context=edit', { session: bob });
  t.deepEqual([other.status, obj(other).code], [403, 'rest_forbidden_context']);
  t.is((await site.request('GET', '/wp/v2/users/2?context=edit', { session: bob })).status, 200, 'oneself in the edit context');
});

test('persisted_preferences: schema as register_meta gives it, [] when unset, stored and read back in the edit context', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const ours = (await ourRoute(site, '/wp/v2/users')).endpoints[1]!.args.meta;
  t.deepEqual(ours, wordpressRoute('/wp/v2/users').endpoints[1]!.args.meta);

  const admin = await site.login('admin', PASSWORDS.admin);
  const edit = list(await site.request('GET', '/wp/v2/users?context=edit&orderby=id', { session: admin }));
  t.deepEqual(edit[0]!.meta, (capture('users-auth-edit').response.body as Array<{ meta: unknown }>)[0]!.meta);
  t.deepEqual(list(await site.request('GET', '/wp/v2/users')).map((u) => u.meta), [[], []], 'view context: no keys, written as []');

  const preferences = { _modified: '2026-11-22T07:00:00.000Z', core: { fixedToolbar: true } };
  const saved = await site.request('POST', '/wp/v2/users/me', { session: admin, json: { meta: { persisted_preferences: preferences } } });
  t.is(saved.status, 200);
  t.deepEqual(obj(saved).meta, { persisted_preferences: preferences });
});
