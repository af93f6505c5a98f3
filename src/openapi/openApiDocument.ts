import type { AppHost } from '../server/AppHost';
import { AuthServices } from '../auth/wiring/AuthServices';
import type { SiteInfoProvider } from '../server/SiteInfo';
import { buildOpenApi } from './buildOpenApi';
import { TOKENS } from '../di/tokens';

type Json = Record<string, unknown>;

/** Version of the description itself (the API follows WordPress's REST API 2.0). */
const DOCUMENT_VERSION = '2.0';

/** The OpenAPI document of an app's current route table (routes registered by anyone included). */
export async function openApiDocument(app: AppHost): Promise<Json> {
  const server = app.server;
  const site = app.container.isBound(TOKENS.SiteInfo) ? await app.container.get<SiteInfoProvider>(TOKENS.SiteInfo).getSiteInfo() : undefined;
  return buildOpenApi({
    routes: server.routeEntries(),
    serverUrl: serverUrlOf(app),
    title: site?.name || 'svc-rest',
    version: DOCUMENT_VERSION,
    description: site?.description || 'WordPress-style REST API served by svc-rest.',
    cookieName: AuthServices.of(app).cookies.name,
  });
}

/** The API root without its trailing slash; with plain permalinks (`?rest_route=`) the pretty form, which is always served. */
function serverUrlOf(app: AppHost): string {
  const root = app.urls.restUrl('/');
  if (!root.includes('?')) return root.replace(/\/+$/, '');
  return `${app.options.baseUrl}/${app.options.restPrefix}`;
}
