import type { ParamMap } from '../server/ParamMap';
import type { InterfacePathMatcher } from './interfacePath';
import { parseQueryString } from '../server/queryString';
import { routeFromRaw } from './routeFromRaw';
import { isEmpty } from '../schema/php';

/** An interface request: its route and its query parameters. */
export interface RecognizedRoute {
  route: string;
  query: ParamMap;
}

/** `rest_route` was given but is not a string (e.g. `rest_route[]=…`). */
export const INVALID_REST_ROUTE = Symbol('invalid rest_route');

/** A query string that could hold a `rest_route` key (literally or percent-escaped). */
const MAY_NAME_REST_ROUTE = /rest|%/;
const EMPTY_QUERY: ParamMap = Object.freeze(Object.create(null) as ParamMap);

/**
 * SPEC "Addressing": a request is an interface request when `rest_route` is
 * non-empty (in the query of any path; it wins over the path, as WordPress reads
 * query variables before rewritten ones) or when the path is one of the prefix
 * forms. Returns null for ordinary pages; the query is parsed only when needed.
 */
export function recognizeInterfaceRequest(
  path: string,
  querystring: string,
  prefix: string,
  matcher: InterfacePathMatcher,
): RecognizedRoute | typeof INVALID_REST_ROUTE | null {
  const raw = matcher.match(path, prefix);
  if (raw === null && !MAY_NAME_REST_ROUTE.test(querystring)) return null;
  const query = querystring === '' ? { ...EMPTY_QUERY } : parseQueryString(querystring);
  const restRoute = query.rest_route;
  if (!isEmpty(restRoute)) {
    if (typeof restRoute !== 'string') return INVALID_REST_ROUTE;
    return { route: routeFromRaw(restRoute, true), query };
  }
  return raw === null ? null : { route: routeFromRaw(raw), query };
}
