import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';
import type { RestUrls } from '../server/RestUrls';
import { isTruthy } from '../schema/php';
import { getDataForRoute } from '../server/routeData';
import { matchRoute } from '../server/routePattern';

/**
 * Answers OPTIONS requests on `rest_pre_dispatch` with the help data of the first
 * route whose pattern fully matches (case-insensitive). The named captures become
 * URL parameters and the matched route is recorded so `Allow` is computed; with
 * no matching route the data is empty.
 */
@injectable()
export class OptionsInterceptor implements Interceptor {
  constructor(@inject(TOKENS.RestUrls) private readonly urls: RestUrls) {}

  attach(hooks: Hooks): void {
    hooks.addFilter('rest_pre_dispatch', (result: unknown, server: RestServer, request: RestRequest) => this.handle(result, server, request));
  }

  handle(result: unknown, server: RestServer, request: RestRequest): unknown {
    if (isTruthy(result) || request.getMethod() !== 'OPTIONS') return result;
    const response = new RestResponse([]);
    for (const [route, entry] of server.routeEntries()) {
      const params = matchRoute(route, request.getRoute());
      if (params === null) continue;
      request.setUrlParams(params);
      // As WordPress does, the request ends up carrying the route's last handler set.
      request.attributes = entry.handlers[entry.handlers.length - 1] ?? request.attributes;
      response.setData(getDataForRoute(this.urls, route, entry, 'help'));
      response.matchedRoute = route;
      break;
    }
    return response;
  }
}
