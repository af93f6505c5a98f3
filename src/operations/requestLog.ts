import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One line per request, written when the response is complete. */
export interface RequestLogLine {
  method: string;
  /** The route pattern that answered an interface request (`/wp/v2/posts/(?P<id>[\d]+)`), else the page path. */
  route: string;
  status: number;
  /** Milliseconds from the first byte read to the response handed to Node. */
  ms: number;
  /** The authenticated user, 0 when anonymous. */
  user: number;
}

/**
 * Koa middleware logging every request through pino at `info` (5xx at `error`).
 * Mount it outermost so the status is the one sent, errors included.
 */
export function requestLogMiddleware(logger: Logger): Middleware {
  return async function svcRequestLog(ctx, next) {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const route = typeof ctx.state.svcRoute === 'string' && ctx.state.svcRoute !== '' ? ctx.state.svcRoute : ctx.path;
      const line: RequestLogLine = {
        method: ctx.method,
        route,
        status: ctx.status,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        user: typeof ctx.state.svcUserId === 'number' ? ctx.state.svcUserId : 0,
      };
      line.ms = Math.round(line.ms * 100) / 100;
      if (line.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
