import { RestError, type ErrorData } from '../errors/RestError';
import type { HandlerSet } from './HandlerSet';

export interface LinkAttributes {
  embeddable?: boolean;
  [attribute: string]: unknown;
}

export interface Link {
  href: string;
  attributes: LinkAttributes;
}

/** A link as `addLinks` takes it: its href and its attributes side by side. */
export type LinkInput = { href: string; [attribute: string]: unknown };

/**
 * A link's attributes: its own properties but `href`. Most links have none, and are answered without
 * the rest-spread's general copy (a page's items add a dozen links each).
 */
function attributesOf(link: LinkInput): LinkAttributes {
  if (!hasKeyBesidesHref(link)) return {};
  const { href: _href, ...attributes } = link;
  return attributes;
}

/** Whether the spread would copy anything: an enumerable key other than `href`, or a symbol key. */
function hasKeyBesidesHref(link: LinkInput): boolean {
  for (const key in link) if (key !== 'href') return true;
  return Object.getOwnPropertySymbols(link).length > 0;
}

/** A REST response: data, status, headers, and links rendered as `_links`. */
export class RestResponse {
  data: unknown;
  status: number;
  headers: Record<string, string>;
  private links: Record<string, Link[]> = {};
  matchedRoute = '';
  matchedHandler: HandlerSet | null = null;

  constructor(data: unknown = null, status = 200, headers: Record<string, string> = {}) {
    this.data = data;
    this.status = status;
    this.headers = { ...headers };
  }

  getData(): unknown { return this.data; }
  setData(data: unknown): void { this.data = data; }
  getStatus(): number { return this.status; }
  setStatus(status: number): void { this.status = status; }
  getHeaders(): Record<string, string> { return this.headers; }

  /** Sets a header; with replace=false the value is appended after a comma (as PHP's header() does). */
  header(name: string, value: string, replace = true): void {
    const existing = this.findHeaderName(name);
    if (existing !== undefined && !replace) {
      this.headers[existing] = `${this.headers[existing]}, ${value}`;
      return;
    }
    if (existing !== undefined && existing !== name) delete this.headers[existing];
    this.headers[name] = value;
  }

  setHeaders(headers: Record<string, string>): void {
    this.headers = { ...headers };
  }

  getHeader(name: string): string | undefined {
    const key = this.findHeaderName(name);
    return key === undefined ? undefined : this.headers[key];
  }

  private findHeaderName(name: string): string | undefined {
    const lower = name.toLowerCase();
    return Object.keys(this.headers).find((key) => key.toLowerCase() === lower);
  }

  addLink(rel: string, href: string, attributes: LinkAttributes = {}): void {
    const list = this.links[rel];
    // A one-link relation (most are) gets a list of one; a list grown from empty reserves room for 17.
    if (list === undefined) this.links[rel] = [{ href, attributes }];
    else list.push({ href, attributes });
  }

  addLinks(links: Record<string, LinkInput | LinkInput[]>): void {
    for (const rel of Object.keys(links)) {
      const value = links[rel]!;
      if (!Array.isArray(value)) this.addLink(rel, value.href, attributesOf(value));
      else for (const link of value) this.addLink(rel, link.href, attributesOf(link));
    }
  }

  removeLink(rel: string, href?: string): void {
    if (href === undefined) {
      delete this.links[rel];
      return;
    }
    const kept = (this.links[rel] ?? []).filter((link) => link.href !== href);
    if (kept.length === 0) delete this.links[rel];
    else this.links[rel] = kept;
  }

  getLinks(): Record<string, Link[]> {
    return this.links;
  }

  /** Adds a `Link` header (used for pagination links). */
  linkHeader(rel: string, href: string, other: Record<string, string> = {}): void {
    let value = `<${href}>; rel="${rel}"`;
    // Only `title` is quoted, as WordPress writes these headers.
    for (const [key, attr] of Object.entries(other)) value += key === 'title' ? `; ${key}="${attr}"` : `; ${key}=${attr}`;
    this.header('Link', value, false);
  }

  isError(): boolean {
    return this.status >= 400;
  }

  /** The error this response carries (`{code, message, data}` bodies, including `additional_errors`). */
  asError(): RestError | null {
    if (!this.isError()) return null;
    const error = new RestError();
    const body = this.data;
    const entries = Array.isArray(body) ? body : [body];
    for (const entry of entries) {
      if (!isErrorBody(entry)) continue;
      error.add(entry.code, entry.message, (entry.data as ErrorData | undefined) ?? undefined);
      for (const extra of entry.additional_errors ?? []) {
        if (isErrorBody(extra)) error.add(extra.code, extra.message, (extra.data as ErrorData | undefined) ?? undefined);
      }
    }
    if (!error.hasErrors()) error.add('rest_error', 'Unknown error', { status: this.status });
    return error;
  }
}

interface ErrorBody {
  code: string;
  message: string;
  data?: unknown;
  additional_errors?: unknown[];
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).code === 'string';
}
