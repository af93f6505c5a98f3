/**
 * Shared set-up of the HTTP suites: an app on a free port with the built-in
 * controllers, a fetch-based client, and sessions obtained through the real
 * login route.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';

export const SECRET = 'auth-http-test-secret';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: unknown;
}

export type Fields = Record<string, unknown>;

/** The body as an object. */
export function obj(reply: Reply): Fields {
  return reply.body as Fields;
}

/** The body as a list of objects. */
export function list(reply: Reply): Fields[] {
  return reply.body as Fields[];
}

export interface Session {
  cookie: string;
  nonce: string;
  /** The full Set-Cookie header of the login. */
  setCookie: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  session?: Session;
  /** Send the session's cookie without its nonce. */
  noNonce?: boolean;
}

export interface Site {
  app: SvcApp;
  base: string;
  request(method: string, path: string, options?: RequestOptions): Promise<Reply>;
  login(username: string, password: string, extra?: Record<string, unknown>): Promise<Session>;
  close(): Promise<void>;
}

export async function startSite(options: AppOptions = {}): Promise<Site> {
  const app = await createApp({ database: ':memory:', secret: SECRET, ...options });
  return serveSite(app);
}

export async function serveSite(app: SvcApp): Promise<Site> {
  const http = await app.listen(0);
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}/svc-json`;
  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<Reply> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    if (options.session !== undefined) {
      headers.Cookie = options.session.cookie;
      if (options.noNonce !== true) headers['X-SVC-Nonce'] = options.session.nonce;
    }
    const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  };
  const login = async (username: string, password: string, extra: Record<string, unknown> = {}): Promise<Session> => {
    const reply = await request('POST', '/svc/v1/login', { json: { username, password, ...extra } });
    if (reply.status !== 200) throw new Error(`login of ${username} failed: ${reply.status} ${reply.text}`);
    const setCookie = reply.headers.get('set-cookie') ?? '';
    return { cookie: setCookie.split(';')[0]!, nonce: obj(reply).nonce as string, setCookie };
  };
  return { app, base, request, login, close: () => app.close() };
}

/** `Authorization: Basic` for a login and password. */
export function basicAuth(login: string, password: string): Record<string, string> {
  return { Authorization: `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}` };
}

/** A clock tests move by hand (milliseconds). */
export function manualClock(startMs = Date.UTC(2026, 10, 22, 12, 0, 0)): { now: () => number; advanceSeconds(seconds: number): void } {
  let current = startMs;
  return { now: () => current, advanceSeconds: (seconds) => void (current += seconds * 1000) };
}
