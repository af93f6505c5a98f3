/**
 * Base of the site controllers (block types, block renderer, themes, plugins,
 * block directory): the app services they all use are injected here once, so a
 * subclass declares no constructor and injects only what is its own (its
 * registry) as a property.
 */
import { inject } from 'inversify';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { RestController } from '../../src/baseControllers/RestController';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestRequest } from '../../src/server/RestRequest';
import type { RestUrls } from '../../src/server/RestUrls';

export abstract class SiteController extends RestController {
  constructor(
    @inject(TOKENS.Capabilities) protected readonly capabilities: Capabilities,
    @inject(TOKENS.RestUrls) protected readonly urls: RestUrls,
    @inject(TOKENS.Options) protected readonly options: ResolvedOptions,
    @inject(TOKENS.Hooks) protected readonly hooks: Hooks,
  ) {
    super();
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
