import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import type { AppHost } from '../server/AppHost';
import { runInScope } from '../scope/RequestScope';
import { parseQueryString } from '../server/queryString';
import { cleanUrl, editorDiscoveryDocument, escapeAttribute, restLinkElement } from '../http/discovery';
import { basePathOf } from '../http/interfacePath';
import { scopeForContext } from '../http/pageScope';
import { explorerPage } from './explorerPage';

/**
 * The ordinary pages the app serves by default: the home page, whose head links
 * the API root and the editor-discovery document, and that document itself at
 * `/xmlrpc.php?rsd`. Each page is a fallback: middleware added to the app later
 * runs first and may answer the same path itself.
 */
export function pagesRouter(app: AppHost): Middleware {
  const basePath = basePathOf(app.options.baseUrl);
  const router = new Router();
  router.get(basePath === '' ? '/' : basePath, async (ctx: Context, next: Next) => {
    await next();
    if (!unanswered(ctx)) return;
    ctx.status = 200;
    ctx.set('Content-Type', 'text/html; charset=UTF-8');
    ctx.body = runInScope(scopeForContext(ctx, false), () => homePage(app));
  });
  router.get(`${basePath}/xmlrpc.php`, async (ctx: Context, next: Next) => {
    await next();
    if (!unanswered(ctx) || parseQueryString(ctx.querystring).rsd === undefined) return;
    ctx.status = 200;
    ctx.set('Content-Type', 'text/xml; charset=UTF-8');
    ctx.body = runInScope(scopeForContext(ctx, false), () => editorDiscoveryDocument(app.urls, app.options.baseUrl));
  });
  // The router types its composed middleware with its own context type; it is a plain Koa middleware.
  return router.routes() as unknown as Middleware;
}

function unanswered(ctx: Context): boolean {
  return ctx.body == null && ctx.status === 404 && ctx.respond !== false;
}

/** The home page: the API explorer, with the API root and editor-discovery links in its head. */
function homePage(app: AppHost): string {
  const apiLink = restLinkElement(app.urls);
  const rsd = escapeAttribute(cleanUrl(`${app.options.baseUrl}/xmlrpc.php?rsd`));
  const head = (apiLink === '' ? '' : `${apiLink}\n`) + `<link rel="EditURI" type="application/rsd+xml" title="RSD" href="${rsd}" />\n`;
  return explorerPage(sameOriginPath(app.urls.restUrl('/')), head);
}

/** The root as a path on this origin, so the explorer works whatever host name the browser used. */
function sameOriginPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}
