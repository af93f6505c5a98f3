import type { Container } from 'inversify';
import type { Hooks } from '../hooks/Hooks';
import type { Storage } from '../storage/types';
import type { CoreOptions } from './CoreOptions';
import type { RestServer } from './RestServer';
import type { RestUrls } from './RestUrls';

/**
 * What the framework's layers below the app read of a running app (an SvcApp is one):
 * the wiring of the HTTP layer, interceptors, authentication and pages, the core routes
 * and the OpenAPI description take this instead of the app itself.
 */
export interface AppHost {
  readonly hooks: Hooks;
  readonly container: Container;
  readonly options: CoreOptions;
  /** The REST server; the app creates it on first read (SPEC "Server class and initialisation"). */
  readonly server: RestServer;
  readonly urls: RestUrls;
  readonly storage: Storage;
}
