/**
 * What a controller works with, handed over as one object: the app's options,
 * hooks, notices, storage and URLs, its capabilities and authentication
 * services, and the content model (post types, taxonomies, post statuses,
 * settings). The container builds it once per app (TOKENS.ControllerServices),
 * so a controller's constructor takes a single argument and a subclass that
 * declares no constructor of its own is built exactly like its parent.
 *
 * The content model is referenced through its container tokens, so a
 * registry's home can change without changing how controllers receive it.
 */
import type { Container } from 'inversify';
import type { ResolvedOptions } from './AppOptions';
import type { Capabilities } from '../auth/capabilities/Capabilities';
import type { AuthServices } from '../auth/wiring/AuthServices';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { Notices } from '../notices/Notices';
import type { RestUrls } from '../server/RestUrls';
import type { Storage } from '../storage/types';
import { prepareInjection } from '../decorators/prepareInjection';
import type { PostTypeRegistry } from '../model/PostTypeRegistry';
import type { TaxonomyRegistry } from '../model/TaxonomyRegistry';
import type { PostStatusRegistry } from '../model/PostStatusRegistry';
import type { SettingsRegistry } from '../model/SettingsRegistry';

export class ControllerServices {
  readonly options: ResolvedOptions;
  readonly hooks: Hooks;
  readonly notices: Notices;
  readonly storage: Storage;
  readonly urls: RestUrls;
  readonly capabilities: Capabilities;
  /** Users, sessions, application passwords and nonces. */
  readonly auth: AuthServices;
  readonly postTypes: PostTypeRegistry;
  readonly taxonomies: TaxonomyRegistry;
  readonly statuses: PostStatusRegistry;
  readonly settings: SettingsRegistry;

  constructor(private readonly container: Container) {
    this.options = container.get<ResolvedOptions>(TOKENS.Options);
    this.hooks = container.get<Hooks>(TOKENS.Hooks);
    this.notices = container.get<Notices>(TOKENS.Notices);
    this.storage = container.get<Storage>(TOKENS.Storage);
    this.urls = container.get<RestUrls>(TOKENS.RestUrls);
    this.capabilities = container.get<Capabilities>(TOKENS.Capabilities);
    this.auth = container.get<AuthServices>(TOKENS.AuthServices);
    this.postTypes = container.get<PostTypeRegistry>(TOKENS.PostTypes);
    this.taxonomies = container.get<TaxonomyRegistry>(TOKENS.Taxonomies);
    this.statuses = container.get<PostStatusRegistry>(TOKENS.PostStatuses);
    this.settings = container.get<SettingsRegistry>(TOKENS.Settings);
  }

  /**
   * A fresh instance of `controller`, built by the container with all its
   * injections: how a revisions or autosaves controller gets the controller of
   * its parent post type (whatever that class injects, a subclass included).
   */
  controller<T extends object>(controller: new (...args: never[]) => T): T {
    prepareInjection(controller);
    // autobind: a class not bound by its own (the parent of a child route) is built in the container's default, transient, scope.
    return this.container.get<T>(controller as new (...args: unknown[]) => T, { autobind: true });
  }
}

/** Binds the app's controller services (once), resolved when the first controller is built. */
export function provideControllerServices(container: Container): void {
  if (container.isBound(TOKENS.ControllerServices)) return;
  container.bind(TOKENS.ControllerServices).toDynamicValue(() => new ControllerServices(container)).inSingletonScope();
}
