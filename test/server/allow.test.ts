import test from 'ava';
import { RestResponse } from '../../src/server/RestResponse';
import { AllowHeaderInterceptor } from '../../src/interceptors/AllowHeaderInterceptor';
import { runAsUser, currentUser } from '../../src/scope/RequestScope';
import { attachServerInterceptors, dispatchFiltered, makeApp, request } from './helpers';

test('methods without a permission check are all allowed, upper-case, joined by comma and space', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/open', [
      { methods: 'get', callback: () => 'x' },
      { methods: ['post', 'Put'], callback: () => 'y' },
    ]);
  });
  attachServerInterceptors(app);
  const response = await dispatchFiltered(app, request('GET', '/my/v1/open'));
  t.is(response.getHeader('Allow'), 'GET, POST, PUT');
});

test('a method is allowed only when its check returns exactly true', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/mixed', [
      { methods: 'GET', callback: () => 'x', permission_callback: () => true },
      { methods: 'POST', callback: () => 'x', permission_callback: () => 'yes' },
      { methods: 'PUT', callback: () => 'x', permission_callback: async () => true },
      { methods: 'PATCH', callback: () => 'x', permission_callback: () => 1 },
      { methods: 'DELETE', callback: () => 'x', permission_callback: () => currentUser().id > 0 },
    ]);
  });
  attachServerInterceptors(app);
  t.is((await dispatchFiltered(app, request('GET', '/my/v1/mixed'))).getHeader('Allow'), 'GET, PUT');
  const asUser = await runAsUser({ id: 3 }, () => dispatchFiltered(app, request('GET', '/my/v1/mixed')));
  t.is(asUser.getHeader('Allow'), 'GET, PUT, DELETE');
});

test('no Allow header when no method is permitted, even on the error response of a matched route', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/closed', { callback: () => 'x', permission_callback: () => false });
  });
  attachServerInterceptors(app);
  const response = await dispatchFiltered(app, request('GET', '/my/v1/closed'));
  t.is(response.status, 401);
  t.is(response.getHeader('Allow'), undefined);
});

test('an error response of a matched route still carries Allow', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/list', { callback: () => [], args: { per_page: { type: 'integer' } } });
  });
  attachServerInterceptors(app);
  const response = await dispatchFiltered(app, request('GET', '/my/v1/list', { query: { per_page: 'abc' } }));
  t.is(response.status, 400);
  t.is(response.getHeader('Allow'), 'GET');
});

test('no Allow header without a matched route', async (t) => {
  const app = await makeApp();
  attachServerInterceptors(app);
  const response = await dispatchFiltered(app, request('GET', '/nope/v1/x'));
  t.is(response.status, 404);
  t.is(response.getHeader('Allow'), undefined);
});

test('a permission check that throws permits nothing', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/throws', [
      { methods: 'GET', callback: () => 'x' },
      {
        methods: 'POST',
        callback: () => 'x',
        permission_callback: () => {
          throw new Error('broken check');
        },
      },
      { methods: 'PUT', callback: () => 'x' },
    ]);
  });
  const response = new RestResponse('x');
  response.matchedRoute = '/my/v1/throws';
  await new AllowHeaderInterceptor().handle(response, app.server, request('GET', '/my/v1/throws'));
  t.is(response.getHeader('Allow'), 'GET, PUT');
});

test('when two handler sets share a method, the later one decides', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/shared', [
      { methods: 'GET', callback: () => 'x', permission_callback: () => true },
      { methods: 'GET, POST', callback: () => 'x', permission_callback: () => false },
    ]);
  });
  const response = new RestResponse('x');
  response.matchedRoute = '/my/v1/shared';
  await new AllowHeaderInterceptor().handle(response, app.server, request('GET', '/my/v1/shared'));
  t.is(response.getHeader('Allow'), undefined);
});

test("a handler set's check runs once for all of its methods, and its verdict covers each", async (t) => {
  let writeChecks = 0;
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/once', [
      { methods: 'GET', callback: () => 'x', permission_callback: () => true },
      {
        methods: 'POST, PUT, PATCH',
        callback: () => 'x',
        permission_callback: () => {
          writeChecks++;
          return true;
        },
      },
    ]);
  });
  const response = new RestResponse('x');
  response.matchedRoute = '/my/v1/once';
  await new AllowHeaderInterceptor().handle(response, app.server, request('GET', '/my/v1/once'));
  t.is(response.getHeader('Allow'), 'GET, POST, PUT, PATCH');
  t.is(writeChecks, 1);
});

test('a handler set edited after a request (its check or its methods) is read afresh', async (t) => {
  const app = await makeApp((server) => {
    server.registerRoute('my/v1', '/edited', [
      { methods: 'GET', callback: () => 'x', permission_callback: () => true },
      { methods: 'POST', callback: () => 'x', permission_callback: () => false },
    ]);
  });
  const allow = async () => {
    const response = new RestResponse('x');
    response.matchedRoute = '/my/v1/edited';
    await new AllowHeaderInterceptor().handle(response, app.server, request('GET', '/my/v1/edited'));
    return response.getHeader('Allow');
  };
  t.is(await allow(), 'GET');
  const [, write] = app.server.getRoutes('my/v1')['/my/v1/edited']!;
  write!.permission_callback = () => true;
  t.is(await allow(), 'GET, POST');
  write!.methods = { PUT: true, DELETE: true };
  t.is(await allow(), 'GET, PUT, DELETE');
});
