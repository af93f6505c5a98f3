/**
 * Wires controllers into one app: each class is bound in the app's container
 * under TOKENS.Controller; when `rest_api_init` fires, every bound controller is
 * resolved (its dependencies injected) and its routes go through the server's
 * ordinary `registerRoute()`.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { Hooks } from '../hooks/Hooks';
import type { RestServer } from '../server/RestServer';
import type { RestUrls } from '../server/RestUrls';
import { fieldRegistryOf } from '../fields/registerRestField';
import type { FieldRegistry } from '../fields/FieldRegistry';
import { registerControllerRoutes } from './controllerRoutes';
import { prepareInjection } from './prepareInjection';
import type { ControllerClass } from './metadata';

/** The parts of an app this module needs (SvcApp has them). */
export interface ControllerHost {
  container: Container;
  hooks: Hooks;
}

/** Implemented by controllers that register their own routes (RestController does). */
export interface SelfRegisteringController {
  registerRoutes(server: RestServer): void;
}

/** Implemented by controllers that read additional fields (RestController does). */
export interface FieldAwareController {
  setFieldRegistry(registry: FieldRegistry): void;
}

/** Implemented by controllers that link to their items (RestController does: self links get `targetHints`). */
export interface UrlAwareController {
  setRestUrls(urls: RestUrls): void;
}

/** Marks a container whose `rest_api_init` listener is installed. */
const INSTALLED = Symbol.for('svc-rest.ControllersInstalled');

export function installControllers(app: ControllerHost, extra: ReadonlyArray<new (...args: never[]) => object>): void {
  ensureInstalled(app);
  for (const controller of extra) registerControllerClass(app, controller);
}

/**
 * Adds a controller class to the app. Before `rest_api_init` it is served from
 * then on; after it (the server already exists) its routes are registered now.
 */
export function registerControllerClass(app: ControllerHost, controller: ControllerClass): void {
  ensureInstalled(app);
  prepareInjection(controller);
  app.container.bind(TOKENS.Controller).to(controller as new (...args: never[]) => object).inSingletonScope();
  if (app.hooks.didAction('rest_api_init') > 0 && app.container.isBound(TOKENS.Server)) {
    const server = app.container.get<RestServer>(TOKENS.Server);
    const all = app.container.getAll<object>(TOKENS.Controller);
    const instance = all.find((candidate) => candidate.constructor === controller);
    if (instance !== undefined) registerController(app, server, instance);
  }
}

function ensureInstalled(app: ControllerHost): void {
  if (app.container.isBound(INSTALLED)) return;
  app.container.bind(INSTALLED).toConstantValue(true);
  fieldRegistryOf(app);
  app.hooks.addAction('rest_api_init', (server: RestServer) => {
    if (!app.container.isBound(TOKENS.Controller)) return;
    for (const instance of app.container.getAll<object>(TOKENS.Controller)) registerController(app, server, instance);
  });
}

function registerController(app: ControllerHost, server: RestServer, instance: object): void {
  if (isFieldAware(instance)) instance.setFieldRegistry(fieldRegistryOf(app));
  if (isUrlAware(instance) && app.container.isBound(TOKENS.RestUrls)) instance.setRestUrls(app.container.get<RestUrls>(TOKENS.RestUrls));
  if (isSelfRegistering(instance)) instance.registerRoutes(server);
  else registerControllerRoutes(server, instance);
}

function isSelfRegistering(value: object): value is SelfRegisteringController {
  return typeof (value as Partial<SelfRegisteringController>).registerRoutes === 'function';
}

function isUrlAware(value: object): value is UrlAwareController {
  return typeof (value as Partial<UrlAwareController>).setRestUrls === 'function';
}

function isFieldAware(value: object): value is FieldAwareController {
  return typeof (value as Partial<FieldAwareController>).setFieldRegistry === 'function';
}
