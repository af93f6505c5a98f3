/**
 * WordPress's WP_REST_Taxonomies_Controller under `wp/v2/taxonomies`: read it
 * beside `class-wp-rest-taxonomies-controller.php`. The routes come from RegistryReadController.
 */
import { isEmpty } from '../../src/schema/php';
import { Controller, Route, RestError, type ArgSchemaMap, type Schema, type RestRequest, type RestResponse } from '../kit';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { RegistryReadController, registryTexts, type RegistryCollectionArgs, type RegistryItemArgs } from '../types/RegistryReadController';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import { taxonomySchema } from './taxonomySchema';
import { denied } from '../shared/restErrors';
import type { MaybePromise } from '../../src/hooks/maybePromise';

const CANNOT_MANAGE = 'Sorry, you are not allowed to manage terms in this taxonomy.';

/** GET /taxonomies: `context`, and the post type to filter by when sent. */
type TaxonomyCollectionArgs = RegistryCollectionArgs & { type?: string };

@Controller('wp/v2', { restBase: 'taxonomies' })
export class TaxonomiesController extends RegistryReadController<TaxonomyInfo> {
  protected override readonly texts = registryTexts('taxonomy', 'taxonomy', CANNOT_MANAGE);


  override getCollectionParams(): ArgSchemaMap {
    return {
      ...super.getCollectionParams(),
      type: { description: 'Limit results to taxonomies associated with a specific post type.', type: 'string' },
    };
  }

  protected override buildItemSchema(): Schema {
    return taxonomySchema();
  }

  @Route('/(?P<taxonomy>[\\w-]+)', { methods: 'GET' })
  override getItem(request: RestRequest, args: RegistryItemArgs): Promise<RestResponse | RestError> {
    return super.getItem(request, args);
  }

  protected override find(name: string): TaxonomyInfo | undefined {
    return this.services.taxonomies.get(name);
  }

  /** Every taxonomy, or those of the post type `type` names. */
  private candidates(type: unknown): TaxonomyInfo[] {
    return isEmpty(type) ? this.services.taxonomies.all() : this.services.taxonomies.forObjectType(String(type));
  }

  private canAssign(taxonomy: TaxonomyInfo): MaybePromise<boolean> {
    return currentUserCan(this.capabilities, taxonomy.cap.assign_terms);
  }

  protected override async canListForEdit(request: RestRequest): Promise<boolean> {
    for (const taxonomy of this.candidates(request.getParam('type'))) if (taxonomy.showInRest && this.served(taxonomy) && (await this.canAssign(taxonomy))) return true;
    return false;
  }

  protected override async listed(args: TaxonomyCollectionArgs): Promise<TaxonomyInfo[]> {
    const edit = args.context === 'edit';
    const shown: TaxonomyInfo[] = [];
    for (const taxonomy of this.candidates(args.type)) {
      if (taxonomy.showInRest && this.served(taxonomy) && (!edit || (await this.canAssign(taxonomy)))) shown.push(taxonomy);
    }
    return shown;
  }

  /** A taxonomy hidden from REST (or whose routes are not served) is plainly forbidden (false → rest_forbidden); unknown ones fall through to the 404. */
  override async getItemPermissionsCheck(request: RestRequest): Promise<boolean | RestError> {
    const taxonomy = this.findRequested(request);
    if (taxonomy === undefined) return true;
    if (!taxonomy.showInRest || !this.served(taxonomy)) return false;
    if (request.getParam('context') === 'edit' && !(await this.canAssign(taxonomy))) {
      return denied('rest_forbidden_context', CANNOT_MANAGE);
    }
    return true;
  }

  protected override fieldValues(taxonomy: TaxonomyInfo): Record<string, () => unknown> {
    return {
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
  }

  protected override addItemLinks(response: RestResponse, taxonomy: TaxonomyInfo): void {
    this.addCollectionLinks(response, taxonomy);
  }
}
