/**
 * Argument defaults: each request sees them sanitized, as WordPress sanitizes every default on every
 * request. A scalar default of a schema-typed argument is sanitized once and copied into each request,
 * one that sanitizes to an empty list gives each request a new empty list; a default with its own sanitize_callback, a format, a list value, or one that fails its own schema
 * is still sanitized (or rejected) on each request.
 */
import test from 'ava';
import type { RestRequest } from '../../src/server/RestRequest';
import { preparedDefaults } from '../../src/server/requestArguments';
import { invalidParamBody, makeApp, request } from './helpers';

test('scalar defaults are sanitized once; callbacks, formats, lists and invalid defaults are left to each request', (t) => {
  const args = {
    per_page: { type: 'integer', default: '10' },
    order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
    sticky: { type: 'boolean', default: 'false' },
    slug: { type: 'string', default: 'x', sanitize_callback: (value: unknown) => value },
    email: { type: 'string', format: 'email', default: 'a@b.test' },
    include: { type: 'array', items: { type: 'integer' }, default: '1,2' },
    orderby: { type: 'string', enum: ['date'], default: 'title' },
    search: { type: 'string' },
    exclude: { type: 'array', items: { type: 'integer' }, default: [] },
    parent: { type: 'array', items: { type: 'integer' }, default: [], sanitize_callback: (value: unknown) => value },
    empty: { type: 'array', items: { type: 'integer' }, default: '' },
  } as const;
  const prepared = preparedDefaults(args);
  t.deepEqual(prepared.values, {
    per_page: 10, order: 'desc', sticky: false, slug: 'x', email: 'a@b.test', include: '1,2', orderby: 'title', exclude: [], parent: [], empty: [],
  });
  t.deepEqual(prepared.unsanitized, ['slug', 'email', 'include', 'orderby', 'parent']);
  // `exclude` and `empty` (PHP's wp_parse_list of '') sanitize to an empty list with no callback to run.
  t.deepEqual(prepared.emptyLists, ['exclude', 'empty']);
  t.is(preparedDefaults(args), prepared, 'prepared once per argument set');
});

test('every request sees sanitized defaults, its own copy of them, and a default sanitize_callback runs per request', async (t) => {
  let callbackRuns = 0;
  const seen: unknown[] = [];
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      args: {
        per_page: { type: 'integer', minimum: 1, default: '10' },
        include: { type: 'array', items: { type: 'integer' }, default: '3,4' },
        exclude: { type: 'array', items: { type: 'integer' }, default: [] },
        tag: { type: 'string', default: 'Hi', sanitize_callback: (value: unknown) => (callbackRuns++, String(value).toLowerCase()) },
      },
      callback: (req: RestRequest) => {
        seen.push([req.getParam('per_page'), [...(req.getParam('include') as number[])], req.getParam('tag'), [...(req.getParam('exclude') as number[])]]);
        // A handler changing its request's defaults must not change the next request's.
        req.getDefaultParams().per_page = 99;
        (req.getParam('include') as number[]).push(5);
        (req.getParam('exclude') as number[]).push(6);
        return true;
      },
    });
  });
  for (let i = 0; i < 2; i++) t.is((await app.server.dispatch(request('GET', '/my/v1/items'))).status, 200);
  t.deepEqual(seen, [[10, [3, 4], 'hi', []], [10, [3, 4], 'hi', []]]);
  t.is(callbackRuns, 2);
  const given = await app.server.dispatch(request('GET', '/my/v1/items', { query: { per_page: '7' } }));
  t.is(given.status, 200);
  t.deepEqual(seen[2], [7, [3, 4], 'hi', []]);
});

test('a default that fails its own schema is reported on every request, as before', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      args: { orderby: { type: 'string', enum: ['date', 'id'], default: 'title' } },
      callback: () => true,
    });
  });
  for (let i = 0; i < 2; i++) {
    const response = await app.server.dispatch(request('GET', '/my/v1/items'));
    t.is(response.status, 400);
    t.deepEqual(response.data, invalidParamBody('orderby', 'orderby is not one of date, id.'));
  }
});
