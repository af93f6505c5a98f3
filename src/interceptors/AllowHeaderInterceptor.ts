import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';
import type { PermissionCallback } from '../server/HandlerSet';
import { isThenable } from '../server/thenable';

/**
 * Adds `Allow` on `rest_post_dispatch` (SPEC "Headers on responses"): the methods
 * of the matched route whose handler set has no permission check, or whose check
 * returns exactly `true` for this request; upper-case, joined by `, `. Omitted
 * when no route matched or no method is permitted.
 */
@injectable()
export class AllowHeaderInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addFilter('rest_post_dispatch', (response: unknown, server: RestServer, request: RestRequest) => this.handle(response, server, request));
  }

  /**
   * Returns the response, at once when every permission check answers
   * synchronously; a check returning a promise is awaited before the next runs.
   */
  handle(response: unknown, server: RestServer, request: RestRequest): unknown {
    if (!(response instanceof RestResponse) || response.matchedRoute === '') return response;
    const entry = server.getRouteEntry(response.matchedRoute);
    if (entry === undefined) return response;
    const checks: Array<[string, PermissionCallback | null]> = [];
    for (const handler of entry.handlers) {
      const check = typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
      for (const method of Object.keys(handler.methods)) checks.push([method, check]);
    }
    return settle(checks, 0, new Map(), request, response);
  }
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
