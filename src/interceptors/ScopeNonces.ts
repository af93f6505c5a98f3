import { NonceService } from '../auth/NonceService';
import type { CoreOptions } from '../server/CoreOptions';
import type { RequestAuthenticator } from '../server/RequestAuthenticator';
import { currentScope, currentUser } from '../scope/RequestScope';

export type NonceIssuer = Pick<RequestAuthenticator, 'createNonce' | 'verifyNonce'>;

/**
 * Nonces for the current scope's user and session, signed with the app secret.
 * Used when no authentication service is bound: nobody can log in then, but
 * nonces still behave exactly as the service's would.
 */
export class ScopeNonces implements NonceIssuer {
  private readonly nonces: NonceService;

  constructor(options: Pick<CoreOptions, 'secret' | 'now'>) {
    this.nonces = new NonceService(options.secret, { now: options.now });
  }

  createNonce(action: string): string {
    return this.nonces.create(action, currentUser().id, currentScope()?.sessionToken ?? '');
  }

  verifyNonce(nonce: string, action: string): 1 | 2 | false {
    return this.nonces.verify(nonce, action, currentUser().id, currentScope()?.sessionToken ?? '');
  }
}
