import test from 'ava';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import type { RequestAuthenticator } from '../../src/server/RequestAuthenticator';
import { ALICE, basicAuthOf, cookieOf, nonceFor, startHarness, type Harness } from './harness';

let harness: Harness;
test.before(async () => {
  harness = await startHarness();
});
test.after.always(() => harness.close());

test('a failed application password is reported, with status 401 when the error has none', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Authorization: basicAuthOf('alice', 'wrong') } });
  t.is(response.status, 401);
  t.deepEqual(response.json(), {
    code: 'incorrect_password',
    message: 'The provided password is an invalid application password.',
    data: { status: 401 },
  });
});

test('a request authenticated by application password skips the cookie nonce check', async (t) => {
  const response = await harness.request('/test/v1/whoami', {
    headers: { Authorization: basicAuthOf('alice', ALICE.appPassword), 'X-SVC-Nonce': 'deadbeef00' },
  });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: ALICE.id });
  t.is(response.header('X-SVC-Nonce'), undefined);
});

test('the authenticator error keeps its own status', async (t) => {
  const local = await startHarness();
  t.teardown(() => local.close());
  const refusing: RequestAuthenticator = {
    determineUser: async () => new RestError('account_locked', 'Locked.', { status: 429, until: 3 }),
    createNonce: () => 'x',
    verifyNonce: () => false,
  };
  await local.app.container.unbind(TOKENS.Auth);
  local.app.container.bind(TOKENS.Auth).toConstantValue(refusing);
  const response = await local.request('/test/v1/whoami');
  t.is(response.status, 429);
  t.deepEqual(response.json(), { code: 'account_locked', message: 'Locked.', data: { status: 429, until: 3 } });
});

test('an earlier result wins over the authenticator error', async (t) => {
  const local = await startHarness();
  t.teardown(() => local.close());
  local.app.hooks.addFilter('rest_authentication_errors', () => new RestError('first', 'First.', { status: 400 }), 10);
  const response = await local.request('/test/v1/whoami', { headers: { Authorization: basicAuthOf('alice', 'wrong') } });
  t.is(response.status, 400);
  t.deepEqual(response.json(), { code: 'first', message: 'First.', data: { status: 400 } });
});

test('the authenticator is looked up per request, so a rebinding after createApp takes effect', async (t) => {
  const local = await startHarness();
  t.teardown(() => local.close());
  const before = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': nonceFor(local, ALICE) } });
  t.deepEqual(before.json(), { id: ALICE.id });
  await local.app.container.unbind(TOKENS.Auth);
  // Without an authentication service nobody is logged in; the cookie means nothing.
  const without = await local.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE) } });
  t.is(without.status, 200);
  t.deepEqual(without.json(), { id: 0 });
  // Nonces still work, signed with the app secret for the anonymous visitor.
  const anonymous = nonceFor(local, null);
  const withNonce = await local.request('/test/v1/whoami', { headers: { 'X-SVC-Nonce': anonymous } });
  t.is(withNonce.status, 200);
  t.is(withNonce.header('X-SVC-Nonce'), anonymous);
  const badNonce = await local.request('/test/v1/whoami', { headers: { 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(badNonce.status, 403);
});
