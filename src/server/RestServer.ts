import type { Hooks } from '../hooks/Hooks';
import type { Notices } from '../notices/Notices';
import { RestError } from '../errors/RestError';
import type { HeaderList } from './HeaderList';
import type { HandlerSet, RouteArgs, RouteEntry, RouteOptions } from './HandlerSet';
import { normalizeRouteArgs } from './normalizeRoute';
import { NamespaceRoutes } from './namespaceRoutes';
import { compileRoutePattern } from './routePattern';
import { checkArguments, defaultsForRequest, preparedDefaults } from './requestArguments';
import { errorToResponse } from './errorToResponse';
import { thrownToError } from './thrownToError';
import { toResponse } from './ensure';
import { userOf } from '../scope/RequestScope';
import type { RestRequest } from './RestRequest';
import { RestResponse } from './RestResponse';
import { isThenable } from './thenable';
import { isTruthy } from '../schema/php';

/** Writes headers every served response starts with, after the base ones (CORS's allowed and exposed headers). */
export type BaseHeaderWriter = (headers: HeaderList, request: RestRequest) => void;

export interface RestServerDeps {
  hooks: Hooks;
  notices: Notices;
  /** Where unexpected exceptions are reported (never the client). */
  logError?: (error: unknown, request: RestRequest) => void;
}

/** Per route: the compiled pattern, kept beside the entry so dispatch never recompiles. */
interface CompiledRoute {
  route: string;
  pattern: RegExp | null;
  /** The route's length when it has no regular-expression syntax: only paths of that length can match it. */
  literalLength: number | null;
  entry: RouteEntry;
  /** The pattern's named groups, read from its first match (the same for every match). */
  groupNames: string[] | null;
}

/**
 * The route table and the dispatcher. Registration, matching, argument checks,
 * permission and callback run here, in WordPress's order; HTTP concerns live in
 * src/http and cross-cutting behaviour in interceptors attached to the hooks.
 */
export class RestServer {
  readonly hooks: Hooks;
  readonly notices: Notices;
  private readonly logError: (error: unknown, request: RestRequest) => void;
  private readonly endpoints = new Map<string, RouteEntry>();
  private readonly namespaces = new Map<string, Set<string>>();
  /** Routes grouped by namespace (in registration order; a list, as every match walks it), rebuilt lazily after registration changes. */
  private compiledByNamespace: Array<{ namespace: string; routes: NamespaceRoutes<CompiledRoute> }> | null = null;
  private compiledAll: CompiledRoute[] | null = null;
  private readonly baseHeaderWriters: BaseHeaderWriter[] = [];

  constructor(deps: RestServerDeps) {
    this.hooks = deps.hooks;
    this.notices = deps.notices;
    this.logError = deps.logError ?? ((error) => console.error('svc-rest: unhandled error in a REST handler:', error));
  }

  /** Adds headers to the start of every served response; the interceptor owning them adds them at `rest_api_init`. */
  addBaseHeaders(writer: BaseHeaderWriter): void {
    this.baseHeaderWriters.push(writer);
  }

  /** Runs the base header writers, in the order added; a plain loop, as it runs on every request. */
  writeBaseHeaders(headers: HeaderList, request: RestRequest): void {
    const writers = this.baseHeaderWriters;
    for (let i = 0; i < writers.length; i++) writers[i]!(headers, request);
  }

  /** SPEC "Route registration record". Returns false (with a notice) for an empty namespace or route. */
  registerRoute(namespace: string, route: string, args: RouteArgs = {}, override = false): boolean {
    if (namespace === '' || namespace === undefined || namespace === null) {
      this.notices.raise('registerRoute', 'Routes must be namespaced with a plugin or package name and version.', '4.4.0');
      return false;
    }
    if (route === '' || route === undefined || route === null) {
      this.notices.raise('registerRoute', 'A route must be specified.', '4.4.0');
      return false;
    }
    const cleanNamespace = trimSlashes(namespace);
    if (cleanNamespace !== namespace) {
      this.notices.raise('registerRoute', 'Namespace must not start or end with a slash.', '5.4.2');
    }
    if (this.hooks.didAction('rest_api_init') === 0) {
      this.notices.raise('registerRoute', 'REST API routes must be registered on the rest_api_init action.', '5.1.0');
    }
    const { handlers, options } = normalizeRouteArgs(args);
    const fullRoute = `/${cleanNamespace}/${trimSlashes(route)}`;
    this.addRoute(cleanNamespace, fullRoute, handlers, options, override);
    return true;
  }

