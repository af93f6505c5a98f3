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

export const DEFAULT_CONTROLLERS: readonly ControllerClass[] = [UsersController, ApplicationPasswordsController, SessionController];

export function installDefaultControllers(app: ControllerHost): void {
  for (const controller of DEFAULT_CONTROLLERS) registerControllerClass(app, controller);
}

export { SessionController, UsersController, ApplicationPasswordsController };
export { UserResource, USER_ARGS } from './users/UserResource';
