/** Injection tokens of the app container: one Symbol per service, in one place. */
export const TOKENS = {
  Options: Symbol.for('svc-rest.Options'),
  Hooks: Symbol.for('svc-rest.Hooks'),
  Notices: Symbol.for('svc-rest.Notices'),
  Storage: Symbol.for('svc-rest.Storage'),
  RestUrls: Symbol.for('svc-rest.RestUrls'),
  Server: Symbol.for('svc-rest.Server'),
  /** Every controller class to serve (multi-bound). */
  Controller: Symbol.for('svc-rest.Controller'),
  /** Every interceptor class (multi-bound); each attaches itself to its hooks. */
  Interceptor: Symbol.for('svc-rest.Interceptor'),
  Auth: Symbol.for('svc-rest.Auth'),
  Capabilities: Symbol.for('svc-rest.Capabilities'),
  FieldRegistry: Symbol.for('svc-rest.FieldRegistry'),
} as const;
