import { STATUS_CODES } from 'node:http';
import type { Context } from 'koa';
import { RestError } from '../errors/RestError';
import { errorToResponse } from '../server/errorToResponse';
import { JSON_CONTENT_TYPE, errorBody } from './httpErrors';

/** What an error thrown while handling a request becomes on the wire. */
export interface ErrorAnswer {
  status: number;
  body: string;
  /** Headers the error asked for (e.g. `Allow` on a 405), exposed client errors only. */
  headers: Record<string, string>;
  /** True for faults of the server, which are logged and never detailed to the client. */
  unexpected: boolean;
}

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  headers?: unknown;
}

/**
 * Classifies a thrown value: a RestError keeps its code and status; an HTTP error
 * with a 4xx status (Koa's `ctx.throw`, body parsers, stream errors) is a client
 * fault; a malformed URL escape is a 400; anything else is a 500
 * `rest_internal_error` whose details stay in the log.
 */
export function errorAnswer(thrown: unknown): ErrorAnswer {
  if (thrown instanceof RestError) {
    const response = errorToResponse(thrown);
    return { status: response.getStatus(), body: JSON.stringify(response.getData()), headers: {}, unexpected: false };
  }
  if (thrown instanceof URIError) return clientError(400);
  if (typeof thrown === 'object' && thrown !== null) {
    const error = thrown as HttpErrorLike;
    const status = typeof error.status === 'number' ? error.status : error.statusCode;
    if (typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500) {
      const exposed = error.expose === true;
      const message = exposed && typeof error.message === 'string' && error.message !== '' && error.message !== STATUS_CODES[status] ? error.message : undefined;
      return { ...clientError(status, message), headers: exposed ? stringHeaders(error.headers) : {} };
    }
  }
  return { status: 500, body: errorBody(500), headers: {}, unexpected: true };
}

/** Replaces the response with the error's JSON answer; logs unexpected errors through Koa's `error` event. */
export function respondWithError(ctx: Context, thrown: unknown): void {
  const answer = errorAnswer(thrown);
  for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = answer.body;
  if (answer.unexpected) logError(ctx, thrown);
}

function clientError(status: number, message?: string): ErrorAnswer {
  return { status, body: errorBody(status, undefined, message), headers: {}, unexpected: false };
}

function stringHeaders(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) if (typeof header === 'string') out[name] = header;
  return out;
}

function logError(ctx: Context, thrown: unknown): void {
  const error = thrown instanceof Error ? thrown : new Error(String(thrown));
  if (ctx.app.listenerCount('error') > 0) ctx.app.emit('error', error, ctx);
  else console.error('svc-rest: unhandled error while serving', ctx.method, ctx.path, error);
}
