import 'reflect-metadata';
import test from 'ava';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import { FieldRegistry, registerRestField, type FieldGetCallback } from '../../src/fields/index';
import type { RestRequest } from '../../src/server/RestRequest';
import { appWith, call, errorBody } from '../decorators/fixtures';
import { WidgetsController, type Widget } from './widgets';

interface GetCall {
  prepared: Record<string, unknown>;
  attribute: string;
  request: RestRequest;
  objectType: string;
}

function recordingGetter(calls: GetCall[], value: (prepared: Record<string, unknown>) => unknown): FieldGetCallback {
  return (prepared, attribute, request, objectType) => {
    calls.push({ prepared: { ...prepared }, attribute, request, objectType });
    return value(prepared);
  };
}

test('registerRestField fills the defaults (null) on one type or on each of a list', (t) => {
  const registry = new FieldRegistry();
  const get = (): unknown => 1;
  registry.registerRestField(['widget', 'gadget'], 'rating', { get_callback: get });
  registry.registerRestField('widget', 'plain');
  t.deepEqual(registry.all(), {
    widget: {
      rating: { get_callback: get, update_callback: null, schema: null },
      plain: { get_callback: null, update_callback: null, schema: null },
    },
    gadget: { rating: { get_callback: get, update_callback: null, schema: null } },
  });
  // A later registration of the same attribute replaces the earlier one.
  registry.registerRestField('gadget', 'rating', { schema: { type: 'integer' } });
  t.deepEqual(registry.getFields('gadget').get('rating'), { get_callback: null, update_callback: null, schema: { type: 'integer' } });
  t.is(registry.getFields(null).size, 0);
});

test('the registry is per app and bound under TOKENS.FieldRegistry', async (t) => {
  const a = await appWith(WidgetsController);
  const b = await appWith(WidgetsController);
  registerRestField(a, 'widget', 'rating', { get_callback: () => 5, schema: { type: 'integer', context: ['view'] } });
  t.true(a.container.get<FieldRegistry>(TOKENS.FieldRegistry).getFields('widget').has('rating'));
  t.false(b.container.get<FieldRegistry>(TOKENS.FieldRegistry).getFields('widget').has('rating'));
  t.deepEqual((await call(a, 'GET', '/shop/v1/widgets/1?context=view')).getData(), { id: 1, name: 'Gear', color: 'red', rating: 5 });
  t.deepEqual((await call(b, 'GET', '/shop/v1/widgets/1?context=view')).getData(), { id: 1, name: 'Gear', color: 'red' });
  await a.close();
  await b.close();
});

test('get_callback receives the prepared data, the attribute, the request and the object type', async (t) => {
  const app = await appWith(WidgetsController);
  const calls: GetCall[] = [];
  registerRestField(app, 'widget', 'shout', {
    get_callback: recordingGetter(calls, (prepared) => String(prepared.name).toUpperCase()),
    schema: { type: 'string', context: ['view', 'edit'] },
  });
  const response = await call(app, 'GET', '/shop/v1/widgets/2');
  t.deepEqual(response.getData(), { id: 2, name: 'Cog', color: 'blue', shout: 'COG' });
  t.is(calls.length, 1);
  t.deepEqual(calls[0]!.prepared, { id: 2, name: 'Cog', secret: 's2', color: 'blue' });
  t.is(calls[0]!.attribute, 'shout');
  t.is(calls[0]!.objectType, 'widget');
  t.is(calls[0]!.request.getRoute(), '/shop/v1/widgets/2');
  await app.close();
});

test('get_callback is not called when _fields or the context exclude the field', async (t) => {
  const app = await appWith(WidgetsController);
  const calls: GetCall[] = [];
  registerRestField(app, 'widget', 'expensive', {
    get_callback: recordingGetter(calls, () => 'costly'),
    schema: { type: 'string', context: ['edit'] },
  });
  t.deepEqual((await call(app, 'GET', '/shop/v1/widgets/1?_fields=name')).getData(), { id: 1, name: 'Gear' });
  t.deepEqual((await call(app, 'GET', '/shop/v1/widgets/1?context=view')).getData(), { id: 1, name: 'Gear', color: 'red' });
  t.is(calls.length, 0);
  t.like((await call(app, 'GET', '/shop/v1/widgets/1?context=edit&_fields=expensive')).getData(), { id: 1, expensive: 'costly' });
  // A nested name under the field counts as asking for it.
  t.like((await call(app, 'GET', '/shop/v1/widgets/1?context=edit&_fields=expensive.part')).getData(), { expensive: 'costly' });
  t.is(calls.length, 2);
  await app.close();
});