  /** Stores a route; a new namespace also gets its namespace index route. */
  addRoute(namespace: string, route: string, handlers: HandlerSet[], options: RouteOptions = {}, override = false): void {
    if (namespace !== '' && !this.namespaces.has(namespace)) {
      this.namespaces.set(namespace, new Set());
      this.hooks.doAction('svc_rest_namespace_added', this, namespace);
    }
    if (namespace !== '') this.namespaces.get(namespace)!.add(route);
    const existing = this.endpoints.get(route);
    if (override || existing === undefined) {
      this.endpoints.set(route, { namespace, handlers, options });
    } else {
      // Merging: handler sets accumulate, options of the newer definition win.
      this.endpoints.set(route, { namespace, handlers: [...existing.handlers, ...handlers], options: { ...existing.options, ...options } });
    }
    this.compiledByNamespace = null;
    this.compiledAll = null;
  }

  /** Full route → handler sets (optionally only those of one namespace). */
  getRoutes(namespace = ''): Record<string, HandlerSet[]> {
    const out: Record<string, HandlerSet[]> = {};
    for (const [route, entry] of this.routeEntries(namespace)) out[route] = entry.handlers;
    return out;
  }

  /** Route → its stored entry (namespace, handler sets, options), in registration order; given a namespace, only that namespace's routes. */
  routeEntries(namespace = ''): Array<[string, RouteEntry]> {
    let entries = [...this.endpoints];
    if (namespace !== '') {
      const routes = this.namespaces.get(namespace);
      entries = routes === undefined ? [] : entries.filter(([route]) => routes.has(route));
    }
    return entries;
  }

  getRouteEntry(route: string): RouteEntry | undefined {
    return this.endpoints.get(route);
  }

  getNamespaces(): string[] {
    return [...this.namespaces.keys()];
  }

  /** Runs a request through pre-dispatch, matching, argument checks, permission and the callback. */
  async dispatch(request: RestRequest): Promise<RestResponse> {
    return this.dispatchNow(request);
  }

  /**
   * dispatch(), without a promise when nothing on the way returned one (the
   * serving path: each promise and await costs, more so with the request scope's
   * promise hooks). A subclass overriding dispatch() is still called.
   */
  dispatchMaybeAsync(request: RestRequest): RestResponse | Promise<RestResponse> {
    if (this.dispatch !== RestServer.prototype.dispatch) return this.dispatch(request);
    return this.dispatchNow(request);
  }

  private dispatchNow(request: RestRequest): RestResponse | Promise<RestResponse> {
    const pre: unknown = this.hooks.applyFiltersMaybeAsync<unknown>('rest_pre_dispatch', null, this, request);
    if (isThenable(pre)) return Promise.resolve(pre).then((value) => this.dispatchMatched(request, value));
    return this.dispatchMatched(request, pre);
  }

  private dispatchMatched(request: RestRequest, pre: unknown): RestResponse | Promise<RestResponse> {
    if (isTruthy(pre)) return toResponse(pre);

    const matched = this.matchRequestToHandler(request);
    if (matched instanceof RestError) return errorToResponse(matched);
    const [route, handler] = matched;

    let error: RestError | null = null;
    if (typeof handler.callback !== 'function') {
      error = new RestError('rest_invalid_handler', 'The handler for the route is invalid.', { status: 500 });
    } else {
      const checked = checkArguments(request);
      if (checked !== true) error = checked;
    }
    if (this.respondToRequest !== RestServer.prototype.respondToRequest) return this.respondToRequest(request, route, handler, error);
    return this.respondNow(request, route, handler, error);
  }

