import { inject, injectable } from 'inversify';
import type { CoreOptions } from '../server/CoreOptions';
import { TOKENS } from '../di/tokens';
import { RestError } from '../errors/RestError';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { ANONYMOUS, currentScope, scopeOf, type RequestScopeState } from '../scope/RequestScope';
import type { AuthenticatorLookup } from './authenticatorLookup';
import { nonceFromRequest } from './nonceFromRequest';
import { isEmpty } from '../schema/php';
import { ScopeNonces, type NonceIssuer } from './ScopeNonces';

export const NONCE_ACTION = 'svc_rest';
export const NONCE_HEADER = 'X-SVC-Nonce';
export const NONCE_CHECK_PRIORITY = 100;

/**
 * Cookie authentication needs a nonce on every request, against CSRF (SPEC
 * "Authentication" rules 1-6). A cookie without a nonce counts as anonymous; a
 * wrong nonce fails with `rest_cookie_invalid_nonce`; a right one earns a fresh
 * nonce in the response.
 */
@injectable()
export class NonceAuthInterceptor implements Interceptor {
  /** Scopes whose nonce failed: their error response must not be cached. */
  private readonly rejected = new WeakSet<RequestScopeState>();
  private readonly fallback: NonceIssuer;

  constructor(
    @inject(TOKENS.Options) private readonly options: CoreOptions,
    @inject(TOKENS.AuthenticatorLookup) private readonly authenticator: AuthenticatorLookup,
  ) {
    this.fallback = new ScopeNonces(options);
  }

  attach(hooks: Hooks): void {
    hooks.addFilter('rest_authentication_errors', (result: unknown, request: RestRequest) => this.check(result, request), NONCE_CHECK_PRIORITY);
    // After the default (logged in or not), as WordPress forces no-cache on a failed nonce.
    hooks.addFilter('rest_send_nocache_headers', (send: unknown) => (this.isRejected() ? true : send), 20);
    // Browsers may send X-WP-Nonce cross-origin only where it is read; early, so later filters see it.
    if (this.options.acceptWpNonceHeader) hooks.addFilter('rest_allowed_cors_headers', withWpNonceHeader, 1);
  }

  private check(result: unknown, request: RestRequest): unknown {
    if (!isEmpty(result)) return result;
    const scope = scopeOf(request);
    // Someone is logged in, but not by cookie: another scheme vouched for them.
    if (scope?.cookieStatus !== true && (scope?.user.id ?? 0) > 0) return result;

    const nonce = nonceFromRequest(request, this.options.acceptWpNonceHeader);
    if (nonce === undefined) {
      if (scope !== undefined) scope.user = ANONYMOUS;
      return true;
    }
    const nonces = this.authenticator() ?? this.fallback;
    if (typeof nonce !== 'string' || nonces.verifyNonce(nonce, NONCE_ACTION) === false) {
      if (scope !== undefined) this.rejected.add(scope);
      return new RestError('rest_cookie_invalid_nonce', 'Cookie nonce is invalid', { status: 403 });
    }
    if (scope !== undefined) scope.extraHeaders[NONCE_HEADER] = nonces.createNonce(NONCE_ACTION);
    return true;
  }

  private isRejected(): boolean {
    const scope = currentScope();
    return scope !== undefined && this.rejected.has(scope);
  }
}

/** The allowed cross-origin headers with `X-WP-Nonce` beside ours. */
function withWpNonceHeader(allowed: unknown): unknown {
  if (!Array.isArray(allowed) || allowed.includes('X-WP-Nonce')) return allowed;
  const at = allowed.indexOf(NONCE_HEADER);
  const list = [...allowed] as unknown[];
  list.splice(at < 0 ? list.length : at + 1, 0, 'X-WP-Nonce');
  return list;
}
