/**
 * Base class of resource controllers, with WordPress's template methods in
 * camelCase (read it beside `class-wp-rest-controller.php`). Subclasses declare
 * routes with decorators (`@Route`, `@Args`, `@Permission`) or override
 * `registerRoutes(server)`, and describe their resource in `buildItemSchema()`.
 */
import { RestError } from '../errors/RestError';
import { Hooks } from '../hooks/Hooks';
import type { ArgSchema, ArgSchemaMap, Schema } from '../schema/types';
import { isEmptyObject } from '../schema/values';
import { filterResponseByContext, isFieldIncluded } from '../shaping/index';
import type { RestRequest } from '../server/RestRequest';
import { RestResponse } from '../server/RestResponse';
import type { RestServer } from '../server/RestServer';
import { getCompactResponseLinks } from '../server/responseLinks';
import type { RestUrls } from '../server/RestUrls';
import { lentTargetHints, TargetHintResolver } from '../server/targetHints';
import { controllerAddress, registerControllerRoutes } from '../decorators/controllerRoutes';
import { getHandlerMetas, type ControllerClass } from '../decorators/metadata';
import { FieldRegistry, type AdditionalField } from '../fields/FieldRegistry';
import { getEndpointArgsForSchema } from './endpointArgsForSchema';
import { FieldsForResponseCache } from './fieldsForResponse';
import { Methods } from './methods';
import { notImplemented } from './notImplemented';
import { absint, sanitizeKey, validateRequestArg } from './requestArgCallbacks';
import { sanitizeTextField } from '../schema/formats/textField';
import { andThen, type MaybePromise } from '../hooks/maybePromise';
import { runMaybeAsync, wait } from '../hooks/maybeAsyncSteps';

/** What a handler may produce: a response, an error, or plain data (wrapped by the server). */
export type ControllerResult = RestResponse | RestError | unknown;

export type PreparedItem = Record<string, unknown>;

export class RestController {
  /** The namespace of the routes (`wp/v2`); defaults to the `@Controller` declaration. */
  namespace: string;
  /** The route base (`posts`); defaults to the `@Controller` `restBase` option. */
  restBase: string;
  /** The base item schema, built once per instance. */
  protected schema: Schema | null = null;
  /** The server this controller registered its routes with (null until then). */
  protected server: RestServer | null = null;
  private fieldRegistry = new FieldRegistry();
  private readonly fieldsCache = new FieldsForResponseCache();
  /** The app's URLs, for the `targetHints` of self links in collections (none until set). */
  private linkUrls: RestUrls | null = null;

  constructor() {
    const address = controllerAddress(this);
    this.namespace = address.namespace;
    this.restBase = address.restBase;
  }

  /** Called by the app before `registerRoutes`: the app's additional fields. */
  setFieldRegistry(registry: FieldRegistry): void {
    this.fieldRegistry = registry;
  }

  /** Called by the app before `registerRoutes`: how its URLs read, so self links in collections get `targetHints`. */
  setRestUrls(urls: RestUrls): void {
    this.linkUrls = urls;
  }

  /**
   * Registers the decorated routes. Override to register routes by hand (call
   * `super.registerRoutes(server)` to keep the decorated ones as well).
   */
  registerRoutes(server: RestServer): void {
    this.server = server;
    // Asks the metadata, not controllerRoutes(): resolving args would run their filters (`rest_*_collection_params`) twice.
    const declared = [...getHandlerMetas(this.constructor as ControllerClass).values()].some((meta) => meta.routes.length > 0);
    if (!declared && Object.getPrototypeOf(this).registerRoutes === RestController.prototype.registerRoutes) {
      server.notices.raise('RestController::registerRoutes', "Method 'RestController::registerRoutes' must be overridden.", '4.7.0');
      return;
    }
    registerControllerRoutes(server, this, this.hasItemSchema() ? () => this.getPublicItemSchema() : undefined);
  }

  /**
   * Whether the app serves `/{namespace}/{restBase}` (a route as registered, captures
   * included). Discovery asks before pointing at a route, so a type, taxonomy or link
   * appears once its controller is installed. Before registration nothing is known: true.
   */
  servesRoute(namespace: string, restBase: string): boolean {
    return this.server === null || this.server.getRouteEntry(`/${namespace}/${restBase}`) !== undefined;
  }

  /**
   * Whether the app serves `/{namespace}/{restBase}` or any route below it: a type served only
   * item by item (global styles: `/global-styles/<id>`, no collection) is still served.
   */
  servesRoutesUnder(namespace: string, restBase: string): boolean {
    if (this.servesRoute(namespace, restBase)) return true;
    const prefix = `/${namespace}/${restBase}/`;
    return this.server!.routeEntries(namespace).some(([route]) => route.startsWith(prefix));
  }

  /** Whether this controller describes a resource (routes then publish its schema). */
  protected hasItemSchema(): boolean {
    this.schema ??= this.buildItemSchema();
    return Object.keys(this.schema).length > 0;
  }

  // Template methods: each answers 405 `invalid-method` until a subclass overrides it. Routed through
  // `@Route`, a handler gets its declared args (typed in the override) after the request. Permission
  // checks get the request only: the Allow header runs them for requests another handler sanitized.

