import type { IncomingHttpHeaders } from 'node:http';
import type { ParamMap } from '../server/ParamMap';
import { HttpRestRequest } from './HttpRestRequest';
import { parseQueryString } from '../server/queryString';

export interface IncomingInterfaceRequest {
  method: string;
  route: string;
  headers: IncomingHttpHeaders;
  query: ParamMap;
  /** The raw body, or null when there was none. */
  body: Buffer | null;
}

/**
 * Turns what came over the wire into a RestRequest the way WordPress's
 * serve_request does: query parameters, headers, the raw body (JSON stays raw,
 * parsed lazily by the request), form bodies as body parameters, and the method
 * override of clients that can only POST.
 */
export function buildRestRequest(incoming: IncomingInterfaceRequest): { request: HttpRestRequest; overriddenByHeader: boolean } {
  const request = new HttpRestRequest(incoming.method, incoming.route);
  request.setQueryParams(incoming.query);
  request.setHeaders(incoming.headers);
  if (incoming.body !== null && incoming.body.length > 0) {
    request.setBodyBytes(incoming.body);
    if (isFormBody(request.getHeader('content-type'), request.getMethod())) {
      request.setBodyParams(parseQueryString(request.getBody()));
    }
  }
  let overriddenByHeader = false;
  if (request.getMethod() === 'POST') {
    const fromQuery = incoming.query._method;
    const fromHeader = request.getHeader('X-HTTP-Method-Override');
    if (typeof fromQuery === 'string' && fromQuery !== '') {
      request.setMethod(fromQuery);
    } else if (fromHeader !== null && fromHeader !== '') {
      request.setMethod(fromHeader);
      overriddenByHeader = true;
    }
  }
  return { request, overriddenByHeader };
}

/**
 * Form-encoded bodies become body parameters. Like PHP, a POST needs the form
 * content type; other methods also read a body that declares no type at all.
 */
function isFormBody(contentType: string | null, method: string): boolean {
  if (contentType === null || contentType.trim() === '') return method !== 'POST';
  const mime = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return mime === 'application/x-www-form-urlencoded';
}
