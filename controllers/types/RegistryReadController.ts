/**
 * The read-only pair WordPress repeats for post types, statuses and taxonomies:
 * `GET /{base}` (an object keyed by name) and `GET /{base}/{name}`. Subclasses
 * say which items exist, who sees them and which fields they publish; the
 * routes, the listing and the response shaping live here once.
 *
 * Decorator paths are fixed strings, so each subclass declares its item route
 * itself: `@Route('/(?P<type>[\\w-]+)') override getItem(r, a) { return super.getItem(r, a); }`
 * (its args and permission are inherited from here).
 */
import {
  BuiltInController, Args, Permission, Route, RestError, type ArgSchemaMap, type RestRequest, RestResponse, denied,
} from '../kit';
import { pickFields, requestContext } from './preparedFields';

/** The wire texts that differ between the three controllers. */
export interface RegistryReadTexts {
  /** The item route's parameter (`type`) and its description. */
  param: string;
  paramDescription: string;
  /** `rest_cannot_view` message when `context=edit` is refused on the collection. */
  cannotView: string;
  /** The 404 of an unknown name (`rest_type_invalid`, `Invalid post type.`). */
  invalidCode: string;
  invalidMessage: string;
  /** The filter run on each prepared response (`rest_prepare_post_type`). */
  prepareFilter: string;
}

/**
 * The texts of a resource WordPress words like the others: item parameter `param`
 * ("An alphanumeric identifier for the {noun}."), 404 `rest_{param}_invalid` ("Invalid {noun}."),
 * filter `rest_prepare_{noun}` (spaces as underscores); only the refusal differs in kind.
 */
export function registryTexts(param: string, noun: string, cannotView: string): RegistryReadTexts {
  return {
    param,
    paramDescription: `An alphanumeric identifier for the ${noun}.`,
    cannotView,
    invalidCode: `rest_${param}_invalid`,
    invalidMessage: `Invalid ${noun}.`,
    prepareFilter: `rest_prepare_${noun.replaceAll(' ', '_')}`,
  };
}

/** GET /{base}: `context` defaults to view (taxonomies add their `type` filter). */
export interface RegistryCollectionArgs {
  context: string;
}

/** GET /{base}/{name}: the name under the resource's own parameter (`type`, `status`, `taxonomy`), and `context`. */
export interface RegistryItemArgs {
  readonly context: string;
  readonly [param: string]: unknown;
}

export abstract class RegistryReadController<T extends { name: string }> extends BuiltInController {
  /** The wire texts of this resource. */
  protected abstract readonly texts: RegistryReadTexts;

  /** The registered item called `name`, if any (visible or not). */
  protected abstract find(name: string): T | undefined;

  /** The items the collection lists for these args, in order. */
  protected abstract listed(args: RegistryCollectionArgs): Promise<T[]>;

  /** Whether `context=edit` on the collection is allowed. */
  protected abstract canListForEdit(request: RestRequest): Promise<boolean>;

  /** The published fields of `item`, each computed only when requested, in schema order. */
  protected abstract fieldValues(item: T): Record<string, () => unknown>;

  /** The links of one item's response. */
  protected abstract addItemLinks(response: RestResponse, item: T): void;

  /** Why reading an existing item is refused in getItem (null: it is not). */
  protected itemDenied(_item: T, _args: RegistryItemArgs): Promise<RestError | null> {
    return Promise.resolve(null);
  }

  override getCollectionParams(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
  }

  /** The item route's arguments: its name parameter, then `context`. */
  getItemParams(): ArgSchemaMap {
    return {
      [this.texts.param]: { description: this.texts.paramDescription, type: 'string' },
      context: this.getContextParam({ default: 'view' }),
    };
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (request.getParam('context') !== 'edit') return true;
    if (await this.canListForEdit(request)) return true;
    return denied('rest_cannot_view', this.texts.cannotView);
  }

  @Route('', { methods: 'GET' })
  @Args((c: RegistryReadController<{ name: string }>) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: RegistryCollectionArgs): Promise<RestResponse> {
    const data: Record<string, unknown> = {};
    for (const item of await this.listed(args)) {
      data[item.name] = await this.prepareResponseForCollection(await this.prepareItemForResponse(item, request));
    }
    return new RestResponse(data);
  }

  override getItemPermissionsCheck(_request: RestRequest): unknown {
    return true;
  }

  @Args((c: RegistryReadController<{ name: string }>) => c.getItemParams())
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: RegistryItemArgs): Promise<RestResponse | RestError> {
    const item = this.find(String(args[this.texts.param] ?? ''));
    if (item === undefined) return this.invalidItem();
    return (await this.itemDenied(item, args)) ?? this.prepareItemForResponse(item, request);
  }

  /** The item the route's name parameter names, as sent (for the permission checks). */
  protected findRequested(request: RestRequest): T | undefined {
    return this.find(String(request.getParam(this.texts.param) ?? ''));
  }

  protected invalidItem(): RestError {
    return new RestError(this.texts.invalidCode, this.texts.invalidMessage, { status: 404 });
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const typed = item as T;
    const fields = this.getFieldsForResponse(request);
    const picked = pickFields(this.fieldValues(typed), fields);
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(picked, request), requestContext(request));
    const response = new RestResponse(data);
    this.addItemLinks(response, typed);
    return this.hooks.applyFilters<RestResponse>(this.texts.prepareFilter, response, typed, request);
  }

  /** Whether the routes of a registered type or taxonomy are served (discovery lists only those). */
  protected served(item: { restNamespace: string; restBase: string }): boolean {
    return this.servesRoutesUnder(item.restNamespace, item.restBase);
  }

  /** `collection` and `https://api.w.org/items` links of a registered type or taxonomy (items only when its collection is served). */
  protected addCollectionLinks(response: RestResponse, item: { restNamespace: string; restBase: string }): void {
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    if (this.servesRoute(item.restNamespace, item.restBase)) response.addLink('https://api.w.org/items', this.urls.restUrl(`/${item.restNamespace}/${item.restBase}`));
  }
}
