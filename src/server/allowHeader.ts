import type { HandlerSet, PermissionCallback } from './HandlerSet';
import type { RestRequest } from './RestRequest';
import type { RestResponse } from './RestResponse';
import type { RestServer } from './RestServer';
import { isThenable } from './thenable';

/**
 * Sets `Allow` on a response (SPEC "Headers on responses"): the methods of its
 * matched route whose handler set has no permission check, or whose check
 * returns exactly `true` for `request`; upper-case, joined by `, `. Nothing is
 * set when no route matched or no method is permitted. Shared by the Allow
 * interceptor and the `targetHints` of self links.
 *
 * Each handler set's check runs once for all of its methods (its verdict is the
 * same for each: same request, same callback), so a `POST, PUT, PATCH` set costs
 * one check, not three: a page of items computes these for every self link.
 * Synchronous when every permission check answers synchronously; a check
 * returning a promise is awaited before the next one runs.
 */
export function applyAllowHeader(response: RestResponse, server: RestServer, request: RestRequest): RestResponse | Promise<RestResponse> {
  if (response.matchedRoute === '') return response;
  const entry = server.getRouteEntry(response.matchedRoute);
  if (entry === undefined) return response;
  return settle(checksOf(entry.handlers), 0, new Map(), request, response);
}

type MethodCheck = readonly [methods: readonly string[], check: PermissionCallback | null];

/** Per handler list: each handler set's methods with its permission check. A route's list is replaced, not edited, when handlers are added. */
const CHECKS = new WeakMap<readonly HandlerSet[], readonly MethodCheck[]>();

/** The (methods, check) pairs of a route's handler sets, in order; built once per handler list instead of per request. */
function checksOf(handlers: readonly HandlerSet[]): readonly MethodCheck[] {
  let checks = CHECKS.get(handlers);
  if (checks !== undefined && sameChecks(handlers, checks)) return checks;
  checks = handlers.map((handler) => [Object.keys(handler.methods), checkOf(handler)] as const);
  CHECKS.set(handlers, checks);
  return checks;
}

function checkOf(handler: HandlerSet): PermissionCallback | null {
  return typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
}

/** Whether the cached pairs still carry each handler's current methods and check (a handler set is a plain, writable object). */
function sameChecks(handlers: readonly HandlerSet[], checks: readonly MethodCheck[]): boolean {
  if (handlers.length !== checks.length) return false;
  for (let i = 0; i < handlers.length; i++) {
    const handler = handlers[i]!;
    const [methods, check] = checks[i]!;
    if (check !== checkOf(handler)) return false;
    let at = 0;
    for (const method in handler.methods) if (methods[at++] !== method) return false;
    if (at !== methods.length) return false;
  }
  return true;
}

/** Runs the checks from `from` on, in order, then sets the header; async only from the first check that is. */
function settle(
  checks: readonly MethodCheck[],
  from: number,
  allowed: Map<string, boolean>,
  request: RestRequest,
  response: RestResponse,
): RestResponse | Promise<RestResponse> {
  for (let i = from; i < checks.length; i++) {
    const [methods, check] = checks[i]!;
    if (methods.length === 0) continue;
    const verdict = check === null ? true : permits(check, request);
    if (typeof verdict !== 'boolean') {
      return verdict.then((ok) => {
        for (const method of methods) allowed.set(method, ok);
        return settle(checks, i + 1, allowed, request, response);
      });
    }
    for (const method of methods) allowed.set(method, verdict);
  }
  // Joined directly: no intermediate arrays on every response.
  let allow = '';
  for (const [method, ok] of allowed) if (ok) allow = allow === '' ? method.toUpperCase() : `${allow}, ${method.toUpperCase()}`;
  if (allow !== '') response.header('Allow', allow);
  return response;
}

/** Exactly `true` permits; a throwing or rejecting check does not. */
function permits(check: PermissionCallback, request: RestRequest): boolean | Promise<boolean> {
  let result: unknown;
  try {
    result = check(request);
  } catch {
    return false;
  }
  if (!isThenable(result)) return result === true;
  return Promise.resolve(result).then(
    (value) => value === true,
    () => false,
  );
}
