/**
 * Controller tests that serve a few controllers alone still compare with WordPress
 * captures whose types, taxonomies and links point at every collection. Discovery
 * points only at served routes, so these sites serve a stand-in (GET answering `[]`)
 * for every REST post type and taxonomy collection no controller serves — registered
 * last, when routes are (the first request), so types registered before it count.
 */
import type { SvcApp } from '../../src/app/SvcApp';
import type { RestServer } from '../../src/server/RestServer';
import { contentRegistriesOf } from '../../controllers/registries';

export function serveCollectionStandIns(app: SvcApp): void {
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    const { postTypes, taxonomies } = contentRegistriesOf(app);
    for (const item of [...postTypes.restTypes(), ...taxonomies.all().filter((taxonomy) => taxonomy.showInRest)]) {
      if (server.getRouteEntry(`/${item.restNamespace}/${item.restBase}`) !== undefined) continue;
      server.registerRoute(item.restNamespace, `/${item.restBase}`, { methods: 'GET', callback: () => [], permission_callback: () => true });
    }
  });
}

/** A stand-in GET route at `/{namespace}/{route}`, unless a controller serves it. */
export function serveStandIn(app: SvcApp, namespace: string, route: string): void {
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    if (server.getRouteEntry(`/${namespace}/${route}`) !== undefined) return;
    server.registerRoute(namespace, `/${route}`, { methods: 'GET', callback: () => [], permission_callback: () => true });
  });
}
