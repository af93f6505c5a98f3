import type { Context } from 'koa';

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** Code and message of the errors the HTTP layer itself answers, by status. */
const BY_STATUS: Record<number, readonly [string, string]> = {
  400: ['rest_bad_request', 'The request could not be understood.'],
  404: ['rest_not_found', 'Nothing was found at this address.'],
  405: ['rest_method_not_allowed', 'The request method is not allowed here.'],
  408: ['rest_request_timeout', 'The request took too long to arrive.'],
  413: ['rest_request_too_large', 'The request body is larger than the server accepts.'],
  414: ['rest_uri_too_long', 'The request address is too long.'],
  415: ['rest_unsupported_media_type', 'The request body has a content type the server does not accept.'],
  431: ['rest_request_header_too_large', 'The request headers are too large.'],
  500: ['rest_internal_error', 'The server encountered an internal error.'],
  501: ['rest_method_not_implemented', 'The request method is not supported by the server.'],
};

/** The `{code, message, data: {status}}` body of an HTTP-layer error. */
export function errorBody(status: number, code?: string, message?: string): string {
  const [defaultCode, defaultMessage] = BY_STATUS[status] ?? (status >= 500 ? BY_STATUS[500]! : BY_STATUS[400]!);
  return JSON.stringify({ code: code ?? defaultCode, message: message ?? defaultMessage, data: { status } });
}

/** Answers with a JSON error, replacing whatever status and body were set. */
export function writeJsonError(ctx: Context, status: number, code?: string, message?: string): void {
  ctx.status = status;
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = errorBody(status, code, message);
}
