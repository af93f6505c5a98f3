import { RestError } from '../errors/RestError';
import { errorToResponse } from './errorToResponse';
import type { ParamMap } from './ParamMap';
import { RestRequest } from './RestRequest';
import { RestResponse } from './RestResponse';

/** A generic HTTP response (anything with data, status and headers) that is not a RestResponse. */
export interface HttpResponseLike {
  data?: unknown;
  status?: number;
  headers?: Record<string, string>;
  getData?: () => unknown;
  getStatus?: () => number;
  getHeaders?: () => Record<string, string>;
}

/** SPEC "Ensure response": errors and responses pass through; a generic response is copied; other data is wrapped. */
export function ensureResponse(value: unknown): RestResponse | RestError {
  if (value instanceof RestError || value instanceof RestResponse) return value;
  if (isHttpResponseLike(value)) {
    const data = typeof value.getData === 'function' ? value.getData() : value.data;
    const status = typeof value.getStatus === 'function' ? value.getStatus() : value.status ?? 200;
    const headers = typeof value.getHeaders === 'function' ? value.getHeaders() : value.headers ?? {};
    return new RestResponse(data, status, headers);
  }
  return new RestResponse(value === undefined ? null : value);
}

/** ensureResponse, with errors converted to their response form. */
export function toResponse(value: unknown): RestResponse {
  const ensured = ensureResponse(value);
  return ensured instanceof RestError ? errorToResponse(ensured) : ensured;
}

/** Marks generic HTTP responses created by users (a class they can extend). */
export class HttpResponse implements HttpResponseLike {
  constructor(public data: unknown = null, public status = 200, public headers: Record<string, string> = {}) {}
}

function isHttpResponseLike(value: unknown): value is HttpResponseLike {
  return value instanceof HttpResponse;
}

/** SPEC "Ensure request": a request passes through; a string is a GET of that path; a map is a GET with those parameters. */
export function ensureRequest(value: RestRequest | string | ParamMap): RestRequest {
  if (value instanceof RestRequest) return value;
  if (typeof value === 'string') return RestRequest.fromPath(value);
  const request = new RestRequest('GET', '');
  request.setQueryParams({ ...value });
  return request;
}
