/**
 * Base of the site controllers (block types, block renderer, themes, plugins,
 * block directory, templates, global styles, widgets, navigation, patterns…):
 * built from the app's ControllerServices like every built-in controller, so a
 * subclass declares no constructor and injects only what is its own (its
 * registry) as a property; adds the capability check and listing they share.
 */
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import type { RestRequest } from '../../src/server/RestRequest';
import { BuiltInController } from '../shared/BuiltInController';
import type { MaybePromise } from '../../src/hooks/maybePromise';

export abstract class SiteController extends BuiltInController {
  /** Whether the request's user has `capability` (for `args`, e.g. a plugin file). */
  protected can(capability: string, ...args: unknown[]): MaybePromise<boolean> {
    return currentUserCan(this.capabilities, capability, ...args);
  }

  /** The collection entries of `items`, each prepared as a single item would be. */
  protected async prepareCollection(items: Iterable<unknown>, request: RestRequest): Promise<unknown[]> {
    return this.prepareCollectionItems([...items], request);
  }
}
