import { currentScope, type RequestScopeState } from '../../scope/RequestScope';

/** Which application password authenticated each request (WordPress's `rest_get_authenticated_app_password`). */
const used = new WeakMap<RequestScopeState, string>();

export function recordAuthenticatedAppPassword(scope: RequestScopeState, uuid: string): void {
  used.set(scope, uuid);
}

/** The uuid of the application password the current request authenticated with, or null. */
export function authenticatedAppPassword(): string | null {
  const scope = currentScope();
  return scope === undefined ? null : used.get(scope) ?? null;
}
