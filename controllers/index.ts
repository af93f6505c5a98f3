/**
 * The built-in controllers (SPEC "Default controllers registered"). createApp
 * installs them unless `defaultControllers: false`.
 */
import type { ControllerHost } from '../src/decorators/installControllers';
import { registerControllerClass } from '../src/decorators/installControllers';
import type { ControllerClass } from '../src/decorators/metadata';
import { SessionController } from './auth/SessionController';
import { ApplicationPasswordsController } from './users/ApplicationPasswordsController';
import { UsersController } from './users/UsersController';
import { PostTypesController } from './types/PostTypesController';
import { PostStatusesController } from './statuses/PostStatusesController';
import { TaxonomiesController } from './taxonomies/TaxonomiesController';
import { SettingsController } from './settings/SettingsController';

export const DEFAULT_CONTROLLERS: readonly ControllerClass[] = [
  PostTypesController,
  PostStatusesController,
  TaxonomiesController,
  UsersController,
  ApplicationPasswordsController,
  SettingsController,
  SessionController,
];

export function installDefaultControllers(app: ControllerHost): void {
  for (const controller of DEFAULT_CONTROLLERS) registerControllerClass(app, controller);
}

export { SessionController, UsersController, ApplicationPasswordsController };
export { PostTypesController, PostStatusesController, TaxonomiesController, SettingsController };
export { PostTypeRegistry } from './types/PostTypeRegistry';
export { TaxonomyRegistry } from './taxonomies/TaxonomyRegistry';
export { PostStatusRegistry } from './statuses/PostStatusRegistry';
export { SettingsRegistry } from './settings/SettingsRegistry';
export { UserResource, USER_ARGS } from './users/UserResource';
