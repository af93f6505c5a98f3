import { isThenable } from './thenable';
import { RestError } from '../errors/RestError';
import type { Hooks } from '../hooks/Hooks';
import { parseEmbedParam } from '../shaping/index';
import { embedLinks, embedLinksOfMany, type EmbedContext } from './embedLinks';
import { envelopeHeaders } from './envelopeHeaders';
import { toResponse } from './ensure';
import { errorToResponse } from './errorToResponse';
import { scopeOf } from '../scope/RequestScope';
import type { RestRequest } from './RestRequest';
import { RestResponse } from './RestResponse';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { getCompactResponseLinks } from './responseLinks';
import { HeaderList } from './HeaderList';
import { setNoCacheHeaders } from './noCacheHeaders';
import { TargetHintResolver } from './targetHints';
import { isEmptyObject } from '../schema/values';
import { andThen, type MaybePromise } from '../hooks/maybePromise';

/** What goes on the wire: status, headers in order, and the body (null for HEAD and 204). */
export interface ServedResponse {
  status: number;
  headers: Array<[string, string]>;
  /** A Buffer for a binary download (a response whose data is bytes, e.g. the theme export). */
  body: string | Buffer | null;
  /** The route pattern that answered (`/wp/v2/posts/(?P<id>[\d]+)`), '' when none matched; for request logs. */
  route?: string;
  /** For HEAD: the body a GET would have sent (not written; conditional GET derives the ETag from it). */
  representation?: string | Buffer;
}

const JSONP_CALLBACK = /^[\w.]+$/;

/**
 * Serves one interface request end to end, in WordPress's order: base headers →
 * authentication (`rest_authentication_errors`) → dispatch → `rest_post_dispatch`
 * → `_envelope` → `rest_pre_serve_request` (CORS) → body with `_links`/`_embedded`,
 * JSONP when asked.
 */
export async function serveRequest(server: RestServer, urls: RestUrls, request: RestRequest): Promise<ServedResponse> {
  return serveRequestMaybeAsync(server, urls, request);
}

/**
 * serveRequest(), without a promise when nothing on the way returned one: each
 * step continues directly after a plain value and through `then` only after a
 * promise, so a synchronous route is served with no promise and no microtask.
 */
export function serveRequestMaybeAsync(server: RestServer, urls: RestUrls, request: RestRequest): ServedResponse | Promise<ServedResponse> {
  const hooks = server.hooks;
  const query = request.getQueryParams();
  const headers = new HeaderList();
  // Any `_jsonp` counts as asked for (`_jsonp[]=cb` too); only a string can be a valid callback.
  const jsonp: unknown = query._jsonp ?? null;
  const jsonpEnabled = jsonp !== null && hooks.applyFilters('rest_jsonp_enabled', true) === true;
  if (jsonpEnabled) headers.set('Content-Type', 'application/javascript; charset=UTF-8');
  else headers.set('Content-Type', 'application/json; charset=UTF-8');
  headers.set('X-Robots-Tag', 'noindex');
  const apiRoot = urls.restUrl();
  if (apiRoot !== '') headers.set('Link', `<${apiRoot}>; rel="https://api.w.org/"`);
  headers.set('X-Content-Type-Options', 'nosniff');
  // Then the headers interceptors start every response with (the CORS interceptor's allowed and exposed names).
  server.writeBaseHeaders(headers, request);

  if (jsonp !== null) {
    if (!jsonpEnabled) return jsonError(headers, 'rest_callback_disabled', 'JSONP support is disabled on this site.', 400);
    if (typeof jsonp !== 'string' || !JSONP_CALLBACK.test(jsonp)) return jsonError(headers, 'rest_callback_invalid', 'Invalid JSONP callback function.', 400);
  }

  const serving: Serving = { server, urls, request, headers, query, jsonp: jsonpEnabled ? (jsonp as string) : null, route: undefined };
  const authError: unknown = hooks.applyFiltersMaybeAsync<unknown>('rest_authentication_errors', null, request);
  if (isThenable(authError)) return Promise.resolve(authError).then((error) => dispatchStep(serving, error));
  return dispatchStep(serving, authError);
}

/** What the steps of one serving share. */
interface Serving {
  server: RestServer;
  urls: RestUrls;
  request: RestRequest;
  headers: HeaderList;
  query: Record<string, unknown>;
  /** The JSONP callback when JSONP is asked for and enabled. */
  jsonp: string | null;
  /** The route that answered, once dispatched. */
  route: string | undefined;
}

function dispatchStep(serving: Serving, authError: unknown): ServedResponse | Promise<ServedResponse> {
  const dispatched = authError instanceof RestError ? errorToResponse(authError) : serving.server.dispatchMaybeAsync(serving.request);
  if (isThenable(dispatched)) return dispatched.then((response) => postDispatchStep(serving, response));
  return postDispatchStep(serving, dispatched);
}

function postDispatchStep(serving: Serving, response: RestResponse): ServedResponse | Promise<ServedResponse> {
  serving.route = response.matchedRoute;
  const dispatched: unknown = serving.server.hooks.applyFiltersMaybeAsync<unknown>('rest_post_dispatch', response, serving.server, serving.request);
  if (isThenable(dispatched)) return Promise.resolve(dispatched).then((value) => envelopeStep(serving, toResponse(value)));
  return envelopeStep(serving, toResponse(dispatched));
}

