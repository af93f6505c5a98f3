import { inject, injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { scopeOf } from '../scope/RequestScope';
import type { AuthenticatorLookup } from './authenticatorLookup';
import { isEmpty } from '../schema/php';
import type { RestError } from '../errors/RestError';
import { isThenable } from '../server/thenable';
import { TOKENS } from '../di/tokens';

/** Runs before the nonce check (priority 100), as WordPress's application-password check does. */
export const AUTHENTICATION_PRIORITY = 90;

/**
 * Identifies the user of each request (cookie or application password) through
 * the authentication service, then reports its failure, if any, on
 * `rest_authentication_errors`. A request authenticated by application password
 * yields `true`, so the cookie nonce check that follows leaves it alone.
 */
@injectable()
export class AuthenticationInterceptor implements Interceptor {
  constructor(@inject(TOKENS.AuthenticatorLookup) private readonly authenticator: AuthenticatorLookup) {}

  attach(hooks: Hooks): void {
    hooks.addFilter('rest_authentication_errors', (result: unknown, request: RestRequest) => this.check(result, request), AUTHENTICATION_PRIORITY);
  }

  /** Synchronous unless the authenticator has to wait (a request without credentials costs no promise). */
  private check(result: unknown, request: RestRequest): unknown {
    const authenticator = this.authenticator();
    if (authenticator === null) return result;
    // The user is determined whatever an earlier handler said, as WordPress does before any check runs.
    const determined = authenticator.determineUser(request);
    if (isThenable(determined)) return determined.then((error) => this.report(result, error, request));
    return this.report(result, determined, request);
  }

  private report(result: unknown, error: RestError | null, request: RestRequest): unknown {
    if (!isEmpty(result)) return result;
    if (error !== null) {
      // An authentication failure without a status is reported as "not authenticated".
      if (typeof error.data.status !== 'number') error.errorData[error.code] = { ...error.data, status: 401 };
      return error;
    }
    const scope = scopeOf(request);
    if (scope?.authMethod === 'application-password' && scope.user.id > 0) return true;
    return result;
  }
}
