/**
 * WordPress's WP_REST_Block_Types_Controller under `wp/v2/block-types`: read it
 * beside `class-wp-rest-block-types-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { linksRequested } from '../shared/linksRequested';
import { addQueryArgs } from '../shared/queryUrl';
import { pickFields, requestContext } from '../types/preparedFields';
import { isDynamicBlock, type BlockType, type BlockTypeRegistry } from './BlockTypeRegistry';
import { blockTypeSchema } from './blockTypeSchema';
import { canEditSomePosts } from './canEditSomePosts';
import { phpMap } from './phpMap';
import { isTruthy } from '../../src/schema/php';
import { denied } from '../shared/restErrors';

const DEPRECATED_HANDLES: Record<string, keyof BlockType> = {
  editor_script: 'editor_script_handles',
  script: 'script_handles',
  view_script: 'view_script_handles',
  editor_style: 'editor_style_handles',
  style: 'style_handles',
};

/** GET /block-types: `context`, and the namespace (from the path or the query) when sent. */
interface BlockTypeCollectionArgs {
  context: string;
  namespace?: string;
}

/** GET /block-types/{namespace}/{name}: both parts are in the path, so they are always there. */
type BlockTypeReadArgs = { namespace: string; name: string; context: string };

@Controller('wp/v2', { restBase: 'block-types' })
export class BlockTypesController extends SiteController {
  @inject(TOKENS.BlockTypes) readonly blockTypes!: BlockTypeRegistry;

  override getCollectionParams(): ArgSchemaMap {
    return {
      context: this.getContextParam({ default: 'view' }),
      namespace: { description: 'Block namespace.', type: 'string' },
    };
  }

  protected override buildItemSchema(): Schema {
    return blockTypeSchema();
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    if (await canEditSomePosts(this.capabilities, this.postTypes)) return true;
    return denied('rest_block_type_cannot_view', 'Sorry, you are not allowed to manage block types.');
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const allowed = await this.getItemsPermissionsCheck();
    if (allowed !== true) return allowed;
    const type = this.blockFor(request);
    return type instanceof RestError ? type : true;
  }

  // The namespace route lists the same way as the `namespace` parameter filters.
  @Route('', { methods: 'GET' })
  @Route('/(?P<namespace>[a-zA-Z0-9_-]+)', { methods: 'GET' })
  @Args((c: BlockTypesController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: BlockTypeCollectionArgs): Promise<RestResponse> {
    const namespace = args.namespace;
    const wanted = typeof namespace === 'string' && isTruthy(namespace) ? namespace : '';
    const types = this.blockTypes.all().filter((type) => wanted === '' || type.name.split('/')[0] === wanted);
    return new RestResponse(await this.prepareCollection(types, request));
  }

  @Route('/(?P<namespace>[a-zA-Z0-9_-]+)/(?P<name>[a-zA-Z0-9_-]+)', { methods: 'GET' })
  @Args((c: BlockTypesController) => ({
    name: { description: 'Block name.', type: 'string' },
    namespace: { description: 'Block namespace.', type: 'string' },
    context: c.getContextParam({ default: 'view' }),
  }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: BlockTypeReadArgs): Promise<RestResponse | RestError> {
    const type = this.blockNamed(args.namespace, args.name);
    return type instanceof RestError ? type : this.prepareItemForResponse(type, request);
  }

  /** The block the request's route names, as sent (for the permission check). */
  private blockFor(request: RestRequest): BlockType | RestError {
    return this.blockNamed(request.getParam('namespace'), request.getParam('name'));
  }

  private blockNamed(namespace: unknown, blockName: unknown): BlockType | RestError {
    const name = `${String(namespace ?? '')}/${String(blockName ?? '')}`;
    return this.blockTypes.get(name) ?? new RestError('rest_block_type_invalid', 'Invalid block type.', { status: 404 });
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const type = item as BlockType;
    const fields = this.getFieldsForResponse(request);
    const values: Record<string, () => unknown> = {
      attributes: () => structuredClone(type.attributes),
      is_dynamic: () => isDynamicBlock(type),
      api_version: () => type.api_version,
      name: () => type.name,
      title: () => type.title,
      description: () => type.description,
      icon: () => type.icon,
      category: () => type.category,
      keywords: () => [...type.keywords],
      parent: () => (type.parent === null ? null : [...type.parent]),
      ancestor: () => (type.ancestor === null ? null : [...type.ancestor]),
      allowed_blocks: () => (type.allowed_blocks === null ? null : [...type.allowed_blocks]),
      provides_context: () => phpMap(type.provides_context),
      uses_context: () => [...type.uses_context],
      selectors: () => phpMap(type.selectors),
      supports: () => phpMap(type.supports),
      styles: () => structuredClone(type.styles),
      textdomain: () => type.textdomain,
      example: () => (type.example === null ? null : structuredClone(type.example)),
      editor_script_handles: () => [...type.editor_script_handles],
      script_handles: () => [...type.script_handles],
      view_script_handles: () => [...type.view_script_handles],
      view_script_module_ids: () => [...type.view_script_module_ids],
      editor_style_handles: () => [...type.editor_style_handles],
      style_handles: () => [...type.style_handles],
      view_style_handles: () => [...type.view_style_handles],
      variations: () => structuredClone(type.variations),
      block_hooks: () => phpMap(type.block_hooks),
    };
    // The single-handle fields of WordPress 6.0 and before: the first handle, or null.
    for (const [field, source] of Object.entries(DEPRECATED_HANDLES)) {
      values[field] = () => (type[source] as string[])[0] ?? null;
    }
    const prepared = await this.addAdditionalFieldsToObject(pickFields(values, fields), request);
    const response = new RestResponse(this.filterResponseByContext(prepared, requestContext(request)));
    if (linksRequested(request)) this.addBlockLinks(response, type);
    return this.hooks.applyFilters<RestResponse>('rest_prepare_block_type', response, type, request);
  }

  private addBlockLinks(response: RestResponse, type: BlockType): void {
    const base = `/${this.namespace}/${this.restBase}`;
    response.addLink('collection', this.urls.restUrl(base));
    response.addLink('self', this.urls.restUrl(`${base}/${type.name}`));
    response.addLink('up', this.urls.restUrl(`${base}/${type.name.split('/')[0]}`));
    if (isDynamicBlock(type)) response.addLink('https://api.w.org/render-block', addQueryArgs(this.urls.restUrl(`/wp/v2/block-renderer/${type.name}`), { context: 'edit' }));
  }
}
