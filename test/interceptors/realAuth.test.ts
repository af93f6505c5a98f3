import test from 'ava';
import { startHarness, type Harness } from './harness';

// The same rules with the app's own authentication service: a real login cookie and its nonce.
let harness: Harness;
let login: { cookie: string; nonce: string };
let userId: number;

test.before(async () => {
  // The system clock: storage checks session expiry against it (createApp does not hand it the injected clock).
  // Nothing here depends on the time of day: a nonce stays valid across one tick change.
  harness = await startHarness({ now: Date.now }, () => {}, { realAuth: true });
  const user = await harness.app.users.create({ username: 'bob', email: 'bob@example.test', password: 'correct horse', roles: ['editor'] });
  userId = user.id;
  login = await harness.app.users.login('bob', 'correct horse');
});
test.after.always(() => harness.close());

test('login cookie + its nonce: logged in, a fresh nonce comes back, no Vary', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: login.cookie, 'X-SVC-Nonce': login.nonce } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: userId });
  t.regex(response.header('X-SVC-Nonce') ?? '', /^[0-9a-f]{10}$/);
  t.is(response.header('Vary'), undefined);
});

test('login cookie without a nonce: anonymous', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: login.cookie } });
  t.is(response.status, 200);
  t.deepEqual(response.json(), { id: 0 });
  // A storable answer to a request with credentials also varies on them (conditional GET, issue 11).
  t.is(response.header('Vary'), 'Origin, Cookie, Authorization, X-SVC-Nonce');
});

test('login cookie with a wrong nonce: 403 rest_cookie_invalid_nonce, and no Vary since the cookie user is still logged in', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: login.cookie, 'X-SVC-Nonce': 'deadbeef00' } });
  t.is(response.status, 403);
  t.deepEqual(response.json(), { code: 'rest_cookie_invalid_nonce', message: 'Cookie nonce is invalid', data: { status: 403 } });
  t.is(response.header('Vary'), undefined);
  t.is(response.header('Cache-Control'), 'no-cache, must-revalidate, max-age=0, no-store, private');
});
