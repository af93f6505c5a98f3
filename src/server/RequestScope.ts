import { AsyncLocalStorage } from 'node:async_hooks';
import { RequestCache } from '../storage/cache/RequestCache';

/** Who the request acts for. Id 0 is the anonymous visitor. */
export interface CurrentUser {
  id: number;
  login?: string;
  roles?: string[];
}

export const ANONYMOUS: CurrentUser = Object.freeze({ id: 0 });

/**
 * State that lives for one HTTP request and is visible to everything it runs —
 * permission callbacks, internal dispatches for `_embed` and batch, deprecation
 * notices — without a module global (requests run concurrently).
 */
export interface RequestScopeState {
  /** SPEC's REST_REQUEST marker: true while serving an interface request. */
  restRequest: boolean;
  user: CurrentUser;
  /** How the user was authenticated: 'cookie', 'application-password', or null. */
  authMethod: string | null;
  /** Session token of a cookie login (feeds nonces). */
  sessionToken: string;
  /** Headers to add to the outgoing response (deprecation notices). */
  extraHeaders: Record<string, string>;
  /** Whether the logged-in cookie validated: true, or the failure name (SPEC Authentication rule 7). */
  cookieStatus: true | string | null;
  /** Error an authentication handler recorded for `rest_authentication_errors` to report. */
  authError: unknown;
  /** Host name the client addressed (Host header, without port), when known. */
  host?: string;
  /** Whether the connection is secure (TLS, or a trusted proxy said so). */
  secure?: boolean;
  /** Client address, when known (login throttling, application password `last_ip`). */
  ip?: string;
  /** Rows the storage read for this request (shared with its internal dispatches). */
  storageCache: RequestCache;
}

const storage = new AsyncLocalStorage<RequestScopeState>();

export function newScope(restRequest: boolean): RequestScopeState {
  return {
    restRequest, user: ANONYMOUS, authMethod: null, sessionToken: '', extraHeaders: {}, cookieStatus: null, authError: null,
    storageCache: new RequestCache(),
  };
}

export function runInScope<T>(state: RequestScopeState, fn: () => T): T {
  return storage.run(state, fn);
}

/** The scope of the request being handled, or undefined outside any request. */
export function currentScope(): RequestScopeState | undefined {
  return storage.getStore();
}

export function currentUser(): CurrentUser {
  return storage.getStore()?.user ?? ANONYMOUS;
}

export function isUserLoggedIn(): boolean {
  return currentUser().id > 0;
}

/** SPEC Authentication rule 8: 401 when not logged in, 403 when logged in. */
export function authorizationRequiredCode(): 401 | 403 {
  return isUserLoggedIn() ? 403 : 401;
}

/** Runs `fn` as `user` (tests and CLI use it to dispatch in-process as someone). */
export function runAsUser<T>(user: CurrentUser, fn: () => T): T {
  const parent = storage.getStore();
  const state: RequestScopeState = { ...(parent ?? newScope(false)), user, extraHeaders: parent?.extraHeaders ?? {} };
  return storage.run(state, fn);
}
