import type { Context } from 'koa';
import { newScope, type RequestScopeState } from '../scope/RequestScope';

/**
 * A request scope carrying what the URL builder needs from the connection: the
 * host the client addressed and whether the connection is secure (Koa honours
 * X-Forwarded-* only when the app sets `proxy`), read from the context when first needed.
 */
export function scopeForContext(ctx: Context, restRequest: boolean): RequestScopeState {
  return newScope(restRequest, ctx);
}
