/** Users responses compared with WordPress's captures, field for field. */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { PASSWORDS, capture, captureHeader, referenceSite } from './seed';

test('anonymous list: only authors of published posts, view fields, totals (users.json)', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const reply = await site.request('GET', '/wp/v2/users');
  const expected = capture('users');
  t.is(reply.status, 200);
  t.deepEqual(reply.body, expected.response.body);
  t.is(reply.headers.get('x-wp-total'), '2');
  t.is(reply.headers.get('x-wp-totalpages'), '1');
  t.is(reply.headers.get('allow'), captureHeader(expected, 'Allow') ?? null);
  t.is(reply.headers.get('link'), '<http://127.0.0.1:8088/svc-json/>; rel="https://api.w.org/"');
});

test('admin list in the edit context: every field as WordPress (users-auth-edit.json)', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const reply = await site.request('GET', '/wp/v2/users?context=edit', { session: admin });
  t.is(reply.status, 200);
  const expected = capture('users-auth-edit').response.body as Array<Record<string, unknown>>;
  const byId = new Map(list(reply).map((user) => [user.id, user]));
  t.is(reply.headers.get('x-wp-total'), '4', 'users without posts are listed to those who may list users');
  for (const want of expected) {
    const got = byId.get(want.id)!;
    t.deepEqual(Object.keys(got), Object.keys(want), 'fields in WordPress order');
    t.deepEqual(got, want);
  }
  // Sorted by display name.
  t.deepEqual(list(reply).map((user) => user.name), ['Ada Admin', 'Alice Author', 'bob', 'Eve Editor']);
});

test('users/me for a logged-in user (users-me-auth.json) and anonymous (err-users-me-anon.json)', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const me = await site.request('GET', '/wp/v2/users/me', { session: admin });
  t.is(me.status, 200);
  t.deepEqual(me.body, capture('users-me-auth').response.body);
  const anonymous = await site.request('GET', '/wp/v2/users/me');
  const expected = capture('err-users-me-anon');
  t.is(anonymous.status, expected.response.status);
  t.deepEqual(anonymous.body, expected.response.body);
});

test('one user: public when they published, else only to those who may see them', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const alice = await site.request('GET', '/wp/v2/users/3');
  t.is(alice.status, 200);
  t.deepEqual(alice.body, (capture('users').response.body as unknown[])[1]);

  const bob = await site.request('GET', '/wp/v2/users/2');
  t.is(bob.status, 401);
  t.deepEqual(bob.body, { code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed to list users.', data: { status: 401 } });
  const missing = await site.request('GET', '/wp/v2/users/999');
  t.is(missing.status, 404);
  t.deepEqual(missing.body, { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } });

  const bobSession = await site.login('bob', PASSWORDS.bob);
  t.is((await site.request('GET', '/wp/v2/users/2', { session: bobSession })).status, 200, 'a user sees themself');
  const eve = await site.request('GET', '/wp/v2/users/4', { session: bobSession });
  t.is(eve.status, 403);
  t.is(obj(eve).code, 'rest_user_cannot_view');
});

test('_fields and embed context shape a user', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const fields = await site.request('GET', '/wp/v2/users/1?_fields=id,name');
  t.deepEqual(fields.body, { id: 1, name: 'Ada Admin' });
  const embed = await site.request('GET', '/wp/v2/users/1?context=embed');
  t.deepEqual(Object.keys(obj(embed)), ['id', 'name', 'url', 'description', 'link', 'slug', 'avatar_urls', '_links']);
});
