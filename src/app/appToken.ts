/** Container token of the SvcApp itself, for controllers that describe or serve the whole app (OpenAPI, pages). */
export const APP_TOKEN = Symbol.for('svc-rest.App');
