import { RestError } from '../errors/RestError';
import { parseQueryString } from './queryString';
import type { ArgSchemaMap } from '../schema/types';
import { toResponse } from './ensure';
import { errorToResponse } from './errorToResponse';
import type { HandlerSet } from './HandlerSet';
import { envelopeHeaders } from './envelopeHeaders';
import { hasValidParams, sanitizeParams } from './requestArguments';
import { isParamMap } from './ParamMap';
import { RestRequest } from './RestRequest';
import { RestResponse } from './RestResponse';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { isTruthy } from '../schema/php';
import { responseToData } from './serveRequest';
import { parseUrlPath } from './urlPath';

/** Methods a batch item may use. */
export const BATCH_METHODS: readonly string[] = Object.freeze(['POST', 'PUT', 'PATCH', 'DELETE']);
export const DEFAULT_MAX_BATCH_SIZE = 25;

/** The arguments of `/batch/v1`; `maxItems` is the value of the `rest_get_max_batch_size` filter. */
export function batchArgs(maxItems: number): ArgSchemaMap {
  return {
    validation: { type: 'string', enum: ['require-all-validate', 'normal'], default: 'normal' },
    requests: {
      required: true,
      type: 'array',
      maxItems,
      items: {
        type: 'object',
        properties: {
          method: { type: 'string', enum: [...BATCH_METHODS], default: 'POST' },
          path: { type: 'string', required: true },
          body: { type: 'object', properties: {}, additionalProperties: true },
          headers: {
            type: 'object',
            properties: {},
            additionalProperties: { type: ['string', 'array'], items: { type: 'string' } },
          },
        },
      },
    },
  };
}

/** One item's envelope as it appears in `responses`. */
export interface BatchItemEnvelope {
  body: unknown;
  status: number;
  /** `[]` when there are none, as WordPress writes an empty header map. */
  headers: Record<string, string> | [];
}

type Match = [string, HandlerSet] | RestError;

/**
 * `POST /batch/v1`: builds every item's request, matches and validates all of them
 * first, then — unless `require-all-validate` found a failure, in which case only
 * the validation errors are answered — runs each in order. Answers 207 Multi-Status.
 */
export async function serveBatchRequestV1(server: RestServer, urls: RestUrls, batchRequest: RestRequest): Promise<RestResponse> {
  const items = batchRequest.getParam('requests');
  const requests = (Array.isArray(items) ? items : []).map(buildItemRequest);

  const matches: Match[] = [];
  const validation: Array<true | RestError> = [];
  for (const single of requests) {
    const match = single instanceof RestError ? single : server.matchRequestToHandler(single);
    matches.push(match);
    validation.push(single instanceof RestError ? single : validateItem(server, single, match));
  }

  if (batchRequest.getParam('validation') === 'require-all-validate' && validation.some((v) => v instanceof RestError)) {
    const responses: Array<BatchItemEnvelope | null> = [];
    for (const valid of validation) {
      responses.push(valid instanceof RestError ? await envelope(server, urls, errorToResponse(valid)) : null);
    }
    return new RestResponse({ failed: 'validation', responses }, 207);
  }

  const responses: BatchItemEnvelope[] = [];
  for (const [i, single] of requests.entries()) {
    const match = matches[i]!;
    const valid = validation[i]!;
    // An item whose path could not be parsed has no request of its own.
    const request = single instanceof RestError ? batchRequest : single;
    let result: unknown = single instanceof RestError ? null : await server.hooks.applyFiltersAsync<unknown>('rest_pre_dispatch', null, server, cleanCopy(single));
    if (!isTruthy(result)) {
      if (match instanceof RestError) {
        result = errorToResponse(match);
      } else {
        const [route, handler] = match;
        let error = valid instanceof RestError ? valid : null;
        if (error === null && typeof handler.callback !== 'function') {
          error = new RestError('rest_invalid_handler', 'The handler for the route is invalid', { status: 500 });
        }
        result = await server.respondToRequest(request, route, handler, error);
      }
    }
    const dispatched = await server.hooks.applyFiltersAsync<unknown>('rest_post_dispatch', toResponse(result), server, request);
    responses.push(await envelope(server, urls, toResponse(dispatched)));
  }
  return new RestResponse({ responses }, 207);
}

/** An item's request: method (default POST), the path's route and query, body parameters and headers. */
function buildItemRequest(item: unknown): RestRequest | RestError {
  const args = isParamMap(item) ? item : {};
  const parsed = typeof args.path === 'string' ? parseUrlPath(args.path) : null;
  if (parsed === null) return new RestError('parse_path_failed', 'Could not parse the path.', { status: 400 });
  const single = new RestRequest(typeof args.method === 'string' ? args.method : 'POST', parsed.path);
  if (parsed.query !== '') single.setQueryParams(parseQueryString(parsed.query));
  if (isTruthy(args.body) && isParamMap(args.body)) single.setBodyParams({ ...args.body });
  if (isTruthy(args.headers) && isParamMap(args.headers)) single.setHeaders(headerMap(args.headers));
  return single;
}

/** The item may be batched, its required arguments are there, and they validate and sanitize. */
function validateItem(server: RestServer, single: RestRequest, match: Match): true | RestError {
  if (match instanceof RestError) return match;
  const [route, handler] = match;
  const allowBatch = handler.allow_batch ?? server.getRouteEntry(route)?.options.allow_batch ?? false;
  if (typeof allowBatch !== 'object' || allowBatch === null || !isTruthy(allowBatch.v1)) {
    return new RestError('rest_batch_not_allowed', 'The requested route does not support batch requests.', { status: 400 });
  }
  const valid = hasValidParams(single);
  if (valid !== true) return valid;
  return sanitizeParams(single);
}

function headerMap(headers: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.map(String);
  }
  return out;
}

/** The request as `rest_pre_dispatch` sees it in a batch: no URL parameters, handler or defaults yet. */
function cleanCopy(request: RestRequest): RestRequest {
  const copy = new RestRequest(request.getMethod(), request.getRoute());
  copy.setHeaders(request.getHeaders());
  copy.setBody(request.getBody());
  copy.setQueryParams({ ...request.getQueryParams() });
  copy.setBodyParams({ ...request.getBodyParams() });
  return copy;
}

async function envelope(server: RestServer, urls: RestUrls, response: RestResponse): Promise<BatchItemEnvelope> {
  const wrapped: BatchItemEnvelope = {
    body: await responseToData(server, urls, response, false),
    status: response.getStatus(),
    headers: envelopeHeaders(response.getHeaders()),
  };
  return server.hooks.applyFilters<BatchItemEnvelope>('rest_envelope_response', wrapped, response);
}
