/**
 * Base of the built-in controllers: built from the app's one ControllerServices
 * object, it keeps the services they read most as fields of their own, so their
 * code reads `this.storage` and a subclass declares no constructor. The content
 * model's controllers (posts of every type, revisions, autosaves, comments,
 * terms) extend it directly; the site controllers through SiteController, the
 * post type/status/taxonomy readers through RegistryReadController.
 */
import { inject } from 'inversify';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import type { ControllerServices } from '../../src/app/ControllerServices';
import { RestController } from '../../src/baseControllers/RestController';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestUrls } from '../../src/server/RestUrls';
import type { Storage } from '../../src/storage/types';
import type { PostStatusRegistry } from '../../src/model/PostStatusRegistry';
import type { TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export abstract class BuiltInController extends RestController {
  readonly capabilities: Capabilities;
  readonly storage: Storage;
  readonly hooks: Hooks;
  readonly options: ResolvedOptions;
  readonly urls: RestUrls;
  readonly postTypes: PostTypeRegistry;
  readonly taxonomies: TaxonomyRegistry;
  readonly statuses: PostStatusRegistry;

  constructor(@inject(TOKENS.ControllerServices) readonly services: ControllerServices) {
    super();
    this.capabilities = services.capabilities;
    this.storage = services.storage;
    this.hooks = services.hooks;
    this.options = services.options;
    this.urls = services.urls;
    this.postTypes = services.postTypes;
    this.taxonomies = services.taxonomies;
    this.statuses = services.statuses;
  }
}
