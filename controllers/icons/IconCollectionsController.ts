/**
 * WordPress 7.1's WP_REST_Icon_Collections_Controller under `wp/v2/icon-collections`:
 * read it beside `class-wp-rest-icon-collections-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse,
} from '../kit';
import { EditorRegistryController } from '../blocks/EditorRegistryController';
import { objectSchema, readonlyField } from '../shared/readonlyItemSchema';
import type { IconCollection, IconCollectionRegistry } from './IconCollectionRegistry';

const FIELDS = [['slug', 'slug'], ['label', 'label'], ['description', 'description']] as const;

/** GET /icon-collections/{slug}: the slug is in the path, so it is always there. */
type IconCollectionReadArgs = { slug: string; context: string };

@Controller('wp/v2', { restBase: 'icon-collections' })
export class IconCollectionsController extends EditorRegistryController {
  @inject(TOKENS.IconCollections) readonly collections!: IconCollectionRegistry;

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    return params;
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('icon-collection', {
      slug: readonlyField('The icon collection slug.'),
      label: readonlyField('The icon collection label.'),
      description: readonlyField('The icon collection description.'),
    });
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.editorsOnly('rest_cannot_view', 'Sorry, you are not allowed to view the registered icon collections.');
  }

  override getItemPermissionsCheck(): Promise<true | RestError> {
    return this.getItemsPermissionsCheck();
  }

  @Route('', { methods: 'GET' })
  @Args((c: IconCollectionsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    return new RestResponse(await this.prepareCollection(this.collections.all(), request));
  }

  @Route('/(?P<slug>[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)', { methods: 'GET' })
  @Args((c: IconCollectionsController) => ({ slug: { description: 'Icon collection slug.', type: 'string' }, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: IconCollectionReadArgs): Promise<RestResponse | RestError> {
    const slug = args.slug;
    const collection = this.collections.get(slug);
    if (collection === undefined) return new RestError('rest_icon_collection_not_found', `Icon collection not found: "${slug}".`, { status: 404 });
    return this.prepareItemForResponse(collection, request);
  }

  override prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    return this.prepareRegistered(item as IconCollection, FIELDS, request);
  }
}
