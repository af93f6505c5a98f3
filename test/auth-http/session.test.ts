/** Cookie + nonce authentication over HTTP: login, nonces, expiry, logout, refresh, throttling. */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/index';
import { currentScope } from '../../src/scope/RequestScope';
import { manualClock, obj, serveSite, startSite, type Site } from './site';

const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'correct horse', roles: ['administrator'], name: 'Ada Admin' };

async function siteWithAdmin(options: Parameters<typeof startSite>[0] = {}): Promise<Site> {
  const site = await startSite(options);
  await site.app.users.create(ADMIN);
  return site;
}

test('login sets a signed HttpOnly SameSite=Lax cookie and answers id, name and a nonce', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const reply = await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'correct horse' } });
  t.is(reply.status, 200);
  t.deepEqual(Object.keys(obj(reply)), ['id', 'name', 'nonce']);
  t.like(obj(reply), { id: 1, name: 'Ada Admin' });
  t.regex(String(obj(reply).nonce), /^[0-9a-f]{10}$/);
  const setCookie = reply.headers.get('set-cookie') ?? '';
  t.regex(setCookie, /^svc_logged_in=admin%7C\d+%7C[\w-]+%7C[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/);
  // Without "remember" the cookie lasts for the browser session (no Expires).
  t.false(setCookie.includes('Expires='));
});

test('login accepts a form body and "remember" gives the cookie an expiry', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const reply = await site.request('POST', '/svc/v1/login', { form: { username: 'admin', password: 'correct horse', remember: 'true' } });
  t.is(reply.status, 200);
  t.regex(reply.headers.get('set-cookie') ?? '', /; Expires=[A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT; HttpOnly/);
});

test('cookie + fresh nonce authenticates and the response carries a new nonce', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const reply = await site.request('GET', '/wp/v2/users/me', { session });
  t.is(reply.status, 200);
  t.like(obj(reply), { id: 1, name: 'Ada Admin', slug: 'admin' });
  t.regex(reply.headers.get('x-svc-nonce') ?? '', /^[0-9a-f]{10}$/);
  t.is(reply.headers.get('cache-control'), 'no-cache, must-revalidate, max-age=0, no-store, private');
  // The nonce also works as the _svcnonce query parameter.
  const viaQuery = await site.request('GET', `/wp/v2/users/me?_svcnonce=${session.nonce}`, { session, noNonce: true });
  t.is(viaQuery.status, 200);
});

test('an invalid nonce is refused with rest_cookie_invalid_nonce', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const reply = await site.request('GET', '/wp/v2/users/me', { session: { ...session, nonce: 'deadbeef00' } });
  t.is(reply.status, 403);
  t.deepEqual(reply.body, { code: 'rest_cookie_invalid_nonce', message: 'Cookie nonce is invalid', data: { status: 403 } });
});

test('a cookie without a nonce is served as anonymous (cookie-no-nonce capture)', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const reply = await site.request('GET', '/wp/v2/users/me', { session, noNonce: true });
  t.is(reply.status, 401);
  t.deepEqual(reply.body, { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
  t.is(reply.headers.get('x-svc-nonce'), null);
});

test('a nonce expires after two ticks (one day), and /nonce hands out a fresh one', async (t) => {
  const clock = manualClock();
  const site = await siteWithAdmin({ now: clock.now });
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  clock.advanceSeconds(12 * 3600);
  t.is((await site.request('GET', '/wp/v2/users/me', { session })).status, 200, 'still valid in the next tick');
  clock.advanceSeconds(12 * 3600 + 1);
  const expired = await site.request('GET', '/wp/v2/users/me', { session });
  t.is(expired.status, 403);
  t.is(obj(expired).code, 'rest_cookie_invalid_nonce');

  const refreshed = await site.request('GET', '/svc/v1/nonce', { session, noNonce: true });
  t.is(refreshed.status, 200);
  t.is(refreshed.headers.get('content-type'), 'text/plain; charset=UTF-8');
  t.regex(refreshed.text, /^[0-9a-f]{10}$/);
  t.not(refreshed.text, session.nonce);
  t.is((await site.request('GET', '/wp/v2/users/me', { session: { ...session, nonce: refreshed.text } })).status, 200);
});

test('/nonce without a logged-in cookie is a 401 JSON error, and cross-origin callers are refused', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const anonymous = await site.request('GET', '/svc/v1/nonce');
  t.is(anonymous.status, 401);
  t.is(anonymous.headers.get('content-type'), 'application/json; charset=UTF-8');
  t.deepEqual(anonymous.body, { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
  const session = await site.login('admin', 'correct horse');
  const forged = await site.request('GET', '/svc/v1/nonce', { session, noNonce: true, headers: { Origin: 'https://evil.example' } });
  t.is(forged.status, 403);
  t.is(obj(forged).code, 'rest_forbidden');
});

test('a cookie and nonce issued by one app are accepted by another sharing the SQLite file and secret', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-auth-'));
  const database = join(dir, 'site.db');
  const first = await serveSite(await createApp({ database, secret: 'shared-secret' }));
  const second = await serveSite(await createApp({ database, secret: 'shared-secret' }));
  const stranger = await serveSite(await createApp({ database, secret: 'another-secret' }));
  t.teardown(async () => {
    await Promise.all([first.close(), second.close(), stranger.close()]);
    rmSync(dir, { recursive: true, force: true });
  });
  await first.app.users.create(ADMIN);
  const session = await first.login('admin', 'correct horse');
  const reply = await second.request('GET', '/wp/v2/users/me', { session });
  t.is(reply.status, 200);
  t.is(obj(reply).id, 1);
  // A different secret signs differently: the cookie fails, so the nonce is checked for nobody.
  const refused = await stranger.request('GET', '/wp/v2/users/me', { session });
  t.is(refused.status, 403);
  t.is(obj(refused).code, 'rest_cookie_invalid_nonce');
});

test('logout revokes the session and clears the cookie', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const other = await site.login('admin', 'correct horse');
  const reply = await site.request('POST', '/svc/v1/logout', { session });
  t.is(reply.status, 200);
  t.deepEqual(reply.body, { logged_out: true });
  t.regex(reply.headers.get('set-cookie') ?? '', /^svc_logged_in=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
  // The revoked cookie no longer identifies anyone, so its nonce is checked for the anonymous visitor and fails.
  const after = await site.request('GET', '/wp/v2/users/me', { session });
  t.is(after.status, 403);
  t.is(obj(after).code, 'rest_cookie_invalid_nonce');
  t.is((await site.request('GET', '/svc/v1/nonce', { session, noNonce: true })).status, 401);
  // Other sessions of the same user live on.
  t.is((await site.request('GET', '/wp/v2/users/me', { session: other })).status, 200);
});

test('logout needs the nonce: a bare cookie cannot end the session (CSRF)', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const reply = await site.request('POST', '/svc/v1/logout', { session, noNonce: true });
  t.is(reply.status, 401);
  t.is(obj(reply).code, 'rest_not_logged_in');
  t.is((await site.request('GET', '/wp/v2/users/me', { session })).status, 200);
});