  getItemsPermissionsCheck(_request: RestRequest): unknown {
    return notImplemented('RestController::getItemsPermissionsCheck');
  }

  getItems(_request: RestRequest, _args?: object): ControllerResult | Promise<ControllerResult> {
    return notImplemented('RestController::getItems');
  }

  getItemPermissionsCheck(_request: RestRequest): unknown {
    return notImplemented('RestController::getItemPermissionsCheck');
  }

  getItem(_request: RestRequest, _args?: object): ControllerResult | Promise<ControllerResult> {
    return notImplemented('RestController::getItem');
  }

  createItemPermissionsCheck(_request: RestRequest): unknown {
    return notImplemented('RestController::createItemPermissionsCheck');
  }

  createItem(_request: RestRequest, _args?: object): ControllerResult | Promise<ControllerResult> {
    return notImplemented('RestController::createItem');
  }

  updateItemPermissionsCheck(_request: RestRequest): unknown {
    return notImplemented('RestController::updateItemPermissionsCheck');
  }

  updateItem(_request: RestRequest, _args?: object): ControllerResult | Promise<ControllerResult> {
    return notImplemented('RestController::updateItem');
  }

  deleteItemPermissionsCheck(_request: RestRequest): unknown {
    return notImplemented('RestController::deleteItemPermissionsCheck');
  }

  deleteItem(_request: RestRequest, _args?: object): ControllerResult | Promise<ControllerResult> {
    return notImplemented('RestController::deleteItem');
  }

  /** The model object to write, built from the request (and the handler's args, when the subclass takes them). */
  protected prepareItemForDatabase(_request: RestRequest, _args?: object): unknown {
    return notImplemented('RestController::prepareItemForDatabase');
  }

  /** The response for one item. */
  prepareItemForResponse(_item: unknown, _request: RestRequest): RestResponse | RestError | Promise<RestResponse | RestError> {
    return notImplemented('RestController::prepareItemForResponse');
  }

  /**
   * One item's entry in a collection: its data plus compact `_links` when it has links; without a promise
   * when no permission check (targetHints) had to wait. `lentHints` resolves the target hints when given
   * (an embedded collection shares its embedding response's), else a resolver of its own does.
   */
  prepareResponseForCollection(response: unknown, lentHints?: TargetHintResolver): MaybePromise<unknown> {
    if (!(response instanceof RestResponse)) return response;
    const data = response.getData();
    const fields: object = typeof data === 'object' && data !== null ? data : data === null || data === undefined ? {} : { 0: data };
    const server = this.server;
    const hints = lentHints ?? (server !== null && this.linkUrls !== null ? new TargetHintResolver(server, this.linkUrls) : null);
    // The entry is made in one go, links included: a copy that gains `_links` afterwards is copied again to grow.
    return andThen(getCompactResponseLinks(response, server?.hooks ?? new Hooks(), hints), (links) =>
      (isEmptyObject(links) ? { ...fields } : { ...fields, _links: links }));
  }

  /**
   * The collection entries of `items` (prepareItemForResponse, then prepareResponseForCollection), one item
   * after another, leaving out those `include` refuses; without a promise while every step answers plainly,
   * so a page of cached items costs none.
   */
  prepareCollectionItems<T>(items: readonly T[], request: RestRequest, include?: (item: T) => MaybePromise<boolean>): MaybePromise<unknown[]> {
    return runMaybeAsync(this.collectionSteps(items, request, include));
  }

  private *collectionSteps<T>(items: readonly T[], request: RestRequest, include?: (item: T) => MaybePromise<boolean>): Generator<unknown, unknown[], unknown> {
    // Inside an `_embed`, the items resolve their links' target hints with the embedding response's resolver.
    const hints = lentTargetHints(request);
    const entries: unknown[] = [];
    for (const item of items) {
      if (include !== undefined && !(yield* wait(include(item)))) continue;
      const prepared = yield* wait(this.prepareItemForResponse(item, request));
      entries.push(yield* wait(this.prepareResponseForCollection(prepared, hints)));
    }
    return entries;
  }

  /** `data` without the fields whose schema `context` lacks `context`. */
  filterResponseByContext<T>(data: T, context: string): T {
    return filterResponseByContext(data, this.getItemSchema(), context);
  }

  /** The resource schema. Subclasses describe it in {@link buildItemSchema}; it is built once. */
  protected buildItemSchema(): Schema {
    return {};
  }

  /** The item schema (built once per instance) with the additional fields' schemas added. */
  getItemSchema(): Schema {
    this.schema ??= this.buildItemSchema();
    return this.addAdditionalFieldsSchema(this.schema);
  }

  /** The item schema as published (OPTIONS, index): without the `arg_options` of its properties. */
  getPublicItemSchema(): Schema {
    const schema = this.getItemSchema();
    if (schema.properties === undefined || Object.keys(schema.properties).length === 0) return schema;
    const properties: Record<string, Schema> = {};
    for (const [name, property] of Object.entries(schema.properties)) {
      const { arg_options: _omitted, ...rest } = property;
      properties[name] = rest;
    }
    return { ...schema, properties };
  }

