import { TOKENS } from '../di/tokens';
import type { AppHost } from './AppHost';
import { batchArgs, DEFAULT_MAX_BATCH_SIZE, serveBatchRequestV1 } from './batch';
import { getIndex, getNamespaceIndex } from './indexData';
import { normalizeHandlerSet } from './normalizeRoute';
import type { RestRequest } from './RestRequest';
import { currentUser } from '../scope/RequestScope';
import type { RestServer } from './RestServer';
import { bindDefaultSiteInfo } from './bindDefaultSiteInfo';
import type { SiteInfoProvider } from './SiteInfo';

/** What the index asks of the capabilities bound under TOKENS.Capabilities (authentication binds them). */
interface CapabilityCheck {
  userCan(user: number, cap: string): Promise<boolean>;
}

/**
 * The routes every server has, registered when the server is created (before
 * `rest_api_init`): the index `/`, `/batch/v1`, and a namespace index `/<namespace>`
 * added as soon as a namespace first appears.
 */
export function registerCoreRoutes(server: RestServer, app: Pick<AppHost, 'container' | 'options' | 'hooks' | 'urls'>): void {
  bindDefaultSiteInfo(app.container, app.options);
  // URLs and site facts are looked up per request: the HTTP layer and storage may bind them late.
  const deps = {
    server,
    get urls() { return app.urls; },
    siteInfo: () => app.container.get<SiteInfoProvider>(TOKENS.SiteInfo),
    canSeeActiveTheme: () => canSeeActiveTheme(app),
  };

  server.addRoute('', '/', [
    normalizeHandlerSet({
      methods: 'GET',
      callback: (request: RestRequest) => getIndex(deps, request),
      args: { context: { default: 'view' } },
    }),
  ]);

  const maxBatchSize = app.hooks.applyFilters<number>('rest_get_max_batch_size', DEFAULT_MAX_BATCH_SIZE);
  server.addRoute('', '/batch/v1', [
    normalizeHandlerSet({
      methods: 'POST',
      callback: (request: RestRequest) => serveBatchRequestV1(server, app.urls, request),
      args: batchArgs(maxBatchSize),
    }),
  ]);

  app.hooks.addAction('svc_rest_namespace_added', (target: RestServer, namespace: string) => {
    if (target !== server) return;
    server.addRoute(namespace, `/${namespace}`, [
      normalizeHandlerSet({
        methods: 'GET',
        callback: (request: RestRequest) => getNamespaceIndex(deps, request),
        args: { namespace: { default: namespace }, context: { default: 'view' } },
      }),
    ]);
  });
}

/** WordPress shows the active theme to users who can switch themes or edit posts. */
async function canSeeActiveTheme(app: Pick<AppHost, 'container'>): Promise<boolean> {
  const user = currentUser().id;
  if (user === 0 || !app.container.isBound(TOKENS.Capabilities)) return false;
  const capabilities = app.container.get<CapabilityCheck>(TOKENS.Capabilities);
  for (const cap of ['switch_themes', 'manage_network_themes', 'edit_posts']) {
    if (await capabilities.userCan(user, cap)) return true;
  }
  return false;
}
