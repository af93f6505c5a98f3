import test from 'ava';
import { RestResponse } from '../../src/server/RestResponse';
import { preload } from '../../src/server/preload';
import { REST_API_VERSION } from '../../src/server/version';
import { ROOT, attachServerInterceptors, makeApp } from './helpers';

async function preloadApp() {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', [
      {
        callback: (req) => {
          const response = new RestResponse([{ id: 1, page: req.getParam('page') }], 200, { 'X-WP-Total': '1' });
          response.addLink('https://api.w.org/items', `${ROOT}/my/v1/items`);
          return response;
        },
        args: { page: { type: 'integer', default: 1 } },
      },
      { methods: 'POST', callback: () => 'created' },
    ]);
    server.registerRoute('my/v1', '/one', { callback: () => ({ id: 1 }) });
    server.registerRoute('my/v1', '/missing', { callback: () => new RestResponse({ gone: true }, 404) });
  });
  attachServerInterceptors(app);
  return app;
}

test('GET results are keyed by path with body (data plus compact links) and headers', async (t) => {
  const app = await preloadApp();
  const result = await preload(app.server, app.urls, ['/my/v1/one', '/my/v1/items?page=2']);
  t.deepEqual(Object.keys(result), ['/my/v1/one', '/my/v1/items?page=2']);
  t.deepEqual(result['/my/v1/one'], { body: { id: 1 }, headers: { Allow: 'GET' } });
  t.deepEqual(result['/my/v1/items?page=2'], { body: [{ id: 1, page: 2 }], headers: { 'X-WP-Total': '1', Allow: 'GET, POST' } });
});

test('compact _links are added to object bodies', async (t) => {
  const app = await preloadApp();
  app.hooks.addAction('rest_api_init', (server: { registerRoute: (...a: unknown[]) => boolean }) => {
    server.registerRoute('my/v1', '/linked', {
      callback: () => {
        const response = new RestResponse({ id: 3 });
        response.addLink('https://api.w.org/term', `${ROOT}/my/v1/items`);
        return response;
      },
    });
  });
  const result = await preload(app.server, app.urls, ['/my/v1/linked']);
  t.deepEqual(result['/my/v1/linked']!.body, {
    id: 3,
    _links: { 'wp:term': [{ href: `${ROOT}/my/v1/items` }], curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }] },
  });
});

test('OPTIONS results are keyed under OPTIONS then path; other methods become GET', async (t) => {
  const app = await preloadApp();
  const result = await preload(app.server, app.urls, [['/my/v1/one', 'OPTIONS'], ['/my/v1/items', 'POST']]);
  t.deepEqual(Object.keys(result), ['OPTIONS', '/my/v1/items']);
  t.like(result.OPTIONS!['/my/v1/one']!.body, { namespace: 'my/v1', methods: ['GET'] });
  t.deepEqual(result.OPTIONS!['/my/v1/one']!.headers, { Allow: 'GET' });
  t.deepEqual(result['/my/v1/items']!.body, [{ id: 1, page: 1 }]);
});

test('trailing slashes are removed from the key and the route; the index is keyed as /', async (t) => {
  const app = await preloadApp();
  const result = await preload(app.server, app.urls, ['/my/v1/one/', '/my/v1/items/?page=3', '/']);
  t.deepEqual(Object.keys(result), ['/my/v1/one', '/my/v1/items?page=3', '/']);
  t.like(result['/']!.body, { name: 'My Site' });
});

test('only 200 responses are recorded; empty and unparsable paths are skipped', async (t) => {
  const app = await preloadApp();
  const result = await preload(app.server, app.urls, ['/my/v1/missing', '/nope/v1/x', '', null, '///x', ['/my/v1/one'], '/my/v1/one']);
  t.deepEqual(Object.keys(result), ['/my/v1/one']);
});

test('the interface version is 2.0', (t) => {
  t.is(REST_API_VERSION, '2.0');
});