  /** Query parameters of a collection: context, page, per_page (1..100, default 10) and search. */
  getCollectionParams(): ArgSchemaMap {
    return {
      context: this.getContextParam(),
      page: {
        description: 'Current page of the collection.',
        type: 'integer',
        default: 1,
        sanitize_callback: absint,
        validate_callback: validateRequestArg,
        minimum: 1,
      },
      per_page: {
        description: 'Maximum number of items to be returned in result set.',
        type: 'integer',
        default: 10,
        minimum: 1,
        maximum: 100,
        sanitize_callback: absint,
        validate_callback: validateRequestArg,
      },
      search: {
        description: 'Limit results to those matching a string.',
        type: 'string',
        sanitize_callback: sanitizeTextField,
        validate_callback: validateRequestArg,
      },
    };
  }

  /** The `context` parameter, its `enum` collected from the schema's property contexts; `args` win. */
  getContextParam(args: ArgSchema = {}): ArgSchema {
    const param: ArgSchema = {
      description: 'Scope under which the request is made; determines fields present in response.',
      type: 'string',
      sanitize_callback: sanitizeKey,
      validate_callback: validateRequestArg,
    };
    const contexts = new Set<string>();
    for (const property of Object.values(this.getItemSchema().properties ?? {})) {
      if (Array.isArray(property.context)) for (const context of property.context) contexts.add(String(context));
    }
    // WordPress lists them in reverse byte order (view, embed, edit).
    if (contexts.size > 0) param.enum = [...contexts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    return { ...param, ...args };
  }

  /** Request arguments from the item schema: defaults and `required` only when `method` is creation. */
  getEndpointArgsForItemSchema(method: string = Methods.CREATABLE): ArgSchemaMap {
    return getEndpointArgsForSchema(this.getItemSchema(), method);
  }

  /** The top-level fields to compute for this request (`_fields` and `context`). */
  getFieldsForResponse(request: RestRequest): string[] {
    return this.fieldsCache.get(this.getItemSchema(), this.getAdditionalFields(), this.fieldRegistry.version, request);
  }

  /**
   * `prepared` with the additional fields the request asks for. A field's
   * get_callback runs only when the field is included (so excluded fields cost nothing).
   */
  async addAdditionalFieldsToObject(prepared: PreparedItem, request: RestRequest): Promise<PreparedItem> {
    const additional = this.getAdditionalFields();
    if (additional.size === 0) return prepared;
    const requested = this.getFieldsForResponse(request);
    const objectType = this.getObjectType() ?? '';
    for (const [name, field] of additional) {
      if (field.get_callback === null || !isFieldIncluded(name, requested)) continue;
      prepared[name] = await field.get_callback(prepared, name, request, objectType);
    }
    return prepared;
  }

  /**
   * addAdditionalFieldsToObject, without a promise when no field is registered for this object type
   * (the common case, met for every item of a page). A subclass overriding addAdditionalFieldsToObject
   * is still called.
   */
  addAdditionalFieldsMaybeAsync(prepared: PreparedItem, request: RestRequest): MaybePromise<PreparedItem> {
    if (this.addAdditionalFieldsToObject === RestController.prototype.addAdditionalFieldsToObject && this.getAdditionalFields().size === 0) {
      return prepared;
    }
    return this.addAdditionalFieldsToObject(prepared, request);
  }

  /**
   * Runs the update_callback of each additional field the request carries, in
   * registration order; the first RestError stops the update and is returned.
   */
  async updateAdditionalFieldsForObject(object: unknown, request: RestRequest): Promise<true | RestError> {
    const objectType = this.getObjectType() ?? '';
    for (const [name, field] of this.getAdditionalFields()) {
      if (field.update_callback === null) continue;
      const value = request.getParam(name);
      if (value === null || value === undefined) continue;
      const result = await field.update_callback(value, object, name, request, objectType);
      if (result instanceof RestError) return result;
    }
    return true;
  }

  /**
   * `schema` with each additional field's schema under `properties`. The object
   * type is the schema's `title` (a schema without one gets nothing added).
   */
  addAdditionalFieldsSchema(schema: Schema): Schema {
    if (typeof schema.title !== 'string' || schema.title === '') return schema;
    let properties: Record<string, Schema> | undefined;
    for (const [name, field] of this.fieldRegistry.getFields(schema.title)) {
      if (field.schema === null) continue;
      properties ??= { ...(schema.properties ?? {}) };
      properties[name] = field.schema;
    }
    return properties === undefined ? schema : { ...schema, properties };
  }

  /** The additional fields registered for `objectType` (default: this controller's object type). */
  protected getAdditionalFields(objectType: string | null = this.getObjectType()): ReadonlyMap<string, AdditionalField> {
    return this.fieldRegistry.getFields(objectType);
  }

  /** The object type this controller serves: its schema's `title`, or null. */
  protected getObjectType(): string | null {
    this.schema ??= this.buildItemSchema();
    return typeof this.schema.title === 'string' && this.schema.title !== '' ? this.schema.title : null;
  }
}
