import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { runAsUser } from '../../src/scope/RequestScope';
import { invalidParamBody, makeApp, request } from './helpers';

const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };
const FORBIDDEN = (status: number) => ({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status } });

test('HEAD is served by the GET handler when no HEAD handler exists', async (t) => {
  const seen: string[] = [];
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { methods: 'GET', callback: (req) => (seen.push(req.getMethod()), ['a']) });
  });
  const response = await app.server.dispatch(request('HEAD', '/my/v1/items'));
  t.is(response.status, 200);
  t.deepEqual(response.data, ['a']);
  t.deepEqual(seen, ['HEAD']);
  t.is(response.matchedRoute, '/my/v1/items');
});

test('HEAD goes to the first handler set that accepts it, directly or through GET', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/head-first', [
      { methods: 'HEAD', callback: () => 'head' },
      { methods: 'GET', callback: () => 'get' },
    ]);
    server.registerRoute('my/v1', '/get-first', [
      { methods: 'GET', callback: () => 'get' },
      { methods: 'HEAD', callback: () => 'head' },
    ]);
  });
  t.is((await app.server.dispatch(request('HEAD', '/my/v1/head-first'))).data, 'head');
  t.is((await app.server.dispatch(request('HEAD', '/my/v1/get-first'))).data, 'get');
});

test('an unknown route or an unregistered method answers rest_no_route 404', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { methods: 'GET', callback: () => [] });
  });
  for (const [method, path] of [['GET', '/nope/v1/things'], ['DELETE', '/my/v1/items'], ['GET', '/my/v1/items/extra']]) {
    const response = await app.server.dispatch(request(method!, path!));
    t.is(response.status, 404, `${method} ${path}`);
    t.deepEqual(response.data, NO_ROUTE);
  }
});

test('route patterns match case-insensitively and their captures become URL parameters', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items/(?P<id>[\\d]+)', { callback: (req) => req.getUrlParams() });
  });
  const response = await app.server.dispatch(request('GET', '/MY/V1/Items/42'));
  t.deepEqual(response.data, { id: '42' });
});

test('the first registered route that matches wins, whichever of them starts with a literal segment', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('open/v1', '/(?P<kind>[a-z]+)/x', { callback: () => 'open' });
    server.registerRoute('open/v1', '/items/x', { callback: () => 'literal' });
    server.registerRoute('lit/v1', '/items/x', { callback: () => 'literal' });
    server.registerRoute('lit/v1', '/(?P<kind>[a-z]+)/x', { callback: () => 'open' });
  });
  t.is((await app.server.dispatch(request('GET', '/open/v1/items/x'))).data, 'open');
  t.is((await app.server.dispatch(request('GET', '/lit/v1/items/x'))).data, 'literal');
  t.is((await app.server.dispatch(request('GET', '/lit/v1/other/x'))).data, 'open');
});

test('a literal first segment matches in any case, and an alternation can match paths of any segment', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items/(?P<id>[\\d]+)', { callback: (req) => req.getUrlParams() });
    server.registerRoute('my/v1', '/items|/things', { callback: () => 'either' });
  });
  t.deepEqual((await app.server.dispatch(request('GET', '/my/v1/ITEMS/7'))).data, { id: '7' });
  t.is((await app.server.dispatch(request('GET', '/my/v1/other/things'))).data, 'either');
  t.is(((await app.server.dispatch(request('GET', '/my/v1'))).data as { namespace: string }).namespace, 'my/v1');
  t.is((await app.server.dispatch(request('GET', '/my/v1/nothing'))).status, 404);
});

test('missing required arguments answer 400 rest_missing_callback_param listing them', async (t) => {
  let ran = false;
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/req', {
      methods: 'POST',
      callback: () => (ran = true),
      args: { a: { required: true }, b: { required: true }, c: { required: false } },
    });
  });
  const response = await app.server.dispatch(request('POST', '/my/v1/req', { body: { c: 1 } }));
  t.is(response.status, 400);
  t.deepEqual(response.data, {
    code: 'rest_missing_callback_param',
    message: 'Missing parameter(s): a, b',
    data: { status: 400, params: ['a', 'b'] },
  });
  t.false(ran);
});

test('invalid arguments answer 400 rest_invalid_param with params and details', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/list', {
      callback: () => [],
      args: { per_page: { type: 'integer' }, order: { type: 'string', enum: ['asc', 'desc'] } },
    });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/list', { query: { per_page: 'abc' } }));
  t.is(response.status, 400);
  t.deepEqual(response.data, invalidParamBody('per_page', 'per_page is not of type integer.', { param: 'per_page' }));
});

test('valid arguments arrive sanitized and defaults fill in', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/list', {
      callback: (req) => ({ page: req.getParam('page'), per_page: req.getParam('per_page') }),
      args: { page: { type: 'integer', default: 1 }, per_page: { type: 'integer', default: 10 } },
    });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/list', { query: { per_page: '5' } }));
  t.deepEqual(response.data, { page: 1, per_page: 5 });
});

test('only a permission result of exactly true lets the callback run', async (t) => {
  const results: unknown[] = [true, 1, 'true', {}, [true], null, false, undefined];
  let calls = 0;
  let current: unknown = null;
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/guarded', { callback: () => ++calls, permission_callback: () => current });
  });
  const statuses: number[] = [];
  for (const result of results) {
    current = result;
    statuses.push((await app.server.dispatch(request('GET', '/my/v1/guarded'))).status);
  }
  t.deepEqual(statuses, [200, 401, 401, 401, 401, 401, 401, 401]);
  t.is(calls, 1);
});

test('rest_forbidden is 401 for a visitor and 403 for a logged-in user', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/guarded', { callback: () => 'x', permission_callback: () => false });
  });
  const anonymous = await app.server.dispatch(request('GET', '/my/v1/guarded'));
  t.is(anonymous.status, 401);
  t.deepEqual(anonymous.data, FORBIDDEN(401));
  const loggedIn = await runAsUser({ id: 7 }, () => app.server.dispatch(request('GET', '/my/v1/guarded')));
  t.is(loggedIn.status, 403);
  t.deepEqual(loggedIn.data, FORBIDDEN(403));
});

test('a permission check returning an error answers that error', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/guarded', {
      callback: () => 'x',
      permission_callback: () => new RestError('my_denied', 'Not today.', { status: 418 }),
    });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/guarded'));
  t.is(response.status, 418);
  t.deepEqual(response.data, { code: 'my_denied', message: 'Not today.', data: { status: 418 } });
});

test('an exception thrown by a callback answers 500 rest_internal_error without internals', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/boom', {
      callback: () => {
        throw new Error('secret database detail');
      },
    });
  });
  const original = console.error;
  console.error = () => undefined;
  try {
    const response = await app.server.dispatch(request('GET', '/my/v1/boom'));
    t.is(response.status, 500);
    t.deepEqual(response.data, { code: 'rest_internal_error', message: 'The server encountered an internal error.', data: { status: 500 } });
  } finally {
    console.error = original;
  }
});

test('a callback returning an error answers it with its status and the route stays matched', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/err', { callback: () => new RestError('my_gone', 'Gone.', { status: 410 }) });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/err'));
  t.is(response.status, 410);
  t.deepEqual(response.data, { code: 'my_gone', message: 'Gone.', data: { status: 410 } });
  t.is(response.matchedRoute, '/my/v1/err');
});
