import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { AllowHeaderInterceptor } from '../../src/interceptors/AllowHeaderInterceptor';
import { OptionsInterceptor } from '../../src/interceptors/OptionsInterceptor';
import { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';
import type { RestServer } from '../../src/server/RestServer';
import { toResponse } from '../../src/server/ensure';
import { responseToData } from '../../src/server/serveRequest';

export const BASE = 'http://example.test';
export const ROOT = `${BASE}/svc-json`;

/** An app without built-in controllers whose routes are registered by `register` on `rest_api_init`. */
export async function makeApp(register: (server: RestServer, app: SvcApp) => void = () => undefined): Promise<SvcApp> {
  const app = await createApp({ defaultControllers: false, database: ':memory:', baseUrl: BASE, secret: 'test-secret' });
  app.hooks.addAction('rest_api_init', (server: RestServer) => register(server, app));
  return app;
}

/** Attaches this part's two interceptors by hand (the lead wires them into the defaults). */
export function attachServerInterceptors(app: SvcApp): void {
  new OptionsInterceptor(app.urls).attach(app.hooks);
  new AllowHeaderInterceptor().attach(app.hooks);
}

export interface RequestInit {
  query?: Record<string, unknown>;
  json?: unknown;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export function request(method: string, route: string, init: RequestInit = {}): RestRequest {
  const req = new RestRequest(method, route);
  if (init.query !== undefined) req.setQueryParams({ ...init.query });
  if (init.body !== undefined) req.setBodyParams({ ...init.body });
  if (init.headers !== undefined) req.setHeaders(init.headers);
  if (init.json !== undefined) {
    req.setHeader('Content-Type', 'application/json');
    req.setBody(JSON.stringify(init.json));
  }
  return req;
}

/** Dispatch followed by `rest_post_dispatch`, as the serve pipeline runs them (Allow is added there). */
export async function dispatchFiltered(app: SvcApp, req: RestRequest): Promise<RestResponse> {
  const response = await app.server.dispatch(req);
  return toResponse(await app.hooks.applyFiltersAsync<unknown>('rest_post_dispatch', response, app.server, req));
}

/** The response as a client sees its body: data plus compact `_links`, round-tripped through JSON. */
export async function bodyOf(app: SvcApp, response: RestResponse): Promise<unknown> {
  return JSON.parse(JSON.stringify(await responseToData(app.server, app.urls, response, false))) as unknown;
}

/** The body of a 400 `rest_invalid_param` answer about one parameter; `detailData` is its detail's data. */
export function invalidParamBody(param: string, message: string, detailData: unknown = null): Record<string, unknown> {
  return {
    code: 'rest_invalid_param',
    message: `Invalid parameter(s): ${param}`,
    data: { status: 400, params: { [param]: message }, details: { [param]: { code: 'rest_invalid_param', message, data: detailData } } },
  };
}
