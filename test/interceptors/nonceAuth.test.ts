import test from 'ava';
import { currentScope, currentUser } from '../../src/scope/RequestScope';
import { RestError } from '../../src/errors/RestError';
import { ALICE, cookieOf, nonceFor, startHarness, type Harness } from './harness';

const INVALID_NONCE_BODY = { code: 'rest_cookie_invalid_nonce', message: 'Cookie nonce is invalid', data: { status: 403 } };
const EXPIRES = 'Wed, 11 Jan 1984 05:00:00 GMT';
const CACHE_CONTROL = 'no-cache, must-revalidate, max-age=0, no-store, private';

async function harnessWith(options: Parameters<typeof startHarness>[0] = {}): Promise<Harness> {
  return startHarness(options, (server) => {
    server.registerRoute('test/v1', '/form', {
      methods: 'POST',
      permission_callback: () => true,
      callback: () => ({ id: currentUser().id }),
    });
  });
}

let harness: Harness;
test.before(async () => {
  harness = await harnessWith();
});
test.after.always(() => harness.close());

test('a valid X-SVC-Nonce with the cookie: the user is logged in and a fresh nonce comes back', async (t) => {
  const nonce = nonceFor(harness, ALICE);
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': nonce } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
  t.is(response.header('X-SVC-Nonce'), harness.auth.nonces.create('svc_rest', ALICE.id, ALICE.session));
  // Logged-in responses are private.
  t.is(response.header('Expires'), EXPIRES);
  t.is(response.header('Cache-Control'), CACHE_CONTROL);
});

test('the nonce sent back is made now, not an echo of the one received', async (t) => {
  const local = await harnessWith();
  t.teardown(() => local.close());
  const old = nonceFor(local, ALICE);
  local.clock.advanceSeconds(43200); // next tick: the old nonce is still accepted
  const response = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': old } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
  const fresh = response.header('X-SVC-Nonce');
  t.not(fresh, old);
  t.is(fresh, nonceFor(local, ALICE));
  t.is(local.auth.nonces.verify(fresh, 'svc_rest', ALICE.id, ALICE.session), 1);
});

test('an invalid nonce fails with rest_cookie_invalid_nonce 403, exact body, not cacheable', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(response.status, 403);
  t.is(response.body, JSON.stringify(INVALID_NONCE_BODY));
  t.is(response.header('X-SVC-Nonce'), undefined);
  t.is(response.header('Expires'), EXPIRES);
  t.is(response.header('Cache-Control'), CACHE_CONTROL);
});

test('an invalid nonce without any cookie: same error, and no-cache even though nobody is logged in', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(response.status, 403);
  t.deepEqual(response.json(), INVALID_NONCE_BODY);
  t.is(response.header('Expires'), EXPIRES);
  t.is(response.header('Cache-Control'), CACHE_CONTROL);
  // The next anonymous request is cacheable again: the no-cache mark belonged to that request only.
  const next = await harness.request('/test/v1/whoami');
  t.is(next.status, 200);
  t.is(next.header('Cache-Control'), undefined);
});

test('a nonce made for another user (here: the anonymous visitor) is invalid for the cookie user', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': nonceFor(harness, null) } });
  t.is(response.status, 403);
  t.deepEqual(response.json(), INVALID_NONCE_BODY);
});

test('an empty nonce is a supplied nonce, and invalid', async (t) => {
  const response = await harness.request('/test/v1/whoami?_svcnonce=', { headers: { Cookie: cookieOf(ALICE) } });
  t.is(response.status, 403);
  t.deepEqual(response.json(), INVALID_NONCE_BODY);
});

test('no nonce with a valid cookie: the request runs as the anonymous visitor (permission callback sees user 0)', async (t) => {
  const local = await harnessWith();
  t.teardown(() => local.close());
  const response = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE) } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: 0 });
  // Checked by dispatch (and again for the Allow header): always as user 0.
  t.true(local.permissionUsers.length > 0);
  t.deepEqual(new Set(local.permissionUsers), new Set([0]));
  t.is(response.header('X-SVC-Nonce'), undefined);
});

