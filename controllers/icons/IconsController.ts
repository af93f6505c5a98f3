/**
 * WordPress 7.1's WP_REST_Icons_Controller under `wp/v2/icons`: read it beside
 * `class-wp-rest-icons-controller.php`. Like WordPress, the list takes `page` and
 * `per_page` but answers every matching icon.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse,
} from '../kit';
import type { CollectionArgs } from '../../src/baseControllers/CollectionArgs';
import { EditorRegistryController } from '../blocks/EditorRegistryController';
import { objectSchema, readonlyField } from '../shared/readonlyItemSchema';
import type { IconCollectionRegistry } from './IconCollectionRegistry';
import type { Icon, IconRegistry } from './IconRegistry';

const FIELDS = [['name', 'name'], ['label', 'label'], ['content', 'content'], ['collection', 'collection']] as const;
const NAME_PART = '[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?';

/** GET /icons (and /icons/{collection}): the generic collection params, and the collection when sent or matched. */
type IconCollectionArgs = CollectionArgs & { collection?: string };
/** GET /icons/{collection}/{name}: the name is in the path, so it is always there. */
type IconReadArgs = { name: string; context: string };

@Controller('wp/v2', { restBase: 'icons' })
export class IconsController extends EditorRegistryController {
  @inject(TOKENS.Icons) readonly icons!: IconRegistry;
  @inject(TOKENS.IconCollections) private readonly collections!: IconCollectionRegistry;

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    params.collection = { description: 'Limit results to icons belonging to the given collection slug.', type: 'string', pattern: '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$' };
    return params;
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('icon', {
      name: readonlyField('The icon name.'),
      label: readonlyField('The icon label.'),
      content: readonlyField('The icon content (SVG markup).'),
      collection: readonlyField('The slug of the collection this icon belongs to.'),
    });
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.editorsOnly('rest_cannot_view', 'Sorry, you are not allowed to view the registered icons.');
  }

  override getItemPermissionsCheck(): Promise<true | RestError> {
    return this.getItemsPermissionsCheck();
  }

  @Route('', { methods: 'GET' })
  @Args((c: IconsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  listAll(request: RestRequest, args: IconCollectionArgs): Promise<RestResponse | RestError> {
    return this.getItems(request, args);
  }

  // The route's own `collection` argument comes first; the collection parameter's schema replaces it.
  @Route(`/(?P<collection>${NAME_PART})`, { methods: 'GET' })
  @Args((c: IconsController) => {
    const { collection, ...params } = c.getCollectionParams();
    return { collection: collection!, ...params };
  })
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: IconCollectionArgs): Promise<RestResponse | RestError> {
    const given = args.collection;
    const collection = typeof given === 'string' ? given : undefined;
    if (collection !== undefined && !this.collections.isRegistered(collection)) {
      return new RestError('rest_icon_collection_not_found', `Icon collection not found: "${collection}".`, { status: 404 });
    }
    const search = args.search;
    const icons = this.icons.all(typeof search === 'string' ? search : '')
      .filter((icon) => (collection === undefined || icon.collection === collection) && this.collections.isRegistered(icon.collection));
    return new RestResponse(await this.prepareCollection(icons, request));
  }

  @Route(`/(?P<name>${NAME_PART}/${NAME_PART})`, { methods: 'GET' })
  @Args((c: IconsController) => ({ name: { description: 'Icon name.', type: 'string' }, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: IconReadArgs): Promise<RestResponse | RestError> {
    const name = args.name;
    const icon = this.icons.get(name);
    if (icon === undefined) return new RestError('rest_icon_not_found', `Icon not found: "${name}".`, { status: 404 });
    return this.prepareItemForResponse(icon, request);
  }

  override prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    return this.prepareRegistered(item as Icon, FIELDS, request);
  }
}
