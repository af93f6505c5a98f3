import test from 'ava';
import type { RouteArgs } from '../../src/server/HandlerSet';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import { ROOT, attachServerInterceptors, bodyOf, makeApp, request } from './helpers';

const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };
const TITLE_INVALID = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): title',
  data: {
    status: 400,
    params: { title: 'title is not of type string.' },
    details: { title: { code: 'rest_invalid_param', message: 'title is not of type string.', data: { param: 'title' } } },
  },
};

async function batchApp() {
  const calls: string[] = [];
  let nextId = 1;
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', {
      methods: 'POST',
      allow_batch: { v1: true },
      args: { title: { type: 'string', required: true } },
      callback: (req) => {
        calls.push(`create ${String(req.getParam('title'))}`);
        const response = new RestResponse({ id: nextId, title: req.getParam('title') }, 201);
        response.addLink('self', `${ROOT}/my/v1/items/${nextId++}`);
        return response;
      },
    });
    server.registerRoute('my/v1', '/items/(?P<id>[\\d]+)', [
      {
        methods: 'PUT',
        allow_batch: { v1: true },
        args: { title: { type: 'string' } },
        callback: (req) => {
          calls.push(`update ${String(req.getParam('id'))}`);
          return { id: req.getParam('id'), title: req.getParam('title'), context: req.getParam('context'), header: req.getHeader('X-Test') };
        },
      },
      {
        methods: 'DELETE',
        allow_batch: { v1: true },
        permission_callback: (req) => req.getParam('id') !== '13',
        callback: (req) => (calls.push(`delete ${String(req.getParam('id'))}`), { deleted: true }),
      },
    ]);
    server.registerRoute('my/v1', '/plain', { methods: 'POST', callback: () => (calls.push('plain'), 'plain') });
    server.registerRoute('my/v1', '/opted', Object.assign([{ methods: 'POST', callback: () => (calls.push('opted'), 'opted') }], { allow_batch: { v1: true } }) as RouteArgs);
  });
  attachServerInterceptors(app);
  return { app, calls };
}

function batch(body: Record<string, unknown>): RestRequest {
  return request('POST', '/batch/v1', { json: body });
}

test('normal validation runs every item and answers 207 with each body, status and headers', async (t) => {
  const { app, calls } = await batchApp();
  const response = await app.server.dispatch(
    batch({
      requests: [
        { method: 'POST', path: '/my/v1/items', body: { title: 'A' } },
        { method: 'POST', path: '/my/v1/items', body: { title: ['not', 'a', 'string'] } },
        { method: 'DELETE', path: '/my/v1/items/13' },
        { method: 'POST', path: '/my/v1/nope' },
        { method: 'POST', path: '/my/v1/plain' },
        { method: 'PUT', path: '/my/v1/items/5?context=edit', body: { title: 'B' }, headers: { 'X-Test': 'yes' } },
      ],
    }),
  );
  t.is(response.status, 207);
  t.deepEqual(await bodyOf(app, response), {
    responses: [
      { body: { id: 1, title: 'A', _links: { self: [{ href: `${ROOT}/my/v1/items/1` }] } }, status: 201, headers: { Allow: 'POST' } },
      { body: TITLE_INVALID, status: 400, headers: { Allow: 'POST' } },
      { body: { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }, status: 401, headers: { Allow: 'PUT' } },
      { body: NO_ROUTE, status: 404, headers: [] },
      { body: { code: 'rest_batch_not_allowed', message: 'The requested route does not support batch requests.', data: { status: 400 } }, status: 400, headers: { Allow: 'POST' } },
      { body: { id: '5', title: 'B', context: 'edit', header: 'yes' }, status: 200, headers: { Allow: 'PUT, DELETE' } },
    ],
  });
  t.deepEqual(calls, ['create A', 'update 5']);
});

test('require-all-validate answers only the validation errors and runs nothing when one fails', async (t) => {
  const { app, calls } = await batchApp();
  const response = await app.server.dispatch(
    batch({
      validation: 'require-all-validate',
      requests: [
        { method: 'POST', path: '/my/v1/items', body: { title: 'A' } },
        { method: 'POST', path: '/my/v1/items', body: { title: 5 } },
        { method: 'POST', path: '/my/v1/nope' },
        { method: 'POST', path: '/my/v1/items' },
      ],
    }),
  );
  t.is(response.status, 207);
  t.deepEqual(await bodyOf(app, response), {
    failed: 'validation',
    responses: [
      null,
      { body: TITLE_INVALID, status: 400, headers: [] },
      { body: NO_ROUTE, status: 404, headers: [] },
      { body: { code: 'rest_missing_callback_param', message: 'Missing parameter(s): title', data: { status: 400, params: ['title'] } }, status: 400, headers: [] },
    ],
  });
  t.deepEqual(calls, []);
});

