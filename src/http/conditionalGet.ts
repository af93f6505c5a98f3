import { hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServedResponse } from '../server/serveRequest';

/** Request headers that can change the answer to the same URL (credentials; a cookie counts only with its nonce). */
const PERSONALISING_HEADERS = ['Cookie', 'Authorization', 'X-SVC-Nonce'] as const;
/** The same names as Node keys incoming headers (lower case), computed once rather than per request. */
const PERSONALISING_KEYS: readonly string[] = PERSONALISING_HEADERS.map((name) => name.toLowerCase());
const NOT_SHAREABLE = /no-store|private/i;

/**
 * Conditional GET for interface responses: a strong `ETag` (hash of the exact
 * bytes sent) on every successful GET/HEAD answer with a body, `304 Not Modified`
 * when `If-None-Match` names it (or is `*`), and `Vary` extended with the
 * credential headers when the request carried any and the answer may be stored
 * (not no-store/private), so no cache hands an answer to a request with other
 * credentials. The 304 keeps the headers a 200 would have (ETag, Vary,
 * Cache-Control, …) and drops the body.
 */
export function withConditionalGet(method: string, requestHeaders: IncomingHttpHeaders, served: ServedResponse): ServedResponse {
  if (method !== 'GET' && method !== 'HEAD') return served;
  const headers = served.headers;
  // Answers already marked no-store/private (logged-in users) are never shared, so they keep WordPress's Vary.
  if (isShareable(headers) && PERSONALISING_KEYS.some((key) => requestHeaders[key] !== undefined)) appendVary(headers, PERSONALISING_HEADERS);
  if (served.status < 200 || served.status >= 300) return served;
  if (typeof served.body === 'string' && hasContentType(headers)) {
    // Encoded once: hashed as these bytes, then written as them (a string would be encoded again, and
    // measured, on the way out). Without a Content-Type the string stays, so Koa still infers the type.
    served = { ...served, body: Buffer.from(served.body) };
  }
  const representation = served.body ?? served.representation;
  if (representation === undefined || representation === null) return served;
  const etag = strongEtag(representation);
  headers.push(['ETag', etag]);
  const ifNoneMatch = requestHeaders['if-none-match'];
  if (ifNoneMatch === undefined || !matchesAny(ifNoneMatch, etag)) return served;
  return { status: 304, headers: headers.filter(([name]) => !/^content-(type|length)$/i.test(name)), body: null };
}

function hasContentType(headers: ReadonlyArray<[string, string]>): boolean {
  for (const [name] of headers) if (name.length === 12 && name.toLowerCase() === 'content-type') return true;
  return false;
}

/** Whether no Cache-Control header marks the answer no-store or private; a plain loop, as it runs on every GET. */
function isShareable(headers: ReadonlyArray<[string, string]>): boolean {
  for (const [name, value] of headers) {
    if (name.length === 13 && name.toLowerCase() === 'cache-control' && NOT_SHAREABLE.test(value)) return false;
  }
  return true;
}

/**
 * `"<base64url of SHA-1>"`: equal bytes give equal tags across processes sharing
 * nothing. The one-shot hash skips the Hash object and its stream machinery
 * (several times cheaper than createHash for a body of a few kilobytes).
 */
export function strongEtag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`;
}

/** RFC 9110 If-None-Match: a list of tags compared weakly (a `W/` prefix is ignored), or `*`. */
function matchesAny(header: string, etag: string): boolean {
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  return trimmed.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Adds names to the Vary header (once each), keeping the header's position when it exists. */
function appendVary(headers: Array<[string, string]>, names: readonly string[]): void {
  const index = headers.findIndex(([name]) => name.toLowerCase() === 'vary');
  const current = index === -1 ? [] : headers[index]![1].split(',').map((v) => v.trim()).filter((v) => v !== '');
  const lower = new Set(current.map((v) => v.toLowerCase()));
  const merged = [...current, ...names.filter((n) => !lower.has(n.toLowerCase()))].join(', ');
  if (index === -1) headers.push(['Vary', merged]);
  else headers[index] = ['Vary', merged];
}
