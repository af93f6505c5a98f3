/**
 * What the `wp-abilities/v1` controllers share: the app's abilities registry,
 * `read` as the permission to list, and WordPress's paged collections
 * (`page`, `per_page` up to 100, default 50) with their headers.
 */
import { inject, type ArgSchemaMap, type RestRequest, RestResponse, SiteController, TOKENS } from '../kit';
import type { SvcApp } from '../../src/app/SvcApp';
import { addPaginationHeaders } from '../shared/pagination';
import { abilitiesOf, type AbilitiesRegistry } from './AbilitiesRegistry';
import type { MaybePromise } from '../../src/hooks/maybePromise';

export const NAME_ARG = { description: 'Unique identifier for the ability.', type: 'string', pattern: '^[a-zA-Z0-9\\-\\/]+$' } as const;

/**
 * The paging of an abilities listing: page 1 and 50 per page by default, absent only
 * when a collection-params filter took them away.
 */
export interface AbilityPagingArgs {
  context: string;
  page?: number;
  per_page?: number;
}

/** An ability's routes: its name is in the path, so it is always there. */
export type AbilityNameArgs = { name: string };

export abstract class AbilitiesBaseController extends SiteController {
  @inject(TOKENS.App) private readonly app!: SvcApp;

  protected get registry(): AbilitiesRegistry {
    return abilitiesOf(this.app);
  }

  override getCollectionParams(): ArgSchemaMap {
    const { context, page, per_page: perPage } = super.getCollectionParams();
    return { context: { ...context, default: 'view' }, page: page!, per_page: { ...perPage, default: 50 } };
  }

  /** `read`, as WordPress asks for every abilities listing. */
  canRead(): MaybePromise<boolean> {
    return this.can('read');
  }

  /** One page of `items` prepared, with the collection's pagination headers (an empty body for HEAD). */
  protected async pagedCollection(items: readonly unknown[], request: RestRequest, args: AbilityPagingArgs): Promise<RestResponse> {
    const page = args.page ?? 1;
    const perPage = args.per_page ?? 50;
    const offset = (page - 1) * perPage;
    const data = request.getMethod() === 'HEAD' ? [] : await this.prepareCollection(items.slice(offset, offset + perPage), request);
    const response = new RestResponse(data);
    addPaginationHeaders(response, request, { total: items.length, perPage, offset, base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`) });
    return response;
  }

  /** The item's data shaped for the request: additional fields, then the `context` filter. */
  protected async shaped(data: Record<string, unknown>, request: RestRequest): Promise<Record<string, unknown>> {
    const withFields = await this.addAdditionalFieldsToObject(data, request);
    return this.filterResponseByContext(withFields, String(request.getParam('context') ?? 'view'));
  }
}
