import type { Hooks } from '../hooks/Hooks';

/**
 * A cross-cutting behaviour (CORS, nonce auth, Allow, `_fields`, OPTIONS, deprecation
 * headers). Each attaches its callbacks to the SPEC extension point it belongs to;
 * there is no other interception mechanism.
 */
export interface Interceptor {
  attach(hooks: Hooks): void;
}
