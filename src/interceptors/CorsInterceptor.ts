import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import { sanitizeUrl } from '../schema/formats/url';
import type { Interceptor } from '../server/Interceptor';
import { userOf } from '../scope/RequestScope';
import { RestRequest } from '../server/RestRequest';
import { RestServer } from '../server/RestServer';
import { HeaderList } from '../server/HeaderList';
import { HttpRestRequest } from '../http/HttpRestRequest';
import { isTruthy } from '../schema/php';

export const CORS_METHODS = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';

const EXPOSED_CORS_HEADERS: readonly string[] = ['X-WP-Total', 'X-WP-TotalPages', 'Link'];
// X-WP-Nonce joins (through `rest_allowed_cors_headers`) only when the app accepts it.
const ALLOWED_CORS_HEADERS: readonly string[] = ['Authorization', 'X-SVC-Nonce', 'Content-Disposition', 'Content-MD5', 'Content-Type'];
const EXPOSED_CORS_TEXT = EXPOSED_CORS_HEADERS.join(', ');
const ALLOWED_CORS_TEXT = ALLOWED_CORS_HEADERS.join(', ');

/**
 * Cross-origin headers (SPEC "Headers on responses"), all of them: the exposed
 * and allowed header names start every response (errors and JSONP refusals
 * too), the origin's headers come just before the body. Any origin is allowed,
 * with credentials: cookie requests are protected by the nonce, not by CORS.
 * `Vary: Origin` also marks anonymous GETs so a shared cache never replays a
 * response with another origin's headers.
 */
@injectable()
export class CorsInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addAction('rest_api_init', (server: unknown) => {
      if (server instanceof RestServer) server.addBaseHeaders((headers, request) => sendAllowedHeaders(hooks, request, headers));
    });
    hooks.addFilter('rest_pre_serve_request', (served: unknown, _response: unknown, request: unknown, _server: unknown, headers: unknown) => {
      if (request instanceof RestRequest && headers instanceof HeaderList) sendOriginHeaders(hooks, request, headers);
      return served;
    });
  }
}

function sendAllowedHeaders(hooks: Hooks, request: RestRequest, headers: HeaderList): void {
  headers.set('Access-Control-Expose-Headers', filteredList(hooks, 'rest_exposed_cors_headers', EXPOSED_CORS_HEADERS, EXPOSED_CORS_TEXT, request));
  headers.set('Access-Control-Allow-Headers', filteredList(hooks, 'rest_allowed_cors_headers', ALLOWED_CORS_HEADERS, ALLOWED_CORS_TEXT, request));
}

/** A filterable header list; without filters, its default text is reused instead of joined per request. */
function filteredList(hooks: Hooks, name: string, defaults: readonly string[], defaultText: string, request: RestRequest): string {
  if (!hooks.hasFilter(name)) return defaultText;
  return hooks.applyFilters<string[]>(name, [...defaults], request).join(', ');
}

function sendOriginHeaders(hooks: Hooks, request: RestRequest, headers: HeaderList): void {
  // `http_origin` lets a site rewrite the origin it sees, as in WordPress.
  const origin = hooks.applyFilters<string>('http_origin', request.getHeader('Origin') ?? '');
  // PHP truthiness: '' and '0' mean no origin.
  if (isTruthy(origin)) {
    // file:// and data: pages send the literal "null", which must be echoed as is.
    headers.set('Access-Control-Allow-Origin', origin === 'null' ? origin : sanitizeUrl(origin));
    headers.set('Access-Control-Allow-Methods', CORS_METHODS);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.append('Vary', 'Origin');
  } else if (wireMethod(request) === 'GET' && userOf(request).id === 0) {
    headers.append('Vary', 'Origin');
  }
}

/** WordPress tests the method the client sent (REQUEST_METHOD), so a POST overridden to GET gets no `Vary`. */
function wireMethod(request: RestRequest): string {
  return request instanceof HttpRestRequest ? request.httpMethod : request.getMethod();
}
