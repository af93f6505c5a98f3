/**
 * WordPress's WP_REST_Abilities_V1_Categories_Controller: `wp-abilities/v1/categories`
 * and `/categories/<slug>`, read it beside `class-wp-rest-abilities-v1-categories-controller.php`.
 */
import { Args, Controller, Permission, Route, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { linksRequested } from '../shared/linksRequested';
import { AbilitiesBaseController, type AbilityPagingArgs } from './AbilitiesBaseController';
import type { AbilityCategory } from './AbilitiesRegistry';
import { ALL, DETAIL, field } from './abilityFields';
import { objectSchema } from '../shared/readonlyItemSchema';

@Controller('wp-abilities/v1', { restBase: 'categories' })
export class AbilityCategoriesController extends AbilitiesBaseController {
  protected override buildItemSchema(): Schema {
    return objectSchema('ability-category', {
      slug: field('Unique identifier for the ability category.', 'string', ALL),
      label: field('Display label for the category.', 'string', ALL),
      description: field('Description of the category.', 'string', DETAIL),
      meta: field('Meta information about the category.', 'object', DETAIL),
    });
  }

  @Route('')
  @Args((c: AbilityCategoriesController) => c.getCollectionParams())
  @Permission('canRead')
  override async getItems(request: RestRequest, args: AbilityPagingArgs): Promise<RestResponse> {
    return this.pagedCollection(this.registry.allCategories(), request, args);
  }

  @Route('/(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)')
  @Args({ slug: { description: 'Unique identifier for the ability category.', type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' } })
  @Permission('canRead')
  override async getItem(request: RestRequest, args: { slug: string }): Promise<RestResponse | RestError> {
    const category = this.registry.getCategory(args.slug);
    if (category === undefined) return new RestError('rest_ability_category_not_found', 'Ability category not found.', { status: 404 });
    return this.prepareItemForResponse(category, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const category = item as AbilityCategory;
    const data = await this.shaped({ slug: category.slug, label: category.label, description: category.description, meta: { ...category.meta } }, request);
    const response = new RestResponse(data);
    if (linksRequested(request)) {
      response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${category.slug}`));
      response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
      response.addLink('abilities', this.urls.restUrl(`/${this.namespace}/abilities?category=${category.slug}`));
    }
    return response;
  }
}