function envelopeStep(serving: Serving, response: RestResponse): ServedResponse | Promise<ServedResponse> {
  const embed = Object.prototype.hasOwnProperty.call(serving.query, '_embed') ? parseEmbedParam(serving.query._embed) : false;
  if (Object.prototype.hasOwnProperty.call(serving.query, '_envelope')) {
    return envelopeResponse(serving.server, serving.urls, response, embed).then((enveloped) => headersStep(serving, enveloped, embed));
  }
  return headersStep(serving, response, embed);
}

function headersStep(serving: Serving, response: RestResponse, embed: true | string[] | false): ServedResponse | Promise<ServedResponse> {
  const { server, request, headers } = serving;
  const hooks = server.hooks;
  // Wire order as WordPress sends it: headers raised while handling (fresh nonce, deprecations),
  // then the response's own, then the no-cache pair.
  const scope = scopeOf(request);
  if (scope !== undefined) for (const name in scope.extraHeaders) headers.set(name, scope.extraHeaders[name]!);
  const own = response.getHeaders();
  for (const name in own) headers.set(name, String(own[name]));
  if (hooks.applyFilters('rest_send_nocache_headers', (scope?.user.id ?? 0) > 0) === true) setNoCacheHeaders(headers);
  const served: unknown = hooks.applyFiltersMaybeAsync<unknown>('rest_pre_serve_request', false, response, request, server, headers);
  if (isThenable(served)) return Promise.resolve(served).then((value) => bodyStep(serving, response, embed, value));
  return bodyStep(serving, response, embed, served);
}

function bodyStep(serving: Serving, response: RestResponse, embed: true | string[] | false, served: unknown): ServedResponse | Promise<ServedResponse> {
  const { route, headers } = serving;
  const status = response.getStatus();
  if (served === true) return { route, status, headers: headers.list(), body: null };
  const head = serving.request.getMethod() === 'HEAD';
  // A handler of the filter may serve a non-JSON body itself (it sets the Content-Type on the header list).
  if (typeof served === 'string' || Buffer.isBuffer(served)) return head ? { route, status, headers: headers.list(), body: null, representation: served } : { route, status, headers: headers.list(), body: served };
  // Bytes as data (a download): sent as they are, with the Content-Type its handler set.
  const bytes = response.getData();
  if (Buffer.isBuffer(bytes)) return head ? { route, status, headers: headers.list(), body: null, representation: bytes } : { route, status, headers: headers.list(), body: bytes };
  // Without links to add or responses to embed, the body is the data as it is: nothing to wait for.
  if (embed === false && isEmptyObject(response.getLinks())) return encodeStep(serving, status, response.getData());
  return andThen(responseToData(serving.server, serving.urls, response, embed), (data) => encodeStep(serving, status, data));
}

function encodeStep(serving: Serving, status: number, raw: unknown): ServedResponse {
  const { route, headers, server, request, jsonp } = serving;
  const data = server.hooks.applyFilters('rest_pre_echo_response', raw, server, request);
  if (status === 204 || data === null) return { route, status, headers: headers.list(), body: null };
  const json = JSON.stringify(data);
  const body = jsonp !== null ? `/**/${jsonp}(${json})` : json;
  // HEAD sends no body, but keeps what GET would send so its validator (ETag) matches GET's.
  return request.getMethod() === 'HEAD' ? { route, status, headers: headers.list(), body: null, representation: body } : { route, status, headers: headers.list(), body };
}

/**
 * A response's body data: its data with `_links` added, and `_embedded` resolved
 * when asked. `hints` is shared with the embedded responses, so a self link met
 * twice is resolved once. Without a promise when nothing on the way waited.
 */
export function responseToData(
  server: RestServer,
  urls: RestUrls,
  response: RestResponse,
  embed: true | string[] | false,
  hints: TargetHintResolver = new TargetHintResolver(server, urls),
): MaybePromise<unknown> {
  return andThen(dataWithLinks(response, server.hooks, hints), (data) => {
    if (embed === false) return data;
    const context: EmbedContext = {
      server, urls, hints, cache: new Map<string, unknown>(),
      responseToData: (inner, innerEmbed) => responseToData(server, urls, inner, innerEmbed, hints),
    };
    return Array.isArray(data) ? embedLinksOfMany(data, embed, context) : embedLinks(data, embed, context);
  });
}

/** A response's data with its `_links` added. */
function dataWithLinks(response: RestResponse, hooks: Hooks, hints: TargetHintResolver): MaybePromise<unknown> {
  const data = response.getData();
  // Only an object carries `_links`: the others skip the work (and the permission checks of target hints).
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return andThen(getCompactResponseLinks(response, hooks, hints),
    (links) => (isEmptyObject(links) ? data : { ...(data as Record<string, unknown>), _links: links }));
}

/** `_envelope`: status and headers move into the body, the HTTP status becomes 200. */
async function envelopeResponse(server: RestServer, urls: RestUrls, response: RestResponse, embed: true | string[] | false): Promise<RestResponse> {
  const envelope = {
    body: await responseToData(server, urls, response, embed),
    status: response.getStatus(),
    headers: envelopeHeaders(response.getHeaders()),
  };
  const filtered = server.hooks.applyFilters('rest_envelope_response', envelope, response);
  return new RestResponse(filtered, 200);
}

function jsonError(headers: HeaderList, code: string, message: string, status: number): ServedResponse {
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  return { status, headers: headers.list(), body: JSON.stringify({ code, message, data: { status } }) };
}
