/**
 * WordPress's WP_REST_Post_Statuses_Controller under `wp/v2/statuses`: read it
 * beside `class-wp-rest-post-statuses-controller.php`.
 */
import { inject } from 'inversify';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { pickFields, requestContext } from '../types/preparedFields';
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
import { addQueryArgs } from '../shared/queryUrl';
import { canEditAnyRestType } from '../types/canEditAnyRestType';
import { PostTypeRegistry } from '../types/PostTypeRegistry';
import { PostStatusRegistry, type PostStatusInfo } from './PostStatusRegistry';
import { postStatusSchema } from './postStatusSchema';

const invalidStatus = (): RestError => new RestError('rest_status_invalid', 'Invalid status.', { status: 404 });

@Controller('wp/v2', { restBase: 'statuses' })
export class PostStatusesController extends RestController {
  readonly statuses = new PostStatusRegistry();
  private readonly postTypes: PostTypeRegistry;

  constructor(
    @inject(TOKENS.Capabilities) private readonly capabilities: Capabilities,
    @inject(TOKENS.RestUrls) private readonly urls: RestUrls,
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
  ) {
    super();
    this.postTypes = new PostTypeRegistry(capabilities.postTypes);
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
    server.registerRoute(this.namespace, `/${this.restBase}/(?P<status>[\\w-]+)`, Object.assign([{
      methods: 'GET',
      callback: (request: RestRequest) => this.getItem(request),
      permission_callback: (request: RestRequest) => this.getItemPermissionsCheck(request),
      args: {
        status: { description: 'An alphanumeric identifier for the status.', type: 'string' },
        context: this.getContextParam({ default: 'view' }),
      },
    }], schema));
  }

  override getCollectionParams(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
  }

  protected override buildItemSchema(): Schema {
    return postStatusSchema();
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (request.getParam('context') !== 'edit') return true;
    if (await canEditAnyRestType(this.capabilities, this.postTypes)) return true;
    return new RestError('rest_cannot_view', 'Sorry, you are not allowed to manage post statuses.', { status: authorizationRequiredCode() });
  }

  override async getItems(request: RestRequest): Promise<RestResponse> {
    const data: Record<string, unknown> = {};
    for (const status of this.statuses.listed()) {
      if (!(await this.canRead(status))) continue;
      data[status.name] = await this.prepareResponseForCollection(await this.prepareItemForResponse(status, request));
    }
    return new RestResponse(data);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const status = this.statuses.get(String(request.getParam('status') ?? ''));
    if (status === undefined) return invalidStatus();
    if (await this.canRead(status)) return true;
    return new RestError('rest_cannot_read_status', 'Cannot view status.', { status: authorizationRequiredCode() });
  }

  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const status = this.statuses.get(String(request.getParam('status') ?? ''));
    if (status === undefined) return invalidStatus();
    return this.prepareItemForResponse(status, request);
  }

  /** Public statuses are readable by anyone; the others (internal ones but trash excepted) by editors of any REST type. */
  private async canRead(status: PostStatusInfo): Promise<boolean> {
    if (status.public) return true;
    if (!status.internal || status.name === 'trash') return canEditAnyRestType(this.capabilities, this.postTypes);
    return false;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const status = item as PostStatusInfo;
    const fields = this.getFieldsForResponse(request);
    const values: Record<string, () => unknown> = {
      name: () => status.label,
      private: () => status.private,
      protected: () => status.protected,
      public: () => status.public,
      queryable: () => status.publiclyQueryable,
      show_in_list: () => status.showInAdminAllList,
      slug: () => status.name,
      date_floating: () => status.dateFloating,
    };
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(pickFields(values, fields), request), requestContext(request));
    const response = new RestResponse(data);
    // Items of this status are listed by the posts collection (filtered by status unless published).
    const posts = this.urls.restUrl('/wp/v2/posts');
    response.addLink('archives', status.name === 'publish' ? posts : addQueryArgs(posts, { status: status.name }));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_status', response, status, request);
  }
}
