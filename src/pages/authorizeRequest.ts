/** What an app asks for on the authorization page. */
export interface AuthorizeRequest {
  app_name: string;
  app_id: string;
  success_url: string;
  reject_url: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_SCHEMES = new Set(['javascript', 'data', 'vbscript']);

export function authorizeRequestOf(values: Record<string, string>): AuthorizeRequest {
  return {
    app_name: (values.app_name ?? '').trim(),
    app_id: (values.app_id ?? '').trim(),
    success_url: (values.success_url ?? '').trim(),
    reject_url: (values.reject_url ?? '').trim(),
  };
}

/**
 * WordPress's checks of an authorization request: `app_id` a UUID when given;
 * each redirect URL, when given, has a scheme that is neither a script scheme nor
 * plain `http` (https, or an app's custom scheme such as `myapp://`).
 * Returns the messages of every failed check (empty: valid).
 */
export function authorizeRequestErrors(request: AuthorizeRequest): string[] {
  const errors: string[] = [];
  if (request.app_id !== '' && !UUID.test(request.app_id)) errors.push('The application ID must be a UUID.');
  for (const url of [request.success_url, request.reject_url]) {
    const problem = redirectUrlProblem(url);
    if (problem !== null) errors.push(problem);
  }
  return errors;
}

function redirectUrlProblem(url: string): string | null {
  if (url === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || BAD_SCHEMES.has(scheme)) return 'Invalid URL format.';
  if (scheme === 'http') return 'The URL must be served over a secure connection.';
  return null;
}

/** `url` with query arguments appended (keeping any it has). */
export function withQueryArgs(url: string, args: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = new URLSearchParams(args).toString();
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
