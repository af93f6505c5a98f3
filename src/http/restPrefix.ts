import type { Hooks } from '../hooks/Hooks';

/**
 * The interface's URL prefix: `options.restPrefix` passed through the
 * `rest_url_prefix` filter. Slashes around it are dropped so that a filter
 * returning `/api/` still yields well-formed URLs and paths.
 */
export function currentRestPrefix(hooks: Hooks, configured: string): string {
  const filtered = hooks.applyFilters<unknown>('rest_url_prefix', configured);
  const prefix = typeof filtered === 'string' ? filtered : configured;
  return prefix.replace(/^\/+|\/+$/g, '');
}
