import { inject, injectable } from 'inversify';
import type { CoreOptions } from '../server/CoreOptions';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import { currentScope } from '../scope/RequestScope';
import type { ParamMap } from '../server/ParamMap';
import type { RestUrls } from '../server/RestUrls';
import { InterfacePathMatcher, basePathOf } from './interfacePath';
import { parseQueryString } from '../server/queryString';
import { currentRestPrefix } from './restPrefix';
import { routeFromRaw } from './routeFromRaw';

/**
 * SPEC "Addressing": builds route URLs in the configured permalink form and reads
 * them back. Built URLs are not escaped; https is forced when the request came in
 * securely on the site's own host, or when the site is declared secure; the
 * `rest_url` filter has the last word.
 */
@injectable()
export class RestUrlBuilder implements RestUrls {
  private readonly baseUrl: string;
  private readonly siteHost: string;
  private readonly siteAuthority: string;
  readonly pathMatcher: InterfacePathMatcher;

  constructor(
    @inject(TOKENS.Options) private readonly options: CoreOptions,
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
  ) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    const site = safeUrl(this.baseUrl);
    this.siteHost = site?.hostname.toLowerCase() ?? '';
    this.siteAuthority = site?.host.toLowerCase() ?? '';
    this.pathMatcher = new InterfacePathMatcher(basePathOf(this.baseUrl));
  }

  /** The interface prefix after the `rest_url_prefix` filter. */
  prefix(): string {
    return currentRestPrefix(this.hooks, this.options.restPrefix);
  }

  restUrl(path = '/'): string {
    // Every link of a page comes here: the leading slashes are counted, not matched by an expression.
    const route = path === '/' || path === '' ? '/' : `/${withoutLeadingSlashes(path)}`;
    const prefix = this.prefix();
    const prefixPart = prefix === '' ? '' : `/${prefix}`;
    let url: string;
    switch (this.options.permalinks) {
      case 'plain':
        url = plainUrl(this.baseUrl, route);
        break;
      case 'index':
        url = `${this.baseUrl}/index.php${prefixPart}${route}`;
        break;
      default:
        url = `${this.baseUrl}${prefixPart}${route}`;
    }
    if (this.forceHttps()) url = url.replace(/^http:/i, 'https:');
    const filtered = this.hooks.applyFilters<unknown>('rest_url', url, route);
    return typeof filtered === 'string' ? filtered : url;
  }

  parseRestUrl(url: string): { route: string; query: ParamMap } | null {
    const parts = splitUrl(url);
    if (parts === null) return null;
    const query = parseQueryString(parts.query);
    // Under the API root as built (this also covers a `rest_url` filter moving the root elsewhere).
    const rootBase = this.rootBaseOf(this.restUrl('/'));
    if (rootBase !== null) {
      const bare = stripScheme(url);
      const tail = bare.startsWith(rootBase) ? bare.slice(rootBase.length) : null;
      if (tail !== null && (tail === '' || '/?#'.includes(tail.charAt(0)))) {
        return { route: routeFromRaw(tail.replace(/[?#][\s\S]*$/, '')), query };
      }
    }
    if (parts.authority !== '' && parts.authority.toLowerCase() !== this.siteAuthority) return null;
    const restRoute = query.rest_route;
    if (typeof restRoute === 'string' && restRoute !== '') {
      return { route: routeFromRaw(restRoute, true), query: withoutRestRoute(query) };
    }
    const raw = this.pathMatcher.match(parts.path, this.prefix());
    if (raw === null) return null;
    return { route: routeFromRaw(raw), query };
  }

  /** The last root seen and its base: the root only changes with a filter or the request's scheme, and target hints parse a URL per link. */
  private lastRoot: { url: string; base: string | null } = { url: '', base: null };

  /** The root URL without scheme and trailing slashes; null when the root carries a query (plain permalinks). */
  private rootBaseOf(rootUrl: string): string | null {
    if (this.lastRoot.url !== rootUrl) {
      const root = stripScheme(rootUrl);
      this.lastRoot = { url: rootUrl, base: root.includes('?') ? null : root.replace(/\/+$/, '') };
    }
    return this.lastRoot.base;
  }

  /** SPEC "Addressing" rule 2. */
  private forceHttps(): boolean {
    if (this.options.secure) return true;
    const scope = currentScope();
    return scope?.secure === true && scope.host !== undefined && scope.host.toLowerCase() === this.siteHost;
  }
}

/** `{base}/index.php?rest_route=/route`; a query in the route continues the query string. */
function plainUrl(baseUrl: string, route: string): string {
  const at = route.indexOf('?');
  if (at === -1) return `${baseUrl}/index.php?rest_route=${route}`;
  return `${baseUrl}/index.php?rest_route=${route.slice(0, at)}&${route.slice(at + 1)}`;
}

function withoutRestRoute(query: ParamMap): ParamMap {
  if (!Object.prototype.hasOwnProperty.call(query, 'rest_route')) return query;
  const copy = { ...query };
  delete copy.rest_route;
  return copy;
}

function withoutLeadingSlashes(path: string): string {
  let start = 0;
  while (path.charCodeAt(start) === 0x2f) start++;
  return start === 0 ? path : path.slice(start);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:(?=\/\/)/i;

function stripScheme(url: string): string {
  // The usual schemes by comparison, the rest by the expression.
  if (url.startsWith('http://')) return url.slice(5);
  if (url.startsWith('https://')) return url.slice(6);
  return url.replace(SCHEME, '');
}

/** Authority, path and query of an absolute (`scheme://`, `//`) or root-relative URL; null otherwise. */
function splitUrl(url: string): { authority: string; path: string; query: string } | null {
  const m = /^(?:[a-z][a-z0-9+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?/i.exec(url);
  if (m === null) return null;
  const authority = m[1];
  const path = m[2] ?? '';
  if (authority === undefined && !path.startsWith('/')) return null;
  return { authority: authority ?? '', path: path === '' ? '/' : path, query: m[3] ?? '' };
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
