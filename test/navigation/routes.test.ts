/**
 * The classic menus, menu locations, navigation fallback and widgets routes against WordPress 7.1's index
 * (index.full-body.json): every route with the same regex, methods, arguments (names and schemas) and batch
 * support. And discovery stays honest: the nav_menu taxonomy and the nav_menu_item type now name served routes.
 */
import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';

type Route = { namespace?: string; methods?: string[]; endpoints: Array<{ methods: string[]; args: Record<string, unknown> }>; _links?: unknown };

function wordpressRoutes(): Record<string, Route> {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', 'index.full-body.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { routes: Record<string, Route> }).routes;
}

const OURS = /^\/wp\/v2\/(menus|menu-items|menu-locations|sidebars|widgets|widget-types)(\/|$)|^\/wp-block-editor\/v1\/navigation-fallback$/;
const withoutLinks = ({ _links: _ignored, ...route }: Route): unknown => route;

test('menus, menu items, locations, fallback, sidebars, widgets and widget types: the routes of WordPress 7.1, exactly', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const ours = (await app.doRequest('/')).getData() as { routes: Record<string, Route> };
  const theirs = wordpressRoutes();
  const expected = Object.keys(theirs).filter((route) => OURS.test(route));
  t.is(expected.length, 17);
  t.deepEqual(Object.keys(ours.routes).filter((route) => OURS.test(route)).sort(), [...expected].sort());
  for (const route of expected) {
    const mine = ours.routes[route]!;
    // Methods and argument names first, so a mismatch says plainly what differs.
    t.deepEqual(mine.endpoints.map((endpoint) => [endpoint.methods, Object.keys(endpoint.args).sort()]),
      theirs[route]!.endpoints.map((endpoint) => [endpoint.methods, Object.keys(endpoint.args).sort()]), route);
    t.deepEqual(withoutLinks(mine), withoutLinks(theirs[route]!), route);
  }
});

test('discovery: nav_menu and nav_menu_item point at served routes, and their OPTIONS answer with their schemas', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const admin = (await app.storage.users.create({ user_login: 'admin', roles: ['administrator'] })).id;
  const { call } = await import('../controllers/serveAs');
  const types = (await call(app, admin, 'GET', '/wp/v2/types?context=edit')).body as Record<string, { rest_base: string; rest_namespace: string }>;
  const taxonomies = (await call(app, admin, 'GET', '/wp/v2/taxonomies?context=edit')).body as Record<string, { rest_base: string; rest_namespace: string; types: string[] }>;
  const routes = app.server.getRoutes();
  t.is(types.nav_menu_item?.rest_base, 'menu-items');
  t.is(taxonomies.nav_menu?.rest_base, 'menus');
  t.deepEqual(taxonomies.nav_menu?.types, ['nav_menu_item']);
  for (const listed of [types.nav_menu_item!, taxonomies.nav_menu!]) t.true(`/${listed.rest_namespace}/${listed.rest_base}` in routes);
  const menus = await call(app, admin, 'OPTIONS', '/wp/v2/menus');
  t.is(((menus.body as { schema: { title: string } }).schema).title, 'nav_menu');
  t.deepEqual(Object.keys((menus.body as { schema: { properties: object } }).schema.properties), ['id', 'description', 'name', 'slug', 'meta', 'locations', 'auto_add']);
  const items = await call(app, admin, 'OPTIONS', '/wp/v2/menu-items');
  t.deepEqual(Object.keys((items.body as { schema: { properties: object } }).schema.properties), [
    'title', 'id', 'type_label', 'type', 'status', 'parent', 'attr_title', 'classes', 'description', 'menu_order', 'object', 'object_id',
    'target', 'url', 'xfn', 'invalid', 'menus', 'meta',
  ]);
});
