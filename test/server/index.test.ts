import test from 'ava';
import type { RouteArgs } from '../../src/server/HandlerSet';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import { Capabilities } from '../../src/auth/capabilities/Capabilities';
import type { AuthUser } from '../../src/auth/ports';
import { TOKENS } from '../../src/di/tokens';
import { runAsUser } from '../../src/scope/RequestScope';
import { SITE_INFO } from '../../src/di/tokens';
import { StaticSiteInfo, type SiteInfoProvider } from '../../src/server/SiteInfo';
import { BASE, ROOT, bodyOf, makeApp, request } from './helpers';

const ok = (): unknown => ({});

/** The core routes exactly as WordPress 7.1 reports them (index.json, with our base URL). */
const INDEX_ROUTE = {
  namespace: '',
  methods: ['GET'],
  endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
  _links: { self: [{ href: `${ROOT}/` }] },
};
const BATCH_ROUTE = {
  namespace: '',
  methods: ['POST'],
  endpoints: [
    {
      methods: ['POST'],
      args: {
        validation: { type: 'string', enum: ['require-all-validate', 'normal'], default: 'normal', required: false },
        requests: {
          type: 'array',
          maxItems: 25,
          items: {
            type: 'object',
            properties: {
              method: { type: 'string', enum: ['POST', 'PUT', 'PATCH', 'DELETE'], default: 'POST' },
              path: { type: 'string', required: true },
              body: { type: 'object', properties: [], additionalProperties: true },
              headers: { type: 'object', properties: [], additionalProperties: { type: ['string', 'array'], items: { type: 'string' } } },
            },
          },
          required: true,
        },
      },
    },
  ],
  _links: { self: [{ href: `${ROOT}/batch/v1` }] },
};

async function getBody(app: Awaited<ReturnType<typeof makeApp>>, req: RestRequest): Promise<Record<string, unknown>> {
  const response = await app.server.dispatch(req);
  return (await bodyOf(app, response)) as Record<string, unknown>;
}

test('the index has the site facts, namespaces, authentication, routes and a help link, in WordPress order', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { callback: ok });
  });
  const response = await app.server.dispatch(request('GET', '/'));
  t.is(response.status, 200);
  const body = (await bodyOf(app, response)) as Record<string, unknown>;
  t.deepEqual(Object.keys(body), [
    'name', 'description', 'url', 'home', 'gmt_offset', 'timezone_string', 'page_for_posts', 'page_on_front', 'show_on_front',
    'namespaces', 'authentication', 'routes', 'site_logo', 'site_icon', 'site_icon_url', '_links',
  ]);
  t.like(body, {
    name: 'My Site', description: '', url: BASE, home: BASE, gmt_offset: 0, timezone_string: '',
    page_for_posts: 0, page_on_front: 0, show_on_front: 'posts', site_logo: 0, site_icon: 0, site_icon_url: '',
  });
  t.deepEqual(body.namespaces, ['my/v1']);
  // As WordPress 7.1 advertises it (reference index.full-body.json): the application-password authorization page.
  t.deepEqual(body.authentication, { 'application-passwords': { endpoints: { authorization: 'http://example.test/wp-admin/authorize-application.php' } } });
  t.deepEqual(body._links, { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] });
  const routes = body.routes as Record<string, unknown>;
  t.deepEqual(Object.keys(routes), ['/', '/batch/v1', '/my/v1', '/my/v1/items']);
  t.deepEqual(routes['/'], INDEX_ROUTE);
  t.deepEqual(routes['/batch/v1'], BATCH_ROUTE);
});

test('the index reads the site facts from the bound SiteInfo provider on each request', async (t) => {
  const app = await makeApp();
  void app.server;
  app.container.rebindSync<SiteInfoProvider>(SITE_INFO).toConstantValue(
    new StaticSiteInfo({ baseUrl: BASE }, { name: 'My Site', description: 'Just another site', gmtOffset: 2, timezoneString: 'Europe/Paris', siteIcon: 12, siteIconUrl: 'http://example.test/icon.png' }),
  );
  const body = await getBody(app, request('GET', '/'));
  t.like(body, { name: 'My Site', description: 'Just another site', gmt_offset: 2, timezone_string: 'Europe/Paris', site_icon: 12, site_icon_url: 'http://example.test/icon.png' });
  t.deepEqual((body._links as Record<string, unknown>)['wp:featuredmedia'], [{ embeddable: true, type: 'site_icon', href: `${ROOT}/wp/v2/media/12` }]);
});

