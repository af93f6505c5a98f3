import test from 'ava';
import { currentScope } from '../../src/scope/RequestScope';
import { header, json, send, startApp } from './helpers';

test('the pretty, index and plain forms reach the same route', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  for (const path of ['/svc-json/t/v1/items/7', '/index.php/svc-json/t/v1/items/7', '/?rest_route=/t/v1/items/7', '/index.php?rest_route=/t/v1/items/7']) {
    const res = await send(port, path);
    t.is(res.status, 200, path);
    t.deepEqual(json(res), { id: '7' }, path);
    t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8', path);
  }
});

test('rest_route on any path makes an interface request, and wins over the path', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const anyPath = await send(port, '/some/page/?rest_route=/t/v1/items/3');
  t.deepEqual(json(anyPath), { id: '3' });
  const both = await send(port, '/svc-json/t/v1/items/1?rest_route=/t/v1/items/2');
  t.deepEqual(json(both), { id: '2' });
  // Empty (or PHP-empty '0') rest_route: an ordinary page.
  const empty = await send(port, '/?rest_route=');
  t.is(header(empty, 'Content-Type'), 'text/html; charset=UTF-8');
  const zero = await send(port, '/nothing-here?rest_route=0');
  t.is(zero.status, 404);
  t.is((json(zero) as { code: string }).code, 'rest_not_found');
});

test('the plain form keeps rest_route among the query parameters, as WordPress does', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/?rest_route=/t/v1/echo&x=1');
  t.deepEqual((json(res) as { params: unknown }).params, { rest_route: '/t/v1/echo', x: '1' });
});

test('a rest_route that is not a string is a 400 parameter error', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/?rest_route[]=/t/v1/echo');
  t.is(res.status, 400);
  t.deepEqual(json(res), {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): rest_route',
    data: { status: 400, params: { rest_route: 'rest_route is not of type string.' } },
  });
});

test('trailing slashes are removed before dispatch and an empty route is the index', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  for (const path of ['/svc-json/t/v1/echo/', '/svc-json/t/v1/echo//', '/?rest_route=/t/v1/echo/']) {
    const res = await send(port, path);
    t.is(res.status, 200, path);
    t.is((json(res) as { route: string }).route, '/t/v1/echo', path);
  }
  for (const path of ['/svc-json', '/svc-json/', '/index.php/svc-json', '/?rest_route=/']) {
    const res = await send(port, path);
    t.is(res.status, 200, path);
    const body = json(res) as { namespaces: string[]; routes: Record<string, unknown> };
    t.true(body.namespaces.includes('t/v1'), path);
    t.truthy(body.routes['/t/v1/echo'], path);
  }
});

test('escapes in the path are decoded like PHP query variables before matching', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/%65cho');
  t.is(res.status, 200);
  t.is((json(res) as { route: string }).route, '/t/v1/echo');
});

test('only the exact prefix segment is an interface path', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-jsonx/t/v1/echo');
  t.is(res.status, 404);
  t.is((json(res) as { code: string }).code, 'rest_not_found');
  t.is(header(res, 'X-Robots-Tag'), undefined);
});

test('the rest_url_prefix filter moves the interface', async (t) => {
  const { port, close } = await startApp({}, (app) => app.hooks.addFilter('rest_url_prefix', () => 'api'));
  t.teardown(close);
  const moved = await send(port, '/api/t/v1/items/4');
  t.deepEqual(json(moved), { id: '4' });
  const index = await send(port, '/index.php/api/t/v1/items/4');
  t.deepEqual(json(index), { id: '4' });
  t.is(header(moved, 'Link'), '<http://example.test/api/>; rel="https://api.w.org/"');
  const old = await send(port, '/svc-json/t/v1/items/4');
  t.is(old.status, 404);
  t.is((json(old) as { code: string }).code, 'rest_not_found');
});

test('the restPrefix option sets the default prefix', async (t) => {
  const { port, close } = await startApp({ restPrefix: 'wp-json' });
  t.teardown(close);
  const res = await send(port, '/wp-json/t/v1/items/9');
  t.deepEqual(json(res), { id: '9' });
});

test('a site under a sub-path is addressed below it', async (t) => {
  const { port, close } = await startApp({ baseUrl: 'http://example.test/blog' });
  t.teardown(close);
  const res = await send(port, '/blog/svc-json/t/v1/items/5');
  t.deepEqual(json(res), { id: '5' });
  const home = await send(port, '/blog/');
  t.is(home.status, 200);
  t.regex(home.body, /<link rel="https:\/\/api\.w\.org\/" href="http:\/\/example\.test\/blog\/svc-json\/" \/>/);
});

test('the request carries the REST_REQUEST marker in its scope', async (t) => {
  let seen: unknown = null;
  const { port, close } = await startApp({}, (app) =>
    app.hooks.addAction('rest_api_init', (server) =>
      server.registerRoute('t/v1', '/marker', {
        callback: () => {
          seen = currentScope()?.restRequest;
          return true;
        },
        permission_callback: () => true,
      }),
    ),
  );
  t.teardown(close);
  await send(port, '/svc-json/t/v1/marker');
  t.is(seen, true);
});
