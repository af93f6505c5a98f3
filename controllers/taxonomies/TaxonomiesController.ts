/**
 * WordPress's WP_REST_Taxonomies_Controller under `wp/v2/taxonomies`: read it
 * beside `class-wp-rest-taxonomies-controller.php`.
 */
import { inject } from 'inversify';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
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
import { isEmptyParam } from '../shared/params';
import { pickFields, requestContext } from '../types/preparedFields';
import { TaxonomyRegistry, type TaxonomyInfo } from './TaxonomyRegistry';
import { taxonomySchema } from './taxonomySchema';

const CANNOT_MANAGE = 'Sorry, you are not allowed to manage terms in this taxonomy.';

@Controller('wp/v2', { restBase: 'taxonomies' })
export class TaxonomiesController extends RestController {
  readonly taxonomies: TaxonomyRegistry;

  constructor(
    @inject(TOKENS.Capabilities) private readonly capabilities: Capabilities,
    @inject(TOKENS.RestUrls) private readonly urls: RestUrls,
    @inject(TOKENS.Hooks) private readonly hooks: Hooks,
  ) {
    super();
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
    server.registerRoute(this.namespace, `/${this.restBase}/(?P<taxonomy>[\\w-]+)`, Object.assign([{
      methods: 'GET',
      callback: (request: RestRequest) => this.getItem(request),
      permission_callback: (request: RestRequest) => this.getItemPermissionsCheck(request),
      args: {
        taxonomy: { description: 'An alphanumeric identifier for the taxonomy.', type: 'string' },
        context: this.getContextParam({ default: 'view' }),
      },
    }], schema));
  }

  override getCollectionParams(): ArgSchemaMap {
    return {
      context: this.getContextParam({ default: 'view' }),
      type: { description: 'Limit results to taxonomies associated with a specific post type.', type: 'string' },
    };
  }

  protected override buildItemSchema(): Schema {
    return taxonomySchema();
  }

  /** Every taxonomy, or those of the post type the `type` parameter names. */
  private candidates(request: RestRequest): TaxonomyInfo[] {
    const type = request.getParam('type');
    return isEmptyParam(type) ? this.taxonomies.all() : this.taxonomies.forObjectType(String(type));
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (request.getParam('context') !== 'edit') return true;
    for (const taxonomy of this.candidates(request)) {
      if (taxonomy.showInRest && (await currentUserCan(this.capabilities, taxonomy.cap.assign_terms))) return true;
    }
    return new RestError('rest_cannot_view', CANNOT_MANAGE, { status: authorizationRequiredCode() });
  }

  override async getItems(request: RestRequest): Promise<RestResponse> {
    const edit = request.getParam('context') === 'edit';
    const data: Record<string, unknown> = {};
    for (const taxonomy of this.candidates(request)) {
      if (!taxonomy.showInRest) continue;
      if (edit && !(await currentUserCan(this.capabilities, taxonomy.cap.assign_terms))) continue;
      data[taxonomy.name] = await this.prepareResponseForCollection(await this.prepareItemForResponse(taxonomy, request));
    }
    return new RestResponse(data);
  }

  /** A taxonomy hidden from REST is plainly forbidden (false → rest_forbidden); unknown ones fall through to the 404. */
  override async getItemPermissionsCheck(request: RestRequest): Promise<boolean | RestError> {
    const taxonomy = this.taxonomies.get(String(request.getParam('taxonomy') ?? ''));
    if (taxonomy === undefined) return true;
    if (!taxonomy.showInRest) return false;
    if (request.getParam('context') === 'edit' && !(await currentUserCan(this.capabilities, taxonomy.cap.assign_terms))) {
      return new RestError('rest_forbidden_context', CANNOT_MANAGE, { status: authorizationRequiredCode() });
    }
    return true;
  }

  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const taxonomy = this.taxonomies.get(String(request.getParam('taxonomy') ?? ''));
    if (taxonomy === undefined) return new RestError('rest_taxonomy_invalid', 'Invalid taxonomy.', { status: 404 });
    return this.prepareItemForResponse(taxonomy, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const taxonomy = item as TaxonomyInfo;
    const values: Record<string, () => unknown> = {
      name: () => taxonomy.label,
      slug: () => taxonomy.name,
      capabilities: () => ({ ...taxonomy.cap }),
      description: () => taxonomy.description,
      labels: () => ({ ...taxonomy.labels }),
      types: () => [...taxonomy.objectTypes],
      show_cloud: () => taxonomy.showTagcloud,
      hierarchical: () => taxonomy.hierarchical,
      rest_base: () => taxonomy.restBase,
      rest_namespace: () => taxonomy.restNamespace,
      visibility: () => ({ ...taxonomy.visibility }),
    };
    const fields = this.getFieldsForResponse(request);
    const data = this.filterResponseByContext(await this.addAdditionalFieldsToObject(pickFields(values, fields), request), requestContext(request));
    const response = new RestResponse(data);
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    response.addLink('https://api.w.org/items', this.urls.restUrl(`/${taxonomy.restNamespace}/${taxonomy.restBase}`));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_taxonomy', response, taxonomy, request);
  }
}