test('the active theme is linked for users who can switch themes or edit posts', async (t) => {
  const app = await makeApp();
  void app.server;
  const users: AuthUser[] = [
    { id: 1, user_login: 'admin', user_pass: '', roles: ['administrator'] },
    { id: 2, user_login: 'author', user_pass: '', roles: ['author'] },
    { id: 3, user_login: 'reader', user_pass: '', roles: ['subscriber'] },
  ];
  const capabilities = new Capabilities({
    users: {
      getUserById: async (id) => users.find((u) => u.id === id),
      getUserByLogin: async (login) => users.find((u) => u.user_login === login),
    },
  });
  if (app.container.isBound(TOKENS.Capabilities)) app.container.rebindSync(TOKENS.Capabilities).toConstantValue(capabilities);
  else app.container.bind(TOKENS.Capabilities).toConstantValue(capabilities);
  app.container.rebindSync<SiteInfoProvider>(SITE_INFO).toConstantValue(new StaticSiteInfo({ baseUrl: BASE }, { stylesheet: 'twentytwentyfive' }));
  const themeLinkFor = async (id: number) => {
    const response = await runAsUser({ id }, () => app.server.dispatch(request('GET', '/')));
    return response.getLinks()['https://api.w.org/active-theme'] as unknown;
  };
  const expected = [{ href: `${ROOT}/wp/v2/themes/twentytwentyfive`, attributes: {} }];
  t.deepEqual(await themeLinkFor(1), expected);
  t.deepEqual(await themeLinkFor(2), expected);
  t.is(await themeLinkFor(3), undefined);
  t.is(await themeLinkFor(0), undefined);
});

test('with _fields the help link and site images are added only when asked for', async (t) => {
  const app = await makeApp();
  const named = await app.server.dispatch(request('GET', '/', { query: { _fields: 'name' } }));
  t.deepEqual(named.getLinks(), {});
  t.false('site_logo' in (named.data as object));
  const icon = await app.server.dispatch(request('GET', '/', { query: { _fields: 'site_icon_url' } }));
  t.deepEqual(icon.getLinks(), {});
  t.like(icon.data, { site_icon: 0, site_icon_url: '' });
  t.false('site_logo' in (icon.data as object));
  const links = await app.server.dispatch(request('GET', '/', { query: { _fields: 'name,_links' } }));
  t.deepEqual(Object.keys(links.getLinks()), ['help']);
});

test('the rest_index filter receives the response and the request', async (t) => {
  const app = await makeApp();
  app.hooks.addFilter('rest_index', (response: RestResponse, req: RestRequest) => {
    (response.data as Record<string, unknown>).authentication = { custom: { seen: req.getRoute() } };
    return response;
  });
  const body = await getBody(app, request('GET', '/'));
  t.deepEqual(body.authentication, { custom: { seen: '/' } });
});

test('route data: methods, allow_batch, arguments reduced to schema keywords plus required, self links for plain routes', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', [
      {
        methods: 'GET',
        callback: ok,
        allow_batch: { v1: true },
        args: {
          per_page: { type: 'integer', default: 10, minimum: 1, context: ['view'], readonly: true, sanitize_callback: (v: unknown) => v, description: 'Page size.' },
          filter: { type: 'object', properties: {}, required: ['a'] },
        },
      },
      { methods: ['post', 'put'], callback: ok },
    ]);
    server.registerRoute('my/v1', '/items/(?P<id>[\\d]+)', { methods: 'DELETE', callback: ok, args: { id: { type: 'integer', required: true } } });
  });
  const routes = (await getBody(app, request('GET', '/my/v1'))).routes as Record<string, unknown>;
  t.deepEqual(routes['/my/v1/items'], {
    namespace: 'my/v1',
    methods: ['GET', 'POST', 'PUT'],
    endpoints: [
      {
        methods: ['GET'],
        allow_batch: { v1: true },
        args: {
          per_page: { type: 'integer', default: 10, minimum: 1, description: 'Page size.', required: false },
          filter: { type: 'object', properties: [], required: true },
        },
      },
      { methods: ['POST', 'PUT'], args: [] },
    ],
    _links: { self: [{ href: `${ROOT}/my/v1/items` }] },
  });
  t.deepEqual(routes['/my/v1/items/(?P<id>[\\d]+)'], {
    namespace: 'my/v1',
    methods: ['DELETE'],
    endpoints: [{ methods: ['DELETE'], args: { id: { type: 'integer', required: true } } }],
  });
});

test('route data: a route-level allow_batch applies to handler sets that do not set their own', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/b', Object.assign([{ callback: ok }, { methods: 'POST', callback: ok, allow_batch: false }], { allow_batch: { v1: true } }) as RouteArgs);
  });
  const routes = (await getBody(app, request('GET', '/my/v1'))).routes as Record<string, { endpoints: unknown[] }>;
  t.deepEqual(routes['/my/v1/b']!.endpoints, [{ methods: ['GET'], allow_batch: { v1: true }, args: [] }, { methods: ['POST'], args: [] }]);
});

