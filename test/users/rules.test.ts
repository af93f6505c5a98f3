/** Users controller rules over HTTP: who sees what, create/update/delete with WordPress codes, pagination. */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { PASSWORDS, referenceSite } from './seed';

test('the edit context and role/capability filters need list_users (401 anonymous, 403 logged in)', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const anonymousEdit = await site.request('GET', '/wp/v2/users?context=edit');
  t.is(anonymousEdit.status, 401);
  t.deepEqual(anonymousEdit.body, { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to list users.', data: { status: 401 } });
  const bob = await site.login('bob', PASSWORDS.bob);
  t.is((await site.request('GET', '/wp/v2/users?context=edit', { session: bob })).status, 403);
  const byRole = await site.request('GET', '/wp/v2/users?roles=author');
  t.deepEqual(byRole.body, { code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed to filter users by role.', data: { status: 401 } });
  const byCap = await site.request('GET', '/wp/v2/users?capabilities=edit_posts', { session: bob });
  t.deepEqual(byCap.body, { code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed to filter users by capability.', data: { status: 403 } });
  t.is(obj(await site.request('GET', '/wp/v2/users?orderby=email')).code, 'rest_forbidden_orderby');
  t.is(obj(await site.request('GET', '/wp/v2/users?who=authors')).code, 'rest_forbidden_who');

  const admin = await site.login('admin', PASSWORDS.admin);
  const authors = await site.request('GET', '/wp/v2/users?roles=author,editor', { session: admin });
  t.deepEqual(list(authors).map((user) => user.id), [3, 4]);
  const editors = await site.request('GET', '/wp/v2/users?capabilities=edit_others_posts', { session: admin });
  t.deepEqual(list(editors).map((user) => user.id), [1, 4]);
  const alice = await site.login('alice', PASSWORDS.alice);
  const who = await site.request('GET', '/wp/v2/users?who=authors', { session: alice });
  t.deepEqual(list(who).map((user) => user.id), [1, 3, 4], 'authors may list authors (subscribers are not)');
});

test('e-mail addresses are only shown in the edit context: to list_users holders and to the user themself', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const alice = await site.login('alice', PASSWORDS.alice);
  t.false('email' in obj(await site.request('GET', '/wp/v2/users/3', { session: alice })));
  const own = await site.request('GET', '/wp/v2/users/me?context=edit', { session: alice });
  t.is(obj(own).email, 'alice@example.com');
  const other = await site.request('GET', '/wp/v2/users/1?context=edit', { session: alice });
  t.is(other.status, 403);
  t.is(obj(other).code, 'rest_forbidden_context');
  const admin = await site.login('admin', PASSWORDS.admin);
  t.is(obj(await site.request('GET', '/wp/v2/users/3?context=edit', { session: admin })).email, 'alice@example.com');
  t.true(list(await site.request('GET', '/wp/v2/users', { session: admin })).every((user) => !('email' in user)));
});

test('create: permission, 201 with Location, WordPress codes for bad input', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const eve = await site.login('eve', PASSWORDS.eve);
  const denied = await site.request('POST', '/wp/v2/users', { session: eve, json: { username: 'x', email: 'x@example.com', password: 'p' } });
  t.is(denied.status, 403);
  t.deepEqual(denied.body, { code: 'rest_cannot_create_user', message: 'Sorry, you are not allowed to create new users.', data: { status: 403 } });
  t.is((await site.request('POST', '/wp/v2/users', { json: { username: 'x', email: 'x@example.com', password: 'p' } })).status, 401);

  const admin = await site.login('admin', PASSWORDS.admin);
  const created = await site.request('POST', '/wp/v2/users', {
    session: admin,
    json: { username: 'carol', email: 'carol@example.com', password: 'carol-pass', first_name: 'Carol', last_name: 'Contributor', roles: ['contributor'], meta: { persisted_preferences: { core: { welcomeGuide: false } } } },
  });
  t.is(created.status, 201);
  t.is(created.headers.get('location'), 'http://127.0.0.1:8088/svc-json/wp/v2/users/5');
  t.like(obj(created), {
    id: 5, username: 'carol', name: 'Carol Contributor', email: 'carol@example.com', slug: 'carol', roles: ['contributor'], locale: 'en_US',
    extra_capabilities: { contributor: true }, meta: { persisted_preferences: { core: { welcomeGuide: false } } },
  });
  t.false('password' in obj(created));
  t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'carol', password: 'carol-pass' } })).status, 200, 'the password was stored hashed and works');
  t.deepEqual(obj(await site.request('GET', '/wp/v2/users/5?context=edit', { session: admin })).roles, ['contributor']);
  const defaultRole = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'dan', email: 'dan@example.com', password: 'p' } });
  t.deepEqual(obj(defaultRole).roles, ['subscriber']);

  const taken = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'carol', email: 'other@example.com', password: 'p' } });
  t.deepEqual(taken.body, { code: 'existing_user_login', message: 'Sorry, that username already exists!', data: { status: 400 } });
  const email = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'carol2', email: 'CAROL@example.com', password: 'p' } });
  t.is(obj(email).code, 'existing_user_email');
  const illegal = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'bad*name', email: 'b@example.com', password: 'p' } });
  t.is(illegal.status, 400);
  t.like(obj(illegal), {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): username',
    data: { params: { username: 'This username is invalid because it uses illegal characters. Please enter a valid username.' }, details: { username: { code: 'rest_user_invalid_username' } } },
  });
  const backslash = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'ok', email: 'ok@example.com', password: 'a\\b' } });
  t.like(obj(backslash), { code: 'rest_invalid_param', data: { details: { password: { code: 'rest_user_invalid_password', message: 'Passwords cannot contain the "\\" character.' } } } });
  const missing = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'nomail', password: 'p' } });
  t.like(obj(missing), { code: 'rest_missing_callback_param', message: 'Missing parameter(s): email', data: { status: 400 } });
  const badMail = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'badmail', email: 'not-an-email', password: 'p' } });
  t.like(obj(badMail), { code: 'rest_invalid_param', data: { params: { email: 'Invalid email address.' } } });
  const role = await site.request('POST', '/wp/v2/users', { session: admin, json: { username: 'r', email: 'r@example.com', password: 'p', roles: ['wizard'] } });
  t.deepEqual(role.body, { code: 'rest_user_invalid_role', message: 'The role wizard does not exist.', data: { status: 400 } });
});

