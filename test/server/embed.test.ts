import test from 'ava';
import { responseToData } from '../../src/server/serveRequest';
import { ROOT, dispatchFiltered, makeApp, request } from './helpers';

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
