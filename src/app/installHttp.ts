import { TOKENS } from '../di/tokens';
import { appendRestLinkHeader, discoveryMiddleware } from '../http/discoveryMiddleware';
import { errorMiddleware } from '../http/errorMiddleware';
import { RestUrlBuilder } from '../http/RestUrlBuilder';
import { restMiddleware } from '../http/restMiddleware';
import { uploadsMiddleware } from '../media/uploadsMiddleware';
import { requestLogMiddleware } from '../operations/requestLog';
import { installPages } from '../pages/installPages';
import { pagesRouter } from '../pages/pagesRouter';
import type { SvcApp } from './SvcApp';

/**
 * The HTTP layer of an app: the URL builder in the container, then Koa's
 * middleware from the outside in — JSON errors, the interface itself, discovery
 * (Link header and the JSON 404 of ordinary pages), and the default pages.
 * Uploaded files are served right after the interface, at `/wp-content/uploads/`.
 * Discovery only concerns ordinary pages, so it sits after the interface:
 * interface requests, which never go past it, skip that layer entirely.
 */
export function installHttp(app: SvcApp): void {
  app.container.bind(TOKENS.RestUrls).to(RestUrlBuilder).inSingletonScope();
  if (app.options.logger !== undefined) app.koa.use(requestLogMiddleware(app.options.logger));
  app.koa.use(errorMiddleware((ctx) => appendRestLinkHeader(app, ctx)));
  app.koa.use(restMiddleware(app));
  app.koa.use(uploadsMiddleware(app.options.baseUrl, app.options.uploadsDir));
  app.koa.use(discoveryMiddleware(app));
  app.koa.use(installPages(app));
  app.koa.use(pagesRouter(app));
}
