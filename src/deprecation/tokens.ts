/** Injection token of the deprecation service (kept here so src/di/tokens.ts stays untouched). */
export const DEPRECATION_TOKENS = {
  Deprecations: Symbol.for('svc-rest.Deprecations'),
} as const;
