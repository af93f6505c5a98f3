/**
 * Shared set-up of the HTTP-layer tests: an app without default controllers that
 * listens on a free port, test routes registered on `rest_api_init`, and a raw
 * HTTP client that keeps every response header line in wire order.
 */
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestServer } from '../../src/server/RestServer';

export interface Running {
  app: SvcApp;
  port: number;
  close(): Promise<void>;
}

/** Echoes what the handler saw: method, route, merged params, body. */
export function echo(request: RestRequest): Record<string, unknown> {
  return { method: request.getMethod(), route: request.getRoute(), params: { ...request.getParams() }, body: request.getBody() };
}

/** `/t/v1/echo` (every method), `/t/v1/items/(?P<id>\d+)`, `/t/v1/null`, `/t/v1/throws`. */
export function registerTestRoutes(server: RestServer): void {
  server.registerRoute('t/v1', '/echo', { methods: 'GET,POST,PUT,PATCH,DELETE', callback: echo, permission_callback: () => true });
  server.registerRoute('t/v1', '/items/(?P<id>\\d+)', { methods: 'GET', callback: (r: RestRequest) => ({ id: r.getParam('id') }), permission_callback: () => true });
  server.registerRoute('t/v1', '/null', { methods: 'GET', callback: () => null, permission_callback: () => true });
  server.registerRoute('t/v1', '/throws', {
    methods: 'GET',
    callback: () => {
      throw new Error('secret internals');
    },
    permission_callback: () => true,
  });
}

export async function startApp(options: AppOptions = {}, setup?: (app: SvcApp) => void): Promise<Running> {
  const app = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test', ...options });
  app.hooks.addAction('rest_api_init', registerTestRoutes);
  setup?.(app);
  const http = await app.listen(0);
  return { app, port: (http.address() as AddressInfo).port, close: () => app.close() };
}

export interface RawResponse {
  status: number;
  /** Header lines in wire order, names as sent. */
  headers: Array<[string, string]>;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

/** One request over a fresh connection; the path is sent exactly as given. */
export function send(port: number, path: string, init: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { Connection: 'close', ...init.headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** Every value of a header (case-insensitive), in order. */
export function headerValues(response: RawResponse, name: string): string[] {
  return response.headers.filter(([n]) => n.toLowerCase() === name.toLowerCase()).map(([, v]) => v);
}

export function header(response: RawResponse, name: string): string | undefined {
  return headerValues(response, name)[0];
}

export function json(response: RawResponse): unknown {
  return JSON.parse(response.body);
}

/** Sends raw bytes over a fresh connection and returns the raw answer (for requests a well-behaved client cannot make). */
export function exchange(port: number, bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    // The server may answer and close before it has read everything we send.
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: lines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at), line.slice(at + 1).trim()] as [string, string];
        }),
        body: rest.join('\r\n\r\n'),
      });
    });
    socket.end(bytes);
  });
}
