import type { HeaderList } from './HeaderList';

/**
 * WordPress's no-cache headers, in one place: sent to logged-in users (filter
 * `rest_send_nocache_headers`), after a failed nonce, and when a header method
 * override ends in a 4xx.
 */
const EXPIRES = 'Wed, 11 Jan 1984 05:00:00 GMT';
const CACHE_CONTROL = 'no-cache, must-revalidate, max-age=0, no-store, private';

/** Sets the no-cache pair on a response being served. */
export function setNoCacheHeaders(headers: HeaderList): void {
  headers.set('Expires', EXPIRES);
  headers.set('Cache-Control', CACHE_CONTROL);
}

/** A served header list with any caching headers replaced by the no-cache pair, at its end. */
export function withNoCacheHeaders(headers: Array<[string, string]>): Array<[string, string]> {
  const out = headers.filter(([name]) => !/^(expires|cache-control)$/i.test(name));
  out.push(['Expires', EXPIRES], ['Cache-Control', CACHE_CONTROL]);
  return out;
}