test('route data: hidden handler sets are skipped and a fully hidden route is left out', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/partly', [{ callback: ok }, { methods: 'POST', callback: ok, show_in_index: false }]);
    server.registerRoute('my/v1', '/secret', { callback: ok, show_in_index: false });
  });
  const routes = (await getBody(app, request('GET', '/'))).routes as Record<string, { methods: string[] }>;
  t.deepEqual(routes['/my/v1/partly']!.methods, ['GET']);
  t.false('/my/v1/secret' in routes);
  // Hidden from the index, still served.
  t.is((await app.server.dispatch(request('GET', '/my/v1/secret'))).status, 200);
});

test('route data includes the schema only in the help context', async (t) => {
  const schema = { $schema: 'http://json-schema.org/draft-04/schema#', title: 'item', type: 'object', properties: { id: { type: 'integer' } } };
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', Object.assign([{ callback: ok }], { schema: () => schema }) as RouteArgs);
  });
  const view = (await getBody(app, request('GET', '/'))).routes as Record<string, Record<string, unknown>>;
  t.false('schema' in view['/my/v1/items']!);
  const help = (await getBody(app, request('GET', '/', { query: { context: 'help' } }))).routes as Record<string, Record<string, unknown>>;
  t.deepEqual(help['/my/v1/items']!.schema, schema);
  t.deepEqual(Object.keys(help['/my/v1/items']!), ['namespace', 'methods', 'endpoints', 'schema', '_links']);
});

test('rest_endpoints_description and rest_route_data filter the route data', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { callback: ok });
  });
  app.hooks.addFilter('rest_endpoints_description', (data: Record<string, unknown>) => ({ ...data, described: true }));
  app.hooks.addFilter('rest_route_data', (available: Record<string, unknown>, routes: Record<string, unknown>) => {
    const { ['/batch/v1']: _dropped, ...rest } = available;
    return { ...rest, count: Object.keys(routes).length };
  });
  const routes = (await getBody(app, request('GET', '/'))).routes as Record<string, unknown>;
  t.deepEqual(Object.keys(routes), ['/', '/my/v1', '/my/v1/items', 'count']);
  t.like(routes['/my/v1/items'], { described: true });
  t.is(routes.count, 4);
});

test('a namespace index is registered before the namespace\'s first route and lists only its routes', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { callback: ok });
    server.registerRoute('other/v2', '/things', { callback: ok });
  });
  t.deepEqual(Object.keys(app.server.getRoutes()), ['/', '/batch/v1', '/my/v1', '/my/v1/items', '/other/v2', '/other/v2/things']);
  const response = await app.server.dispatch(request('GET', '/my/v1'));
  t.is(response.status, 200);
  const body = (await bodyOf(app, response)) as Record<string, unknown>;
  t.deepEqual(Object.keys(body), ['namespace', 'routes', '_links']);
  t.is(body.namespace, 'my/v1');
  t.deepEqual(Object.keys(body.routes as object), ['/my/v1', '/my/v1/items']);
  t.deepEqual((body.routes as Record<string, unknown>)['/my/v1'], {
    namespace: 'my/v1',
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: { namespace: { default: 'my/v1', required: false }, context: { default: 'view', required: false } } }],
    _links: { self: [{ href: `${ROOT}/my/v1` }] },
  });
  t.deepEqual(body._links, { up: [{ href: `${ROOT}/` }] });
});

test('a namespace index for an unknown namespace answers rest_invalid_namespace 404', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { callback: ok });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1', { query: { namespace: 'nope/v1' } }));
  t.is(response.status, 404);
  t.deepEqual(response.data, { code: 'rest_invalid_namespace', message: 'The specified namespace could not be found.', data: { status: 404 } });
});

test('the rest_namespace_index filter receives the response and the request', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/items', { callback: ok });
  });
  app.hooks.addFilter('rest_namespace_index', (response: RestResponse, req: RestRequest) => {
    (response.data as Record<string, unknown>).asked = req.getParam('namespace');
    return response;
  });
  const body = await getBody(app, request('GET', '/my/v1'));
  t.is(body.asked, 'my/v1');
});

test('the batch size in the index follows the rest_get_max_batch_size filter', async (t) => {
  const app = await makeApp();
  app.hooks.addFilter('rest_get_max_batch_size', () => 5);
  const routes = (await getBody(app, request('GET', '/'))).routes as Record<string, { endpoints: Array<{ args: Record<string, { maxItems?: number }> }> }>;
  t.is(routes['/batch/v1']!.endpoints[0]!.args.requests!.maxItems, 5);
});
