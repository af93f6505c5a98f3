/**
 * The path and query string of a URL or path, read the way PHP's parse_url reads
 * them: a scheme and authority are skipped, the fragment dropped. Null for what
 * parse_url rejects (an authority without a host, e.g. `///x` or `http:///x`).
 */
export function parseUrlPath(value: string): { path: string; query: string } | null {
  let rest = value;
  const authority = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)(.*)$/is.exec(rest);
  if (authority !== null) {
    if (authority[1] === '') return null;
    rest = authority[2]!;
  }
  const noFragment = rest.split('#', 1)[0]!;
  const at = noFragment.indexOf('?');
  return at === -1 ? { path: noFragment, query: '' } : { path: noFragment.slice(0, at), query: noFragment.slice(at + 1) };
}
