/**
 * WordPress's WP_REST_Font_Collections_Controller (read it beside
 * `class-wp-rest-font-collections-controller.php`): the app's font collections
 * under `wp/v2/font-collections`, for users who may edit theme options. A
 * collection whose source fails is left out of the list and answers 500 alone.
 */
import {
  inject, Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController, TOKENS,
} from '../kit';
import { isEmpty, toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import { addPaginationHeaders } from '../shared/pagination';
import { type FontCollection, type FontLibrary } from './FontLibrary';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const ALL_CONTEXTS = ['view', 'edit', 'embed'];
/** The response fields that need the collection's data loaded. */
const DATA_FIELDS = ['name', 'description', 'font_families', 'categories'] as const;

/**
 * GET /font-collections: the generic collection params without `search`; page and per_page
 * have defaults, but a `rest_font_collections_collection_params` filter may take them away.
 */
type FontCollectionListArgs = { context: string; page?: number; per_page?: number };

@Controller('wp/v2', { restBase: 'font-collections' })
export class FontCollectionsController extends SiteController {
  @inject(TOKENS.FontLibrary) readonly library!: FontLibrary;

  protected override buildItemSchema(): Schema {
    const field = (description: string, type: string, extra: Partial<Schema> = {}): Schema => ({ description, type, context: ALL_CONTEXTS, ...extra });
    return objectSchema('font-collection', {
      slug: field('Unique identifier for the font collection.', 'string', { readonly: true }),
      name: field('The name for the font collection.', 'string'),
      description: field('The description for the font collection.', 'string'),
      font_families: field('The font families for the font collection.', 'array'),
      categories: field('The categories for the font collection.', 'array'),
    });
  }

  override getCollectionParams(): ArgSchemaMap {
    const { search: _search, ...params } = super.getCollectionParams();
    params.context = this.getContextParam({ default: 'view' });
    return this.hooks.applyFilters<ArgSchemaMap>('rest_font_collections_collection_params', params);
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    if (await this.can('edit_theme_options')) return true;
    return denied('rest_cannot_read', 'Sorry, you are not allowed to access font collections.');
  }

  @Route('', { methods: 'GET' })
  @Args((c: FontCollectionsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: FontCollectionListArgs): Promise<RestResponse | RestError> {
    const all = this.library.all();
    const page = toInt(args.page);
    const perPage = Math.max(1, toInt(args.per_page));
    const maxPages = Math.ceil(all.length / perPage);
    if (page > maxPages && all.length > 0) {
      return new RestError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
    }
    const offset = (page - 1) * perPage;
    const items: unknown[] = [];
    for (const collection of all.slice(offset, offset + perPage)) {
      const item = await this.prepareItemForResponse(collection, request);
      // A collection whose data cannot be loaded is skipped; the others are still listed.
      if (item instanceof RestError || request.getMethod() === 'HEAD') continue;
      items.push(await this.prepareResponseForCollection(item));
    }
    const response = new RestResponse(request.getMethod() === 'HEAD' ? [] : items);
    addPaginationHeaders(response, request, { total: all.length, perPage, offset, base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`) });
    return response;
  }

  @Route('/(?P<slug>[\\/\\w-]+)', { methods: 'GET' })
  @Args((c: FontCollectionsController) => ({ context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemsPermissionsCheck')
  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    // The route's `slug` is matched from the path, not declared: read as matched.
    const collection = this.library.get(String(request.getParam('slug') ?? ''));
    if (collection === undefined) return new RestError('rest_font_collection_not_found', 'Font collection not found.', { status: 404 });
    return this.prepareItemForResponse(collection, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse | RestError> {
    const collection = item as FontCollection;
    const fields = this.getFieldsForResponse(request);
    const data: Record<string, unknown> = {};
    if (isFieldIncluded('slug', fields)) data.slug = collection.slug;
    if (DATA_FIELDS.some((field) => fields.includes(field))) {
      const loaded = await collection.getData();
      if (loaded instanceof RestError) {
        loaded.addData({ status: 500 });
        return loaded;
      }
      for (const field of DATA_FIELDS) if (isFieldIncluded(field, fields)) data[field] = loaded[field];
    }
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_font_collection', new RestResponse([]), collection, request);
    const response = new RestResponse(data);
    if (isFieldIncluded('_links', fields)) {
      response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${collection.slug}`));
      response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    }
    const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    response.setData(this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), context));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_font_collection', response, collection, request);
  }
}
