/**
 * A tiny web site on 127.0.0.1 standing in for the internet: each path answers
 * a fixed status, content type and body, and every request is recorded (path,
 * query and headers) so tests can tell what was fetched and how often.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePage {
  status?: number;
  type?: string;
  /** The body, or a function of the request's query (an oEmbed endpoint answering per URL). */
  body: string | ((query: URLSearchParams) => string);
}

export interface FakeRemoteSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, for the allow-list. */
  host: string;
  requests: Array<{ path: string; query: URLSearchParams; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

export async function startFakeRemoteSite(pages: Record<string, FakePage>): Promise<FakeRemoteSite> {
  const requests: FakeRemoteSite['requests'] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const page = pages[url.pathname];
    if (page === undefined) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const body = typeof page.body === 'function' ? page.body(url.searchParams) : page.body;
    response.writeHead(page.status ?? 200, { 'Content-Type': page.type ?? 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
