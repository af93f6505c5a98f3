import { RequestCache } from '../storage/cache/RequestCache';
import { PromiseContextStorage } from './PromiseContextStorage';

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

const storage = new PromiseContextStorage<RequestScopeState>();

/**
 * One request's state. The storage cache (a score of loaders) is made on first
 * use: most requests of plain routes never touch the storage.
 */
class Scope implements RequestScopeState {
  user: CurrentUser = ANONYMOUS;
  authMethod: string | null = null;
  sessionToken = '';
  extraHeaders: Record<string, string> = {};
  cookieStatus: true | string | null = null;
  authError: unknown = null;
  private cache: RequestCache | undefined;
  private hostValue: string | undefined;
  private secureValue: boolean | undefined;
  private ipValue: string | undefined;

  constructor(
    readonly restRequest: boolean,
    cache?: RequestCache,
    private connection?: ConnectionInfo,
  ) {
    this.cache = cache;
  }

  // The connection is read when first asked for, then kept: Koa's hostname, protocol and ip getters parse headers each time,
  // and every link of a page asks (https is forced on the site's own host reached securely).
  get host(): string | undefined {
    return (this.hostValue ??= this.connection?.hostname);
  }

  set host(host: string | undefined) {
    this.hostValue = host;
  }

  get secure(): boolean | undefined {
    return (this.secureValue ??= this.connection?.secure);
  }

  set secure(secure: boolean | undefined) {
    this.secureValue = secure;
  }

  get ip(): string | undefined {
    return (this.ipValue ??= this.connection?.ip);
  }

  set ip(ip: string | undefined) {
    this.ipValue = ip;
  }

  get storageCache(): RequestCache {
    return (this.cache ??= new RequestCache());
  }

  set storageCache(cache: RequestCache) {
    this.cache = cache;
  }
}

/** Where a request came from, read lazily (a Koa context has this shape). */
export interface ConnectionInfo {
  readonly hostname: string;
  readonly secure: boolean;
  readonly ip: string;
}

export function newScope(restRequest: boolean, connection?: ConnectionInfo): RequestScopeState {
  return new Scope(restRequest, undefined, connection);
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

/** What the framework reads a request's scope from: anything carrying it (an interface request does). */
export interface ScopeCarrier {
  scope?: RequestScopeState | undefined;
}

/**
 * The scope of the request being served, taken from the request itself when it
 * carries one (the top-level interface request), else from the promise
 * context (internal dispatches).
 */
export function scopeOf(request: ScopeCarrier): RequestScopeState | undefined {
  return request.scope ?? storage.getStore();
}

/** The user a request acts for, read like scopeOf. */
export function userOf(request: ScopeCarrier): CurrentUser {
  return scopeOf(request)?.user ?? ANONYMOUS;
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
  const state = new Scope(parent?.restRequest ?? false, parent?.storageCache);
  if (parent !== undefined) {
    state.authMethod = parent.authMethod;
    state.sessionToken = parent.sessionToken;
    state.extraHeaders = parent.extraHeaders;
    state.cookieStatus = parent.cookieStatus;
    state.authError = parent.authError;
    state.host = parent.host;
    state.secure = parent.secure;
    state.ip = parent.ip;
  }
  state.user = user;
  return storage.run(state, fn);
}
