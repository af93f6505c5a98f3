/** `targetHints` of self links (WordPress 6.7+): the Allow methods of the linked URL, for the current user. */
import test from 'ava';
import 'reflect-metadata';
import { createApp } from '../../src/index';
import { Controller, Permission, Route } from '../../src/decorators/index';
import { RestController } from '../../src/baseControllers/RestController';
import { currentUser, runAsUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { RestServer } from '../../src/server/RestServer';
import { responseToData } from '../../src/server/serveRequest';
import { BASE, bodyOf, makeApp, request, ROOT } from './helpers';

/** `/my/v1/things/<id>`: anyone reads; only a logged-in user writes (checked asynchronously); ids are integers. */
function registerThings(server: RestServer, calls: string[] = []): void {
  server.registerRoute('my/v1', '/things/(?P<id>[\\w]+)', [
    { methods: 'GET', callback: () => 'x', permission_callback: () => true, args: { id: { type: 'integer' } } },
    {
      methods: 'POST, PUT, PATCH',
      callback: () => 'x',
      permission_callback: async (req: RestRequest) => {
        calls.push(`${req.getMethod()} ${String(req.getParam('id'))}`);
        return currentUser().id > 0;
      },
      args: { id: { type: 'integer' } },
    },
  ]);
  server.registerRoute('my/v1', '/closed', { callback: () => 'x', permission_callback: () => false });
}

function linked(href: string, rel = 'self', attributes: Record<string, unknown> = {}): RestResponse {
  const response = new RestResponse({ id: 1 });
  response.addLink(rel, href, attributes);
  return response;
}

const linksOf = (body: unknown): Record<string, unknown> => (body as { _links: Record<string, unknown> })._links;

test('a self link carries the Allow methods of its URL for the current user, after href', async (t) => {
  const app = await makeApp((server) => registerThings(server));
  const response = linked(`${ROOT}/my/v1/things/7`);
  t.deepEqual(linksOf(await bodyOf(app, response)).self, [{ href: `${ROOT}/my/v1/things/7`, targetHints: { allow: ['GET'] } }]);
  const asUser = await runAsUser({ id: 3 }, () => bodyOf(app, response));
  t.deepEqual(linksOf(asUser).self, [{ href: `${ROOT}/my/v1/things/7`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH'] } }]);
  t.deepEqual(Object.keys((linksOf(asUser).self as Array<Record<string, unknown>>)[0]!), ['href', 'targetHints']);
  await app.close();
});

test('no hints: other relations, foreign or unmatched URLs, invalid arguments, nothing permitted', async (t) => {
  const app = await makeApp((server) => registerThings(server));
  const cases: Array<[string, RestResponse]> = [
    ['another relation', linked(`${ROOT}/my/v1/things/7`, 'https://api.w.org/thing')],
    ['a URL outside the interface', linked('http://elsewhere.test/svc-json/my/v1/things/7')],
    ['no route matches', linked(`${ROOT}/my/v1/nothing/7`)],
    ['an argument fails validation', linked(`${ROOT}/my/v1/things/abc`)],
    ['no method is permitted', linked(`${ROOT}/my/v1/closed`)],
  ];
  for (const [label, response] of cases) {
    const links = linksOf(await bodyOf(app, response));
    const [link] = Object.values(links)[0] as Array<Record<string, unknown>>;
    t.false('targetHints' in link!, label);
  }
  await app.close();
});

test('targetHints naming allow are the developer\'s and are kept as given', async (t) => {
  const calls: string[] = [];
  const app = await makeApp((server) => registerThings(server, calls));
  const own = { allow: ['GET', 'DELETE'] };
  const body = await runAsUser({ id: 3 }, () => bodyOf(app, linked(`${ROOT}/my/v1/things/7`, 'self', { targetHints: own })));
  t.deepEqual(linksOf(body).self, [{ targetHints: own, href: `${ROOT}/my/v1/things/7` }]);
  t.deepEqual(calls, [], 'no permission check ran');
  await app.close();
});

test('permission checks see a GET request for the linked URL, once per href within one response', async (t) => {
  const calls: string[] = [];
  const app = await makeApp((server) => registerThings(server, calls));
  const response = new RestResponse({ id: 1 });
  response.addLink('self', `${ROOT}/my/v1/things/7`);
  response.addLink('self', `${ROOT}/my/v1/things/7?context=edit`);
  response.addLink('self', `${ROOT}/my/v1/things/7`);
  const body = await bodyOf(app, response);
  t.is((linksOf(body).self as unknown[]).length, 3);
  // One check for the write handler set (POST, PUT, PATCH together), for each distinct href.
  t.deepEqual(calls, Array(2).fill('GET 7'), 'the repeated href is answered from the cache');
  // A new response asks again.
  await responseToData(app.server, app.urls, response, false);
  t.is(calls.length, 4);
  await app.close();
});

@Controller('shop/v1', { restBase: 'gadgets' })
class GadgetsController extends RestController {
  @Route('/')
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<unknown> {
    return [await this.prepareResponseForCollection(await this.prepareItemForResponse({ id: 4 }, request))];
  }

  @Route('/(?P<id>[\\d]+)')
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest): Promise<unknown> {
    return this.prepareItemForResponse({ id: Number(request.getParam('id')) }, request);
  }

  override getItemsPermissionsCheck(): unknown {
    return true;
  }

  override getItemPermissionsCheck(): unknown {
    return currentUser().id > 0;
  }

  override async prepareItemForResponse(item: unknown, _request: RestRequest): Promise<RestResponse> {
    const { id } = item as { id: number };
    const response = new RestResponse({ id });
    response.addLink('self', `${ROOT}/shop/v1/${this.restBase}/${id}`);
    return response;
  }
}

test('collection items compacted by the controller carry targetHints too', async (t) => {
  const app = await createApp({ defaultControllers: false, database: ':memory:', baseUrl: BASE, controllers: [GadgetsController] });
  const list = async (): Promise<unknown> => (await app.server.dispatch(request('GET', '/shop/v1/gadgets'))).getData();
  t.deepEqual(await list(), [{ id: 4, _links: { self: [{ href: `${ROOT}/shop/v1/gadgets/4` }] } }], 'anonymous may not read the item');
  t.deepEqual(await runAsUser({ id: 2 }, list), [{ id: 4, _links: { self: [{ href: `${ROOT}/shop/v1/gadgets/4`, targetHints: { allow: ['GET'] } }] } }]);
  await app.close();
});

/** Item checks of the widgets below, by id: how often the target hints of a widget's self link were resolved. */
const WIDGET_CHECKS: string[] = [];

/** The gadgets again, under `widgets`: every shelf holds widget 4, and the item checks are counted. */
@Controller('shop/v1', { restBase: 'widgets' })
class WidgetsOnShelvesController extends GadgetsController {
  @Route('/')
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<unknown> {
    return new RestResponse(await this.prepareCollectionItems([{ id: 4 }], request));
  }

  override getItemPermissionsCheck(request?: RestRequest): unknown {
    WIDGET_CHECKS.push(String(request?.getParam('id')));
    return true;
  }
}

test('one response resolves a self link once, also when several embedded collections hold the item', async (t) => {
  const app = await createApp({ defaultControllers: false, database: ':memory:', baseUrl: BASE, controllers: [WidgetsOnShelvesController] });
  const shelves = new RestResponse([1, 2].map((shelf) => ({ id: shelf, _links: { items: [{ href: `${ROOT}/shop/v1/widgets?shelf=${shelf}`, embeddable: true }] } })));
  WIDGET_CHECKS.length = 0;
  const body = await responseToData(app.server, app.urls, shelves, true) as Array<{ _embedded: { items: unknown[][] } }>;
  const widget = { id: 4, _links: { self: [{ href: `${ROOT}/shop/v1/widgets/4`, targetHints: { allow: ['GET'] } }] } };
  t.deepEqual(body.map((shelf) => shelf._embedded.items), [[[widget]], [[widget]]], 'both shelves embed the widget with its hints');
  t.deepEqual(WIDGET_CHECKS, ['4'], 'the two embedded collections shared one resolution');
  // Another response resolves again.
  await responseToData(app.server, app.urls, shelves, true);
  t.deepEqual(WIDGET_CHECKS, ['4', '4']);
  await app.close();
});
