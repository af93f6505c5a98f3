/**
 * A site controller the per-post-type selection may bind to a post type
 * (templates, template parts, global styles and their revisions): its routes
 * go under the bound type's namespace and rest base.
 */
import type { RestServer } from '../../src/server/RestServer';
import { SiteController } from '../blocks/SiteController';
import { addressOfBoundType } from '../posts/PostsController';

export abstract class BoundSiteController extends SiteController {
  override registerRoutes(server: RestServer): void {
    addressOfBoundType(this);
    super.registerRoutes(server);
  }
}

/** The context a request asks for, `view` when none (one definition, shared with the other controllers). */
export { requestContext } from '../types/preparedFields';
