import { RestError } from '../errors/RestError';
import { isFieldIncluded } from '../shaping/index';
import { parseList } from '../shaping/parseList';
import type { RestRequest } from './RestRequest';
import { RestResponse } from './RestResponse';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { getDataForRoutes } from './routeData';
import type { SiteInfo, SiteInfoProvider } from './SiteInfo';

export interface IndexDeps {
  server: RestServer;
  urls: RestUrls;
  /** Resolved per request, so a provider bound after startup is honoured. */
  siteInfo: () => SiteInfoProvider;
  /** Whether the current user may see the active theme (can switch themes or edit posts). */
  canSeeActiveTheme: () => Promise<boolean>;
}

const HELP_URL = 'https://developer.wordpress.org/rest-api/';
const FEATURED_MEDIA_REL = 'https://api.w.org/featuredmedia';
const ACTIVE_THEME_REL = 'https://api.w.org/active-theme';

/** The API root (`/`): site facts, namespaces, authentication schemes and every route's data; filtered by `rest_index`. */
export async function getIndex(deps: IndexDeps, request: RestRequest): Promise<unknown> {
  const site = await deps.siteInfo().getSiteInfo();
  const response = new RestResponse({
    name: site.name,
    description: site.description,
    url: site.url,
    home: site.home,
    gmt_offset: site.gmtOffset,
    timezone_string: site.timezoneString,
    page_for_posts: site.pageForPosts,
    page_on_front: site.pageOnFront,
    show_on_front: site.showOnFront,
    namespaces: deps.server.getNamespaces(),
    authentication: {},
    routes: getDataForRoutes(deps.server, deps.urls, deps.server.routeEntries(), contextOf(request)),
  });

  // The site images and links are computed only when the client will see them.
  const fields = request.hasParam('_fields') ? parseList(request.getParam('_fields')) : [];
  if (fields.length === 0) fields.push('_links');
  if (request.hasParam('_embed')) fields.push('_embedded');
  if (isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields)) {
    response.addLink('help', HELP_URL);
    if (site.stylesheet !== '' && (await deps.canSeeActiveTheme())) {
      response.addLink(ACTIVE_THEME_REL, deps.urls.restUrl(`/wp/v2/themes/${site.stylesheet}`));
    }
    addSiteImage(response, deps.urls, site.siteLogo, 'site_logo');
    addSiteIcon(response, deps.urls, site);
  } else {
    if (isFieldIncluded('site_logo', fields)) addSiteImage(response, deps.urls, site.siteLogo, 'site_logo');
    if (isFieldIncluded('site_icon', fields) || isFieldIncluded('site_icon_url', fields)) addSiteIcon(response, deps.urls, site);
  }

  const filtered: unknown = await deps.server.hooks.applyFiltersAsync<unknown>('rest_index', response, request);
  if (filtered instanceof RestResponse) writeEmptyAuthenticationAsList(filtered);
  return filtered;
}

/** A namespace's own index (`/<namespace>`): its routes and an `up` link; filtered by `rest_namespace_index`. */
export async function getNamespaceIndex(deps: Pick<IndexDeps, 'server' | 'urls'>, request: RestRequest): Promise<unknown> {
  const namespace = request.getParam('namespace');
  if (typeof namespace !== 'string' || !deps.server.getNamespaces().includes(namespace)) {
    return new RestError('rest_invalid_namespace', 'The specified namespace could not be found.', { status: 404 });
  }
  const response = new RestResponse({
    namespace,
    routes: getDataForRoutes(deps.server, deps.urls, deps.server.routeEntries(namespace), contextOf(request)),
  });
  response.addLink('up', deps.urls.restUrl('/'));
  return deps.server.hooks.applyFiltersAsync<unknown>('rest_namespace_index', response, request);
}

function contextOf(request: RestRequest): string {
  const context = request.getParam('context');
  return typeof context === 'string' ? context : 'view';
}

function addSiteIcon(response: RestResponse, urls: RestUrls, site: SiteInfo): void {
  addSiteImage(response, urls, site.siteIcon, 'site_icon');
  dataOf(response).site_icon_url = site.siteIconUrl;
}

/** The image id as data, and an embeddable link to the attachment when there is one. */
function addSiteImage(response: RestResponse, urls: RestUrls, id: number, type: 'site_logo' | 'site_icon'): void {
  dataOf(response)[type] = id;
  if (id) response.addLink(FEATURED_MEDIA_REL, urls.restUrl(`/wp/v2/media/${id}`), { embeddable: true, type });
}

function dataOf(response: RestResponse): Record<string, unknown> {
  return response.getData() as Record<string, unknown>;
}

/** WordPress writes an empty authentication list as `[]`; keep that wire form. */
function writeEmptyAuthenticationAsList(response: RestResponse): void {
  const data = response.getData();
  if (typeof data !== 'object' || data === null) return;
  const auth = (data as Record<string, unknown>).authentication;
  if (typeof auth === 'object' && auth !== null && !Array.isArray(auth) && Object.keys(auth).length === 0) {
    (data as Record<string, unknown>).authentication = [];
  }
}