test('a field without a schema has no schema entry but is still served; without get_callback it is not', async (t) => {
  const app = await appWith(WidgetsController);
  registerRestField(app, 'widget', 'loose', { get_callback: () => 'free' });
  registerRestField(app, 'widget', 'writeOnly', { update_callback: () => true, schema: { type: 'string' } });
  void app.server;
  const controller = app.container.getAll<object>(TOKENS.Controller)[0] as WidgetsController;
  const schema = controller.getPublicItemSchema();
  t.false('loose' in schema.properties!);
  t.deepEqual(schema.properties!.writeOnly, { type: 'string' });
  t.deepEqual(app.server.getRouteEntry('/shop/v1/widgets')!.options.schema!().properties!.writeOnly, { type: 'string' });
  const data = (await call(app, 'GET', '/shop/v1/widgets/1?context=view')).getData();
  t.deepEqual(data, { id: 1, name: 'Gear', color: 'red', loose: 'free' });
  t.like((await call(app, 'GET', '/shop/v1/widgets/1?_fields=loose')).getData(), { loose: 'free' });
  await app.close();
});

test('additional field schemas appear in the item schema and its context enum', async (t) => {
  const app = await appWith(WidgetsController);
  registerRestField(app, ['widget', 'other'], 'audit', { get_callback: () => 'x', schema: { type: 'string', context: ['audit'] } });
  void app.server;
  const controller = app.container.getAll<object>(TOKENS.Controller)[0] as WidgetsController;
  t.deepEqual(controller.getItemSchema().properties!.audit, { type: 'string', context: ['audit'] });
  t.deepEqual(controller.getContextParam().enum, ['view', 'embed', 'edit', 'audit']);
  await app.close();
});

test('update_callback receives the value and the model object; it runs only for fields the request carries', async (t) => {
  const app = await appWith(WidgetsController);
  const updates: Array<{ value: unknown; object: unknown; attribute: string; objectType: string }> = [];
  const stored = new Map<number, unknown>();
  registerRestField(app, 'widget', 'note', {
    get_callback: (prepared) => stored.get(prepared.id as number) ?? null,
    update_callback: (value, object, attribute, _request, objectType) => {
      updates.push({ value, object: { ...(object as Widget) }, attribute, objectType });
      stored.set((object as Widget).id, value);
      return true;
    },
    schema: { type: 'string', context: ['view', 'edit'] },
  });
  const updated = await call(app, 'PUT', '/shop/v1/widgets/1', { note: 'hello' });
  t.like(updated.getData(), { id: 1, note: 'hello' });
  t.deepEqual(updates, [{ value: 'hello', object: { id: 1, name: 'Gear', secret: 's1', color: 'red' }, attribute: 'note', objectType: 'widget' }]);
  await call(app, 'PUT', '/shop/v1/widgets/1', { name: 'ignored' });
  await call(app, 'PUT', '/shop/v1/widgets/1', { note: null });
  t.is(updates.length, 1);
  await app.close();
});

test('an update_callback error aborts the update with that error', async (t) => {
  const app = await appWith(WidgetsController);
  const later: unknown[] = [];
  registerRestField(app, 'widget', 'locked', {
    update_callback: async () => new RestError('rest_widget_locked', 'This widget is locked.', { status: 409 }),
  });
  registerRestField(app, 'widget', 'after', { update_callback: (value) => later.push(value) });
  const response = await call(app, 'POST', '/shop/v1/widgets', { name: 'New', color: 'red', locked: true, after: 1 });
  t.is(response.getStatus(), 409);
  t.deepEqual(errorBody(response), { code: 'rest_widget_locked', message: 'This widget is locked.', data: { status: 409 } });
  t.deepEqual(later, []);
  void app.server;
  const controller = app.container.getAll<object>(TOKENS.Controller)[0] as WidgetsController;
  t.is(controller.widgets.length, 2);
  await app.close();
});

test('over HTTP, _fields trims the response and an unrequested field is never computed', async (t) => {
  const app = await appWith(WidgetsController);
  let computed = 0;
  registerRestField(app, 'widget', 'rating', { get_callback: () => ++computed, schema: { type: 'integer' } });
  registerRestField(app, 'widget', 'badge', { get_callback: () => 'gold', schema: { type: 'string' } });
  const http = await app.listen(0);
  const address = http.address();
  if (address === null || typeof address === 'string') return t.fail('no port');
  const response = await fetch(`http://127.0.0.1:${address.port}/svc-json/shop/v1/widgets/1?_fields=badge`);
  t.is(response.status, 200);
  t.deepEqual(await response.json(), { badge: 'gold' });
  t.is(computed, 0);
  await app.close();
});
