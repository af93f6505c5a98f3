/**
 * A kind of object `/wp/v2/search` can find (WordPress's WP_REST_Search_Handler):
 * its `type`, its `subtypes`, the search itself, and how one result is shown.
 * Every handler of the search controller must extend this class.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestUrls } from '../../src/server/RestUrls';
import type { Storage } from '../../src/storage/types';
import type { TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

/** A result id: post and term ids are numbers, post formats are slugs. */
export type SearchId = number | string;

/** What a search found: one page of ids and the number of matches overall. */
export interface SearchResult {
  ids: SearchId[];
  total: number;
}

/** One `_links` entry of a result. */
export interface SearchLink {
  href: string;
  embeddable?: boolean;
}

/** What handlers need from the app; handed to the `svc_rest_search_handlers` filter as its second argument. */
export interface SearchContext {
  storage: Storage;
  urls: RestUrls;
  options: ResolvedOptions;
  hooks: Hooks;
  postTypes: PostTypeRegistry;
  taxonomies: TaxonomyRegistry;
}

/** The `subtype` value meaning every subtype of the handler. */
export const ANY_SUBTYPE = 'any';

export abstract class SearchHandler {
  constructor(protected readonly context: SearchContext) {}

  /** The `type` value that selects this handler. */
  abstract readonly type: string;

  /** The `subtype` values this handler understands (without `any`). */
  subtypes(): string[] {
    return [];
  }

  abstract searchItems(request: RestRequest): Promise<SearchResult>;

  /** The result fields among `fields` (id, title, url, type, subtype). */
  abstract prepareItem(id: SearchId, fields: readonly string[]): Promise<Record<string, unknown>>;

  /** The links of one result (`self` to the object's own route, `about`). */
  abstract prepareItemLinks(id: SearchId): Promise<Record<string, SearchLink>>;

  /** `self` to the object's route when its type (or taxonomy) `kind` is shown in REST, and `about` at `aboutPath`. */
  protected objectLinks(kind: { showInRest: boolean; restNamespace: string; restBase: string } | undefined, id: number, aboutPath: string): Record<string, SearchLink> {
    const links: Record<string, SearchLink> = {};
    if (kind !== undefined && kind.showInRest) links.self = { href: this.context.urls.restUrl(`/${kind.restNamespace}/${kind.restBase}/${id}`), embeddable: true };
    links.about = { href: this.context.urls.restUrl(aboutPath) };
    return links;
  }

  /** The subtypes a request asks for (`any` meaning all of them). */
  protected requestedSubtypes(request: RestRequest): string[] {
    const value = request.getParam('subtype');
    const list = Array.isArray(value) ? value.map(String) : [];
    return list.includes(ANY_SUBTYPE) ? this.subtypes() : list;
  }

  /** `(page - 1) * per_page` and `per_page` of the request. */
  protected paging(request: RestRequest): { offset: number; limit: number } {
    const page = Math.max(1, Number(request.getParam('page')) || 1);
    const limit = Math.max(1, Number(request.getParam('per_page')) || 10);
    return { offset: (page - 1) * limit, limit };
  }
}
