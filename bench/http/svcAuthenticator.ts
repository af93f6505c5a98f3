import { CookieService, NonceService, cookieStatusFromEvent } from '../../src/auth/index';
import type { RestError } from '../../src/errors/RestError';
import type { RequestAuthenticator } from '../../src/server/RequestAuthenticator';
import { currentScope, currentUser, type RequestScopeState } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { readCookie } from './cookieHeader';
import { FixtureSessions, FixtureUsers } from './fixturePorts';
import { COOKIE_NAME } from './workload';

/**
 * Cookie authentication for the svc-rest benchmark server, bound under TOKENS.Auth:
 * the logged-in cookie is checked by svc-rest's CookieService (HMAC, user, session)
 * and nonces by its NonceService, against the in-memory fixture user.
 */
export class BenchAuthenticator implements RequestAuthenticator {
  private readonly cookies: CookieService;
  private readonly nonces: NonceService;

  constructor(secret: string, now: () => number = Date.now) {
    this.cookies = new CookieService(secret, { users: new FixtureUsers(), sessions: new FixtureSessions(), now, name: COOKIE_NAME });
    this.nonces = new NonceService(secret, { now });
  }

  /** Without the cookie there is nothing to look up: answered without a promise. */
  determineUser(request: RestRequest): RestError | null | Promise<RestError | null> {
    const scope = currentScope();
    if (scope === undefined) return null;
    const cookie = readCookie(request.getHeader('Cookie'), COOKIE_NAME);
    if (cookie === undefined) return null;
    return this.login(request, scope, cookie);
  }

  private async login(request: RestRequest, scope: RequestScopeState, cookie: string): Promise<null> {
    const result = await this.cookies.validate(cookie, { method: request.getMethod() });
    if ('error' in result) {
      scope.cookieStatus = cookieStatusFromEvent(result.error);
      return null;
    }
    scope.cookieStatus = true;
    scope.user = { id: result.user.id, login: result.user.user_login, roles: result.user.roles };
    scope.authMethod = 'cookie';
    scope.sessionToken = result.token;
    return null;
  }

  createNonce(action: string): string {
    return this.nonces.create(action, currentUser().id, currentScope()?.sessionToken ?? '');
  }

  verifyNonce(nonce: string, action: string): 1 | 2 | false {
    return this.nonces.verify(nonce, action, currentUser().id, currentScope()?.sessionToken ?? '');
  }
}
