import type { Hooks } from '../hooks/Hooks';

/**
 * The interface's URL prefix: `options.restPrefix` passed through the
 * `rest_url_prefix` filter. Slashes around it are dropped so that a filter
 * returning `/api/` still yields well-formed URLs and paths.
 */
export function currentRestPrefix(hooks: Hooks, configured: string): string {
  const filtered = hooks.applyFilters<unknown>('rest_url_prefix', configured);
  const prefix = typeof filtered === 'string' ? filtered : configured;
  // Runs on every request: skip the regular expression in the usual slash-free case.
  if (prefix.charCodeAt(0) !== 0x2f && prefix.charCodeAt(prefix.length - 1) !== 0x2f) return prefix;
  return prefix.replace(/^\/+|\/+$/g, '');
}
