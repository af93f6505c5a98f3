/**
 * Shared set-up of the interceptor tests: an app without default controllers,
 * test routes registered on `rest_api_init`, a small authenticator standing in
 * for the real one (a test cookie and HTTP Basic), and a raw HTTP client that
 * keeps response headers in wire order.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NonceService, cookieStatusFromEvent } from '../../src/auth/index';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import type { RequestAuthenticator } from '../../src/server/RequestAuthenticator';
import { currentScope, currentUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestServer } from '../../src/server/RestServer';

export const SECRET = 'interceptor-test-secret';
/** A fixed instant (12:00:01 on day 50 after the epoch) so nonces are deterministic. */
export const START_MS = (43200 * 100 + 1) * 1000;

export interface TestUser {
  id: number;
  login: string;
  session: string;
  appPassword: string;
}

export const ALICE: TestUser = { id: 5, login: 'alice', session: 'alice-session', appPassword: 'alice-app-pass' };

/**
 * Recognises `Cookie: svc_test_auth=<id>|<session>` and `Authorization: Basic`
 * with a user's application password, filling the request scope the way the
 * real authentication service does.
 */
export class TestAuthenticator implements RequestAuthenticator {
  readonly nonces: NonceService;

  constructor(private readonly users: TestUser[], clock: () => number) {
    this.nonces = new NonceService(SECRET, { now: clock });
  }

  async determineUser(request: RestRequest): Promise<RestError | null> {
    const scope = currentScope();
    if (scope === undefined) return null;
    const cookie = /(?:^|;\s*)svc_test_auth=([^;]*)/.exec(request.getHeader('Cookie') ?? '');
    if (cookie !== null) {
      const [id, session] = decodeURIComponent(cookie[1]!).split('|');
      const user = this.users.find((u) => String(u.id) === id && u.session === session);
      scope.cookieStatus = cookieStatusFromEvent(user !== undefined ? 'auth_cookie_valid' : 'auth_cookie_bad_session_token');
      if (user !== undefined) {
        scope.user = { id: user.id, login: user.login };
        scope.authMethod = 'cookie';
        scope.sessionToken = user.session;
        return null;
      }
    }
    const basic = /^Basic (.+)$/.exec(request.getHeader('Authorization') ?? '');
    if (basic === null) return null;
    const [login, password] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    const user = this.users.find((u) => u.login === login);
    if (user === undefined || user.appPassword !== password) {
      return new RestError('incorrect_password', 'The provided password is an invalid application password.');
    }
    scope.user = { id: user.id, login: user.login };
    scope.authMethod = 'application-password';
    return null;
  }

  createNonce(action: string): string {
    return this.nonces.create(action, currentUser().id, currentScope()?.sessionToken ?? '');
  }

  verifyNonce(nonce: string, action: string): 1 | 2 | false {
    return this.nonces.verify(nonce, action, currentUser().id, currentScope()?.sessionToken ?? '');
  }
}

export interface Harness {
  app: SvcApp;
  auth: TestAuthenticator;
  clock: { now: () => number; advanceSeconds(seconds: number): void };
  /** Ids of the current user seen by permission callbacks, in request order. */
  permissionUsers: number[];
  request(path: string, init?: RequestInit): Promise<RawResponse>;
  close(): Promise<void>;
}

export interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RawResponse {
  status: number;
  /** Headers in wire order, names as sent. */
  headers: Array<[string, string]>;
  header(name: string): string | undefined;
  body: string;
  json(): unknown;
}

/**
 * Starts an app on a free port; `routes` runs on `rest_api_init`. The test
 * authenticator (knowing ALICE and `users`) replaces the app's own unless `realAuth` is set.
 */
export async function startHarness(
  options: AppOptions = {},
  routes: (server: RestServer, harness: Harness) => void = () => {},
  { realAuth = false, users = [] }: { realAuth?: boolean; users?: TestUser[] } = {},
): Promise<Harness> {
  let nowMs = START_MS;
  const clock = { now: () => nowMs, advanceSeconds: (seconds: number) => void (nowMs += seconds * 1000) };
  const app = await createApp({ defaultControllers: false, database: ':memory:', secret: SECRET, now: clock.now, ...options });
  const auth = new TestAuthenticator([ALICE, ...users], clock.now);
  if (!realAuth) {
    if (app.container.isBound(TOKENS.Auth)) await app.container.unbind(TOKENS.Auth);
    app.container.bind(TOKENS.Auth).toConstantValue(auth);
  }
  const permissionUsers: number[] = [];
  const harness: Harness = {
    app,
    auth,
    clock,
    permissionUsers,
    request: async () => {
      throw new Error('not listening yet');
    },
    close: () => app.close(),
  };
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    server.registerRoute('test/v1', '/whoami', {
      methods: 'GET',
      permission_callback: () => {
        permissionUsers.push(currentUser().id);
        return true;
      },
      callback: () => ({ id: currentUser().id }),
    });
    routes(server, harness);
  });
  const http = await app.listen(0);
  const { port } = http.address() as AddressInfo;
  harness.request = (path, init = {}) => rawRequest(`http://127.0.0.1:${port}/svc-json${path}`, init);
  return harness;
}

function rawRequest(url: string, init: RequestInit): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers,
          header: (name) => headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1],
          body,
          json: () => JSON.parse(body) as unknown,
        });
      });
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** The test cookie of a user's logged-in session. */
export function cookieOf(user: TestUser): string {
  return `svc_test_auth=${encodeURIComponent(`${user.id}|${user.session}`)}`;
}

/** A nonce the client would hold for `user` (or the anonymous visitor) at the harness clock. */
export function nonceFor(harness: Harness, user: TestUser | null): string {
  return harness.auth.nonces.create('svc_rest', user?.id ?? 0, user?.session ?? '');
}

export function basicAuthOf(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}
