/**
 * WordPress's WP_REST_Search_Controller under `wp/v2/search`: read it beside
 * `class-wp-rest-search-controller.php`. The handlers come from the
 * `svc_rest_search_handlers` filter (default: posts only, SPEC "Default
 * controllers registered"); the filter gets the handler list and a
 * SearchContext for building more (e.g. `new TermSearchHandler(context)`).
 */
import {
  inject, type ControllerServices, validateRequestArg, sanitizeRequestArg, RestController, Args, Controller, Permission, Route, TOKENS, RestError,
  isRestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse,
} from '../kit';
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import { toInt } from '../../src/schema/php';
import { parseList } from '../../src/shaping/parseList';
import type { RestUrls } from '../../src/server/RestUrls';
import { requestContext } from '../types/preparedFields';
import { linksRequested } from '../shared/linksRequested';
import { addPaginationHeaders } from '../shared/pagination';
import { sanitizeUserSlug } from '../users/userArgCallbacks';
import { PostSearchHandler } from './PostSearchHandler';
import { ANY_SUBTYPE, SearchHandler, type SearchContext, type SearchId } from './SearchHandler';
import { objectSchema } from '../shared/readonlyItemSchema';

const readonlyField = (description: string, type: Schema['type'], extra: Schema = {}): Schema => ({
  description, type, ...extra, context: ['view', 'embed'], readonly: true,
});

@Controller('wp/v2', { restBase: 'search' })
export class SearchController extends RestController {
  /** The handlers by type, in the order the filter gave them. */
  readonly handlers = new Map<string, SearchHandler>();

  private readonly urls: RestUrls;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super();
    const { hooks, notices, storage, urls, options, postTypes, taxonomies } = services;
    this.urls = urls;
    const context: SearchContext = { storage, urls, options, hooks, postTypes, taxonomies };
    const handlers = hooks.applyFilters<unknown[]>('svc_rest_search_handlers', [new PostSearchHandler(context)], context);
    for (const handler of Array.isArray(handlers) ? handlers : []) {
      if (!(handler instanceof SearchHandler)) {
        notices.raise('SearchController::constructor', 'REST search handlers must extend the SearchHandler class.', '5.0.0');
        continue;
      }
      this.handlers.set(handler.type, handler);
    }
  }

  private types(): string[] {
    return [...this.handlers.keys()];
  }

  private subtypes(): string[] {
    return [...new Set([...this.handlers.values()].flatMap((handler) => handler.subtypes()))];
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('search-result', {
      id: readonlyField('Unique identifier for the object.', ['integer', 'string']),
      title: readonlyField('The title for the object.', 'string'),
      url: readonlyField('URL to the object.', 'string', { format: 'uri' }),
      type: readonlyField('Object type.', 'string', { enum: this.types() }),
      subtype: readonlyField('Object subtype.', 'string', { enum: this.subtypes() }),
    });
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    const types = this.types();
    return {
      ...params,
      context: { ...params.context, default: 'view' },
      type: { ...(types.length > 0 ? { default: types[0] } : {}), description: 'Limit results to items of an object type.', type: 'string', enum: types },
      subtype: {
        default: ANY_SUBTYPE,
        description: 'Limit results to items of one or more object subtypes.',
        type: 'array',
        items: { enum: [...this.subtypes(), ANY_SUBTYPE], type: 'string' },
        sanitize_callback: (value: unknown, request: unknown, param: string) => this.sanitizeSubtypes(value, request as RestRequest, param),
      },
      exclude: { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
      include: { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
    };
  }

  /** The subtypes asked for, kept to those of the requested type's handler; `any` wins over the rest. */
  sanitizeSubtypes(value: unknown, request: RestRequest, param: string): string[] | RestError {
    const slugs = [...new Set(parseList(value).map(sanitizeUserSlug))];
    const valid = validateRequestArg(slugs, request, param);
    if (isRestError(valid)) return valid;
    const subtypes = sanitizeRequestArg(slugs, request, param);
    if (isRestError(subtypes)) return subtypes;
    const list = (subtypes as unknown[]).map(String);
    if (list.includes(ANY_SUBTYPE)) return [ANY_SUBTYPE];
    const handler = this.handlerFor(request);
    if (handler instanceof RestError) return handler;
    const known = handler.subtypes();
    return list.filter((subtype) => known.includes(subtype));
  }

  private handlerFor(request: RestRequest): SearchHandler | RestError {
    const type = request.getParam('type');
    const handler = typeof type === 'string' && type !== '' ? this.handlers.get(type) : undefined;
    return handler ?? new RestError('rest_search_invalid_type', 'Invalid type parameter.', { status: 400 });
  }

  /** Searching is open to anyone, as in WordPress (whose check always passes). */
  @Route('', { methods: 'GET' })
  @Args((c: SearchController) => c.getCollectionParams())
  @Permission(() => true)
  override async getItems(request: RestRequest, args: CollectionArgs): Promise<RestResponse | RestError> {
    // The handler reads its filters (type, subtype, include, exclude, search) from the request: its API takes one.
    const handler = this.handlerFor(request);
    if (handler instanceof RestError) return handler;
    const result: unknown = await handler.searchItems(request);
    const { ids, total } = (result ?? {}) as { ids?: unknown; total?: unknown };
    if (!Array.isArray(ids) || total === undefined || total === null) {
      return new RestError('rest_search_handler_error', 'Internal search handler error.', { status: 500 });
    }
    const items = await this.prepareCollectionItems(ids as SearchId[], request);

    const count = toInt(total);
    const { page, per_page: perPage } = args;
    if (page > Math.ceil(count / perPage) && count > 0) {
      return new RestError('rest_search_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
    }
    const response = new RestResponse(items);
    addPaginationHeaders(response, request, {
      total: count, perPage, offset: (page - 1) * perPage, base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`),
    });
    return response;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const handler = this.handlerFor(request);
    if (handler instanceof RestError) return new RestResponse();
    const id = item as SearchId;
    const prepared = await handler.prepareItem(id, this.getFieldsForResponse(request));
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(prepared, request), requestContext(request));
    const response = new RestResponse(data);
    if (linksRequested(request)) {
      response.addLinks({ ...(await handler.prepareItemLinks(id)), collection: { href: this.urls.restUrl(`/${this.namespace}/${this.restBase}`) } });
    }
    return response;
  }
}
