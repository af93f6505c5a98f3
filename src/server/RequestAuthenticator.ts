import type { RestError } from '../errors/RestError';
import type { RestRequest } from './RestRequest';

/**
 * What the auth interceptors need from the authentication service (bound under
 * TOKENS.Auth). The service reads credentials and fills the request scope; the
 * interceptors decide, per SPEC "Authentication", what the request may do.
 */
export interface RequestAuthenticator {
  /**
   * Identifies the user from the request's credentials — the logged-in cookie
   * (recording SPEC rule 7's cookie status in the scope) or HTTP Basic application
   * passwords — and sets scope.user / authMethod / sessionToken. Returns an error to
   * report (e.g. a wrong application password), or null — directly when no
   * storage is needed (no credentials: nothing to wait for), else as a promise.
   */
  determineUser(request: RestRequest): RestError | null | Promise<RestError | null>;
  /** A nonce for the current scope's user and session. */
  createNonce(action: string): string;
  /** 1 or 2 (the tick that matched) for a valid nonce of the current scope's user and session, else false. */
  verifyNonce(nonce: string, action: string): 1 | 2 | false;
}
