import { phpUrlDecode } from '../server/queryString';

/**
 * The route to dispatch from the raw text after the prefix (or a `rest_route`
 * value): escapes decoded as PHP decodes query variables, trailing slashes
 * removed, and an empty route is the index `/`.
 */
export function routeFromRaw(raw: string, alreadyDecoded = false): string {
  let route = alreadyDecoded ? raw : phpUrlDecode(raw);
  if (!route.startsWith('/')) route = `/${route}`;
  let end = route.length;
  while (end > 0 && (route[end - 1] === '/' || route[end - 1] === '\\')) end--;
  return end === 0 ? '/' : route.slice(0, end);
}