  /** Finds the route and handler set for the request, and fills URL params and defaults. */
  matchRequestToHandler(request: RestRequest): [string, HandlerSet] | RestError {
    const method = request.getMethod();
    const path = request.getRoute();
    for (const candidate of this.candidatesFor(path)) {
      if (candidate.pattern === null || (candidate.literalLength !== null && candidate.literalLength !== path.length)) continue;
      const m = candidate.pattern.exec(path);
      if (m === null) continue;
      for (const handler of candidate.entry.handlers) {
        const checked = method === 'HEAD' && handler.methods.HEAD !== true ? 'GET' : method;
        if (handler.methods[checked] !== true) continue;
        if (typeof handler.callback !== 'function') return [candidate.route, handler];
        const urlParams: Record<string, unknown> = {};
        const groups = m.groups;
        if (groups !== undefined) {
          // Enumerating the groups object on every request is slow; its keys never change.
          candidate.groupNames ??= Object.keys(groups);
          for (const name of candidate.groupNames) if (groups[name] !== undefined) urlParams[name] = groups[name];
        }
        request.setUrlParams(urlParams);
        request.attributes = handler;
        const defaults = preparedDefaults(handler.args);
        request.setDefaultParams(defaultsForRequest(defaults), defaults.unsanitized);
        return [candidate.route, handler];
      }
    }
    return new RestError('rest_no_route', 'No route was found matching the URL and request method.', { status: 404 });
  }

  /** Routes worth trying for a path: those of namespaces the path starts with, else all. */
  private candidatesFor(path: string): readonly CompiledRoute[] {
    if (this.compiledByNamespace === null) this.compile();
    let start = 0;
    while (path.charCodeAt(start) === 0x2f) start++;
    const trimmed = start === 0 ? path : path.slice(start);
    let found: readonly CompiledRoute[] | null = null;
    for (const { namespace, routes } of this.compiledByNamespace!) {
      if (!startsWithSlashed(trimmed, namespace)) continue;
      const candidates = routes.candidates(trimmed.slice(namespace.length));
      found = found === null ? candidates : [...found, ...candidates];
    }
    return found ?? this.compiledAll!;
  }

  private compile(): void {
    const byNamespace = new Map<string, CompiledRoute[]>();
    const all: CompiledRoute[] = [];
    for (const [route, entry] of this.endpoints) {
      const literalLength = REGEXP_SYNTAX.test(route) ? null : route.length;
      const compiled: CompiledRoute = { route, pattern: compileRoutePattern(route), literalLength, entry, groupNames: null };
      if (compiled.pattern === null) this.notices.raise('registerRoute', `The route pattern ${route} is not a valid regular expression.`);
      all.push(compiled);
      if (entry.namespace === '') continue;
      const list = byNamespace.get(entry.namespace) ?? [];
      list.push(compiled);
      byNamespace.set(entry.namespace, list);
    }
    this.compiledByNamespace = [...byNamespace].map(([namespace, routes]) => ({ namespace, routes: new NamespaceRoutes(namespace, routes) }));
    this.compiledAll = all;
  }

  /** Permission, callback and the callback filters for a matched request (batch runs items through it too). */
  async respondToRequest(request: RestRequest, route: string, handler: HandlerSet, error: RestError | null): Promise<RestResponse> {
    return this.respondNow(request, route, handler, error);
  }

  /**
   * respondToRequest() as a chain of steps, each continuing directly when the
   * previous one returned a plain value and through `then` only after a promise:
   * a synchronous route costs no promise at all. Throws and rejections of the
   * permission callback and the callback become the internal error, as before.
   */
  private respondNow(request: RestRequest, route: string, handler: HandlerSet, error: RestError | null): RestResponse | Promise<RestResponse> {
    const before: unknown = this.hooks.applyFiltersMaybeAsync<unknown>('rest_request_before_callbacks', error, handler, request);
    if (isThenable(before)) return Promise.resolve(before).then((result) => this.runHandler(request, route, handler, result));
    return this.runHandler(request, route, handler, before);
  }

