/** Conditional GET over HTTP: strong ETags, 304 on If-None-Match, Vary for credentials. */
import test from 'ava';
import { createHash } from 'node:crypto';
import { basicAuth, obj, startSite } from '../auth-http/site';

const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'pw-admin-1', roles: ['administrator'] };

test('a successful GET carries a strong ETag of its exact body; HEAD carries the same one', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const reply = await site.request('GET', '/wp/v2/types/post');
  t.is(reply.status, 200);
  const expected = `"${createHash('sha1').update(reply.text).digest('base64url')}"`;
  t.is(reply.headers.get('etag'), expected);
  const head = await site.request('HEAD', '/wp/v2/types/post');
  t.is(head.status, 200);
  t.is(head.text, '');
  t.is(head.headers.get('etag'), expected);
  // The index, the OpenAPI document and collections too.
  for (const path of ['/', '/svc/v1/openapi.json', '/wp/v2/posts']) {
    t.regex((await site.request('GET', path)).headers.get('etag') ?? '', /^"[\w-]{27}"$/, path);
  }
});

test('If-None-Match with the current tag answers 304 without a body, keeping ETag and Vary', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const first = await site.request('GET', '/wp/v2/types/post');
  const etag = first.headers.get('etag')!;
  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const again = await site.request('GET', '/wp/v2/types/post', { headers: { 'If-None-Match': ifNoneMatch } });
    t.is(again.status, 304, ifNoneMatch);
    t.is(again.text, '');
    t.is(again.headers.get('etag'), etag);
    t.is(again.headers.get('vary'), 'Origin');
    t.is(again.headers.get('content-type'), null);
  }
  const head = await site.request('HEAD', '/wp/v2/types/post', { headers: { 'If-None-Match': etag } });
  t.is(head.status, 304);
  // A stale tag, or a changed resource, gets the full answer.
  const stale = await site.request('GET', '/wp/v2/types/post', { headers: { 'If-None-Match': '"stale"' } });
  t.is(stale.status, 200);
  t.is(stale.text, first.text);
});

test('a changed resource gets a new tag, so the old one no longer matches', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  await site.app.users.create(ADMIN);
  const auth = basicAuth('admin', String(obj(await site.request('POST', '/wp/v2/users/me/application-passwords', {
    session: await site.login('admin', 'pw-admin-1'), json: { name: 'etag' },
  })).password));
  const created = await site.request('POST', '/wp/v2/posts', { headers: auth, json: { title: 'One', status: 'publish' } });
  const path = `/wp/v2/posts/${String(obj(created).id)}`;
  const before = await site.request('GET', path);
  const etag = before.headers.get('etag')!;
  t.is((await site.request('GET', path, { headers: { 'If-None-Match': etag } })).status, 304);
  await site.request('POST', path, { headers: auth, json: { title: 'Two' } });
  const after = await site.request('GET', path, { headers: { 'If-None-Match': etag } });
  t.is(after.status, 200);
  t.not(after.headers.get('etag'), etag);
});

test('errors and writes carry no ETag; storable answers to requests with credentials add Cookie, Authorization and X-SVC-Nonce to Vary', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  await site.app.users.create(ADMIN);
  const missing = await site.request('GET', '/wp/v2/posts/999');
  t.is(missing.status, 404);
  t.is(missing.headers.get('etag'), null);
  const login = await site.request('POST', '/svc/v1/login', { json: { username: 'admin', password: 'pw-admin-1' } });
  t.is(login.headers.get('etag'), null);
  const anonymous = await site.request('GET', '/wp/v2/posts', { headers: { Origin: 'https://app.example' } });
  t.is(anonymous.headers.get('vary'), 'Origin');
  const session = await site.login('admin', 'pw-admin-1');
  const personal = await site.request('GET', '/wp/v2/users/me', { session, headers: { Origin: 'https://app.example' } });
  t.is(personal.status, 200);
  // Logged-in answers are no-store, private: never shared, so WordPress's Vary stays as it is.
  t.is(personal.headers.get('cache-control'), 'no-cache, must-revalidate, max-age=0, no-store, private');
  t.is(personal.headers.get('vary'), 'Origin');
  t.truthy(personal.headers.get('etag'));
  // A cookie without its nonce is answered anonymously and storably: it varies on the credentials.
  const cookieOnly = await site.request('GET', '/wp/v2/posts', { session, noNonce: true });
  t.is(cookieOnly.headers.get('vary'), 'Origin, Cookie, Authorization, X-SVC-Nonce');
  const basic = await site.request('GET', '/wp/v2/posts', { headers: basicAuth('admin', 'wrong') });
  // A failed application password leaves the request anonymous: WordPress's Vary: Origin, then the credentials.
  t.is(basic.headers.get('vary'), 'Origin, Cookie, Authorization, X-SVC-Nonce');
});
