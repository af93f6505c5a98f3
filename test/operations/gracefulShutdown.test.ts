import test from 'ava';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulShutdown } from '../../src/operations/gracefulShutdown';

function get(port: number): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path: '/', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('close stops accepting, lets the request in flight finish, then resolves', async (t) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const arrivedP = new Promise<void>((resolve) => (arrived = resolve));
  const http = createServer((_req, res) => {
    arrived();
    void released.then(() => res.end('finished'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const shutdown = gracefulShutdown(http);

  const inFlight = get(port);
  await arrivedP;
  t.is(shutdown.inFlight, 1);
  let closed = false;
  const closing = shutdown.close().then(() => (closed = true));
  // New connections are refused at once.
  await t.throwsAsync(get(port), { code: 'ECONNREFUSED' });
  t.false(closed);
  release();
  const answer = await inFlight;
  t.deepEqual(answer, { status: 200, body: 'finished', connection: 'close' });
  await closing;
  t.true(closed);
  t.is(shutdown.inFlight, 0);
});

test('connections still busy after the timeout are cut', async (t) => {
  const http = createServer(() => undefined); // never answers
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const shutdown = gracefulShutdown(http);
  const hanging = get((http.address() as AddressInfo).port);
  while (shutdown.inFlight === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  await shutdown.close(50);
  await t.throwsAsync(hanging, { code: 'ECONNRESET' });
});
