import type { RestError } from '../../errors/RestError';
import type { RequestAuthenticator } from '../../server/RequestAuthenticator';
import { currentScope, currentUser, isUserLoggedIn, type RequestScopeState } from '../../scope/RequestScope';
import type { RestRequest } from '../../server/RestRequest';
import { parseBasicAuth } from '../applicationPasswords/basicAuth';
import type { AuthUser } from '../ports';
import type { AuthServices } from './AuthServices';
import { recordAuthenticatedAppPassword } from './authenticatedAppPassword';
import { readCookie } from './cookieHeaders';

/**
 * The real authentication service (bound under TOKENS.Auth): the logged-in
 * cookie first, then HTTP Basic with an application password, as WordPress's
 * `determine_current_user` filters run. Nonces are bound to the user and the
 * session token the cookie carries.
 */
export class SessionAuthenticator implements RequestAuthenticator {
  constructor(private readonly services: AuthServices) {}

  /** Without a cookie or HTTP Basic credentials there is nothing to look up: answered without a promise. */
  determineUser(request: RestRequest): RestError | null | Promise<RestError | null> {
    const scope = currentScope();
    if (scope === undefined) return null;
    const cookie = readCookie(request.getHeader('Cookie'), this.services.cookies.name);
    if (cookie === undefined && request.getHeader('Authorization') === null) return null;
    return this.determineFromCredentials(request, scope, cookie);
  }

  private async determineFromCredentials(request: RestRequest, scope: RequestScopeState, cookie: string | undefined): Promise<RestError | null> {
    const { cookies, applicationPasswords } = this.services;
    if (cookie !== undefined) {
      // Validation fires one auth_cookie_* action; installAuth records it as the scope's cookie status.
      const result = await cookies.validate(cookie, { method: request.getMethod() });
      if ('user' in result) {
        scope.user = scopeUser(result.user);
        scope.authMethod = 'cookie';
        scope.sessionToken = result.token;
        return null;
      }
    }
    if (isUserLoggedIn()) return null;

    const basic = parseBasicAuth(request.getHeader('Authorization'));
    if (basic === undefined) return null;
    const login = await applicationPasswords.authenticate(basic.username, basic.password, scope.ip !== undefined ? { ip: scope.ip } : {});
    if (login === undefined) return null;
    if (!('user' in login)) return login;
    scope.user = scopeUser(login.user);
    scope.authMethod = 'application-password';
    scope.sessionToken = '';
    recordAuthenticatedAppPassword(scope, login.item.uuid);
    return null;
  }

  createNonce(action: string): string {
    return this.services.nonces.create(action, currentUser().id, currentScope()?.sessionToken ?? '');
  }

  verifyNonce(nonce: string, action: string): 1 | 2 | false {
    return this.services.nonces.verify(nonce, action, currentUser().id, currentScope()?.sessionToken ?? '');
  }
}

function scopeUser(user: AuthUser): { id: number; login: string; roles: string[] } {
  return { id: user.id, login: user.user_login, roles: [...user.roles] };
}
