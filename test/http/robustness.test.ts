import test from 'ava';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import { createHttpServer } from '../../src/http/createHttpServer';
import type { RestServer } from '../../src/server/RestServer';
import { exchange, header, json, registerTestRoutes, send, type RawResponse } from './helpers';

/**
 * A server as SvcApp.listen should build it: the app's Koa callback, with the
 * clientError listener so that what Node's parser refuses is answered as JSON too.
 */
async function start(): Promise<{ port: number; close: () => Promise<void> }> {
  const app = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test' });
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    registerTestRoutes(server);
    server.registerRoute('t/v1', '/posts', {
      methods: 'POST',
      callback: () => ({ created: true }),
      permission_callback: () => true,
      args: { title: { type: 'string', required: true } },
    });
  });
  const http: Server = createHttpServer(app.koa.callback());
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await app.close();
    },
  };
}

function assertJsonClientError(t: import('ava').ExecutionContext, res: RawResponse, status: number, code: string, label: string): void {
  t.is(res.status, status, label);
  t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8', label);
  const body = json(res) as { code: string; message: string; data: { status: number } };
  t.is(body.code, code, label);
  t.is(body.data.status, status, label);
  t.is(typeof body.message, 'string', label);
}

test('malformed input is always answered with a JSON 4xx and the server keeps serving', async (t) => {
  const { port, close } = await start();
  t.teardown(close);
  const json400 = { 'Content-Type': 'application/json' };
  const cases: Array<[string, () => Promise<RawResponse>, number, string]> = [
    ['bad JSON', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: json400, body: '{"title": [1,' }), 400, 'rest_invalid_json'],
    ['JSON nested 100000 deep', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: json400, body: '['.repeat(100000) + ']'.repeat(100000) }), 400, 'rest_invalid_json'],
    ['JSON object nested 600 deep', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: json400, body: '{"a":'.repeat(600) + '1' + '}'.repeat(600) }), 400, 'rest_invalid_json'],
    ['body that is not UTF-8', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: json400, body: Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) }), 400, 'rest_invalid_json'],
    ['JSON content type, form body', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: json400, body: 'title=x' }), 400, 'rest_invalid_json'],
    ['garbage content type', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: { 'Content-Type': ';;;/' }, body: 'title=x' }), 400, 'rest_missing_callback_param'],
    ['multipart without boundary', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data' }, body: '--x\r\n' }), 400, 'rest_missing_callback_param'],
    ['text body', () => send(port, '/svc-json/t/v1/posts', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"title":"x"}' }), 400, 'rest_missing_callback_param'],
    ['invalid escapes in the path', () => send(port, '/svc-json/t/v1/%zz/%E0%A4%'), 404, 'rest_no_route'],
    ['invalid escapes in rest_route', () => send(port, '/?rest_route=/t/v1/%zz%'), 404, 'rest_no_route'],
    ['invalid escapes in the query', () => send(port, '/svc-json/t/v1/nothing?a=%zz&%%=1&b[=%E0%A4%A'), 404, 'rest_no_route'],
    ['invalid escapes on an ordinary page', () => send(port, '/%zz?x=%'), 404, 'rest_not_found'],
    ['PROPFIND on the interface', () => send(port, '/svc-json/t/v1/items/1', { method: 'PROPFIND' }), 404, 'rest_no_route'],
    ['PROPFIND on a page', () => send(port, '/', { method: 'PROPFIND' }), 404, 'rest_not_found'],
    ['a method Node does not know', () => exchange(port, 'FROBNICATE /svc-json/ HTTP/1.1\r\nHost: x\r\n\r\n'), 501, 'rest_method_not_implemented'],
    ['a malformed request line', () => exchange(port, 'GET /svc-json/ \x01HTTP/1.1\r\n\r\n'), 400, 'rest_bad_request'],
    ['a 100 KB query string', () => send(port, `/svc-json/t/v1/echo?${'a[]=x&'.repeat(17000)}`), 414, 'rest_uri_too_long'],
    ['a 20 KB header', () => send(port, '/svc-json/t/v1/echo', { headers: { 'X-Big': 'x'.repeat(20000) } }), 431, 'rest_request_header_too_large'],
    ['a header with a bad character', () => exchange(port, 'GET /svc-json/ HTTP/1.1\r\nHost: x\r\nX-Bad: a\x00b\r\n\r\n'), 400, 'rest_bad_request'],
    ['rest_route as a map', () => send(port, '/?rest_route[a]=/t/v1/echo'), 400, 'rest_invalid_param'],
  ];
  for (const [label, run, status, code] of cases) {
    assertJsonClientError(t, await run(), status, code, label);
  }
  const healthy = await send(port, '/svc-json/t/v1/items/12');
  t.is(healthy.status, 200);
  t.deepEqual(json(healthy), { id: '12' });
});

test('JSON errors of the decoder carry PHP\'s error code and message', async (t) => {
  const { port, close } = await start();
  t.teardown(close);
  const headers = { 'Content-Type': 'application/json' };
  const deep = await send(port, '/svc-json/t/v1/posts', { method: 'POST', headers, body: '['.repeat(513) + ']'.repeat(513) });
  t.deepEqual(json(deep), {
    code: 'rest_invalid_json',
    message: 'Invalid JSON body passed.',
    data: { status: 400, json_error_code: 1, json_error_message: 'Maximum stack depth exceeded' },
  });
  const utf8 = await send(port, '/svc-json/t/v1/posts', { method: 'POST', headers, body: Buffer.from('{"title":"\xff"}', 'latin1') });
  t.deepEqual(json(utf8), {
    code: 'rest_invalid_json',
    message: 'Invalid JSON body passed.',
    data: { status: 400, json_error_code: 5, json_error_message: 'Malformed UTF-8 characters, possibly incorrectly encoded' },
  });
  // 512 levels are still accepted; the handler then sees the (missing) title.
  const atLimit = await send(port, '/svc-json/t/v1/posts', { method: 'POST', headers, body: `{"title":"x","n":${'['.repeat(511)}${']'.repeat(511)}}` });
  t.is(atLimit.status, 200);
});

test('a long but acceptable query string is served', async (t) => {
  const { port, close } = await start();
  t.teardown(close);
  const res = await send(port, `/svc-json/t/v1/echo?${'ids[]=7&'.repeat(1500)}`);
  t.is(res.status, 200);
  // PHP reads at most 1000 variables.
  t.is(((json(res) as { params: { ids: string[] } }).params.ids).length, 1000);
});
