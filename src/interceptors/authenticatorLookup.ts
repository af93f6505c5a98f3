import type { RequestAuthenticator } from '../server/RequestAuthenticator';

/**
 * The authentication service, looked up when a request is served rather than
 * when the interceptors are built: it may be bound (or rebound, in tests) after
 * createApp has attached them. Null when nothing is bound under TOKENS.Auth.
 */
export type AuthenticatorLookup = () => RequestAuthenticator | null;
