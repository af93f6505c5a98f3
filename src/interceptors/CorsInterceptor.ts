import { injectable } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import { sanitizeUrl } from '../schema/formats/url';
import type { Interceptor } from '../server/Interceptor';
import { userOf } from '../scope/RequestScope';
import { RestRequest } from '../server/RestRequest';
import { HeaderList } from '../server/serveRequest';
import { HttpRestRequest } from '../http/HttpRestRequest';

export const CORS_METHODS = 'OPTIONS, GET, POST, PUT, PATCH, DELETE';

/**
 * Cross-origin headers (SPEC "Headers on responses"), sent just before the body.
 * Any origin is allowed, with credentials: cookie requests are protected by the
 * nonce, not by CORS. `Vary: Origin` also marks anonymous GETs so a shared
 * cache never replays a response with another origin's headers.
 */
@injectable()
export class CorsInterceptor implements Interceptor {
  attach(hooks: Hooks): void {
    hooks.addFilter('rest_pre_serve_request', (served: unknown, _response: unknown, request: unknown, _server: unknown, headers: unknown) => {
      if (request instanceof RestRequest && headers instanceof HeaderList) sendCorsHeaders(hooks, request, headers);
      return served;
    });
  }
}

function sendCorsHeaders(hooks: Hooks, request: RestRequest, headers: HeaderList): void {
  // `http_origin` lets a site rewrite the origin it sees, as in WordPress.
  const origin = hooks.applyFilters<string>('http_origin', request.getHeader('Origin') ?? '');
  // PHP truthiness: '' and '0' mean no origin.
  if (origin !== '' && origin !== '0') {
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
