import test from 'ava';
import { ALICE, cookieOf, nonceFor, startHarness, type Harness, type RawResponse } from './harness';

const CORS_NAMES = ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-credentials', 'vary'];

/** The CORS headers in the order they were sent. */
function corsHeaders(response: RawResponse): Array<[string, string]> {
  return response.headers.filter(([name]) => CORS_NAMES.includes(name.toLowerCase()));
}

let harness: Harness;

test.before(async () => {
  harness = await startHarness({}, (server) => {
    server.registerRoute('test/v1', '/varied', {
      methods: 'GET',
      permission_callback: () => true,
      callback: () => ({ varied: true }),
    });
    server.registerRoute('test/v1', '/echo', {
      methods: ['GET', 'POST'],
      permission_callback: () => true,
      callback: () => ({ ok: true }),
    });
  });
  // A response that already varies on something else.
  harness.app.hooks.addFilter('rest_post_dispatch', (response: { matchedRoute: string; header(n: string, v: string): void }) => {
    if (response.matchedRoute === '/test/v1/varied') response.header('Vary', 'Accept-Encoding');
    return response;
  });
});

test.after.always(() => harness.close());

test('with an Origin: allow-origin, methods, credentials and Vary, in that order, after the response headers', async (t) => {
  const response = await harness.request('/test/v1/echo', { headers: { Origin: 'http://example.test' } });
  t.is(response.status, 200);
  t.deepEqual(corsHeaders(response), [
    ['Access-Control-Allow-Origin', 'http://example.test'],
    ['Access-Control-Allow-Methods', 'OPTIONS, GET, POST, PUT, PATCH, DELETE'],
    ['Access-Control-Allow-Credentials', 'true'],
    ['Vary', 'Origin'],
  ]);
  const names = response.headers.map(([name]) => name);
  t.true(names.includes('Allow'));
  t.true(names.indexOf('Allow') < names.indexOf('Access-Control-Allow-Origin'));
});

test('the same headers on a POST and on a preflight OPTIONS', async (t) => {
  for (const method of ['POST', 'OPTIONS']) {
    const response = await harness.request('/test/v1/echo', {
      method,
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    });
    t.is(response.status, 200, method);
    t.is(response.header('Access-Control-Allow-Origin'), 'http://example.test', method);
    t.is(response.header('Access-Control-Allow-Methods'), 'OPTIONS, GET, POST, PUT, PATCH, DELETE', method);
    t.is(response.header('Access-Control-Allow-Credentials'), 'true', method);
    t.is(response.header('Vary'), 'Origin', method);
  }
});

test('Origin "null" (file: and data: pages) is passed back unchanged', async (t) => {
  const response = await harness.request('/test/v1/echo', { headers: { Origin: 'null' } });
  t.is(response.header('Access-Control-Allow-Origin'), 'null');
});

test('the origin is URL-sanitized', async (t) => {
  const bare = await harness.request('/test/v1/echo', { headers: { Origin: 'example.test' } });
  t.is(bare.header('Access-Control-Allow-Origin'), 'http://example.test');
  const odd = await harness.request('/test/v1/echo', { headers: { Origin: 'http://example.test/<x>"y' } });
  t.is(odd.header('Access-Control-Allow-Origin'), 'http://example.test/xy');
  const script = await harness.request('/test/v1/echo', { headers: { Origin: 'javascript:alert(1)' } });
  t.is(script.header('Access-Control-Allow-Origin'), '');
});

test('Vary: Origin is appended to an existing Vary value', async (t) => {
  const withOrigin = await harness.request('/test/v1/varied', { headers: { Origin: 'http://example.test' } });
  t.is(withOrigin.header('Vary'), 'Accept-Encoding, Origin');
  const anonymousGet = await harness.request('/test/v1/varied');
  t.is(anonymousGet.header('Vary'), 'Accept-Encoding, Origin');
});

test('without an Origin, a GET by a logged-out user gets only Vary: Origin', async (t) => {
  const response = await harness.request('/test/v1/echo');
  t.deepEqual(corsHeaders(response), [['Vary', 'Origin']]);
});

test('without an Origin, a POST by a logged-out user gets no CORS header at all', async (t) => {
  const response = await harness.request('/test/v1/echo', { method: 'POST' });
  t.is(response.status, 200);
  t.deepEqual(corsHeaders(response), []);
});

test('without an Origin, a GET by a logged-in user gets no Vary', async (t) => {
  const response = await harness.request('/test/v1/whoami', { headers: { Cookie: cookieOf(ALICE), 'X-SVC-Nonce': nonceFor(harness, ALICE) } });
  t.deepEqual(response.json(), { id: ALICE.id });
  t.deepEqual(corsHeaders(response), []);
});

test('an error response still carries the CORS headers', async (t) => {
  const response = await harness.request('/test/v1/nowhere', { headers: { Origin: 'http://example.test' } });
  t.is(response.status, 404);
  t.is(response.header('Access-Control-Allow-Origin'), 'http://example.test');
  t.is(response.header('Vary'), 'Origin');
});
