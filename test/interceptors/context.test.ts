/**
 * `?context=` on routes registered with plain registerRoute (project issue #9):
 * the callback returns unfiltered data and the context interceptor removes the
 * fields whose schema `context` list lacks the requested context, recursively
 * (SPEC "Response shaping rules" 6), over HTTP.
 */
import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import type { Schema } from '../../src/schema/types';
import type { HandlerSetInput, RouteArgs } from '../../src/server/HandlerSet';
import { startHarness, type Harness } from './harness';

const ALL = ['view', 'embed', 'edit'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];

/** A schema with context lists at every level: properties, items, additionalProperties. */
const ITEM_SCHEMA: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer', context: ALL },
    secret: { type: 'string', context: EDIT },
    untagged: { type: 'string' },
    title: {
      type: 'object',
      context: ALL,
      properties: {
        raw: { type: 'string', context: EDIT },
        rendered: { type: 'string', context: ALL },
      },
    },
    blocks: {
      type: 'array',
      context: VIEW_EDIT,
      items: {
        type: 'object',
        context: VIEW_EDIT,
        properties: {
          name: { type: 'string', context: VIEW_EDIT },
          source: { type: 'string', context: EDIT },
        },
      },
    },
    editors: { type: 'array', context: EDIT, items: { type: 'integer' } },
    meta: {
      type: 'object',
      context: VIEW_EDIT,
      additionalProperties: {
        type: 'object',
        context: VIEW_EDIT,
        properties: {
          value: { type: 'string', context: VIEW_EDIT },
          raw: { type: 'string', context: EDIT },
        },
      },
    },
  },
};

function item(id: number): Record<string, unknown> {
  return {
    id,
    secret: 's3cret',
    untagged: 'kept',
    title: { raw: `Raw ${id}`, rendered: `Title ${id}` },
    blocks: [
      { name: 'core/paragraph', source: '<p>a</p>' },
      { name: 'core/image', source: '<img>' },
    ],
    editors: [1, 2],
    meta: { color: { value: 'blue', raw: 'BLUE' }, size: { value: 'L', raw: 'l' } },
  };
}

let harness: Harness;
test.before(async () => {
  harness = await startHarness({}, (server) => {
    const args = { context: { type: 'string', enum: ALL, default: 'view' } } as const;
    /** The WordPress form: handler sets in a list, the resource schema as a route option. */
    const route = (path: string, handler: HandlerSetInput): void => {
      server.registerRoute('ctx/v1', path, Object.assign([{ methods: 'GET', permission_callback: () => true, ...handler }], { schema: () => ITEM_SCHEMA }) as RouteArgs);
    };
    route('/item', { args, callback: () => item(7) });
    // A collection route: its schema describes one item, the data is a list of them.
    route('/items', { args, callback: () => [item(1), item(2)] });
    // No `context` argument declared: the client's parameter still selects the context, 'view' by default.
    route('/bare', { callback: () => item(3) });
    route('/broken', { callback: () => new RestError('ctx_broken', 'Broken.', { status: 409, secret: 'kept in errors' }) });
    // Without a schema nothing is filtered.
    server.registerRoute('ctx/v1', '/raw', { methods: 'GET', permission_callback: () => true, callback: () => item(4) });
  });
});
test.after.always(() => harness.close());

const VIEW_ITEM = (id: number): Record<string, unknown> => ({
  id,
  untagged: 'kept',
  title: { rendered: `Title ${id}` },
  blocks: [{ name: 'core/paragraph' }, { name: 'core/image' }],
  meta: { color: { value: 'blue' }, size: { value: 'L' } },
});

test('context=view drops edit-only fields at every depth: properties, items, additionalProperties', async (t) => {
  const response = await harness.request('/ctx/v1/item?context=view');
  t.is(response.status, 200);
  t.deepEqual(response.json(), VIEW_ITEM(7));
});

test('no context parameter: the route default (view) applies', async (t) => {
  const response = await harness.request('/ctx/v1/item');
  t.deepEqual(response.json(), VIEW_ITEM(7));
});

test('context=edit keeps every field, in the order the callback gave them', async (t) => {
  const response = await harness.request('/ctx/v1/item?context=edit');
  t.is(response.body, JSON.stringify(item(7)));
});

test('context=embed keeps only embed fields; a list whose items lack embed is emptied, a parent without embed is removed', async (t) => {
  const response = await harness.request('/ctx/v1/item?context=embed');
  t.deepEqual(response.json(), { id: 7, untagged: 'kept', title: { rendered: 'Title 7' } });
});

test('a list response is filtered item by item against the item schema', async (t) => {
  const view = await harness.request('/ctx/v1/items?context=view');
  t.deepEqual(view.json(), [VIEW_ITEM(1), VIEW_ITEM(2)]);
  const embed = await harness.request('/ctx/v1/items?context=embed');
  t.deepEqual(embed.json(), [
    { id: 1, untagged: 'kept', title: { rendered: 'Title 1' } },
    { id: 2, untagged: 'kept', title: { rendered: 'Title 2' } },
  ]);
});

test('a route without a context argument: ?context= still selects, view by default', async (t) => {
  t.deepEqual((await harness.request('/ctx/v1/bare')).json(), VIEW_ITEM(3));
  t.is((await harness.request('/ctx/v1/bare?context=edit')).body, JSON.stringify(item(3)));
});

test('an invalid context is rejected by the declared enum before any filtering', async (t) => {
  const response = await harness.request('/ctx/v1/item?context=nope');
  t.is(response.status, 400);
  t.deepEqual((response.json() as { data: { params: unknown } }).data.params, { context: 'context is not one of view, embed, edit.' });
});

test('a route without a schema is not filtered', async (t) => {
  t.is((await harness.request('/ctx/v1/raw?context=view')).body, JSON.stringify(item(4)));
});

test('errors are not filtered', async (t) => {
  const response = await harness.request('/ctx/v1/broken?context=view');
  t.is(response.status, 409);
  t.deepEqual(response.json(), { code: 'ctx_broken', message: 'Broken.', data: { status: 409, secret: 'kept in errors' } });
});

test('_fields applies after context: a field context removed stays removed', async (t) => {
  const response = await harness.request('/ctx/v1/item?context=view&_fields=id,secret,title');
  t.deepEqual(response.json(), { id: 7, title: { rendered: 'Title 7' } });
});
