/**
 * Turns a controller instance into ordinary registerRoute() calls: decorators
 * only describe routes, the server's one route table holds them.
 */
import type { ArgSchemaMap, Schema } from '../schema/types';
import type { HandlerSetInput, PermissionCallback, RestCallback, RouteOptions as ServerRouteOptions } from '../server/HandlerSet';
import type { RestRequest } from '../server/RestRequest';
import type { RestServer } from '../server/RestServer';
import { getControllerMeta, getHandlerMetas, type ArgsDeclaration, type ControllerClass, type HandlerMeta, type PermissionCheck, type RouteMeta } from './metadata';

/** One route of a controller, ready for `server.registerRoute(namespace, path, args, override)`. */
export interface ControllerRoute {
  namespace: string;
  path: string;
  handlers: HandlerSetInput[];
  options: ServerRouteOptions;
  override: boolean;
}

type Callable = (...args: unknown[]) => unknown;

/** The namespace and route base of a controller: instance properties win over `@Controller` options. */
export function controllerAddress(instance: object): { namespace: string; restBase: string } {
  const meta = getControllerMeta(instance.constructor as ControllerClass);
  const own = instance as { namespace?: unknown; restBase?: unknown };
  const namespace = typeof own.namespace === 'string' && own.namespace !== '' ? own.namespace : meta?.namespace ?? '';
  const restBase = typeof own.restBase === 'string' && own.restBase !== '' ? own.restBase : meta?.restBase ?? '';
  return { namespace, restBase };
}

/**
 * Every decorated route of the instance's class chain, grouped by path in
 * declaration order. `schema`, when given, is published as each route's schema
 * (unless a route opts out with `schema: false`), and the route is marked as
 * filtering its own data by context.
 */
export function controllerRoutes(instance: object, schema?: () => Schema): ControllerRoute[] {
  const { namespace, restBase } = controllerAddress(instance);
  const batchable = getControllerMeta(instance.constructor as ControllerClass)?.batch !== false;
  const byPath = new Map<string, { handlers: HandlerSetInput[]; metas: RouteMeta[] }>();
  for (const [method, meta] of getHandlerMetas(instance.constructor as ControllerClass)) {
    for (const route of meta.routes) {
      // A subclass withdraws an inherited endpoint by re-declaring its route with no methods.
      if (Array.isArray(route.options.methods) && route.options.methods.length === 0) continue;
      const path = joinPath(restBase, route.path);
      const group = byPath.get(path) ?? { handlers: [], metas: [] };
      group.handlers.push(handlerSet(instance, method, meta, route, batchable));
      group.metas.push(route);
      byPath.set(path, group);
    }
  }
  return [...byPath].map(([path, { handlers, metas }]) => ({
    namespace,
    path,
    handlers,
    options: routeOptions(metas, schema, batchable),
    override: metas.some((meta) => meta.options.override === true),
  }));
}

/** Registers the instance's decorated routes; returns how many registrations succeeded. */
export function registerControllerRoutes(server: RestServer, instance: object, schema?: () => Schema): number {
  let registered = 0;
  for (const route of controllerRoutes(instance, schema)) {
    const args = Object.assign([...route.handlers], route.options);
    if (server.registerRoute(route.namespace, route.path, args, route.override)) registered++;
  }
  return registered;
}

function handlerSet(instance: object, method: string, meta: HandlerMeta, route: RouteMeta, batchable: boolean): HandlerSetInput {
  const fn = methodOf(instance, method, '@Route');
  const args = resolveArgs(instance, meta.args);
  const names = Object.keys(args);
  const callback: RestCallback = (request) => fn.call(instance, request, declaredParams(request, names));
  const set: HandlerSetInput = {
    methods: route.options.methods ?? 'GET',
    callback,
    permission_callback: meta.permission === undefined ? null : permissionCallback(instance, meta.permission),
    args,
  };
  if (route.options.show_in_index !== undefined) set.show_in_index = route.options.show_in_index;
  if (batchable && route.options.allow_batch !== undefined) set.allow_batch = route.options.allow_batch;
  return set;
}

function resolveArgs(instance: object, declared: ArgsDeclaration | undefined): ArgSchemaMap {
  if (declared === undefined) return {};
  return typeof declared === 'function' ? (declared as (controller: object) => ArgSchemaMap)(instance) : declared;
}

/** The declared parameters the request carries (after the server sanitized them). */
function declaredParams(request: RestRequest, names: readonly string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const name of names) if (request.hasParam(name)) params[name] = request.getParam(name);
  return params;
}

function permissionCallback(instance: object, check: PermissionCheck<object>): PermissionCallback {
  if (typeof check === 'string') {
    const fn = methodOf(instance, check, '@Permission');
    return (request) => fn.call(instance, request);
  }
  return (request) => check(request, instance);
}

function routeOptions(metas: readonly RouteMeta[], schema: (() => Schema) | undefined, batchable: boolean): ServerRouteOptions {
  const options: ServerRouteOptions = {};
  const batch = metas.find((meta) => typeof meta.options.allow_batch === 'object')?.options.allow_batch;
  if (batchable && typeof batch === 'object') options.allow_batch = batch;
  if (schema !== undefined && metas.every((meta) => meta.options.schema !== false)) {
    options.schema = schema;
    // The schema comes from a RestController, whose prepareItemForResponse shapes by context itself.
    options.context_filtered = true;
  }
  return options;
}

function methodOf(instance: object, name: string, decorator: string): Callable {
  const fn = (instance as Record<string, unknown>)[name];
  if (typeof fn !== 'function') {
    throw new TypeError(`${decorator} of ${instance.constructor.name} names "${name}", which is not a method.`);
  }
  return fn as Callable;
}

/** `/` + rest base + path, with duplicate slashes between the parts removed. */
function joinPath(restBase: string, path: string): string {
  const parts = [restBase, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter((part) => part !== '');
  return `/${parts.join('/')}`;
}
