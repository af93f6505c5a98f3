import test from 'ava';
import type { RouteArgs } from '../../src/server/HandlerSet';
import { RestResponse } from '../../src/server/RestResponse';
import { OptionsInterceptor } from '../../src/interceptors/OptionsInterceptor';
import { ROOT, attachServerInterceptors, bodyOf, dispatchFiltered, makeApp, request } from './helpers';

const schema = { title: 'item', type: 'object', properties: { id: { type: 'integer', context: ['view'] } } };

async function itemsApp() {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', Object.assign([{ callback: () => [] }, { methods: 'POST', callback: () => ({}), permission_callback: () => false }], { schema: () => schema }) as RouteArgs);
    server.registerRoute('my/v1', '/items/(?P<id>[\\d]+)', Object.assign(
      [
        { callback: () => ({}), args: { id: { type: 'integer', description: 'Identifier.' } } },
        { methods: 'DELETE', callback: () => ({}), permission_callback: (req: { getParam(k: string): unknown }) => req.getParam('id') === '7' },
      ],
      { schema: () => schema },
    ) as RouteArgs);
  });
  attachServerInterceptors(app);
  return app;
}

test('OPTIONS answers the help data of the matching route, schema included', async (t) => {
  const app = await itemsApp();
  const response = await dispatchFiltered(app, request('OPTIONS', '/my/v1/items'));
  t.is(response.status, 200);
  t.deepEqual(await bodyOf(app, response), {
    namespace: 'my/v1',
    methods: ['GET', 'POST'],
    endpoints: [{ methods: ['GET'], args: [] }, { methods: ['POST'], args: [] }],
    schema,
    _links: { self: [{ href: `${ROOT}/my/v1/items` }] },
  });
  t.is(response.matchedRoute, '/my/v1/items');
  t.is(response.getHeader('Allow'), 'GET');
});

test('OPTIONS on a variable route: captures become URL parameters, no self link, Allow from the checks', async (t) => {
  const app = await itemsApp();
  const req = request('OPTIONS', '/my/v1/items/7');
  const response = await dispatchFiltered(app, req);
  t.deepEqual(req.getUrlParams(), { id: '7' });
  t.deepEqual(await bodyOf(app, response), {
    namespace: 'my/v1',
    methods: ['GET', 'DELETE'],
    endpoints: [
      { methods: ['GET'], args: { id: { type: 'integer', description: 'Identifier.', required: false } } },
      { methods: ['DELETE'], args: [] },
    ],
    schema,
  });
  t.is(response.matchedRoute, '/my/v1/items/(?P<id>[\\d]+)');
  t.is(response.getHeader('Allow'), 'GET, DELETE');
  const other = await dispatchFiltered(app, request('OPTIONS', '/my/v1/items/8'));
  t.is(other.getHeader('Allow'), 'GET');
});

test('OPTIONS matches the route pattern case-insensitively and in full', async (t) => {
  const app = await itemsApp();
  const upper = await app.server.dispatch(request('OPTIONS', '/MY/V1/ITEMS'));
  t.is(upper.matchedRoute, '/my/v1/items');
  const partial = await app.server.dispatch(request('OPTIONS', '/my/v1/items/7/extra'));
  t.is(partial.matchedRoute, '');
});

test('OPTIONS with no matching route answers empty data and no Allow', async (t) => {
  const app = await itemsApp();
  const response = await dispatchFiltered(app, request('OPTIONS', '/nope/v1/things'));
  t.is(response.status, 200);
  t.deepEqual(response.data, []);
  t.is(response.matchedRoute, '');
  t.is(response.getHeader('Allow'), undefined);
});

test('OPTIONS uses the first route whose pattern matches', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/(?P<slug>[a-z]+)', { callback: () => 'slug' });
    server.registerRoute('my/v1', '/items', { methods: 'POST', callback: () => 'items' });
  });
  attachServerInterceptors(app);
  const req = request('OPTIONS', '/my/v1/items');
  const response = await app.server.dispatch(req);
  t.is(response.matchedRoute, '/my/v1/(?P<slug>[a-z]+)');
  t.deepEqual(req.getUrlParams(), { slug: 'items' });
});

test('the interceptor leaves other methods and an earlier pre-dispatch result alone', async (t) => {
  const app = await itemsApp();
  const interceptor = new OptionsInterceptor(app.urls);
  const earlier = new RestResponse('earlier');
  t.is(interceptor.handle(earlier, app.server, request('OPTIONS', '/my/v1/items')), earlier);
  t.is(interceptor.handle(null, app.server, request('GET', '/my/v1/items')), null);
  const get = await app.server.dispatch(request('GET', '/my/v1/items'));
  t.deepEqual(get.data, []);
  t.is(get.matchedHandler?.methods.GET, true);
});
