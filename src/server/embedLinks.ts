import type { RestServer } from './RestServer';
import { RestRequest } from './RestRequest';
import type { RestUrls } from './RestUrls';
import type { LinkObject } from './responseLinks';
import { toResponse } from './ensure';

/** Turns a response into its body data; `embed` says which relations to embed (true for all). */
export type ResponseToData = (response: import('./RestResponse').RestResponse, embed: true | string[] | false) => Promise<unknown>;

/**
 * Resolves the embeddable `_links` of one item by internal dispatch, as `_embedded`.
 * Results are cached per href for the whole response, so a collection whose items
 * share an author fetches that author once.
 */
export async function embedLinks(
  data: unknown,
  embed: true | string[],
  server: RestServer,
  urls: RestUrls,
  cache: Map<string, unknown>,
  responseToData: ResponseToData,
): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const links = record._links as Record<string, LinkObject[]> | undefined;
  if (links === undefined || typeof links !== 'object') return data;
  const embedded: Record<string, unknown[]> = {};
  for (const [rel, items] of Object.entries(links)) {
    if (rel === 'curies' || !Array.isArray(items)) continue;
    if (embed !== true && !embed.includes(rel)) continue;
    const results: unknown[] = [];
    let found = false;
    for (const item of items) {
      if (item.embeddable !== true) {
        results.push({});
        continue;
      }
      if (!cache.has(item.href)) cache.set(item.href, await fetchEmbedded(item.href, server, urls, responseToData));
      const result = cache.get(item.href);
      if (result === undefined) {
        results.push({});
        continue;
      }
      results.push(result);
      if (isPhpTruthy(result)) found = true;
    }
    if (found) embedded[rel] = results;
  }
  if (Object.keys(embedded).length === 0) return data;
  return { ...record, _embedded: embedded };
}

async function fetchEmbedded(href: string, server: RestServer, urls: RestUrls, responseToData: ResponseToData): Promise<unknown> {
  const target = urls.parseRestUrl(href);
  if (target === null) return undefined;
  const request = new RestRequest('GET', target.route);
  request.setQueryParams({ ...target.query });
  if (request.getParam('context') === null || request.getParam('context') === '') request.setParam('context', 'embed');
  if (request.getParam('per_page') === null || request.getParam('per_page') === '') {
    const matched = server.matchRequestToHandler(new RestRequest('GET', target.route));
    if (Array.isArray(matched)) {
      const maximum = matched[1].args.per_page?.maximum;
      if (maximum !== undefined) request.setParam('per_page', maximum);
    }
  }
  let response = await server.dispatch(request);
  response = toResponse(await server.hooks.applyFiltersAsync<unknown>('rest_post_dispatch', response, server, request));
  return responseToData(response, false);
}

/** An empty list or map counts as "nothing found" (as an empty PHP array does). */
function isPhpTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
