import type { PermissionCallback } from './HandlerSet';
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
  const checks: Array<[string, PermissionCallback | null]> = [];
  for (const handler of entry.handlers) {
    const check = typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
    for (const method of Object.keys(handler.methods)) checks.push([method, check]);
  }
  return settle(checks, 0, new Map(), request, response);
}

/** Runs the checks from `from` on, in order, then sets the header; async only from the first check that is. */
function settle(
  checks: ReadonlyArray<[string, PermissionCallback | null]>,
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
  const methods = [...allowed].filter(([, ok]) => ok).map(([method]) => method.toUpperCase());
  if (methods.length > 0) response.header('Allow', methods.join(', '));
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
