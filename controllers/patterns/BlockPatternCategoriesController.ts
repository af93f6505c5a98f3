/**
 * WordPress's WP_REST_Block_Pattern_Categories_Controller at
 * `wp/v2/block-patterns/categories`: read it beside
 * `class-wp-rest-block-pattern-categories-controller.php`. `source=user` adds the
 * `wp_pattern_category` terms users made, before the registered categories.
 */
import { inject, Controller, Permission, Route, TOKENS, type RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { parseList } from '../../src/shaping/parseList';
import { EditorRegistryController } from '../blocks/EditorRegistryController';
import { objectSchema, readonlyField } from '../shared/readonlyItemSchema';
import type { BlockPatternCategoryRegistry } from './BlockPatternCategoryRegistry';

const FIELDS = [['name', 'name'], ['label', 'label'], ['description', 'description'], ['id', 'id']] as const;

interface ListedCategory {
  name: string;
  label: string;
  description?: string;
  /** Only user categories (terms) have one. */
  id?: number;
}

@Controller('wp/v2', { restBase: 'block-patterns/categories' })
export class BlockPatternCategoriesController extends EditorRegistryController {
  @inject(TOKENS.BlockPatternCategories) readonly categories!: BlockPatternCategoryRegistry;

  protected override buildItemSchema(): Schema {
    return objectSchema('block-pattern-category', {
      name: readonlyField('The category name.'),
      label: readonlyField('The category label, in human readable format.'),
      description: readonlyField('The category description, in human readable format.'),
      id: readonlyField('An optional category id, currently used to provide id for user wp_pattern_category terms', 'number'),
    });
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.editorsOnly('rest_cannot_view', 'Sorry, you are not allowed to view the registered block pattern categories.');
  }

  @Route('', { methods: 'GET' })
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    const given = request.getParam('source');
    const sources = given === undefined || given === null ? undefined : parseList(given);
    const listed: ListedCategory[] = [];
    const userLabels = new Set<string>();
    if (sources?.includes('user') === true) {
      const { items } = await this.storage.terms.query({ taxonomy: 'wp_pattern_category', hide_empty: false });
      for (const term of items) {
        listed.push({ name: term.slug, label: term.name, description: term.description, id: term.term_id });
        userLabels.add(term.name);
      }
    }
    if (sources === undefined || sources.includes('core')) {
      // `query` is the pre-6.2 name of `posts`; a user category of the same label wins over a registered one.
      listed.push(...this.categories.all().filter((category) => category.name !== 'query' && !userLabels.has(category.label)));
    }
    return new RestResponse(await this.prepareCollection(listed, request));
  }

  override prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    return this.prepareRegistered(item as ListedCategory, FIELDS, request);
  }
}
