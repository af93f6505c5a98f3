import type { Middleware } from 'koa';
import { respondWithError } from './errorResponse';

/**
 * The outermost middleware: whatever is thrown below becomes a JSON
 * `{code, message, data: {status}}` answer instead of Koa's text/plain page —
 * the right 4xx for client faults, a bare 500 `rest_internal_error` (logged) for
 * the rest. `afterError` lets the caller decorate the answer (the discovery Link).
 */
export function errorMiddleware(afterError?: (ctx: Parameters<Middleware>[0]) => void): Middleware {
  const onError = (ctx: Parameters<Middleware>[0], thrown: unknown): void => {
    // Once headers are on the wire nothing can be rewritten: leave it to Koa, which closes the response.
    if (ctx.headerSent || !ctx.writable) throw thrown;
    respondWithError(ctx, thrown);
    if (afterError !== undefined) {
      try {
        afterError(ctx);
      } catch {
        // Decoration is best effort; the error answer stands.
      }
    }
  };
  // A rejection handler rather than an async function with try/await: one promise less per request.
  return function svcErrorMiddleware(ctx, next) {
    return next().then(undefined, (thrown: unknown) => onError(ctx, thrown));
  };
}