test('wrong credentials are refused with WordPress codes and messages', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const wrong = await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'nope' } });
  t.is(wrong.status, 403);
  t.deepEqual(wrong.body, {
    code: 'incorrect_password',
    message: '<strong>Error</strong>: The password you entered for the username <strong>admin</strong> is incorrect.',
    data: { status: 403 },
  });
  t.is(wrong.headers.get('set-cookie'), null);
  const unknown = await site.request('POST', '/svc/v1/login', { json: { username: 'nobody', password: 'x' } });
  t.is(unknown.status, 403);
  t.deepEqual(unknown.body, {
    code: 'invalid_username',
    message: '<strong>Error</strong>: The username <strong>nobody</strong> is not registered on this site. If you are unsure of your username, try your email address instead.',
    data: { status: 403 },
  });
  const empty = await site.request('POST', '/svc/v1/login', { json: {} });
  t.is(empty.status, 400);
  t.like(obj(empty), { code: 'empty_username', message: '<strong>Error</strong>: The username field is empty.' });
  // An e-mail address works as the username.
  t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'admin@example.com', password: 'correct horse' } })).status, 200);
});

test('failed logins are rate limited per username and address with 429 and Retry-After', async (t) => {
  const clock = manualClock();
  const site = await siteWithAdmin({ now: clock.now });
  t.teardown(() => site.close());
  for (let i = 0; i < 5; i++) {
    t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'guess' } })).status, 403);
  }
  const locked = await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'correct horse' } });
  t.is(locked.status, 429);
  t.is(obj(locked).code, 'too_many_login_attempts');
  t.like(obj(locked), { data: { status: 429 } });
  t.is(locked.headers.get('retry-after'), '900');
  clock.advanceSeconds(600);
  t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'correct horse' } })).headers.get('retry-after'), '300');
  // Another username from the same address is not affected.
  t.is(obj(await site.request('POST', '/svc/v1/login', { json: { username: 'someone', password: 'x' } })).code, 'invalid_username');
  clock.advanceSeconds(301);
  t.is((await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'correct horse' } })).status, 200);
});

test('app.users.login returns a cookie and nonce usable over HTTP', async (t) => {
  const site = await siteWithAdmin();
  t.teardown(() => site.close());
  const { cookie, nonce } = await site.app.users.login('admin', 'correct horse');
  t.regex(cookie, /^svc_logged_in=admin%7C/);
  const reply = await site.request('GET', '/wp/v2/users/me', { headers: { Cookie: cookie, 'X-SVC-Nonce': nonce } });
  t.is(reply.status, 200);
  await t.throwsAsync(site.app.users.login('admin', 'wrong'), { message: /^incorrect_password: / });
});

test('the cookie status of SPEC rule 7 is recorded from the auth_cookie_* events', async (t) => {
  const site = await startSite();
  await site.app.users.create(ADMIN);
  // The server already exists (the site is listening): the route is added to it directly.
  site.app.server.registerRoute('test/v1', '/cookie-status', { callback: () => ({ status: currentScope()?.cookieStatus ?? null }), permission_callback: () => true });
  t.teardown(() => site.close());
  const session = await site.login('admin', 'correct horse');
  const status = async (cookie?: string): Promise<unknown> =>
    obj(await site.request('GET', '/test/v1/cookie-status', cookie === undefined ? {} : { headers: { Cookie: cookie } })).status;
  t.is(await status(), null, 'no cookie, no event');
  t.is(await status(session.cookie), true);
  t.is(await status(session.cookie.replace(/[0-9a-f]{4}$/, '0000')), 'bad_hash');
  t.is(await status('svc_logged_in=garbage'), 'malformed');
  t.is(await status(session.cookie.replace('admin', 'ghost')), 'bad_username');
  await site.request('POST', '/svc/v1/logout', { session });
  t.is(await status(session.cookie), 'bad_session_token');
});
