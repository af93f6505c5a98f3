/**
 * Issue 14 row 1: what Node's HTTP parser refuses (huge query strings, an unknown method,
 * bytes not allowed in a URL) is answered with a JSON error body, both by `app.listen` and by
 * the CLI's `serve` — they share createHttpServer. Raw sockets, since clients cannot send these.
 */
import test, { type ExecutionContext } from 'ava';
import { startServer, tempDir } from '../cli/cliHarness';
import { exchange, header, json, startApp, type RawResponse } from './helpers';

const MALFORMED: ReadonlyArray<[string, Buffer, number, string, string]> = [
  ['64 KB query string', Buffer.from(`GET /svc-json/?${'a'.repeat(64 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`), 414, 'rest_uri_too_long', 'The request address is too long.'],
  ['1 MB query string', Buffer.from(`GET /svc-json/?${'q=1&'.repeat(256 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`), 414, 'rest_uri_too_long', 'The request address is too long.'],
  ['method FOO', Buffer.from('FOO /svc-json/ HTTP/1.1\r\nHost: x\r\n\r\n'), 501, 'rest_method_not_implemented', 'The request method is not supported by the server.'],
  ['invalid UTF-8 in the request line', Buffer.concat([Buffer.from('GET /svc-json/wp/v2/posts?search='), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]), 400, 'rest_bad_request', 'The request could not be understood.'],
];

async function assertAllJson(t: ExecutionContext, port: number): Promise<void> {
  for (const [label, bytes, status, code, message] of MALFORMED) {
    const res: RawResponse = await exchange(port, bytes);
    t.is(res.status, status, label);
    t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8', label);
    t.deepEqual(json(res), { code, message, data: { status } }, label);
  }
}

test('app.listen answers malformed requests with WordPress-style JSON errors', async (t) => {
  const running = await startApp();
  t.teardown(() => running.close());
  await assertAllJson(t, running.port);
});

test('the CLI server answers malformed requests with the same JSON errors', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const server = await startServer(['serve', '--port', '0', '--database', tmp.file('client-errors.sqlite')]);
  t.teardown(() => server.child.kill('SIGKILL'));
  await assertAllJson(t, Number(new URL(server.address).port));
  t.is((await server.stop()).code, 0);
});