  private runHandler(request: RestRequest, route: string, handler: HandlerSet, result: unknown): RestResponse | Promise<RestResponse> {
    let outcome: unknown;
    try {
      outcome = this.permitAndCall(request, route, handler, result);
    } catch (thrown) {
      outcome = this.thrownResult(thrown, request);
    }
    if (isThenable(outcome)) {
      return Promise.resolve(outcome).then(
        (value) => this.finish(request, route, handler, value),
        (thrown: unknown) => this.finish(request, route, handler, this.thrownResult(thrown, request)),
      );
    }
    return this.finish(request, route, handler, outcome);
  }

  private permitAndCall(request: RestRequest, route: string, handler: HandlerSet, result: unknown): unknown {
    if (result instanceof RestError || typeof handler.permission_callback !== 'function') return this.callHandler(request, route, handler, result);
    const permission: unknown = handler.permission_callback(request);
    if (isThenable(permission)) return Promise.resolve(permission).then((value) => this.afterPermission(request, route, handler, result, value));
    return this.afterPermission(request, route, handler, result, permission);
  }

  private afterPermission(request: RestRequest, route: string, handler: HandlerSet, result: unknown, permission: unknown): unknown {
    if (permission instanceof RestError) return permission;
    if (permission !== true) {
      return new RestError('rest_forbidden', 'Sorry, you are not allowed to do that.', { status: userOf(request).id > 0 ? 403 : 401 });
    }
    return this.callHandler(request, route, handler, result);
  }

  private callHandler(request: RestRequest, route: string, handler: HandlerSet, result: unknown): unknown {
    if (result instanceof RestError) return result;
    const replaced: unknown = this.hooks.applyFiltersMaybeAsync<unknown>('rest_dispatch_request', null, request, route, handler);
    if (isThenable(replaced)) return Promise.resolve(replaced).then((value) => (value !== null && value !== undefined ? value : handler.callback!(request)));
    return replaced !== null && replaced !== undefined ? replaced : handler.callback!(request);
  }

  private thrownResult(thrown: unknown, request: RestRequest): RestError {
    const known = thrownToError(thrown);
    if (known === undefined) this.logError(thrown, request);
    return known ?? internalError();
  }

  private finish(request: RestRequest, route: string, handler: HandlerSet, result: unknown): RestResponse | Promise<RestResponse> {
    const after: unknown = this.hooks.applyFiltersMaybeAsync<unknown>('rest_request_after_callbacks', result, handler, request);
    if (isThenable(after)) return Promise.resolve(after).then((value) => matchedResponse(value, route, handler));
    return matchedResponse(after, route, handler);
  }
}

/** Characters with a meaning in a regular expression; a route without any matches only itself. */
const REGEXP_SYNTAX = /[\\^$.|?*+()[\]{}]/;

/** Whether `path`, with a trailing slash added when it has none, starts with `prefix` (without building that string on every request). */
function startsWithSlashed(path: string, prefix: string): boolean {
  if (path.startsWith(prefix)) return true;
  return prefix.length === path.length + 1 && prefix.charCodeAt(path.length) === 0x2f && !path.endsWith('/') && prefix.startsWith(path);
}

/** The response of a handled request, marked with the route and handler set that answered. */
function matchedResponse(result: unknown, route: string, handler: HandlerSet): RestResponse {
  const response = toResponse(result);
  response.matchedRoute = route;
  response.matchedHandler = handler;
  return response;
}

/** What a client sees when a handler throws: no internals, just a code. */
export function internalError(): RestError {
  return new RestError('rest_internal_error', 'The server encountered an internal error.', { status: 500 });
}

export function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}
