/**
 * A site controller the per-post-type selection may bind to a post type
 * (templates, template parts, global styles and their revisions): its routes
 * go under the bound type's namespace and rest base.
 */
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestServer } from '../../src/server/RestServer';
import { SiteController } from '../blocks/SiteController';
import { addressOfBoundType } from '../posts/PostsController';

export abstract class BoundSiteController extends SiteController {
  override registerRoutes(server: RestServer): void {
    addressOfBoundType(this);
    super.registerRoutes(server);
  }
}

/** The context a request asks for, `view` when none. */
export function requestContext(request: RestRequest): string {
  const context = request.getParam('context');
  return typeof context === 'string' && context !== '' ? context : 'view';
}
