import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';

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

  async handle(response: unknown, server: RestServer, request: RestRequest): Promise<unknown> {
    if (!(response instanceof RestResponse) || response.matchedRoute === '') return response;
    const entry = server.getRouteEntry(response.matchedRoute);
    if (entry === undefined) return response;
    const allowed = new Map<string, boolean>();
    for (const handler of entry.handlers) {
      for (const method of Object.keys(handler.methods)) {
        allowed.set(method, typeof handler.permission_callback === 'function' ? (await permits(handler.permission_callback, request)) : true);
      }
    }
    const methods = [...allowed].filter(([, ok]) => ok).map(([method]) => method.toUpperCase());
    if (methods.length > 0) response.header('Allow', methods.join(', '));
    return response;
  }
}

/** A check that throws permits nothing; only exactly `true` permits. */
async function permits(check: (request: RestRequest) => unknown, request: RestRequest): Promise<boolean> {
  try {
    return (await check(request)) === true;
  } catch {
    return false;
  }
}
