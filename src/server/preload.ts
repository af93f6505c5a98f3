import { parseQueryString } from './queryString';
import { parseEmbedParam } from '../shaping/index';
import { toResponse } from './ensure';
import { RestRequest } from './RestRequest';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { isTruthy } from '../schema/php';
import { responseToData } from './serveRequest';
import { parseUrlPath } from './urlPath';

/** A path to preload, or `[path, method]` (only GET and OPTIONS are honoured). */
export type PreloadPath = string | readonly [string, string];

export interface PreloadedResponse {
  body: unknown;
  headers: Record<string, string>;
}

/** GET results keyed by path; OPTIONS results under `OPTIONS`, then path. */
export type PreloadResult = Record<string, PreloadedResponse> & { OPTIONS?: Record<string, PreloadedResponse> };

/**
 * SPEC "Preload": dispatches each path internally and records the body (data plus
 * compact `_links`) and headers of every 200 response, for embedding in a page.
 * Empty or unparsable paths are skipped.
 */
export async function preload(server: RestServer, urls: RestUrls, paths: readonly unknown[]): Promise<PreloadResult> {
  const memo: PreloadResult = {};
  for (const entry of paths) {
    const target = readPreloadPath(entry);
    if (target === null) continue;
    const { key, route, query, method } = target;
    const request = new RestRequest(method, route);
    if (query !== '') request.setQueryParams(parseQueryString(query));
    const response = await server.dispatch(request);
    if (response.getStatus() !== 200) continue;
    const dispatched = toResponse(await server.hooks.applyFiltersAsync<unknown>('rest_post_dispatch', response, server, request));
    const embed = request.hasParam('_embed') ? parseEmbedParam(request.getParam('_embed')) : false;
    const recorded: PreloadedResponse = { body: asArray(await responseToData(server, urls, dispatched, embed)), headers: { ...dispatched.getHeaders() } };
    if (method === 'OPTIONS') (memo.OPTIONS ??= {})[key] = recorded;
    else memo[key] = recorded;
  }
  return memo;
}

interface PreloadTarget {
  /** The path as keyed in the result: trailing slashes removed, query kept. */
  key: string;
  route: string;
  query: string;
  method: 'GET' | 'OPTIONS';
}

function readPreloadPath(entry: unknown): PreloadTarget | null {
  if (!isTruthy(entry)) return null;
  let path = entry;
  let method: 'GET' | 'OPTIONS' = 'GET';
  if (Array.isArray(entry) && entry.length === 2) {
    path = entry[0];
    method = entry[1] === 'OPTIONS' ? 'OPTIONS' : 'GET';
  }
  if (typeof path !== 'string') return null;
  let key = untrailingslashit(path);
  if (key === '') key = '/';
  const parts = parseUrlPath(key);
  if (parts === null) return null;
  let route = parts.path;
  if (route !== '/') {
    route = untrailingslashit(route);
    key = key.includes('?') ? `${route}?${parts.query}` : route;
  }
  return { key, route, query: parts.query, method };
}

function untrailingslashit(value: string): string {
  return value.replace(/[/\\]+$/, '');
}

/** PHP's `(array)` cast of the body data. */
function asArray(data: unknown): unknown {
  if (data === null || data === undefined) return [];
  return typeof data === 'object' ? data : [data];
}
