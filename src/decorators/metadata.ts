/**
 * The one place that knows how decorator metadata is stored. Everything lives on
 * the decorated class itself (`Reflect.defineMetadata(key, value, Ctor)`), never
 * in a process-wide list, so many apps in one process each see only the classes
 * they were given. Readers walk the class chain, so subclasses inherit routes.
 */
import 'reflect-metadata';
import type { ArgSchemaMap } from '../schema/types';
import type { RestRequest } from '../server/RestRequest';

/** A class that can be a controller (its constructor arguments come from the container). */
export type ControllerClass = abstract new (...args: never[]) => object;

export interface ControllerOptions {
  /** Route base used by RestController subclasses (`this.restBase`). */
  restBase?: string;
  /**
   * `false`: no route of this controller may be batched, whatever the `@Route`
   * options it declares or inherits say (WordPress's attachments, which extend
   * the batchable posts controller).
   */
  batch?: false;
}

export interface ControllerMeta extends ControllerOptions {
  namespace: string;
}

export interface RouteOptions {
  /** HTTP methods of this handler set: `'GET'`, `'POST, PUT, PATCH'` or a list. Default GET. */
  methods?: string | readonly string[];
  /** Hide this endpoint from the index (default shown). */
  show_in_index?: boolean;
  /** Let the batch endpoint run this handler set. */
  allow_batch?: { v1?: boolean } | false;
  /** Replace an existing route of the same path instead of merging into it. */
  override?: boolean;
  /** Publish the controller's item schema on this route (default true; only RestController subclasses have one). */
  schema?: boolean;
}

export interface RouteMeta {
  path: string;
  options: RouteOptions;
}

/**
 * A permission check: the name of a method on the controller, or a function of the
 * request and the controller. Only a result of exactly `true` permits.
 */
export type PermissionCheck<C = never> = string | ((request: RestRequest, controller: C) => unknown);

/**
 * Argument schemas of a handler: a fixed map, or a function of the controller for
 * args that depend on the instance (its post type, taxonomy or item schema). The
 * function runs once, when the routes are registered.
 */
export type ArgsDeclaration = ArgSchemaMap | ((controller: never) => ArgSchemaMap);

/** Everything declared on one handler method. */
export interface HandlerMeta {
  routes: readonly RouteMeta[];
  args?: ArgsDeclaration;
  permission?: PermissionCheck<object>;
}

const CONTROLLER_KEY = Symbol.for('svc-rest:controller');
const HANDLERS_KEY = Symbol.for('svc-rest:handlers');

export function setControllerMeta(target: ControllerClass, meta: ControllerMeta): void {
  Reflect.defineMetadata(CONTROLLER_KEY, meta, target);
}

/** The nearest `@Controller` declaration in the class chain, if any. */
export function getControllerMeta(target: ControllerClass): ControllerMeta | undefined {
  return Reflect.getMetadata(CONTROLLER_KEY, target) as ControllerMeta | undefined;
}

/** Whether this exact class (not an ancestor) carries `@Controller`. */
export function hasOwnControllerMeta(target: ControllerClass): boolean {
  return Reflect.hasOwnMetadata(CONTROLLER_KEY, target);
}

function ownHandlers(target: ControllerClass): ReadonlyMap<string, HandlerMeta> {
  return (Reflect.getOwnMetadata(HANDLERS_KEY, target) as Map<string, HandlerMeta> | undefined) ?? new Map();
}

/** Records a change to one method's declaration on its own class (copy-on-write: ancestors stay untouched). */
export function updateHandlerMeta(target: ControllerClass, method: string, change: (current: HandlerMeta) => HandlerMeta): void {
  const next = new Map(ownHandlers(target));
  next.set(method, change(next.get(method) ?? { routes: [] }));
  Reflect.defineMetadata(HANDLERS_KEY, next, target);
}

/**
 * Every decorated method of the class and its ancestors, base first. A subclass
 * that re-declares a method's routes replaces the inherited ones; args and
 * permission it does not re-declare are inherited.
 */
export function getHandlerMetas(target: ControllerClass): Map<string, HandlerMeta> {
  const chain: ControllerClass[] = [];
  for (let current: unknown = target; typeof current === 'function' && current !== Function.prototype; current = Object.getPrototypeOf(current)) {
    chain.unshift(current as ControllerClass);
  }
  const merged = new Map<string, HandlerMeta>();
  for (const cls of chain) {
    for (const [method, meta] of ownHandlers(cls)) {
      const inherited = merged.get(method);
      merged.set(method, {
        routes: meta.routes.length > 0 ? meta.routes : inherited?.routes ?? [],
        args: meta.args ?? inherited?.args,
        permission: meta.permission ?? inherited?.permission,
      });
    }
  }
  return merged;
}
