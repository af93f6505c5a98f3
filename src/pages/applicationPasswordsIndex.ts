import type { Hooks } from '../hooks/Hooks';
import { RestResponse } from '../server/RestResponse';

/**
 * Advertises the authorization page in the index, as WordPress does:
 * `authentication['application-passwords'].endpoints.authorization`.
 */
export function advertiseApplicationPasswords(hooks: Hooks, authorizationUrl: () => string): void {
  hooks.addFilter('rest_index', (response: unknown) => {
    if (!(response instanceof RestResponse)) return response;
    const data = response.getData() as Record<string, unknown> | null;
    if (data === null || typeof data !== 'object') return response;
    const current = data.authentication;
    const authentication = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
    authentication['application-passwords'] = { endpoints: { authorization: authorizationUrl() } };
    data.authentication = authentication;
    return response;
  });
}
