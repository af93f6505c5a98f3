/**
 * WordPress's WP_REST_Pattern_Directory_Controller under `wp/v2/pattern-directory`:
 * read it beside `class-wp-rest-pattern-directory-controller.php`. WordPress proxies
 * WordPress.org's pattern API; here the query goes to the app's injectable source.
 */
import { isEmpty } from '../../src/schema/php';
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { canEditSomePosts } from '../blocks/canEditSomePosts';
import { parseList } from '../../src/shaping/parseList';
import { ALL_CONTEXTS, objectSchema } from '../shared/readonlyItemSchema';
import { askDirectory, type PatternDirectoryQuery, type PatternDirectorySource } from './PatternDirectorySource';
import { prepareDirectoryPattern } from './prepareDirectoryPattern';
import { denied } from '../shared/restErrors';

const CONTEXTS = ALL_CONTEXTS;
const stringList = (description: string): Schema => ({ description, type: 'array', uniqueItems: true, items: { type: 'string' }, context: CONTEXTS });

@Controller('wp/v2', { restBase: 'pattern-directory' })
export class PatternDirectoryController extends SiteController {
  @inject(TOKENS.PatternDirectory) private readonly directory!: PatternDirectorySource;

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    params.per_page = { ...params.per_page, default: 100 };
    params.search = { ...params.search, minLength: 1 };
    params.category = { description: 'Limit results to those matching a category ID.', type: 'integer', minimum: 1 };
    params.keyword = { description: 'Limit results to those matching a keyword ID.', type: 'integer', minimum: 1 };
    params.slug = { description: 'Limit results to those matching a pattern (slug).', type: 'array' };
    params.offset = { description: 'Offset the result set by a specific number of items.', type: 'integer' };
    params.order = { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'desc', enum: ['asc', 'desc'] };
    params.orderby = {
      description: 'Sort collection by post attribute.', type: 'string', default: 'date',
      enum: ['author', 'date', 'id', 'include', 'modified', 'parent', 'relevance', 'slug', 'include_slugs', 'title', 'favorite_count'],
    };
    return this.hooks.applyFilters<ArgSchemaMap>('rest_pattern_directory_collection_params', params);
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('pattern-directory-item', {
      id: { description: 'The pattern ID.', type: 'integer', minimum: 1, context: CONTEXTS },
      title: { description: 'The pattern title, in human readable format.', type: 'string', minLength: 1, context: CONTEXTS },
      content: { description: 'The pattern content.', type: 'string', minLength: 1, context: CONTEXTS },
      categories: stringList("The pattern's category slugs."),
      keywords: stringList("The pattern's keywords."),
      description: { description: 'A description of the pattern.', type: 'string', minLength: 1, context: CONTEXTS },
      viewport_width: { description: 'The preferred width of the viewport when previewing a pattern, in pixels.', type: 'integer', context: CONTEXTS },
      block_types: { ...stringList('The block types which can use this pattern.'), context: ['view', 'embed'] },
    });
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    if (await canEditSomePosts(this.capabilities, this.postTypes)) return true;
    return denied('rest_pattern_directory_cannot_view', 'Sorry, you are not allowed to browse the local block pattern directory.');
  }

  @Route('/patterns', { methods: 'GET' })
  @Args((c: PatternDirectoryController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: PatternDirectoryArgs): Promise<RestResponse | RestError> {
    const raw = await askDirectory(this.directory, directoryQuery(args));
    if (raw instanceof RestError) return raw;
    const data = await this.prepareCollectionItems(raw, request);
    return new RestResponse(data);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const prepared = await this.addAdditionalFieldsToObject({ ...prepareDirectoryPattern(item) }, request);
    return this.hooks.applyFilters<RestResponse>('rest_prepare_block_pattern', new RestResponse(prepared), item, request);
  }
}

/**
 * The collection args, each when sent or defaulted; all optional, since a
 * `rest_pattern_directory_collection_params` filter may take any of them away.
 */
interface PatternDirectoryArgs {
  context?: string;
  page?: number;
  per_page?: number;
  search?: string;
  category?: number;
  keyword?: number;
  slug?: unknown;
  offset?: number;
  order?: string;
  orderby?: string;
}

/** The query WordPress forwards: the paging, order and filter arguments given (empty ones left out). */
function directoryQuery(args: PatternDirectoryArgs): PatternDirectoryQuery {
  const param = (name: keyof PatternDirectoryArgs): unknown => args[name];
  const query: PatternDirectoryQuery = {
    page: Number(param('page') ?? 1),
    per_page: Number(param('per_page') ?? 100),
    order: param('order') === 'asc' ? 'asc' : 'desc',
    orderby: String(param('orderby') ?? 'date'),
    locale: 'en_US',
  };
  if (!isEmpty(param('offset'))) query.offset = Number(param('offset'));
  if (!isEmpty(param('search'))) query.search = String(param('search'));
  // A comma list is a list of slugs, as WordPress reads any array argument given as a string.
  const slug = parseList(param('slug')).flatMap((entry) => parseList(entry));
  if (slug.length > 0) query.slug = slug;
  if (!isEmpty(param('category'))) query.category = Number(param('category'));
  if (!isEmpty(param('keyword'))) query.keyword = Number(param('keyword'));
  return query;
}
