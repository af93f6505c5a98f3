import type { HandlerSet, RouteEntry } from './HandlerSet';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';
import { isTruthy } from '../schema/php';
import { isPlainObject } from '../schema/values';

/** The schema keywords an argument shows in route data (WordPress's allowed schema keywords). */
export const ALLOWED_SCHEMA_KEYWORDS: readonly string[] = Object.freeze([
  'title', 'description', 'default', 'type', 'format', 'enum', 'items', 'properties', 'additionalProperties',
  'patternProperties', 'minProperties', 'maxProperties', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'anyOf', 'oneOf',
]);
const ALLOWED = new Set(ALLOWED_SCHEMA_KEYWORDS);

/** An empty PHP array is written `[]`; route data keeps that wire form for empty maps. */
export type PhpMap<T> = Record<string, T> | [];

export interface EndpointData {
  methods: string[];
  allow_batch?: unknown;
  args: PhpMap<unknown>;
}

export interface RouteData {
  namespace: string;
  methods: string[];
  endpoints: EndpointData[];
  schema?: unknown;
  _links?: { self: Array<{ href: string }> };
}

/** Route data keyed by route (filters `rest_endpoints_description` per route, then `rest_route_data`). */
export function getDataForRoutes(
  server: RestServer,
  urls: RestUrls,
  entries: ReadonlyArray<[string, RouteEntry]>,
  context = 'view',
): Record<string, RouteData> {
  const available: Record<string, RouteData> = {};
  for (const [route, entry] of entries) {
    const data = getDataForRoute(urls, route, entry, context);
    if (data === null) continue;
    available[route] = server.hooks.applyFilters<RouteData>('rest_endpoints_description', data);
  }
  const internal = Object.fromEntries(entries.map(([route, entry]) => [route, entry.handlers]));
  return server.hooks.applyFilters<Record<string, RouteData>>('rest_route_data', available, internal);
}

/**
 * What a route publishes about itself: namespace, methods, one entry per visible
 * handler set, the schema in the `help` context, and a self link unless the route
 * has URL parameters. Null when every handler set is hidden.
 */
export function getDataForRoute(urls: RestUrls, route: string, entry: RouteEntry, context = 'view'): RouteData | null {
  const data: RouteData = { namespace: entry.namespace, methods: [], endpoints: [] };
  const routeBatch = entry.options.allow_batch ?? false;
  const schema = entry.options.schema;
  if (context === 'help' && typeof schema === 'function') data.schema = schema();
  const template = routeTemplate(route);
  for (const handler of entry.handlers) {
    if (!handler.show_in_index) continue;
    const methods = Object.keys(handler.methods);
    data.methods.push(...methods);
    data.endpoints.push(endpointData(handler, methods, routeBatch));
    if (!template.includes('{')) data._links = { self: [{ href: urls.restUrl(template) }] };
  }
  return data.methods.length === 0 ? null : data;
}

/** `/wp/v2/posts/(?P<id>[\d]+)` → `/wp/v2/posts/{id}`. */
export function routeTemplate(route: string): string {
  return route.replace(/\(\?P<(\w+?)>.*?\)/g, '{$1}');
}

function endpointData(handler: HandlerSet, methods: string[], routeBatch: unknown): EndpointData {
  const endpoint: Partial<EndpointData> = { methods };
  const batch = handler.allow_batch ?? routeBatch;
  if (isTruthy(batch)) endpoint.allow_batch = batch;
  const args: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(handler.args as Record<string, unknown>)) args[name] = publicArgument(raw);
  endpoint.args = asPhpMap(args);
  return endpoint as EndpointData;
}

/** An argument definition reduced to schema keywords, plus `required` as a boolean. */
function publicArgument(raw: unknown): unknown {
  const options: Record<string, unknown> = typeof raw === 'string' ? { [raw]: 0 } : isPlainObject(raw) ? raw : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (ALLOWED.has(key)) out[key] = emptyMapsAsLists(value);
  out.required = isTruthy(options.required);
  return out;
}

function asPhpMap<T>(map: Record<string, T>): PhpMap<T> {
  return Object.keys(map).length === 0 ? [] : map;
}

/** Deeply writes empty maps as `[]`, as PHP encodes an empty array. */
function emptyMapsAsLists(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(emptyMapsAsLists);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = emptyMapsAsLists(inner);
  return asPhpMap(out);
}