test('require-all-validate runs every item when all validate', async (t) => {
  const { app, calls } = await batchApp();
  const response = await app.server.dispatch(
    batch({
      validation: 'require-all-validate',
      requests: [
        { path: '/my/v1/items', body: { title: 'A' } },
        { method: 'DELETE', path: '/my/v1/items/2' },
      ],
    }),
  );
  const body = (await bodyOf(app, response)) as { failed?: string; responses: Array<{ status: number }> };
  t.is(body.failed, undefined);
  t.deepEqual(body.responses.map((r) => r.status), [201, 200]);
  t.deepEqual(calls, ['create A', 'delete 2']);
});

test('a route may allow batching through its route options', async (t) => {
  const { app, calls } = await batchApp();
  const response = await app.server.dispatch(batch({ requests: [{ path: '/my/v1/opted' }] }));
  t.deepEqual(await bodyOf(app, response), { responses: [{ body: 'opted', status: 200, headers: { Allow: 'POST' } }] });
  t.deepEqual(calls, ['opted']);
});

test('a path that cannot be parsed answers parse_path_failed for that item', async (t) => {
  const { app } = await batchApp();
  const response = await app.server.dispatch(batch({ requests: [{ path: 'http:///x' }, { path: '/my/v1/opted' }] }));
  const body = (await bodyOf(app, response)) as { responses: unknown[] };
  t.deepEqual(body.responses[0], { body: { code: 'parse_path_failed', message: 'Could not parse the path.', data: { status: 400 } }, status: 400, headers: [] });
  t.like(body.responses[1], { status: 200 });
});

test('rest_pre_dispatch sees each item without URL parameters or handler and may answer it', async (t) => {
  const { app, calls } = await batchApp();
  const seen: unknown[] = [];
  app.hooks.addFilter('rest_pre_dispatch', (result: unknown, _server: unknown, req: RestRequest) => {
    if (req.getRoute() !== '/my/v1/items/9') return result;
    seen.push({ url: req.getUrlParams(), attributes: req.attributes, defaults: req.getDefaultParams(), title: req.getParam('title') });
    return new RestResponse({ intercepted: true }, 202);
  });
  const response = await app.server.dispatch(batch({ requests: [{ method: 'PUT', path: '/my/v1/items/9', body: { title: 'Z' } }] }));
  t.deepEqual(await bodyOf(app, response), { responses: [{ body: { intercepted: true }, status: 202, headers: [] }] });
  t.deepEqual(seen, [{ url: {}, attributes: null, defaults: {}, title: 'Z' }]);
  t.deepEqual(calls, []);
});

test('a batch item method outside POST, PUT, PATCH and DELETE is refused by the arguments', async (t) => {
  const { app } = await batchApp();
  const response = await app.server.dispatch(batch({ requests: [{ method: 'GET', path: '/my/v1/items' }] }));
  t.is(response.status, 400);
  t.like(response.data, {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): requests',
    data: { status: 400, params: { requests: 'requests[0][method] is not one of POST, PUT, PATCH, DELETE.' } },
  });
});

test('requests are required and limited by rest_get_max_batch_size', async (t) => {
  const { app } = await batchApp();
  app.hooks.addFilter('rest_get_max_batch_size', () => 2);
  const missing = await app.server.dispatch(batch({}));
  t.is(missing.status, 400);
  t.like(missing.data, { code: 'rest_missing_callback_param', data: { params: ['requests'] } });
  const tooMany = await app.server.dispatch(batch({ requests: [{ path: '/a' }, { path: '/b' }, { path: '/c' }] }));
  t.is(tooMany.status, 400);
  t.like(tooMany.data, { code: 'rest_invalid_param', data: { params: { requests: 'requests must contain at most 2 items.' } } });
});

test('the batch route itself answers only POST', async (t) => {
  const { app } = await batchApp();
  const response = await app.server.dispatch(request('GET', '/batch/v1'));
  t.is(response.status, 404);
});
