/** Which terms controllers are installed: one per taxonomy shown in REST, with the taxonomy's own class when usable. */
import test from 'ava';
import { RestController } from '../../src/baseControllers/RestController';
import { TermsController } from '../../controllers/terms/TermsController';
import { defaultTermsControllers, installTermsControllers, termsControllersFor, type RestTaxonomy } from '../../controllers/terms/termsControllers';
import { contentRegistriesOf } from '../../controllers/registries';
import { createApp } from '../../src/index';
import { TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import { BASE, call, makeTermsSite } from './terms.site';

const registry = new TaxonomyRegistry();
const genre: RestTaxonomy = registry.register({ name: 'genre', label: 'Genres', singularLabel: 'Genre', objectTypes: ['post'], hierarchical: true, showInRest: true, showTagcloud: false, restBase: 'genres' });
const hidden: RestTaxonomy = registry.register({ name: 'secret', label: 'Secrets', singularLabel: 'Secret', objectTypes: ['post'], hierarchical: false, showInRest: false, showTagcloud: false });

/** A taxonomy's own controller: the default one plus a marker on every item. */
class MarkedTermsController extends TermsController {
  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const response = await super.prepareItemForResponse(item, request);
    response.setData({ ...(response.getData() as object), marked: true });
    return response;
  }
}

class NotAController {}

const routesOf = async (controllers?: Array<new (...args: never[]) => object>): Promise<string[]> => {
  const site = await makeTermsSite([], controllers);
  return Object.keys(site.app.server.getRoutes('wp/v2')).filter((route) => route !== '/wp/v2');
};

const BUILT_IN_ROUTES = [
  '/wp/v2/categories', '/wp/v2/categories/(?P<id>[\\d]+)',
  '/wp/v2/tags', '/wp/v2/tags/(?P<id>[\\d]+)',
  '/wp/v2/menus', '/wp/v2/menus/(?P<id>[\\d]+)',
  '/wp/v2/wp_pattern_category', '/wp/v2/wp_pattern_category/(?P<id>[\\d]+)',
];

test('built-in taxonomies: categories, tags, menus (nav_menu, served by its menus controller) and pattern categories', async (t) => {
  t.deepEqual(await routesOf(), BUILT_IN_ROUTES, "chosen from the app's registry");
  t.deepEqual(await routesOf(defaultTermsControllers(new TaxonomyRegistry())), BUILT_IN_ROUTES, 'chosen from a given registry');
  // The class nav_menu names can be replaced by the app's own.
  const withMenus = await routesOf(defaultTermsControllers(new TaxonomyRegistry(), { MenusController: TermsController }));
  t.true(withMenus.includes('/wp/v2/menus/(?P<id>[\\d]+)'));
  const app = await createApp({ baseUrl: BASE, defaultControllers: false });
  installTermsControllers(app, { MenusController: TermsController });
  t.true(Object.keys(app.server.getRoutes('wp/v2')).includes('/wp/v2/menus/(?P<id>[\\d]+)'), 'installTermsControllers passes the named classes on');
});

test("a taxonomy registered on the app before the first request gets its terms routes, right after the taxonomies controller's", async (t) => {
  const app = await createApp({ baseUrl: BASE });
  contentRegistriesOf(app).taxonomies.register({
    name: 'genre', label: 'Genres', singularLabel: 'Genre', objectTypes: ['post'], hierarchical: true, showInRest: true, showTagcloud: false, restBase: 'genres',
  });
  await app.storage.terms.create({ name: 'Jazz', taxonomy: 'genre' });
  const res = await call(app, 0, 'GET', '/wp/v2/genres');
  t.is(res.status, 200);
  t.like((res.body as Array<Record<string, unknown>>)[0], { name: 'Jazz', taxonomy: 'genre' });
  const routes = Object.keys(app.server.getRoutes('wp/v2'));
  const at = (route: string): number => routes.indexOf(route);
  t.true(at('/wp/v2/taxonomies/(?P<taxonomy>[\\w-]+)') < at('/wp/v2/categories'));
  t.deepEqual(routes.slice(at('/wp/v2/categories'), at('/wp/v2/genres/(?P<id>[\\d]+)') + 1), [...BUILT_IN_ROUTES, '/wp/v2/genres', '/wp/v2/genres/(?P<id>[\\d]+)']);
  t.is(routes[at('/wp/v2/genres/(?P<id>[\\d]+)') + 1], '/wp/v2/users', 'the users routes follow the terms routes');
  await app.close();
});

test('a second app does not see the first one\'s taxonomies', async (t) => {
  const first = await makeTermsSite();
  contentRegistriesOf(first.app).taxonomies.register({ name: 'genre', label: 'Genres', singularLabel: 'Genre', objectTypes: ['post'], hierarchical: true, showInRest: true, showTagcloud: false });
  t.true(Object.keys(first.app.server.getRoutes('wp/v2')).includes('/wp/v2/genre'));
  t.deepEqual(await routesOf(), BUILT_IN_ROUTES);
});

test('termsControllersFor: default class, own class (by reference or name), skipped when missing, not a controller, or hidden', (t) => {
  const named = (restControllerClass: unknown): RestTaxonomy => ({ ...genre, restControllerClass });
  t.is(termsControllersFor([genre]).length, 1);
  t.true(termsControllersFor([genre])[0]!.prototype instanceof TermsController);
  t.true(termsControllersFor([named(MarkedTermsController)])[0]!.prototype instanceof MarkedTermsController);
  t.true(termsControllersFor([named('Marked')], { Marked: MarkedTermsController })[0]!.prototype instanceof MarkedTermsController);
  t.true(termsControllersFor([named('TermsController')])[0]!.prototype instanceof TermsController);
  t.deepEqual(termsControllersFor([named('Missing')]), [], 'a name nothing answers to');
  t.deepEqual(termsControllersFor([named(NotAController)]), [], 'a class that is not a controller');
  t.deepEqual(termsControllersFor([named(RestController)]), [], 'the base class itself is not a controller of anything');
  t.deepEqual(termsControllersFor([named(42)]), []);
  t.deepEqual(termsControllersFor([hidden]), [], 'not shown in REST');
  t.is(termsControllersFor([genre, hidden, named(MarkedTermsController)]).length, 2);
});

test('a custom taxonomy served by its own controller class, under its own rest base', async (t) => {
  const site = await makeTermsSite([], termsControllersFor([{ ...genre, restControllerClass: MarkedTermsController }]));
  await site.app.storage.terms.create({ name: 'Jazz', taxonomy: 'genre' });
  const res = await call(site.app, 0, 'GET', '/wp/v2/genres');
  t.is(res.status, 200);
  t.like((res.body as Array<Record<string, unknown>>)[0], { name: 'Jazz', taxonomy: 'genre', parent: 0, marked: true, link: 'http://127.0.0.1:8088/genre/jazz/' });
  const created = await call(site.app, site.editor, 'POST', '/wp/v2/genres', { name: 'Blues' });
  t.is(created.status, 201);
  t.is((created.body as Record<string, unknown>).taxonomy, 'genre');
});

test('TermsController without a taxonomy refuses to be built', async (t) => {
  await t.throwsAsync(() => makeTermsSite([TermsController]).then(async (site) => call(site.app, 0, 'GET', '/')), {
    message: 'TermsController serves one taxonomy: install termsControllerClass(taxonomy) instead.',
  });
});
