/**
 * WordPress's WP_REST_Abilities_V1_List_Controller: `wp-abilities/v1/abilities`
 * and `/abilities/<name>`, read it beside `class-wp-rest-abilities-v1-list-controller.php`.
 * Only abilities with `show_in_rest` are listed or found.
 */
import { sanitizeKey } from '../../src/baseControllers/requestArgCallbacks';
import { Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse } from '../kit';
import { linksRequested } from '../shared/linksRequested';
import type { Ability } from './Ability';
import { AbilitiesBaseController, NAME_ARG, type AbilityNameArgs, type AbilityPagingArgs } from './AbilitiesBaseController';
import { ALL, DETAIL, field } from './abilityFields';
import { clientSchema } from './clientSchema';
import { objectSchema } from '../shared/readonlyItemSchema';
import { notFound } from '../shared/restErrors';

const nullableFlag = (description: string): Schema => ({ description, type: ['boolean', 'null'] });

/** The behavioural annotations, as described in the item schema and accepted by the `meta` filter. */
function annotationsSchema(description: string): Schema {
  return {
    description,
    type: 'object',
    properties: {
      readonly: nullableFlag('Whether the ability does not modify its environment.'),
      destructive: nullableFlag('Whether the ability may perform destructive updates to its environment.'),
      idempotent: nullableFlag('Whether repeated calls with the same arguments have no additional effect.'),
    },
    additionalProperties: true,
  };
}

const abilityNotFound = (): RestError => notFound('rest_ability_not_found', 'Ability not found.');

/** GET /abilities: the paging, and the category, namespace and meta filters when sent. */
type AbilityCollectionArgs = AbilityPagingArgs & { category?: string; namespace?: string; meta?: unknown };

@Controller('wp-abilities/v1', { restBase: 'abilities' })
export class AbilitiesController extends AbilitiesBaseController {
  protected override buildItemSchema(): Schema {
    return objectSchema('ability', {
      name: field('Unique identifier for the ability.', 'string', ALL),
      label: field('Display label for the ability.', 'string', ALL),
      description: field('Description of the ability.', 'string', DETAIL),
      category: field('Ability category this ability belongs to.', 'string', ALL),
      input_schema: field('JSON Schema for the ability input.', 'object', DETAIL),
      output_schema: field('JSON Schema for the ability output.', 'object', DETAIL),
      meta: {
        description: 'Meta information about the ability.',
        type: 'object',
        properties: {
          annotations: annotationsSchema('Behavioral annotations for the ability.'),
          public: {
            description: 'Whether the ability is meant to be available to clients such as the REST API, MCP, or AI agents. Defaults to false, but individual channel settings such as show_in_rest can override it.',
            type: 'boolean',
          },
        },
        context: DETAIL,
        readonly: true,
      },
    });
  }

  override getCollectionParams(): ArgSchemaMap {
    const params: ArgSchemaMap = {
      ...super.getCollectionParams(),
      category: { description: 'Limit results to abilities in specific ability category.', type: 'string', sanitize_callback: sanitizeKey },
      namespace: { description: 'Limit results to abilities in a specific namespace.', type: 'string', sanitize_callback: sanitizeKey },
      meta: {
        description: 'Limit results to abilities matching all of the given meta fields.',
        type: 'object',
        properties: { annotations: annotationsSchema('Limit results to abilities matching the given behavioral annotations.') },
        additionalProperties: true,
      },
    };
    return this.hooks.applyFilters<ArgSchemaMap>('rest_abilities_collection_params', params);
  }

  @Route('')
  @Args((c: AbilitiesController) => c.getCollectionParams())
  @Permission('canRead')
  override async getItems(request: RestRequest, args: AbilityCollectionArgs): Promise<RestResponse> {
    const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
    const meta = args.meta;
    // The caller's meta filter cannot reveal abilities hidden from REST: show_in_rest is forced on last.
    const metaFilter = { ...(typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? meta : {}), show_in_rest: true };
    const abilities = this.registry.query({ category: text(args.category), namespace: text(args.namespace), meta: metaFilter });
    return this.pagedCollection(abilities, request, args);
  }

  @Route('/(?P<name>[a-zA-Z0-9\\-\\/]+)')
  @Args({ name: { ...NAME_ARG } })
  @Permission('canRead')
  override async getItem(request: RestRequest, args: AbilityNameArgs): Promise<RestResponse | RestError> {
    const ability = this.registry.get(args.name);
    if (ability === undefined || ability.meta.show_in_rest !== true) return abilityNotFound();
    return this.prepareItemForResponse(ability, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const ability = item as Ability;
    const data = await this.shaped({
      name: ability.name,
      label: ability.label,
      description: ability.description,
      category: ability.category,
      input_schema: clientSchema(ability.inputSchema),
      output_schema: clientSchema(ability.outputSchema),
      meta: ability.meta,
    }, request);
    const response = new RestResponse(data);
    if (linksRequested(request)) {
      const self = this.urls.restUrl(`/${this.namespace}/${this.restBase}/${ability.name}`);
      response.addLink('self', self);
      response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
      response.addLink('wp:action-run', `${self}/run`);
    }
    return response;
  }
}
