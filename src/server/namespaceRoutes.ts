/**
 * One namespace's compiled routes, indexed by the literal first segment after the
 * namespace (`posts` in `/wp/v2/posts/(?P<id>[\d]+)`), so matching a path tries the
 * handful of routes that can match it instead of every regular expression of the
 * namespace. A route whose first segment is not plain text (a group, a character
 * class, an alternation) can match any path and stays a candidate for every path.
 * Candidates keep registration order: the first route that matches still wins.
 */
export class NamespaceRoutes<R extends { route: string }> {
  /** Per literal segment (lower case: patterns match case-insensitively): its routes and the open ones, in order. */
  private readonly bySegment = new Map<string, R[]>();
  /** The routes whose first segment is not literal: all a path of an unknown segment can match. */
  private readonly open: R[];

  constructor(namespace: string, routes: readonly R[]) {
    const prefix = `/${namespace}`;
    const keys = routes.map((route) => (route.route.startsWith(prefix) ? literalSegment(route.route.slice(prefix.length)) : null));
    this.open = routes.filter((_, i) => keys[i] === null);
    for (const key of new Set(keys)) {
      if (key !== null) this.bySegment.set(key, routes.filter((_, i) => keys[i] === null || keys[i] === key));
    }
  }

  /** The routes that can match a path, given the path's part after the namespace (`/posts/12`). */
  candidates(rest: string): readonly R[] {
    if (rest !== '' && rest.charCodeAt(0) !== 0x2f) return this.open;
    const end = rest.indexOf('/', 1);
    const segment = rest === '' ? '' : rest.slice(1, end === -1 ? rest.length : end).toLowerCase();
    return this.bySegment.get(segment) ?? this.open;
  }
}

const PLAIN_SEGMENT = /^[A-Za-z0-9_-]*$/;

/**
 * The literal first segment of a route's part after its namespace, lower case ('' for the namespace's own
 * route); null when a path with another first segment could still match (regex syntax in that segment or
 * an alternation of the whole pattern).
 */
function literalSegment(rest: string): string | null {
  if (rest.includes('|') && alternatesAtTop(rest)) return null;
  if (rest === '') return '';
  if (rest.charCodeAt(0) !== 0x2f) return null;
  const end = rest.indexOf('/', 1);
  const segment = rest.slice(1, end === -1 ? rest.length : end);
  return PLAIN_SEGMENT.test(segment) ? segment.toLowerCase() : null;
}

/**
 * Whether a pattern has a `|` outside every group and character class: an alternation of the whole pattern,
 * whose other branch can match any path. One inside a group or class (the template routes' `[^\/:<>\*\?"\|]`)
 * leaves the first segment required; that segment is then checked on its own.
 */
function alternatesAtTop(pattern: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}
