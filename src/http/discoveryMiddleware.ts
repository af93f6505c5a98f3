import type { Context, Middleware, Next } from 'koa';
import type { AppHost } from '../server/AppHost';
import { runInScope } from '../scope/RequestScope';
import { restLinkHeader } from './discovery';
import { writeJsonError } from './httpErrors';
import { scopeForContext } from './pageScope';

/**
 * For ordinary (non-interface) pages: answers what nothing else answered with a
 * JSON 404, and advertises the API root with a `Link` header on every GET/HEAD
 * response, appended after any Link headers the page set itself.
 */
export function discoveryMiddleware(app: AppHost): Middleware {
  return async function svcDiscoveryMiddleware(ctx: Context, next: Next): Promise<void> {
    await next();
    if (ctx.state.REST_REQUEST === true || ctx.respond === false || ctx.headerSent) return;
    if (ctx.status === 404 && ctx.body == null) writeJsonError(ctx, 404);
    appendRestLinkHeader(app, ctx);
  };
}

/** SPEC "Headers on responses" `Link`: only on GET/HEAD pages, only while headers can still be set, only with a root. */
export function appendRestLinkHeader(app: AppHost, ctx: Context): void {
  if (ctx.state.REST_REQUEST === true || ctx.headerSent || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return;
  const value = runInScope(scopeForContext(ctx, false), () => restLinkHeader(app.urls));
  if (value !== '') ctx.append('Link', value);
}