test('the nonce may come as the _svcnonce query parameter', async (t) => {
  const nonce = nonceFor(harness, ALICE);
  const response = await harness.request(`/test/v1/whoami?_svcnonce=${nonce}`, { headers: { Cookie: cookieOf(ALICE) } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
  t.is(response.header('X-SVC-Nonce'), nonce);
});

test('the nonce may come as a _svcnonce form field', async (t) => {
  const response = await harness.request('/test/v1/form', {
    method: 'POST',
    headers: { Cookie: cookieOf(ALICE), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `_svcnonce=${nonceFor(harness, ALICE)}`,
  });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
});

test('_svcnonce wins over the X-SVC-Nonce header', async (t) => {
  const good = nonceFor(harness, ALICE);
  const paramWins = await harness.request(`/test/v1/whoami?_svcnonce=${good}`, { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(paramWins.status, 200);
  const badParam = await harness.request('/test/v1/whoami?_svcnonce=deadbeef00', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': good } });
  t.is(badParam.status, 403);
});

test('a valid anonymous nonce without a cookie passes and is refreshed', async (t) => {
  const nonce = nonceFor(harness, null);
  const response = await harness.request('/test/v1/whoami', { headers: { 'X-SVC-Nonce': nonce } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: 0 });
  t.is(response.header('X-SVC-Nonce'), nonce);
});

test('X-WP-Nonce is ignored unless the app opts in', async (t) => {
  const valid = nonceFor(harness, ALICE);
  const ignored = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-WP-Nonce': valid } });
  t.is(ignored.status, 200);
  t.deepEqual(ignored.json(), { id: 0 });
  const ignoredBad = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-WP-Nonce': 'deadbeef00' } });
  t.is(ignoredBad.status, 200);
  t.deepEqual(ignoredBad.json(), { id: 0 });
});

test('with acceptWpNonceHeader, X-WP-Nonce is read after X-SVC-Nonce', async (t) => {
  const local = await harnessWith({ acceptWpNonceHeader: true });
  t.teardown(() => local.close());
  const valid = nonceFor(local, ALICE);
  const accepted = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-WP-Nonce': valid } });
  t.is(accepted.status, 200);
  t.deepEqual(accepted.json(), { id: ALICE.id });
  t.is(accepted.header('X-SVC-Nonce'), valid);
  const rejected = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-WP-Nonce': 'deadbeef00' } });
  t.is(rejected.status, 403);
  t.deepEqual(rejected.json(), INVALID_NONCE_BODY);
  const svcFirst = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': valid, 'X-WP-Nonce': 'deadbeef00' } });
  t.is(svcFirst.status, 200);
});

test('an earlier error from another authentication handler is returned unchanged', async (t) => {
  const local = await harnessWith();
  t.teardown(() => local.close());
  local.app.hooks.addFilter('rest_authentication_errors', () => new RestError('site_closed', 'The site is closed.', { status: 418 }), 5);
  const response = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': nonceFor(local, ALICE) } });
  t.is(response.status, 418);
  t.deepEqual(response.json(), { code: 'site_closed', message: 'The site is closed.', data: { status: 418 } });
  t.is(response.header('X-SVC-Nonce'), undefined);
});

test('an earlier non-error result is returned unchanged: a bad nonce is then not checked', async (t) => {
  const local = await harnessWith();
  t.teardown(() => local.close());
  local.app.hooks.addFilter('rest_authentication_errors', (result: unknown) => result ?? 'handled-elsewhere', 95);
  const seen: unknown[] = [];
  local.app.hooks.addFilter('rest_authentication_errors', (result: unknown) => (seen.push(result), result), 200);
  const response = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
  t.deepEqual(seen, ['handled-elsewhere']);
});

test('a user logged in by another scheme than the cookie proceeds unchanged, whatever the nonce', async (t) => {
  const local = await harnessWith();
  t.teardown(() => local.close());
  // Another scheme (priority 95) vouches for user 9 and leaves the result empty.
  local.app.hooks.addFilter(
    'rest_authentication_errors',
    (result: unknown) => {
      const scope = currentScope();
      if (scope !== undefined) scope.user = { id: 9 };
      return result;
    },
    95,
  );
  const seen: unknown[] = [];
  local.app.hooks.addFilter('rest_authentication_errors', (result: unknown) => (seen.push(result), result), 200);
  const response = await local.request('/test/v1/whoami', { headers: { 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: 9 });
  t.deepEqual(seen, [null]);
  t.is(response.header('X-SVC-Nonce'), undefined);
});

test('a cookie that failed validation does not count as cookie authentication: no nonce means anonymous', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: 'svc_test_auth=5%7Cwrong-session' } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: 0 });
});
