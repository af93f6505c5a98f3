/**
 * WordPress's WP_REST_Block_Directory_Controller under `wp/v2/block-directory`:
 * read it beside `class-wp-rest-block-directory-controller.php`. The search runs
 * over the app's local catalogue instead of WordPress.org.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, type RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse,
  SiteController,
} from '../kit';
import { stripTags } from '../blocks/html';
import type { PluginRegistry } from '../plugins/PluginRegistry';
import { addPaginationHeaders } from '../shared/pagination';
import { addQueryArgs } from '../shared/queryUrl';
import type { BlockDirectoryCatalogue, DirectoryPlugin } from './BlockDirectoryCatalogue';
import { humanTimeDiff } from './humanTimeDiff';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const VIEW = ['view'];
const field = (description: string, type: Schema['type']): Schema => ({ description, type, context: VIEW });

/** WordPress's wp_trim_words: the first `count` words, `more` appended when cut. */
function trimWords(text: string, count: number, more: string): string {
  const words = stripTags(text).trim().split(/\s+/).filter((word) => word !== '');
  return words.length > count ? `${words.slice(0, count).join(' ')}${more}` : words.join(' ');
}

/**
 * GET /block-directory/search: the generic paging without `search`, and the required `term`;
 * all optional, since a `rest_block_directory_collection_params` filter may take any away.
 */
interface BlockDirectoryArgs {
  context?: string;
  page?: number;
  per_page?: number;
  term?: string;
}

@Controller('wp/v2', { restBase: 'block-directory' })
export class BlockDirectoryController extends SiteController {
  @inject(TOKENS.BlockDirectory) readonly catalogue!: BlockDirectoryCatalogue;
  @inject(TOKENS.Plugins) private readonly plugins!: PluginRegistry;

  override getCollectionParams(): ArgSchemaMap {
    const { search: _search, ...params } = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    params.term = { description: 'Limit result set to blocks matching the search term.', type: 'string', required: true, minLength: 1 };
    return this.hooks.applyFilters<ArgSchemaMap>('rest_block_directory_collection_params', params);
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('block-directory-item', {
      name: field('The block name, in namespace/block-name format.', 'string'),
      title: field('The block title, in human readable format.', 'string'),
      description: field('A short description of the block, in human readable format.', 'string'),
      id: field('The block slug.', 'string'),
      rating: field('The star rating of the block.', 'number'),
      rating_count: field('The number of ratings.', 'integer'),
      active_installs: field('The number sites that have activated this block.', 'integer'),
      author_block_rating: field('The average rating of blocks published by the same author.', 'number'),
      author_block_count: field('The number of blocks published by the same author.', 'integer'),
      author: field('The WordPress.org username of the block author.', 'string'),
      icon: { ...field('The block icon.', 'string'), format: 'uri' },
      last_updated: { ...field('The date when the block was last updated.', 'string'), format: 'date-time' },
      humanized_updated: field('The date when the block was last updated, in fuzzy human readable format.', 'string'),
    });
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    if ((await this.can('install_plugins')) && (await this.can('activate_plugins'))) return true;
    return denied('rest_block_directory_cannot_view', 'Sorry, you are not allowed to browse the block directory.');
  }

  @Route('/search', { methods: 'GET' })
  @Args((c: BlockDirectoryController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: BlockDirectoryArgs): Promise<RestResponse> {
    const perPage = Number(args.per_page ?? 10);
    const page = Number(args.page ?? 1);
    // Plugins without blocks are never listed, as WordPress skips them.
    const found = this.catalogue.search(String(args.term ?? '')).filter((plugin) => plugin.blocks.length > 0);
    const offset = (page - 1) * perPage;
    const data = await this.prepareCollection(found.slice(offset, offset + perPage), request);
    const response = new RestResponse(data);
    addPaginationHeaders(response, request, { total: found.length, perPage, offset, base: this.urls.restUrl(`/${this.namespace}/${this.restBase}/search`) });
    return response;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const plugin = item as DirectoryPlugin;
    const block = plugin.blocks[0];
    const updated = new Date(plugin.last_updated.includes('T') ? plugin.last_updated : `${plugin.last_updated.replace(' ', 'T')}Z`);
    const updatedMs = Number.isNaN(updated.getTime()) ? 0 : updated.getTime();
    const data = await this.addAdditionalFieldsToObject({
      name: block?.name ?? '',
      title: block !== undefined && block.title !== '' ? block.title : plugin.name,
      description: trimWords(plugin.short_description, 30, '...'),
      id: plugin.slug,
      rating: plugin.rating / 20,
      rating_count: Math.trunc(plugin.num_ratings),
      active_installs: Math.trunc(plugin.active_installs),
      author_block_rating: plugin.author_block_rating / 20,
      author_block_count: Math.trunc(plugin.author_block_count),
      author: stripTags(plugin.author),
      icon: plugin.icons['1x'] ?? 'block-default',
      last_updated: new Date(updatedMs).toISOString().slice(0, 19),
      humanized_updated: `${humanTimeDiff(updatedMs, this.options.now())} ago`,
    }, request);
    const response = new RestResponse(data);
    response.addLink('https://api.w.org/install-plugin', addQueryArgs(this.urls.restUrl('/wp/v2/plugins'), { slug: plugin.slug }));
    const installed = this.plugins.all().find((candidate) => candidate.plugin.split('/')[0] === plugin.slug);
    if (installed !== undefined) response.addLink('https://api.w.org/plugin', this.urls.restUrl(`/wp/v2/plugins/${installed.plugin}`), { embeddable: true });
    return response;
  }
}
