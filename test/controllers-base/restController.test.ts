import 'reflect-metadata';
import test from 'ava';
import { Controller, Route } from '../../src/decorators/index';
import { RestController } from '../../src/baseControllers/RestController';
import { Methods } from '../../src/baseControllers/methods';
import { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import { FieldRegistry } from '../../src/fields/FieldRegistry';
import type { RestServer } from '../../src/server/RestServer';
import { appWith, call, errorBody } from '../decorators/fixtures';
import { HandRegisteredWidgets, WIDGET_SCHEMA, WidgetsController } from './widgets';

async function widgetsApp(): Promise<{ app: Awaited<ReturnType<typeof appWith>>; controller: WidgetsController }> {
  const app = await appWith(WidgetsController);
  void app.server;
  const controller = app.container.getAll<object>(Symbol.for('svc-rest.Controller'))[0] as WidgetsController;
  return { app, controller };
}

@Controller('bare/v1')
class BareController extends RestController {
  @Route('/items')
  override getItems(request: RestRequest): unknown {
    return super.getItems(request);
  }

  @Route('/items', { methods: 'POST' })
  override createItem(request: RestRequest): unknown {
    return super.createItem(request);
  }
}

test('template methods not overridden answer 405 invalid-method with WordPress\'s message', async (t) => {
  const app = await appWith(BareController);
  const response = await call(app, 'GET', '/bare/v1/items');
  t.is(response.getStatus(), 405);
  t.deepEqual(errorBody(response), {
    code: 'invalid-method',
    message: "Method 'RestController::getItems' not implemented. Must be overridden in subclass.",
    data: { status: 405 },
  });
  t.is(errorBody(await call(app, 'POST', '/bare/v1/items')).message, "Method 'RestController::createItem' not implemented. Must be overridden in subclass.");
  const controller = new RestController();
  const request = new RestRequest('GET', '/');
  for (const [method, result] of [
    ['getItemPermissionsCheck', controller.getItemPermissionsCheck(request)],
    ['updateItemPermissionsCheck', controller.updateItemPermissionsCheck(request)],
    ['deleteItem', controller.deleteItem(request)],
    ['prepareItemForResponse', controller.prepareItemForResponse({}, request)],
  ] as const) {
    t.like(result, { code: 'invalid-method', message: `Method 'RestController::${method}' not implemented. Must be overridden in subclass.`, status: 405 });
  }
  await app.close();
});

class NoRoutes extends RestController {
  override namespace = 'none/v1';
}

test('a RestController with neither routes nor registerRoutes raises a developer notice', async (t) => {
  const app = await appWith(NoRoutes);
  void app.server;
  t.true(app.notices.some((n) => n.functionName === 'RestController::registerRoutes' && n.message === "Method 'RestController::registerRoutes' must be overridden."));
  await app.close();
});

test('namespace and restBase come from @Controller; routes are relative to the rest base and publish the schema', async (t) => {
  const { app, controller } = await widgetsApp();
  t.is(controller.namespace, 'shop/v1');
  t.is(controller.restBase, 'widgets');
  const entry = app.server.getRouteEntry('/shop/v1/widgets');
  t.truthy(entry);
  t.deepEqual(entry!.handlers.map((h) => Object.keys(h.methods).join()), ['GET', 'POST']);
  t.is(entry!.options.schema!().title, 'widget');
  t.deepEqual(Object.keys(app.server.getRoutes()['/shop/v1/widgets/(?P<id>[\\d]+)']![1]!.methods), ['POST', 'PUT', 'PATCH']);
  await app.close();
});

test('getItemSchema is built once per instance; getPublicItemSchema drops arg_options', async (t) => {
  const { app, controller } = await widgetsApp();
  controller.getItemSchema();
  controller.getItemSchema();
  controller.getPublicItemSchema();
  controller.getContextParam();
  t.is(controller.schemaBuilds, 1);
  t.truthy(controller.getItemSchema().properties!.name!.arg_options);
  const publicSchema = controller.getPublicItemSchema();
  t.false('arg_options' in publicSchema.properties!.name!);
  t.deepEqual(publicSchema.properties!.color, WIDGET_SCHEMA.properties!.color);
  // The cached schema itself is untouched.
  t.truthy(controller.getItemSchema().properties!.name!.arg_options);
  await app.close();
});

test('getCollectionParams: context, page, per_page 1..100 default 10, search', async (t) => {
  const controller = new WidgetsController();
  const params = controller.getCollectionParams();
  t.deepEqual(Object.keys(params), ['context', 'page', 'per_page', 'search']);
  t.like(params.page, { description: 'Current page of the collection.', type: 'integer', default: 1, minimum: 1 });
  t.like(params.per_page, { description: 'Maximum number of items to be returned in result set.', type: 'integer', default: 10, minimum: 1, maximum: 100 });
  t.like(params.search, { description: 'Limit results to those matching a string.', type: 'string' });
  t.is(params.per_page!.sanitize_callback!('-7', null, 'per_page'), 7);
  t.is(params.search!.sanitize_callback!('  <b>hi</b>  there ', null, 'search'), 'hi there');
});

test('collection params are validated against their schema when served', async (t) => {
  const app = await appWith(HandRegisteredWidgets);
  const tooMany = await call(app, 'GET', '/shop/v1/widgets-strict?per_page=500');
  t.is(tooMany.getStatus(), 400);
  t.is(errorBody(tooMany).code, 'rest_invalid_param');
  t.is(errorBody(tooMany).message, 'Invalid parameter(s): per_page');
  t.deepEqual(errorBody(tooMany).data.params, { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' });
  const badContext = await call(app, 'GET', '/shop/v1/widgets-strict?context=admin');
  t.deepEqual(errorBody(badContext).data.params, { context: 'context is not one of view, embed, edit.' });
  t.is((await call(app, 'GET', '/shop/v1/widgets-strict?per_page=3&context=VIEW')).getStatus(), 400);
  t.is((await call(app, 'GET', '/shop/v1/widgets-strict?per_page=3&context=edit')).getStatus(), 200);
  await app.close();
});

test('getContextParam collects the schema contexts in WordPress order; extra args win', (t) => {
  const controller = new WidgetsController();
  t.like(controller.getContextParam(), {
    description: 'Scope under which the request is made; determines fields present in response.',
    type: 'string',
    enum: ['view', 'embed', 'edit'],
  });
  t.like(controller.getContextParam({ default: 'view', enum: ['view'] }), { default: 'view', enum: ['view'] });
  t.is(controller.getContextParam().sanitize_callback!('Ed It!', null, 'context'), 'edit');
  t.false('enum' in new RestController().getContextParam());
});

test('getEndpointArgsForItemSchema: readonly skipped, default and required only on create, arg_options merged', (t) => {
  const controller = new WidgetsController();
  const create = controller.argsFor(Methods.CREATABLE);
  t.deepEqual(Object.keys(create), ['name', 'secret', 'color']);
  t.is(create.name!.required, true);
  t.is(create.secret!.default, 'hush');
  t.deepEqual(create.color!.enum, ['red', 'blue']);
  t.is(create.color!.type, 'string');
  t.false('context' in create.color!);
  t.is(typeof create.name!.validate_callback, 'function');
  t.is(create.name!.sanitize_callback!('  padded  ', null, 'name'), 'padded');
  const edit = controller.argsFor(Methods.EDITABLE);
  t.deepEqual(Object.keys(edit), ['name', 'secret', 'color']);
  t.false('required' in edit.name!);
  t.false('default' in edit.secret!);
  t.false('default' in edit.color!);
});

test('schema-derived arguments are checked and defaulted when served', async (t) => {
  const app = await appWith(HandRegisteredWidgets);
  const missing = await call(app, 'POST', '/shop/v1/widgets-strict', { color: 'blue' });
  t.is(missing.getStatus(), 400);
  t.is(errorBody(missing).message, 'Missing parameter(s): name');
  const invalid = await call(app, 'POST', '/shop/v1/widgets-strict', { name: 'x', color: 'green' });
  t.deepEqual(errorBody(invalid).data.params, { color: 'color is not one of red, blue.' });
  const created = await call(app, 'POST', '/shop/v1/widgets-strict?context=edit', { name: '  Sprocket ' });
  t.is(created.getStatus(), 201);
  t.like(created.getData(), { id: 3, name: 'Sprocket', secret: 'hush', color: 'red' });
  // Updating requires nothing and applies no defaults.
  const updated = await call(app, 'PATCH', '/shop/v1/widgets-strict/3?context=edit', {});
  t.is(updated.getStatus(), 200);
  const badUpdate = await call(app, 'PATCH', '/shop/v1/widgets-strict/3', { color: 'green' });
  t.is(errorBody(badUpdate).code, 'rest_invalid_param');
  await app.close();
});

test('context filtering drops fields whose schema context lacks the requested one', async (t) => {
  const { app, controller } = await widgetsApp();
  const data = { id: 1, name: 'Gear', secret: 's1', color: 'red' };
  t.deepEqual(controller.filterResponseByContext(data, 'view'), { id: 1, name: 'Gear', color: 'red' });
  t.deepEqual(controller.filterResponseByContext(data, 'edit'), data);
  t.deepEqual(controller.filterResponseByContext(data, 'embed'), { id: 1, name: 'Gear' });
  t.deepEqual((await call(app, 'GET', '/shop/v1/widgets/1?context=embed')).getData(), { id: 1, name: 'Gear' });
  await app.close();
});

test('getFieldsForResponse honours _fields (id always kept, nested names by their top level) and context', (t) => {
  const controller = new WidgetsController();
  const fields = (query: string): string[] => controller.getFieldsForResponse(RestRequest.fromPath(`/x?${query}`));
  t.deepEqual(fields(''), ['id', 'name', 'secret', 'color', '_links']);
  t.deepEqual(fields('context=view'), ['id', 'name', 'color', '_links']);
  t.deepEqual(fields('_embed=1&context=embed'), ['id', 'name', '_links', '_embedded']);
  t.deepEqual(fields('_fields=name, color.hex,unknown'), ['name', 'color.hex', 'id']);
  t.deepEqual(fields('_fields=secret&context=view'), ['id']);
  t.deepEqual(fields('_fields=_links.self'), ['_links.self', 'id']);
  t.deepEqual(fields('_fields='), ['id', 'name', 'secret', 'color', '_links']);
});

test('getFieldsForResponse answers anew for the same request once its context, _fields or fields change', (t) => {
  const controller = new WidgetsController();
  const registry = new FieldRegistry();
  controller.setFieldRegistry(registry);
  const request = RestRequest.fromPath('/x?context=view');
  t.deepEqual(controller.getFieldsForResponse(request), ['id', 'name', 'color', '_links']);
  const answer = controller.getFieldsForResponse(request);
  answer.push('changed by a caller');
  t.deepEqual(controller.getFieldsForResponse(request), ['id', 'name', 'color', '_links']);
  request.setParam('context', 'edit');
  t.deepEqual(controller.getFieldsForResponse(request), ['id', 'name', 'secret', 'color', '_links']);
  request.setParam('_fields', 'name');
  t.deepEqual(controller.getFieldsForResponse(request), ['name', 'id']);
  request.setParam('_fields', 'name,rating');
  t.deepEqual(controller.getFieldsForResponse(request), ['name', 'id']);
  registry.registerRestField('widget', 'rating', { get_callback: () => 5 });
  t.deepEqual(controller.getFieldsForResponse(request), ['name', 'rating', 'id']);
});

test('a controller computes only the fields the request asked for', async (t) => {
  const { app, controller } = await widgetsApp();
  const response = await call(app, 'GET', '/shop/v1/widgets/2?_fields=name');
  t.deepEqual(response.getData(), { id: 2, name: 'Cog' });
  t.deepEqual(controller.computed.at(-1), ['name', 'id']);
  // Links are built only when asked for.
  const withLinks = await call(app, 'GET', '/shop/v1/widgets/2?_fields=name,_links');
  t.deepEqual(Object.keys(withLinks.getLinks()), ['self', 'https://api.w.org/maker']);
  t.deepEqual(Object.keys((await call(app, 'GET', '/shop/v1/widgets/2?_fields=name')).getLinks()), []);
  await app.close();
});

test('prepareResponseForCollection: the data plus compact _links', async (t) => {
  const { app, controller } = await widgetsApp();
  const items = (await call(app, 'GET', '/shop/v1/widgets?context=view')).getData() as Array<Record<string, unknown>>;
  t.is(items.length, 2);
  t.deepEqual(items[0], {
    id: 1,
    name: 'Gear',
    color: 'red',
    _links: {
      self: [{ href: 'http://example.test/svc-json/shop/v1/widgets/1' }],
      'wp:maker': [{ embeddable: true, href: 'http://example.test/makers/1' }],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    },
  });
  t.deepEqual(await controller.prepareResponseForCollection(new RestResponse({ a: 1 })), { a: 1 });
  t.is(await controller.prepareResponseForCollection('plain'), 'plain');
  await app.close();
});

class ManualController extends RestController {
  override namespace = 'manual/v1';
  override restBase = 'things';

  override registerRoutes(server: RestServer): void {
    server.registerRoute(this.namespace, `/${this.restBase}`, { methods: 'GET', callback: () => this.getItems() });
  }

  override getItems(): unknown {
    return ['by hand'];
  }
}

test('registerRoutes can be overridden to register routes by hand', async (t) => {
  const app = await appWith(ManualController);
  t.deepEqual((await call(app, 'GET', '/manual/v1/things')).getData(), ['by hand']);
  t.false(app.notices.some((n) => n.functionName === 'RestController::registerRoutes'));
  await app.close();
});
