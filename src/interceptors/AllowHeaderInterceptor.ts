import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Interceptor } from '../server/Interceptor';
import type { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';
import { applyAllowHeader } from '../server/allowHeader';
import { isEmbeddedRequest } from '../server/embeddedRequests';

/** Adds `Allow` on `rest_post_dispatch` (the rule is in applyAllowHeader). */
@injectable()
export class AllowHeaderInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addFilter('rest_post_dispatch', (response: unknown, server: RestServer, request: RestRequest) => this.handle(response, server, request));
  }

  /**
   * Returns the response, at once when every permission check answers synchronously. An embedded
   * dispatch's headers never reach the wire (`_embedded` keeps its data only), so its Allow, which runs
   * the permission check of every other method of its route, is not worked out.
   */
  handle(response: unknown, server: RestServer, request: RestRequest): unknown {
    if (!(response instanceof RestResponse) || isEmbeddedRequest(request)) return response;
    return applyAllowHeader(response, server, request);
  }
}
