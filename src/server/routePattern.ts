/**
 * Route patterns are WordPress regular expressions (`/wp/v2/posts/(?P<id>[\d]+)`),
 * matched case-insensitively against the whole path. PHP's `(?P<name>` becomes
 * JavaScript's `(?<name>`; each pattern is compiled once.
 */
const cache = new Map<string, RegExp | null>();

export function compileRoutePattern(route: string): RegExp | null {
  let compiled = cache.get(route);
  if (compiled !== undefined) return compiled;
  try {
    compiled = new RegExp(`^${route.replace(/\(\?P</g, '(?<')}$`, 'i');
  } catch {
    compiled = null;
  }
  cache.set(route, compiled);
  return compiled;
}

/** Named captures of `path` against `route`, or null when it does not match. */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const re = compileRoutePattern(route);
  if (re === null) return null;
  const m = re.exec(path);
  if (m === null) return null;
  const params: Record<string, string> = {};
  if (m.groups !== undefined) {
    for (const [name, value] of Object.entries(m.groups)) if (value !== undefined) params[name] = value;
  }
  return params;
}
