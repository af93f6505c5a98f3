import test from 'ava';
import Koa, { type Context, type Next } from 'koa';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import { errorMiddleware } from '../../src/http/errorMiddleware';
import { restMiddleware } from '../../src/http/restMiddleware';
import { RestError } from '../../src/errors/RestError';
import { header, json, registerTestRoutes, send } from './helpers';

async function listen(koa: Koa): Promise<{ port: number; close: () => Promise<void> }> {
  const http = koa.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

test('restMiddleware serves the interface inside a Koa app of your own', async (t) => {
  const svc = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test' });
  svc.hooks.addAction('rest_api_init', registerTestRoutes);
  const markers: unknown[] = [];
  const koa = new Koa();
  koa.use(async (ctx: Context, next: Next) => {
    await next();
    markers.push(ctx.state.REST_REQUEST ?? false);
  });
  koa.use(restMiddleware(svc));
  koa.use(async (ctx: Context) => {
    ctx.body = { mine: ctx.path };
  });
  const { port, close } = await listen(koa);
  t.teardown(close);

  const api = await send(port, '/svc-json/t/v1/items/6');
  t.deepEqual(json(api), { id: '6' });
  t.is(header(api, 'Link'), '<http://example.test/svc-json/>; rel="https://api.w.org/"');
  const plain = await send(port, '/hello?rest_route=/t/v1/items/2');
  t.deepEqual(json(plain), { id: '2' });
  const own = await send(port, '/hello');
  t.deepEqual(json(own), { mine: '/hello' });
  t.deepEqual(markers, [true, true, false]);
});

test('restMiddleware answers its own failures as JSON even without errorMiddleware', async (t) => {
  const svc = await createApp({ database: ':memory:', defaultControllers: false, maxBodyBytes: 10 });
  svc.hooks.addAction('rest_api_init', registerTestRoutes);
  const koa = new Koa();
  koa.use(restMiddleware(svc));
  const { port, close } = await listen(koa);
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/echo', { method: 'POST', body: 'x'.repeat(50) });
  t.is(res.status, 413);
  t.is((json(res) as { code: string }).code, 'rest_request_too_large');
});

test('errorMiddleware turns thrown errors into JSON with the right status', async (t) => {
  const koa = new Koa();
  koa.silent = true;
  koa.use(errorMiddleware());
  koa.use(async (ctx: Context) => {
    ctx.set('X-Leak', 'set before the error');
    switch (ctx.path) {
      case '/client':
        ctx.throw(422, 'title is required');
        break;
      case '/plain-client':
        ctx.throw(400);
        break;
      case '/allow':
        ctx.throw(405, { headers: { Allow: 'GET' } });
        break;
      case '/uri':
        decodeURIComponent('%zz');
        break;
      case '/rest':
        throw new RestError('my_code', 'My message.', { status: 409, extra: 1 });
      default:
        throw new Error('database password is hunter2');
    }
  });
  const { port, close } = await listen(koa);
  t.teardown(close);

  const client = await send(port, '/client');
  t.is(client.status, 422);
  t.deepEqual(json(client), { code: 'rest_bad_request', message: 'title is required', data: { status: 422 } });
  t.is(header(client, 'X-Leak'), undefined);
  t.is(header(client, 'Content-Type'), 'application/json; charset=UTF-8');

  const plainClient = await send(port, '/plain-client');
  t.deepEqual(json(plainClient), { code: 'rest_bad_request', message: 'The request could not be understood.', data: { status: 400 } });

  const allow = await send(port, '/allow');
  t.is(allow.status, 405);
  t.is(header(allow, 'Allow'), 'GET');
  t.is((json(allow) as { code: string }).code, 'rest_method_not_allowed');

  const uri = await send(port, '/uri');
  t.is(uri.status, 400);
  t.is((json(uri) as { code: string }).code, 'rest_bad_request');

  const rest = await send(port, '/rest');
  t.is(rest.status, 409);
  t.deepEqual(json(rest), { code: 'my_code', message: 'My message.', data: { status: 409, extra: 1 } });

  const unexpected = await send(port, '/boom');
  t.is(unexpected.status, 500);
  t.is(unexpected.body, '{"code":"rest_internal_error","message":"The server encountered an internal error.","data":{"status":500}}');
});

test('errors thrown by app middleware keep the discovery Link on GET pages', async (t) => {
  const svc = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test' });
  svc.koa.silent = true;
  svc.koa.use(async (ctx: Context, next: Next) => {
    if (ctx.path === '/broken') throw new Error('boom');
    return next();
  });
  const http = await svc.listen(0);
  t.teardown(() => svc.close());
  const res = await send(port(http), '/broken');
  t.is(res.status, 500);
  t.is((json(res) as { code: string }).code, 'rest_internal_error');
  t.is(header(res, 'Link'), '<http://example.test/svc-json/>; rel="https://api.w.org/"');
});

function port(http: { address(): unknown }): number {
  return (http.address() as AddressInfo).port;
}
