import type { Context } from 'koa';
import type { ServedResponse } from '../server/serveRequest';

/** Writes a served interface response to Koa: status, headers in their order, body (none for HEAD). */
export function writeServedResponse(ctx: Context, served: ServedResponse): void {
  // A null body must be set before the status, or Koa turns the status into 204.
  if (served.body === null) ctx.body = null;
  ctx.status = served.status;
  // Straight to Node's response: what ctx.set does for a string value, without Koa's delegation per header.
  if (!ctx.headerSent) {
    const res = ctx.res;
    for (const [name, value] of served.headers) res.setHeader(name, value);
  }
  if (served.body !== null) ctx.body = served.body;
}
