/**
 * WordPress's WP_REST_Post_Types_Controller under `wp/v2/types`: read it beside
 * `class-wp-rest-post-types-controller.php`.
 */
import { inject } from 'inversify';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { pickFields, requestContext } from './preparedFields';
import { RestController } from '../../src/controllers/RestController';
import { Controller } from '../../src/decorators/index';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import type { ArgSchemaMap, Schema } from '../../src/schema/types';
import { authorizationRequiredCode } from '../../src/server/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { RestServer } from '../../src/server/RestServer';
import type { RestUrls } from '../../src/server/RestUrls';
import { TaxonomyRegistry } from '../taxonomies/TaxonomyRegistry';
import { canEditAnyRestType } from './canEditAnyRestType';
import { PostTypeRegistry, type PostTypeInfo } from './PostTypeRegistry';
import { postTypeSchema } from './postTypeSchema';

const CANNOT_EDIT = 'Sorry, you are not allowed to edit posts in this post type.';

@Controller('wp/v2', { restBase: 'types' })
export class PostTypesController extends RestController {
  readonly postTypes: PostTypeRegistry;
  readonly taxonomies: TaxonomyRegistry;

  constructor(
    @inject(TOKENS.Capabilities) private readonly capabilities: Capabilities,
    @inject(TOKENS.RestUrls) private readonly urls: RestUrls,
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
  ) {
    super();
    this.postTypes = new PostTypeRegistry(capabilities.postTypes);
    this.taxonomies = new TaxonomyRegistry(capabilities.taxonomies);
  }

  override registerRoutes(server: RestServer): void {
    this.server = server;
    const schema = { schema: () => this.getPublicItemSchema() };
    server.registerRoute(this.namespace, `/${this.restBase}`, Object.assign([{
      methods: 'GET',
      callback: (request: RestRequest) => this.getItems(request),
      permission_callback: (request: RestRequest) => this.getItemsPermissionsCheck(request),
      args: this.getCollectionParams(),
    }], schema));
    server.registerRoute(this.namespace, `/${this.restBase}/(?P<type>[\\w-]+)`, Object.assign([{
      methods: 'GET',
      callback: (request: RestRequest) => this.getItem(request),
      permission_callback: () => true,
      args: {
        type: { description: 'An alphanumeric identifier for the post type.', type: 'string' },
        context: this.getContextParam({ default: 'view' }),
      },
    }], schema));
  }

  override getCollectionParams(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
  }

  protected override buildItemSchema(): Schema {
    return postTypeSchema();
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (request.getParam('context') !== 'edit') return true;
    if (await canEditAnyRestType(this.capabilities, this.postTypes)) return true;
    return new RestError('rest_cannot_view', CANNOT_EDIT, { status: authorizationRequiredCode() });
  }

  override async getItems(request: RestRequest): Promise<RestResponse> {
    const data: Record<string, unknown> = {};
    const edit = request.getParam('context') === 'edit';
    for (const type of this.postTypes.restTypes()) {
      if (edit && !(await currentUserCan(this.capabilities, type.cap.edit_posts))) continue;
      data[type.name] = await this.prepareResponseForCollection(await this.prepareItemForResponse(type, request));
    }
    return new RestResponse(data);
  }

  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const type = this.postTypes.get(String(request.getParam('type') ?? ''));
    if (type === undefined) return new RestError('rest_type_invalid', 'Invalid post type.', { status: 404 });
    if (!type.showInRest) return new RestError('rest_cannot_read_type', 'Cannot view post type.', { status: authorizationRequiredCode() });
    if (request.getParam('context') === 'edit' && !(await currentUserCan(this.capabilities, type.cap.edit_posts))) {
      return new RestError('rest_forbidden_context', CANNOT_EDIT, { status: authorizationRequiredCode() });
    }
    return this.prepareItemForResponse(type, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const type = item as PostTypeInfo;
    const fields = this.getFieldsForResponse(request);
    const values: Record<string, () => unknown> = {
      capabilities: () => ({ ...type.cap }),
      description: () => type.description,
      hierarchical: () => type.hierarchical,
      has_archive: () => type.hasArchive,
      visibility: () => ({ show_in_nav_menus: type.visibility.show_in_nav_menus, show_ui: type.visibility.show_ui }),
      viewable: () => type.viewable,
      labels: () => ({ ...type.labels }),
      name: () => type.label,
      slug: () => type.name,
      icon: () => type.icon,
      supports: () => ({ ...type.supports }),
      taxonomies: () => this.taxonomies.forObjectType(type.name).filter((taxonomy) => taxonomy.showInRest).map((taxonomy) => taxonomy.name),
      rest_base: () => type.restBase,
      rest_namespace: () => type.restNamespace,
      template: () => [...type.template],
      template_lock: () => type.templateLock,
    };
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(pickFields(values, fields), request), requestContext(request));
    const response = new RestResponse(data);
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    response.addLink('https://api.w.org/items', this.urls.restUrl(`/${type.restNamespace}/${type.restBase}`));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_post_type', response, type, request);
  }
}
