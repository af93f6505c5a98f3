/** Wire details against WordPress 7.1 captures: Allow on a rejected status, Vary, _envelope headers, CORS allowed headers. */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import test from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';

/** A header of a WordPress capture. */
function wpHeader(name: string, header: string): string | null {
  const capture = JSON.parse(readFileSync(`/work/shared/reference/wordpress/${name}.json`, 'utf8')) as { response: { headers: Array<[string, string]> } };
  return capture.response.headers.find(([n]) => n.toLowerCase() === header.toLowerCase())?.[1] ?? null;
}

async function serve(options: AppOptions = {}): Promise<{ base: string; close: () => Promise<void> }> {
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', database: ':memory:', ...options });
  const server: Server = await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc-json`;
  return { base, close: () => app.close() };
}

test('a rejected status argument keeps Allow: GET, as WordPress', async (t) => {
  const site = await serve();
  t.teardown(site.close);
  for (const [capture, query] of [['err-status-bogus', 'status=bogus'], ['err-status-draft-anon', 'status=draft']] as const) {
    const res = await fetch(`${site.base}/wp/v2/posts?${query}`);
    t.is(res.status, 400);
    t.is(res.headers.get('allow'), wpHeader(capture, 'Allow'));
    t.is(res.headers.get('vary'), wpHeader(capture, 'Vary'));
  }
  const post = await fetch(`${site.base}/wp/v2/posts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"status":"bogus"}' });
  t.is(post.status, 400);
  t.is(post.headers.get('allow'), wpHeader('err-post-status-bogus-anon', 'Allow'));
  t.is(post.headers.get('vary'), null, 'WordPress sends no Vary on an anonymous POST');
});

test('a POST overridden to GET gets no Vary: Origin (WordPress looks at the method sent); a real GET does', async (t) => {
  const site = await serve();
  t.teardown(site.close);
  t.is((await fetch(`${site.base}/wp/v2/posts?_method=GET`, { method: 'POST' })).headers.get('vary'), null);
  t.is((await fetch(`${site.base}/wp/v2/posts`, { method: 'POST', headers: { 'X-HTTP-Method-Override': 'GET' } })).headers.get('vary'), null);
  t.is((await fetch(`${site.base}/wp/v2/posts`)).headers.get('vary'), 'Origin');
  const withOrigin = await fetch(`${site.base}/wp/v2/posts?_method=GET`, { method: 'POST', headers: { Origin: 'http://example.test' } });
  t.is(withOrigin.headers.get('vary'), 'Origin');
});

test('an _envelope without headers writes them as [] (PHP empty array); with headers as an object', async (t) => {
  const site = await serve();
  t.teardown(site.close);
  const missing = (await (await fetch(`${site.base}/wp/v2/nope?_envelope`)).json()) as { status: number; headers: unknown };
  t.deepEqual([missing.status, missing.headers], [404, []]);
  const list = (await (await fetch(`${site.base}/wp/v2/posts?_envelope`)).json()) as { headers: unknown };
  t.deepEqual(list.headers, { 'X-WP-Total': '0', 'X-WP-TotalPages': '0', Allow: 'GET' });
});

test('Access-Control-Allow-Headers names X-WP-Nonce only when the app accepts that header', async (t) => {
  const plain = await serve();
  t.teardown(plain.close);
  t.is((await fetch(`${plain.base}/`)).headers.get('access-control-allow-headers'), 'Authorization, X-SVC-Nonce, Content-Disposition, Content-MD5, Content-Type');
  const accepting = await serve({ acceptWpNonceHeader: true });
  t.teardown(accepting.close);
  const allowed = (await fetch(`${accepting.base}/`)).headers.get('access-control-allow-headers');
  t.is(allowed, 'Authorization, X-SVC-Nonce, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type');
  // WordPress's list with its nonce header renamed, plus the X-WP-Nonce we then accept.
  t.is(wpHeader('cors-preflight', 'Access-Control-Allow-Headers'), 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type');
});
