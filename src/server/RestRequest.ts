import type { ArgSchemaMap } from '../schema/types';
import type { RequestScopeState } from '../scope/RequestScope';
import type { UploadedFile } from './UploadedFile';
import { RestError } from '../errors/RestError';
import { isParamMap, type ParamMap } from './ParamMap';
import { memoizeName } from './memoizeName';
import { parseQueryString } from './queryString';
import type { RequestMemo } from './RequestMemo';

/** Where a parameter came from; later sources in {@link RestRequest.parameterOrder} lose. */
export type ParamSource = 'JSON' | 'POST' | 'GET' | 'URL' | 'defaults' | 'FILES';

/**
 * What a request keeps of the handler set chosen for it (WordPress's "attributes"): the
 * argument schemas and whole-request validator the argument checks read, and the rest of
 * the handler set as it was registered (a HandlerSet is one).
 */
export interface RequestAttributes {
  args: ArgSchemaMap;
  validate_callback?: ((request: RestRequest) => unknown) | null;
  [option: string]: unknown;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a source nothing was put in reads as (frozen: a write must go to a map of the request's own). */
const NO_PARAMS: ParamMap = Object.freeze({}) as ParamMap;
/** Header name as written → canonical name; runs for every header set or read on every request. */
const canonicalName = memoizeName((name) => name.toLowerCase().replaceAll('-', '_'));

/**
 * One REST request: method, route, headers and parameters from every source.
 * Parameter precedence follows WordPress: JSON body, form body, query string,
 * URL captures, then declared defaults.
 */
export class RestRequest {
  method: string;
  route: string;
  /** Header values keyed by canonical name (lower case, `-` → `_`, as WordPress keys them); null until one is set. */
  private headerValues: Map<string, string[]> | null = null;
  /**
   * Each source's parameters. A source nothing was put in shares one frozen empty map until it is asked for
   * as a map of its own (the setters, `paramsFrom`, the getters): a page builds a request per embedded link and
   * per target hint, and most sources of each stay empty or are replaced (URL captures, defaults) at once.
   */
  private params: Record<ParamSource, ParamMap> = { JSON: NO_PARAMS, POST: NO_PARAMS, GET: NO_PARAMS, URL: NO_PARAMS, defaults: NO_PARAMS, FILES: NO_PARAMS };
  private body = '';
  private bodyFile: UploadedFile | null = null;
  private jsonParsed = false;
  private jsonError: RestError | null = null;
  private order: ParamSource[] | null = null;
  /** The handler set chosen for this request (WordPress's "attributes"). */
  attributes: RequestAttributes | null = null;
  /**
   * The request scope, carried explicitly by the interface request the HTTP layer
   * built (undefined on internal requests, which read the promise context).
   */
  scope: RequestScopeState | undefined = undefined;
  /** The defaults still to sanitize, null for all of them (see setDefaultParams). */
  unsanitizedDefaults: readonly string[] | null = null;
  private stateValues: Record<string, unknown> | null = null;
  /** Values kept under memo keys; null until one is kept. */
  private memoValues: Map<RequestMemo<unknown>, unknown> | null = null;

  constructor(method = 'GET', route = '', attributes: RequestAttributes | null = null) {
    this.method = method.toUpperCase();
    this.route = route;
    this.attributes = attributes;
  }

  static canonicalHeaderName(name: string): string {
    return canonicalName(name);
  }

  /** Free-form per-request state for interceptors (e.g. the authenticated user). */
  get state(): Record<string, unknown> {
    return (this.stateValues ??= {});
  }

  /** The value kept under `key` for this request, made by `make` the first time it is asked for. */
  memo<T>(key: RequestMemo<T>, make: () => T): T {
    const values = (this.memoValues ??= new Map());
    if (values.has(key)) return values.get(key) as T;
    const value = make();
    values.set(key, value);
    return value;
  }

  /** The value kept under `key`, undefined when none was. */
  memoized<T>(key: RequestMemo<T>): T | undefined {
    return this.memoValues?.get(key) as T | undefined;
  }

  /** Keeps `value` under `key` for this request. */
  setMemo<T>(key: RequestMemo<T>, value: T): void {
    (this.memoValues ??= new Map()).set(key, value);
  }

  private get headers(): Map<string, string[]> {
    return (this.headerValues ??= new Map());
  }

  getMethod(): string {
    return this.method;
  }

  setMethod(method: string): void {
    this.method = method.toUpperCase();
    this.order = null;
  }

  getRoute(): string {
    return this.route;
  }

  setRoute(route: string): void {
    this.route = route;
  }

  getHeaders(): Record<string, string[]> {
    return this.headerValues === null ? {} : Object.fromEntries(this.headerValues);
  }

  /** The header's values joined by `,`, or null when absent. */
  getHeader(name: string): string | null {
    const values = this.headerValues?.get(RestRequest.canonicalHeaderName(name));
    return values === undefined ? null : values.join(',');
  }

  getHeaderAsArray(name: string): string[] | null {
    return this.headerValues?.get(RestRequest.canonicalHeaderName(name)) ?? null;
  }

  setHeader(name: string, value: string | string[]): void {
    const key = RestRequest.canonicalHeaderName(name);
    this.headers.set(key, Array.isArray(value) ? [...value] : [value]);
    if (key === 'content_type') this.resetBodyParsing();
  }

  addHeader(name: string, value: string | string[]): void {
    const key = RestRequest.canonicalHeaderName(name);
    const list = this.headers.get(key) ?? [];
    list.push(...(Array.isArray(value) ? value : [value]));
    this.headers.set(key, list);
  }

  removeHeader(name: string): void {
    this.headerValues?.delete(RestRequest.canonicalHeaderName(name));
  }

  setHeaders(headers: Record<string, string | string[] | undefined>, override = true): void {
    if (override) this.headerValues?.clear();
    // Object.keys, not Object.entries: no [name, value] pair allocated per header of every request.
    for (const name of Object.keys(headers)) {
      const value = headers[name];
      if (value !== undefined) this.setHeader(name, value);
    }
  }

  /** `{ value, type, subtype, parameters }` of Content-Type, or null. */
  getContentType(): { value: string; type: string; subtype: string; parameters: string } | null {
    const raw = this.getHeader('content-type');
    if (raw === null || raw === '') return null;
    const [mime = '', ...rest] = raw.split(';');
    const value = mime.trim().toLowerCase();
    const [type = '', subtype = ''] = value.split('/');
    return { value, type, subtype, parameters: rest.join(';').trim() };
  }

  isJsonContentType(): boolean {
    const ct = this.getContentType();
    if (ct === null) return false;
    return ct.subtype === 'json' || ct.subtype.endsWith('+json');
  }

  getBody(): string {
    return this.body;
  }

  setBody(body: string): void {
    this.body = body;
    this.resetBodyParsing();
  }

  private resetBodyParsing(): void {
    this.jsonParsed = false;
    this.jsonError = null;
    this.order = null;
  }

  /** Precedence of parameter sources, highest first. */
  parameterOrder(): ParamSource[] {
    if (this.order !== null) return this.order;
    const order: ParamSource[] = [];
    if (this.isJsonContentType()) order.push('JSON');
    this.parseJsonParams();
    if (BODY_METHODS.has(this.method)) order.push('POST');
    order.push('GET', 'URL', 'defaults');
    this.order = order;
    return order;
  }

  private parseJsonParams(): void {
    if (this.jsonParsed) return;
    this.jsonParsed = true;
    // The body first: most requests have none, and reading the content type costs header lookups.
    if (this.body === '' || !this.isJsonContentType()) return;
    try {
      const parsed: unknown = JSON.parse(this.body);
      this.params.JSON = isParamMap(parsed) ? parsed : {};
    } catch (error) {
      this.jsonError = new RestError('rest_invalid_json', 'Invalid JSON body passed.', {
        status: 400,
        json_error_code: 4,
        json_error_message: 'Syntax error',
      });
    }
  }

  /** The JSON body error, if the body claimed to be JSON and was not. */
  hasValidJson(): true | RestError {
    this.parseJsonParams();
    return this.jsonError ?? true;
  }

  getParam(key: string): unknown {
    for (const source of this.parameterOrder()) {
      const map = this.params[source];
      if (Object.prototype.hasOwnProperty.call(map, key)) return map[key];
    }
    return null;
  }

  hasParam(key: string): boolean {
    // A plain loop, like getParam: every handler call asks this for each of its declared arguments.
    for (const source of this.parameterOrder()) if (Object.prototype.hasOwnProperty.call(this.params[source], key)) return true;
    return false;
  }

  /** Sets the value in the highest-precedence source so that getParam sees it. */
  setParam(key: string, value: unknown): void {
    const order = this.parameterOrder();
    const holder = order.find((source) => Object.prototype.hasOwnProperty.call(this.params[source], key)) ?? order[0] ?? 'GET';
    this.own(holder)[key] = value;
  }

  /** Every parameter merged, higher precedence winning. */
  getParams(): ParamMap {
    // No prototype: a client-sent `__proto__` key stays an ordinary key.
    const merged = Object.create(null) as ParamMap;
    const order = this.parameterOrder();
    for (let i = order.length - 1; i >= 0; i--) Object.assign(merged, this.params[order[i]!]);
    return merged;
  }

  /** The raw map of one source (mutable, as sanitizing writes back into it). */
  paramsFrom(source: ParamSource): ParamMap {
    if (source === 'JSON') this.parseJsonParams();
    return this.own(source);
  }

  /** The source's own map, made when the source still shares the empty one. */
  private own(source: ParamSource): ParamMap {
    const map = this.params[source];
    return map === NO_PARAMS ? (this.params[source] = {}) : map;
  }

  getUrlParams(): ParamMap { return this.own('URL'); }
  setUrlParams(params: ParamMap): void { this.params.URL = params; }
  getQueryParams(): ParamMap { return this.own('GET'); }
  setQueryParams(params: ParamMap): void { this.params.GET = params; }
  getBodyParams(): ParamMap { return this.own('POST'); }
  setBodyParams(params: ParamMap): void { this.params.POST = params; }
  getJsonParams(): ParamMap { this.parseJsonParams(); return this.own('JSON'); }
  getDefaultParams(): ParamMap { return this.own('defaults'); }
  /** `unsanitized`: the only defaults sanitizeParams still has to sanitize (the others are already sanitized); all when omitted. */
  setDefaultParams(params: ParamMap, unsanitized: readonly string[] | null = null): void {
    this.params.defaults = params;
    this.unsanitizedDefaults = unsanitized;
  }
  getFileParams(): ParamMap { return this.own('FILES'); }
  setFileParams(params: ParamMap): void { this.params.FILES = params; }
  /** A raw upload body, written to disk instead of kept as the body text (see spoolUpload). */
  getBodyFile(): UploadedFile | null { return this.bodyFile; }
  setBodyFile(file: UploadedFile | null): void { this.bodyFile = file; }

  /** Builds a request from a path with an optional query string (`/wp/v2/posts?per_page=2`). */
  static fromPath(path: string, method = 'GET'): RestRequest {
    const at = path.indexOf('?');
    const request = new RestRequest(method, at === -1 ? path : path.slice(0, at));
    if (at !== -1) request.setQueryParams(parseQueryString(path.slice(at + 1)));
    return request;
  }
}
