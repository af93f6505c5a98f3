import test from 'ava';
import type { HandlerSetInput, RouteArgs } from '../../src/server/HandlerSet';
import { RestServer, type RestServerDeps } from '../../src/server/RestServer';
import { makeApp, request } from './helpers';

const ok = (): unknown => ({ ok: true });

test('a namespace with slashes is trimmed with a notice; the route is still registered', async (t) => {
  let result: boolean | undefined;
  const app = await makeApp((server) => {
    result = server.registerRoute('/my/v1/', '/items/', { methods: 'GET', callback: ok });
  });
  const routes = app.server.getRoutes();
  t.true(result);
  t.truthy(routes['/my/v1/items']);
  t.deepEqual(
    app.notices.map((n) => [n.functionName, n.message]),
    [['registerRoute', 'Namespace must not start or end with a slash.']],
  );
});

test('slashes around the route are trimmed without a notice', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '//things//', { callback: ok });
  });
  t.truthy(app.server.getRoutes()['/my/v1/things']);
  t.deepEqual(app.notices, []);
});

test('an empty namespace or route returns false with a notice and registers nothing', async (t) => {
  const results: boolean[] = [];
  const app = await makeApp((server) => {
    results.push(server.registerRoute('', '/items', { callback: ok }));
    results.push(server.registerRoute('my/v1', '', { callback: ok }));
  });
  const routes = app.server.getRoutes();
  t.deepEqual(results, [false, false]);
  t.deepEqual(
    app.notices.map((n) => n.message),
    ['Routes must be namespaced with a plugin or package name and version.', 'A route must be specified.'],
  );
  t.deepEqual(Object.keys(routes), ['/', '/batch/v1']);
  t.deepEqual(app.server.getNamespaces(), []);
});

test('a single handler set is wrapped into a list of one', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/one', { methods: 'POST', callback: ok });
  });
  const handlers = app.server.getRoutes()['/my/v1/one']!;
  t.is(handlers.length, 1);
  t.is(handlers[0]!.callback, ok);
  t.deepEqual(handlers[0]!.methods, { POST: true });
});

test('handler sets get the defaults: methods GET, callback null, args empty', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/defaults', [{ callback: ok }, {}] as HandlerSetInput[]);
  });
  const [first, second] = app.server.getRoutes()['/my/v1/defaults']!;
  t.deepEqual(first!.methods, { GET: true });
  t.deepEqual(first!.args, {});
  t.is(second!.callback, null);
  t.deepEqual(second!.methods, { GET: true });
});

test('a handler set without a callable callback answers rest_invalid_handler', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/broken', [{ methods: 'GET' }] as HandlerSetInput[]);
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/broken'));
  t.is(response.status, 500);
  t.deepEqual(response.data, { code: 'rest_invalid_handler', message: 'The handler for the route is invalid.', data: { status: 500 } });
});

test('top-level args are merged into each handler set; the handler set wins on conflict', async (t) => {
  const app = await makeApp((server) => {
    const args = Object.assign(
      [
        { methods: 'GET', callback: ok, args: { a: { type: 'string', description: 'own' } } },
        { methods: 'POST', callback: ok },
      ],
      { args: { a: { type: 'integer', description: 'common' }, b: { default: 5 } } },
    ) as RouteArgs;
    server.registerRoute('my/v1', '/merged', args);
  });
  const [get, post] = app.server.getRoutes()['/my/v1/merged']!;
  t.deepEqual(get!.args, { a: { type: 'string', description: 'own' }, b: { default: 5 } });
  t.deepEqual(post!.args, { a: { type: 'integer', description: 'common' }, b: { default: 5 } });
});

test('re-registering merges by default and replaces with override', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/merge', { methods: 'GET', callback: ok });
    server.registerRoute('my/v1', '/merge', { methods: 'POST', callback: ok });
    server.registerRoute('my/v1', '/replace', { methods: 'GET', callback: ok });
    server.registerRoute('my/v1', '/replace', { methods: 'POST', callback: ok }, true);
  });
  const routes = app.server.getRoutes();
  t.deepEqual(routes['/my/v1/merge']!.map((h) => Object.keys(h.methods)), [['GET'], ['POST']]);
  t.deepEqual(routes['/my/v1/replace']!.map((h) => Object.keys(h.methods)), [['POST']]);
  const replaced = await app.server.dispatch(request('GET', '/my/v1/replace'));
  t.is(replaced.status, 404);
});

test('the newer route options win when merging', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/opts', Object.assign([{ callback: ok }], { allow_batch: { v1: false }, note: 'old' }) as RouteArgs);
    server.registerRoute('my/v1', '/opts', Object.assign([{ callback: ok }], { allow_batch: { v1: true } }) as RouteArgs);
  });
  t.deepEqual(app.server.getRouteEntry('/my/v1/opts')!.options, { allow_batch: { v1: true }, note: 'old' });
});

test('registering before rest_api_init raises a notice but the route is registered', async (t) => {
  const app = await makeApp();
  class EarlyServer extends RestServer {
    constructor(deps: RestServerDeps) {
      super(deps);
      this.registerRoute('early/v1', '/thing', { callback: ok });
    }
  }
  app.hooks.addFilter('svc_rest_server_class', () => EarlyServer);
  const server = app.server;
  t.true(server instanceof EarlyServer);
  t.deepEqual(
    app.notices.map((n) => [n.functionName, n.message]),
    [['registerRoute', 'REST API routes must be registered on the rest_api_init action.']],
  );
  const response = await server.dispatch(request('GET', '/early/v1/thing'));
  t.deepEqual(response.data, { ok: true });
});

test('routes registered on rest_api_init, and the core routes, raise no notice', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/fine', { callback: ok });
  });
  t.truthy(app.server.getRoutes()['/my/v1/fine']);
  t.deepEqual(app.notices, []);
});
