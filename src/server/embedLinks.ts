import type { RestServer } from './RestServer';
import { RestRequest } from './RestRequest';
import type { RestUrls } from './RestUrls';
import type { LinkObject } from './responseLinks';
import { toResponse } from './ensure';
import { isTruthy } from '../schema/php';
import { isThenable } from './thenable';
import { andThen, type MaybePromise } from '../hooks/maybePromise';
import { runMaybeAsync, wait } from '../hooks/maybeAsyncSteps';
import { lendTargetHints, type TargetHintResolver } from './targetHints';
import { markEmbeddedRequest } from './embeddedRequests';

/** Turns a response into its body data; `embed` says which relations to embed (true for all). */
export type ResponseToData = (response: import('./RestResponse').RestResponse, embed: true | string[] | false) => MaybePromise<unknown>;

/** What the embeds of one response share. */
export interface EmbedContext {
  server: RestServer;
  urls: RestUrls;
  /** Results per href, for the whole response: a collection whose items share an author fetches it once. */
  cache: Map<string, unknown>;
  responseToData: ResponseToData;
  /** The response's target hints, lent to every embedded dispatch: a term embedded for several posts is hinted once. */
  hints: TargetHintResolver;
}

/** Resolves the embeddable `_links` of one item by internal dispatch, as `_embedded`. */
export async function embedLinks(data: unknown, embed: true | string[], context: EmbedContext): Promise<unknown> {
  return (await embedLinksOfMany([data], embed, context))[0];
}

/**
 * embedLinks for every item of a page, one relation at a time: the dispatches of a relation run
 * together for all items (so the storage reads them in one statement per kind), and the next
 * relation starts when they are done. Each item keeps its own relation order.
 */
export async function embedLinksOfMany(list: readonly unknown[], embed: true | string[], context: EmbedContext): Promise<unknown[]> {
  const { cache } = context;
  const pending = new Map<string, Promise<unknown>>();
  const perPageMaxima = new Map<string, number | undefined>();
  // The result itself when it is at hand (fetched already, or answered at once): no promise for an
  // author every item shares, nor for a page's terms the request's cache holds.
  const fetchOnce = (href: string): unknown => {
    if (cache.has(href)) return cache.get(href);
    const waiting = pending.get(href);
    if (waiting !== undefined) return waiting;
    const fetched = fetchEmbedded(href, context, perPageMaxima);
    if (!isThenable(fetched)) {
      cache.set(href, fetched);
      return fetched;
    }
    const settled = Promise.resolve(fetched).then((result) => {
      cache.set(href, result);
      return result;
    });
    pending.set(href, settled);
    return settled;
  };
  const items = list.map((data) => ({ data, rels: embeddableRels(data, embed), embedded: new Map<string, unknown[]>() }));
  const relOrder: string[] = [];
  for (const item of items) for (const [rel] of item.rels) if (!relOrder.includes(rel)) relOrder.push(rel);
  for (const rel of relOrder) {
    const waiting: Promise<void>[] = [];
    try {
      for (const item of items) {
        const links = item.rels.get(rel);
        if (links === undefined) continue;
        const done = embedRelation(links, fetchOnce, (results) => item.embedded.set(rel, results));
        if (done !== undefined) waiting.push(done);
      }
    } catch (error) {
      // A fetch that threw at once ends the response; those still under way must not end as unhandled rejections.
      for (const done of waiting) done.catch(() => undefined);
      throw error;
    }
    if (waiting.length > 0) await Promise.all(waiting);
  }
  return items.map(({ data, rels, embedded }) => {
    if (embedded.size === 0) return data;
    const ordered: Record<string, unknown[]> = {};
    for (const [rel] of rels) if (embedded.has(rel)) ordered[rel] = embedded.get(rel)!;
    return { ...(data as Record<string, unknown>), _embedded: ordered };
  });
}

/**
 * Fetches one relation's links of one item, one after another, and hands `found` the results when any
 * embeddable link answered something (a link that answered nothing gives `{}`). Undefined when every
 * result was at hand; a promise only while a fetch is still running.
 */
function embedRelation(links: readonly LinkObject[], fetchOnce: (href: string) => unknown, found: (results: unknown[]) => void): Promise<void> | undefined {
  const done = runMaybeAsync(relationSteps(links, fetchOnce, found));
  return isThenable(done) ? done : undefined;
}

function* relationSteps(links: readonly LinkObject[], fetchOnce: (href: string) => unknown, found: (results: unknown[]) => void): Generator<unknown, void, unknown> {
  const results: unknown[] = [];
  let any = false;
  for (const link of links) {
    const result = link.embeddable === true ? yield* wait(fetchOnce(link.href)) : {};
    results.push(result === undefined ? {} : result);
    if (result !== undefined && link.embeddable === true && isTruthy(result)) any = true;
  }
  if (any) found(results);
}

/** The item's relations to embed, in its `_links` order (none when it is not an object with links). */
function embeddableRels(data: unknown, embed: true | string[]): Map<string, LinkObject[]> {
  const rels = new Map<string, LinkObject[]>();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return rels;
  const links = (data as Record<string, unknown>)._links as Record<string, LinkObject[]> | undefined;
  if (links === undefined || typeof links !== 'object') return rels;
  for (const [rel, items] of Object.entries(links)) {
    if (rel === 'curies' || !Array.isArray(items)) continue;
    if (embed !== true && !embed.includes(rel)) continue;
    rels.set(rel, items);
  }
  return rels;
}

/**
 * One embedded resource by internal dispatch, with `context=embed` and, for a collection, its largest
 * page unless the link names them. `perPageMaxima` remembers each route's largest page for the
 * relation's other links: finding it matches the route once more, and all items' links share a few routes.
 * A plain value when nothing on the way waited: a page's embeds are mostly answered from the request's
 * cache, and each promise of theirs would cost a microtask and the request scope's promise hooks.
 */
function fetchEmbedded(href: string, context: EmbedContext, perPageMaxima: Map<string, number | undefined>): MaybePromise<unknown> {
  const { server, urls, responseToData } = context;
  const target = urls.parseRestUrl(href);
  if (target === null) return undefined;
  const request = new RestRequest('GET', target.route);
  request.setQueryParams({ ...target.query });
  if (request.getParam('context') === null || request.getParam('context') === '') request.setParam('context', 'embed');
  if (request.getParam('per_page') === null || request.getParam('per_page') === '') {
    const maximum = perPageMaxima.has(target.route) ? perPageMaxima.get(target.route) : perPageMaximum(server, target.route);
    perPageMaxima.set(target.route, maximum);
    if (maximum !== undefined) request.setParam('per_page', maximum);
  }
  lendTargetHints(request, context.hints);
  markEmbeddedRequest(request);
  return andThen(server.dispatchMaybeAsync(request), (response) =>
    andThen(server.hooks.applyFiltersMaybeAsync<unknown>('rest_post_dispatch', response, server, request),
      (filtered) => responseToData(toResponse(filtered), false)));
}

/** The `maximum` of the `per_page` argument of the handler a GET of `route` reaches, if any. */
function perPageMaximum(server: RestServer, route: string): number | undefined {
  const matched = server.matchRequestToHandler(new RestRequest('GET', route));
  return Array.isArray(matched) ? matched[1].args.per_page?.maximum : undefined;
}
