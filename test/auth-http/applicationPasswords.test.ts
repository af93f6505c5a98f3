/** Application passwords over HTTP: the REST collection, Basic authentication, introspection, revocation. */
import test from 'ava';
import { basicAuth, list, obj, startSite, type Site, type Session } from './site';

interface Seeded {
  site: Site;
  admin: Session;
}

async function seeded(): Promise<Seeded> {
  const site = await startSite();
  await site.app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  await site.app.users.create({ username: 'sam', email: 'sam@example.com', password: 'sam-pass', roles: ['subscriber'] });
  return { site, admin: await site.login('admin', 'admin-pass') };
}

test('creating an application password shows the plain password once; Basic auth then works', async (t) => {
  const { site, admin } = await seeded();
  t.teardown(() => site.close());
  const created = await site.request('POST', '/wp/v2/users/me/application-passwords', { session: admin, json: { name: 'CLI' } });
  t.is(created.status, 201);
  const item = obj(created);
  t.deepEqual(Object.keys(item), ['uuid', 'app_id', 'name', 'created', 'last_used', 'last_ip', 'password', '_links']);
  t.like(item, { app_id: '', name: 'CLI', last_used: null, last_ip: null });
  t.regex(String(item.password), /^([A-Za-z0-9]{4} ){5}[A-Za-z0-9]{4}$/);
  t.regex(String(item.created), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  t.is(created.headers.get('location'), `http://localhost:8080/svc-json/wp/v2/users/1/application-passwords/${String(item.uuid)}`);

  const listed = await site.request('GET', '/wp/v2/users/1/application-passwords', { session: admin });
  t.is(listed.status, 200);
  t.is(list(listed).length, 1);
  t.false('password' in list(listed)[0]!, 'the plain password is never shown again');

  const me = await site.request('GET', '/wp/v2/users/me', { headers: basicAuth('admin', String(item.password)) });
  t.is(me.status, 200);
  t.is(obj(me).id, 1);
  t.is(me.headers.get('x-svc-nonce'), null, 'no cookie, no nonce');
  // Spaces are optional, and the e-mail address works as the username.
  const compact = String(item.password).replace(/ /g, '');
  t.is((await site.request('GET', '/wp/v2/users/me', { headers: basicAuth('admin@example.com', compact) })).status, 200);

  const introspect = await site.request('GET', '/wp/v2/users/me/application-passwords/introspect', { headers: basicAuth('admin', compact) });
  t.is(introspect.status, 200);
  t.is(obj(introspect).uuid, item.uuid);
  t.regex(String(obj(introspect).last_used), /^\d{4}-/);
  t.is(obj(introspect).last_ip, '127.0.0.1');
  const noAppPassword = await site.request('GET', '/wp/v2/users/me/application-passwords/introspect', { session: admin });
  t.is(noAppPassword.status, 404);
  t.is(obj(noAppPassword).code, 'rest_no_authenticated_app_password');
});

test('a wrong or revoked application password fails with 401 incorrect_password', async (t) => {
  const { site, admin } = await seeded();
  t.teardown(() => site.close());
  const created = obj(await site.request('POST', '/wp/v2/users/me/application-passwords', { session: admin, json: { name: 'CLI' } }));
  const wrong = await site.request('GET', '/wp/v2/users/me', { headers: basicAuth('admin', 'abcd abcd abcd abcd abcd abcd') });
  t.is(wrong.status, 401);
  t.deepEqual(wrong.body, { code: 'incorrect_password', message: 'The provided password is an invalid application password.', data: { status: 401 } });

  const removed = await site.request('DELETE', `/wp/v2/users/me/application-passwords/${String(created.uuid)}`, { session: admin });
  t.is(removed.status, 200);
  t.like(obj(removed), { deleted: true, previous: { uuid: created.uuid, name: 'CLI' } });
  const revoked = await site.request('GET', '/wp/v2/users/me', { headers: basicAuth('admin', String(created.password)) });
  t.is(revoked.status, 401);
  t.is(obj(revoked).code, 'incorrect_password');
});

test('read, rename, delete all; errors and permissions as WordPress', async (t) => {
  const { site, admin } = await seeded();
  t.teardown(() => site.close());
  const first = obj(await site.request('POST', '/wp/v2/users/2/application-passwords', { session: admin, json: { name: 'One' } }));
  await site.request('POST', '/wp/v2/users/2/application-passwords', { session: admin, json: { name: 'Two' } });
  const duplicate = await site.request('POST', '/wp/v2/users/2/application-passwords', { session: admin, json: { name: 'one' } });
  t.is(duplicate.status, 409);
  t.is(obj(duplicate).code, 'application_password_duplicate_name');
  const blank = await site.request('POST', '/wp/v2/users/2/application-passwords', { session: admin, json: { name: ' ' } });
  t.is(blank.status, 400);
  t.is(obj(blank).code, 'rest_invalid_param');

  const renamed = await site.request('PUT', `/wp/v2/users/2/application-passwords/${String(first.uuid)}`, { session: admin, json: { name: 'Renamed' } });
  t.is(renamed.status, 200);
  t.is(obj(renamed).name, 'Renamed');
  const read = await site.request('GET', `/wp/v2/users/2/application-passwords/${String(first.uuid)}`, { session: admin });
  t.is(obj(read).name, 'Renamed');
  const missing = await site.request('GET', '/wp/v2/users/2/application-passwords/00000000-0000-4000-8000-000000000000', { session: admin });
  t.is(missing.status, 404);
  t.is(obj(missing).code, 'rest_application_password_not_found');

  const sam = await site.login('sam', 'sam-pass');
  const foreign = await site.request('GET', '/wp/v2/users/1/application-passwords', { session: sam });
  t.is(foreign.status, 403);
  t.deepEqual(foreign.body, {
    code: 'rest_cannot_list_application_passwords',
    message: 'Sorry, you are not allowed to list application passwords for this user.',
    data: { status: 403 },
  });
  t.is(list(await site.request('GET', '/wp/v2/users/me/application-passwords', { session: sam })).length, 2, 'a user manages their own');
  const anonymous = await site.request('GET', '/wp/v2/users/me/application-passwords');
  t.is(anonymous.status, 401);
  t.is(obj(anonymous).code, 'rest_not_logged_in');
  t.is(obj(await site.request('GET', '/wp/v2/users/99/application-passwords', { session: admin })).code, 'rest_user_invalid_id');

  const all = await site.request('DELETE', '/wp/v2/users/2/application-passwords', { session: admin });
  t.deepEqual(all.body, { deleted: true, count: 2 });
  t.deepEqual((await site.request('GET', '/wp/v2/users/2/application-passwords', { session: admin })).body, []);
});