test('update: own profile, others need edit_users, WordPress codes for username, e-mail, slug and roles', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const bob = await site.login('bob', PASSWORDS.bob);
  const own = await site.request('POST', '/wp/v2/users/me', { session: bob, json: { name: 'Bob B.', description: 'Hi' } });
  t.is(own.status, 200);
  t.like(obj(own), { id: 2, name: 'Bob B.', description: 'Hi', email: 'bob@example.com' });
  const others = await site.request('PUT', '/wp/v2/users/3', { session: bob, json: { name: 'Hacked' } });
  t.deepEqual(others.body, { code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this user.', data: { status: 403 } });
  const promote = await site.request('PUT', '/wp/v2/users/2', { session: bob, json: { roles: ['administrator'] } });
  t.deepEqual(promote.body, { code: 'rest_cannot_edit_roles', message: 'Sorry, you are not allowed to edit roles of this user.', data: { status: 403 } });

  const admin = await site.login('admin', PASSWORDS.admin);
  const rename = await site.request('PATCH', '/wp/v2/users/2', { session: admin, json: { username: 'robert' } });
  t.deepEqual(rename.body, { code: 'rest_user_invalid_argument', message: "Username isn't editable.", data: { status: 400 } });
  const email = await site.request('PATCH', '/wp/v2/users/2', { session: admin, json: { email: 'alice@example.com' } });
  t.deepEqual(email.body, { code: 'rest_user_invalid_email', message: 'Invalid email address.', data: { status: 400 } });
  const slug = await site.request('PATCH', '/wp/v2/users/2', { session: admin, json: { slug: 'alice' } });
  t.deepEqual(slug.body, { code: 'rest_user_invalid_slug', message: 'Invalid slug.', data: { status: 400 } });
  const demote = await site.request('PATCH', '/wp/v2/users/1', { session: admin, json: { roles: ['editor'] } });
  t.deepEqual(demote.body, { code: 'rest_user_invalid_role', message: 'Sorry, you are not allowed to give users that role.', data: { status: 403 } });
  const roles = await site.request('PATCH', '/wp/v2/users/2', { session: admin, json: { roles: ['author'] } });
  t.deepEqual(obj(roles).roles, ['author']);
  const password = await site.request('PATCH', '/wp/v2/users/2', { session: admin, json: { password: 'new-bob-pass', slug: 'bobby' } });
  t.is(obj(password).slug, 'bobby');
  t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'bob', password: 'new-bob-pass' } })).status, 200);
  t.is(obj(await site.request('PATCH', '/wp/v2/users/77', { session: admin, json: { name: 'x' } })).code, 'rest_user_invalid_id');
});

