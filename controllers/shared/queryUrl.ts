/**
 * URLs with query strings the way WordPress builds collection links
 * (`add_query_arg( urlencode_deep( $params ), $base )`): PHP urlencode for
 * values, `key%5Bi%5D` for list items, a replaced key keeps its position.
 */

/** PHP's urlencode: spaces as `+`, everything but letters, digits and `-_.` percent-encoded. */
export function phpUrlencode(value: string): string {
  // Names and ids (every item's `wp:term` and `wp:post_type` links): nothing to encode.
  if (URL_SAFE.test(value)) return value;
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const URL_SAFE = /^[A-Za-z0-9_.-]*$/;

function pairs(key: string, value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object') {
    for (const [inner, item] of Object.entries(value as Record<string, unknown>)) pairs(`${key}%5B${phpUrlencode(inner)}%5D`, item, out);
    return;
  }
  const text = value === true ? '1' : value === false ? '0' : String(value);
  out.push(`${key}=${phpUrlencode(text)}`);
}

/** `base` with `params` as its query string, then `overrides` set (replacing keys in place). */
export function addQueryArgs(base: string, params: Record<string, unknown>, overrides: Record<string, unknown> = {}): string {
  const merged: Record<string, unknown> = { ...params };
  for (const [key, value] of Object.entries(overrides)) merged[key] = value;
  const out: string[] = [];
  for (const [key, value] of Object.entries(merged)) pairs(phpUrlencode(key), value, out);
  if (out.length === 0) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${out.join('&')}`;
}
