import type { Context } from 'koa';
import { newScope, type RequestScopeState } from '../server/RequestScope';

/**
 * A request scope carrying what the URL builder needs from the connection: the
 * host the client addressed and whether the connection is secure (Koa honours
 * X-Forwarded-* only when the app sets `proxy`).
 */
export function scopeForContext(ctx: Context, restRequest: boolean): RequestScopeState {
  const scope = newScope(restRequest);
  scope.host = ctx.hostname;
  scope.secure = ctx.secure;
  scope.ip = ctx.ip;
  return scope;
}
