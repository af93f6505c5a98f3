/**
 * Base of the site controllers (block types, block renderer, themes, plugins,
 * block directory, templates, global styles, widgets, navigation, patterns…):
 * the app's ControllerServices are injected here once (the ones they use most
 * kept as fields, the rest under `services`), so a subclass declares no
 * constructor and injects only what is its own (its registry) as a property.
 */
import { inject } from 'inversify';
import type { ControllerServices } from '../../src/app/ControllerServices';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { RestController } from '../../src/baseControllers/RestController';
import { TOKENS } from '../../src/di/tokens';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestUrls } from '../../src/server/RestUrls';
import type { Storage } from '../../src/storage/types';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import type { TaxonomyRegistry } from '../../src/model/TaxonomyRegistry';

export abstract class SiteController extends RestController {
  protected readonly capabilities: Capabilities;
  protected readonly urls: RestUrls;
  protected readonly options: ResolvedOptions;
  protected readonly hooks: Hooks;
  protected readonly storage: Storage;
  protected readonly postTypes: PostTypeRegistry;
  protected readonly taxonomies: TaxonomyRegistry;

  constructor(@inject(TOKENS.ControllerServices) protected readonly services: ControllerServices) {
    super();
    this.capabilities = services.capabilities;
    this.urls = services.urls;
    this.options = services.options;
    this.hooks = services.hooks;
    this.storage = services.storage;
    this.postTypes = services.postTypes;
    this.taxonomies = services.taxonomies;
  }

  /** Whether the request's user has `capability` (for `args`, e.g. a plugin file). */
  protected can(capability: string, ...args: unknown[]): Promise<boolean> {
    return currentUserCan(this.capabilities, capability, ...args);
  }

  /** The collection entries of `items`, each prepared as a single item would be. */
  protected async prepareCollection(items: Iterable<unknown>, request: RestRequest): Promise<unknown[]> {
    const data: unknown[] = [];
    for (const item of items) data.push(await this.prepareResponseForCollection(await this.prepareItemForResponse(item, request)));
    return data;
  }
}
