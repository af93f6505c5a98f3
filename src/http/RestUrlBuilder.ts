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
    // Every link of a page comes here: the leading slashes are counted, not matched by an expression, and
    // a path with exactly one (what controllers pass) is used as it is.
    const route = path === '' ? '/' : path.charCodeAt(0) === 0x2f && path.charCodeAt(1) !== 0x2f ? path : `/${withoutLeadingSlashes(path)}`;
    let url: string;
    if (this.options.permalinks === 'plain') url = plainUrl(this.baseUrl, route);
    else url = this.routeBase(this.prefix()) + route;
    if (this.forceHttps()) url = url.replace(/^http:/i, 'https:');
    const filtered = this.hooks.applyFilters<unknown>('rest_url', url, route);
    return typeof filtered === 'string' ? filtered : url;
  }

  /** The URL before a route (`{base}/{prefix}`, `{base}/index.php/{prefix}`), remembered for the last prefix and form. */
  private lastBase: { prefix: string; index: boolean; base: string } | null = null;

  private routeBase(prefix: string): string {
    const index = this.options.permalinks === 'index';
    const last = this.lastBase;
    if (last !== null && last.prefix === prefix && last.index === index) return last.base;
    const prefixPart = prefix === '' ? '' : `/${prefix}`;
    const base = index ? `${this.baseUrl}/index.php${prefixPart}` : `${this.baseUrl}${prefixPart}`;
    this.lastBase = { prefix, index, base };
    return base;
  }

  parseRestUrl(url: string): { route: string; query: ParamMap } | null {
    const root = this.rootOf(this.restUrl('/'));
    // The links this server builds: every item of a page has some, and `_embed` and target hints read each back.
    const plain = plainRouteUnder(url, root.prefix);
    if (plain !== null) return plain;
    const parts = splitUrl(url);
    if (parts === null) return null;
    const query = parseQueryString(parts.query);
    // Under the API root as built (this also covers a `rest_url` filter moving the root elsewhere).
    const rootBase = root.base;
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

  /** The last root seen, worked out: the root only changes with a filter or the request's scheme, and target hints parse a URL per link. */
  private lastRoot: ParsedRoot = { url: '', base: null, prefix: null };

  /**
   * The root URL without scheme and trailing slashes (`base`), and with its scheme (`prefix`); both null
   * when the root carries a query (plain permalinks).
   */
  private rootOf(rootUrl: string): ParsedRoot {
    if (this.lastRoot.url !== rootUrl) {
      const withQuery = rootUrl.includes('?');
      this.lastRoot = {
        url: rootUrl,
        base: withQuery ? null : stripScheme(rootUrl).replace(/\/+$/, ''),
        prefix: withQuery ? null : rootUrl.replace(/\/+$/, ''),
      };
    }
    return this.lastRoot;
  }

  /** SPEC "Addressing" rule 2. */
  private forceHttps(): boolean {
    if (this.options.secure) return true;
    const scope = currentScope();
    return scope?.secure === true && scope.host !== undefined && scope.host.toLowerCase() === this.siteHost;
  }
}

interface ParsedRoot {
  url: string;
  base: string | null;
  prefix: string | null;
}

/** Route segments of letters, digits and `-._~`: nothing to decode, no trailing slash. */
const PLAIN_ROUTE = /^(?:\/[A-Za-z0-9._~-]+)+$/;
/** A query of `key=value` pairs PHP reads as they are: no decoding, no brackets, no `.` or space in a key. */
const PLAIN_QUERY = /^[A-Za-z0-9_~-]+=[A-Za-z0-9._~-]*(?:&[A-Za-z0-9_~-]+=[A-Za-z0-9._~-]*)*$/;

/**
 * The route and query of `url` when it is `prefix` (the root URL, scheme included) followed by a plain
 * route and at most a plain query (the `?post=12` of a page's embeddable links): what the general reading
 * gives for such a URL, without splitting it or running the query parser. Null otherwise.
 */
function plainRouteUnder(url: string, prefix: string | null): { route: string; query: ParamMap } | null {
  if (prefix === null || !url.startsWith(prefix)) return null;
  const at = url.indexOf('?', prefix.length);
  const route = url.slice(prefix.length, at === -1 ? url.length : at);
  if (!PLAIN_ROUTE.test(route)) return null;
  if (at === -1) return { route, query: Object.create(null) as ParamMap };
  const text = url.slice(at + 1);
  if (!PLAIN_QUERY.test(text)) return null;
  // An object as the query parser makes it; the keys it handles specially go to it.
  const query: ParamMap = {};
  for (const pair of text.split('&')) {
    const equals = pair.indexOf('=');
    const key = pair.slice(0, equals);
    if (key === '__proto__' || key === 'rest_route') return null;
    // A later pair with the same key wins, as in PHP.
    query[key] = pair.slice(equals + 1);
  }
  return { route, query };
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