test('delete: force and reassign are required, posts move to the heir', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const noReassign = await site.request('DELETE', '/wp/v2/users/3?force=true', { session: admin });
  t.like(obj(noReassign), { code: 'rest_missing_callback_param', message: 'Missing parameter(s): reassign', data: { status: 400 } });
  const noForce = await site.request('DELETE', '/wp/v2/users/3?reassign=1', { session: admin });
  t.deepEqual(noForce.body, { code: 'rest_trash_not_supported', message: "Users do not support trashing. Set 'force=true' to delete.", data: { status: 501 } });
  const self = await site.request('DELETE', '/wp/v2/users/3?force=true&reassign=3', { session: admin });
  t.deepEqual(self.body, { code: 'rest_user_invalid_reassign', message: 'Invalid user ID for reassignment.', data: { status: 400 } });
  t.is(obj(await site.request('DELETE', '/wp/v2/users/3?force=true&reassign=99', { session: admin })).code, 'rest_user_invalid_reassign');
  const bob = await site.login('bob', PASSWORDS.bob);
  t.is(obj(await site.request('DELETE', '/wp/v2/users/3?force=true&reassign=1', { session: bob })).code, 'rest_user_cannot_delete');

  const deleted = await site.request('DELETE', '/wp/v2/users/3?force=true&reassign=1', { session: admin });
  t.is(deleted.status, 200);
  t.like(obj(deleted), { deleted: true, previous: { id: 3, username: 'alice', email: 'alice@example.com' } });
  t.false('_links' in (obj(deleted).previous as object));
  const posts = await site.app.storage.posts.query({ author: [1] });
  t.is(posts.total, 2, "alice's post now belongs to admin");
  t.is((await site.request('GET', '/wp/v2/users/3', { session: admin })).status, 404);

  const removeBob = await site.request('DELETE', '/wp/v2/users/2?force=true&reassign=false', { session: admin });
  t.is(removeBob.status, 200);
  t.is(obj(await site.request('DELETE', '/wp/v2/users/2?force=true&reassign=false', { session: admin })).code, 'rest_user_invalid_id');
});

test('pagination: X-WP-Total, X-WP-TotalPages and prev/next Link headers', async (t) => {
  const site = await referenceSite();
  t.teardown(() => site.close());
  const admin = await site.login('admin', PASSWORDS.admin);
  const first = await site.request('GET', '/wp/v2/users?per_page=1&_fields=id', { session: admin });
  t.deepEqual(first.body, [{ id: 1 }]);
  t.is(first.headers.get('x-wp-total'), '4');
  t.is(first.headers.get('x-wp-totalpages'), '4');
  // As in WordPress (bad-app-password-public-get.json), the pagination Link replaces the API root link.
  t.is(first.headers.get('link'), '<http://127.0.0.1:8088/svc-json/wp/v2/users?per_page=1&_fields=id&page=2>; rel="next"');
  const second = await site.request('GET', '/wp/v2/users?per_page=1&page=2', { session: admin });
  t.deepEqual(list(second).map((user) => user.id), [3]);
  const links = second.headers.get('link') ?? '';
  t.true(links.includes('<http://127.0.0.1:8088/svc-json/wp/v2/users?per_page=1&page=1>; rel="prev"'));
  t.true(links.includes('<http://127.0.0.1:8088/svc-json/wp/v2/users?per_page=1&page=3>; rel="next"'));
  const offset = await site.request('GET', '/wp/v2/users?per_page=2&offset=3&orderby=id&order=desc', { session: admin });
  t.deepEqual(list(offset).map((user) => user.id), [1]);
  const filtered = await site.request('GET', '/wp/v2/users?search=ali&include=1,3&exclude=1', { session: admin });
  t.deepEqual(list(filtered).map((user) => user.id), [3]);
  t.deepEqual(list(await site.request('GET', '/wp/v2/users?slug=eve,bob&orderby=include_slugs', { session: admin })).map((user) => user.id), [4, 2]);
  const invalid = await site.request('GET', '/wp/v2/users?per_page=101');
  t.is(invalid.status, 400);
  t.is(obj(invalid).code, 'rest_invalid_param');
});
