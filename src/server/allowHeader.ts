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
 * Synchronous when every permission check answers synchronously; a check
 * returning a promise is awaited before the next one runs.
 */
export function applyAllowHeader(response: RestResponse, server: RestServer, request: RestRequest): RestResponse | Promise<RestResponse> {
  if (response.matchedRoute === '') return response;
  const entry = server.getRouteEntry(response.matchedRoute);
  if (entry === undefined) return response;
  return settle(checksOf(entry.handlers), 0, new Map(), request, response);
}

type MethodCheck = readonly [method: string, check: PermissionCallback | null];

/** Per handler list: each method with its permission check. A route's list is replaced, not edited, when handlers are added. */
const CHECKS = new WeakMap<readonly HandlerSet[], readonly MethodCheck[]>();

/** The (method, check) pairs of a route's handlers, in order; built once per handler list instead of per request. */
function checksOf(handlers: readonly HandlerSet[]): readonly MethodCheck[] {
  let checks = CHECKS.get(handlers);
  if (checks !== undefined && sameChecks(handlers, checks)) return checks;
  const built: MethodCheck[] = [];
  for (const handler of handlers) {
    const check = typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
    for (const method of Object.keys(handler.methods)) built.push([method, check]);
  }
  checks = built;
  CHECKS.set(handlers, checks);
  return checks;
}

/** Whether the cached pairs still carry each handler's current check (a handler set is a plain, writable object). */
function sameChecks(handlers: readonly HandlerSet[], checks: readonly MethodCheck[]): boolean {
  let at = 0;
  for (const handler of handlers) {
    const check = typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
    for (const method in handler.methods) {
      const cached = checks[at++];
      if (cached === undefined || cached[0] !== method || cached[1] !== check) return false;
    }
  }
  return at === checks.length;
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
    const [method, check] = checks[i]!;
    const verdict = check === null ? true : permits(check, request);
    if (typeof verdict !== 'boolean') {
      return verdict.then((ok) => {
        allowed.set(method, ok);
        return settle(checks, i + 1, allowed, request, response);
      });
    }
    allowed.set(method, verdict);
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
