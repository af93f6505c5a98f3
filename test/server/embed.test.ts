import test from 'ava';
import { responseToData } from '../../src/server/serveRequest';
import { ROOT, dispatchFiltered, makeApp, request } from './helpers';
import { promisesMadeBy } from '../support/promisesMadeBy';

test('an embedded collection is asked for with context=embed and its route\'s largest page, unless its link names them', async (t) => {
  const app = await makeApp((server) => {
    const collection = (maximum: number) => ({
      methods: 'GET',
      args: { per_page: { type: 'integer', maximum }, context: { type: 'string' }, of: { type: 'integer' } },
      callback: (req: { getParam(name: string): unknown }) => [{ per_page: req.getParam('per_page'), context: req.getParam('context'), of: req.getParam('of') }],
    });
    server.registerRoute('my/v1', '/notes', collection(7));
    server.registerRoute('my/v1', '/tags', collection(3));
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      callback: () => [1, 2].map((id) => ({ id, _links: {
        notes: [{ href: `${ROOT}/my/v1/notes?of=${id}`, embeddable: true }],
        tags: [{ href: `${ROOT}/my/v1/tags?of=${id}${id === 2 ? '&per_page=2&context=view' : ''}`, embeddable: true }],
      } })),
    });
  });
  const items = await responseToData(app.server, app.urls, await app.server.dispatch(request('GET', '/my/v1/items')), true) as Array<{ _embedded: Record<string, unknown> }>;
  t.deepEqual(items.map((item) => item._embedded), [
    { notes: [[{ per_page: 7, context: 'embed', of: 1 }]], tags: [[{ per_page: 3, context: 'embed', of: 1 }]] },
    { notes: [[{ per_page: 7, context: 'embed', of: 2 }]], tags: [[{ per_page: 2, context: 'view', of: 2 }]] },
  ]);
});

test('an embedded dispatch runs its own permission check but works out no Allow (its headers are dropped); the same route asked directly does', async (t) => {
  const checks: string[] = [];
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/notes/(?P<id>\\d+)', [
      { methods: 'GET', permission_callback: () => (checks.push('GET'), true), callback: (req: { getParam(name: string): unknown }) => ({ note: Number(req.getParam('id')) }) },
      { methods: 'POST', permission_callback: () => (checks.push('POST'), true), callback: () => null },
    ]);
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      callback: () => [{ id: 1, _links: { note: [{ href: `${ROOT}/my/v1/notes/7`, embeddable: true }] } }],
    });
  });
  const items = await responseToData(app.server, app.urls, await dispatchFiltered(app, request('GET', '/my/v1/items')), true) as Array<{ _embedded: unknown }>;
  t.deepEqual(items[0]!._embedded, { note: [{ note: 7 }] });
  t.deepEqual(checks, ['GET']);

  checks.length = 0;
  const direct = await dispatchFiltered(app, request('GET', '/my/v1/notes/7'));
  t.is(direct.getHeaders().Allow, 'GET, POST');
  t.deepEqual(checks, ['GET', 'GET', 'POST']);
});

test.serial('embedded routes that answer at once cost no promise per link: only the embedding itself waits', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/notes/(?P<id>\\d+)', { methods: 'GET', callback: (req: { getParam(name: string): unknown }) => ({ note: Number(req.getParam('id')) }) });
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      callback: () => [1, 2, 3, 4].map((id) => ({ id, _links: { note: [{ href: `${ROOT}/my/v1/notes/${id}`, embeddable: true }, { href: `${ROOT}/my/v1/notes/${id + 10}`, embeddable: true }] } })),
    });
  });
  const response = await app.server.dispatch(request('GET', '/my/v1/items'));
  let items: unknown;
  const made = await promisesMadeBy(async () => {
    items = await responseToData(app.server, app.urls, response, true);
  });
  t.deepEqual((items as Array<{ _embedded: unknown }>).map((item) => item._embedded), [1, 2, 3, 4].map((id) => ({ note: [{ note: id }, { note: id + 10 }] })));
  // Eight links: fetching each through a promise chain made 39. The embedding and this test's own awaits
  // make a few (5 when written); a promise per link would add eight more, past the bound.
  t.true(made < 12, `${made} promises`);
});

test('an embedded fetch that throws at once fails the response, and one of its relation still under way that then fails is not left unhandled', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/slow', { methods: 'GET', callback: async () => ({ slow: true }) });
    server.registerRoute('my/v1', '/quick', { methods: 'GET', callback: () => ({ quick: true }) });
    server.registerRoute('my/v1', '/items', {
      methods: 'GET',
      callback: () => [
        { id: 1, _links: { part: [{ href: `${ROOT}/my/v1/slow`, embeddable: true }] } },
        { id: 2, _links: { part: [{ href: `${ROOT}/my/v1/quick`, embeddable: true }] } },
      ],
    });
  });
  app.hooks.addFilter('rest_post_dispatch', (response: unknown, _server: unknown, req: { getRoute(): string }) => {
    if (req.getRoute() === '/my/v1/slow') return Promise.reject(new Error('slow part failed'));
    if (req.getRoute() === '/my/v1/quick') throw new Error('quick part failed');
    return response;
  });
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => {
    unhandled.push(reason);
  };
  process.on('unhandledRejection', onUnhandled);
  try {
    const response = await app.server.dispatch(request('GET', '/my/v1/items'));
    await t.throwsAsync(async () => responseToData(app.server, app.urls, response, true), { message: 'quick part failed' });
    // Long enough for the slow part's rejection to be reported if nothing handled it.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
  t.deepEqual(unhandled, []);
});
