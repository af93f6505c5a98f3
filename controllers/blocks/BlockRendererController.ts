/**
 * WordPress's WP_REST_Block_Renderer_Controller under `wp/v2/block-renderer`:
 * renders a dynamic block through its server-side callback. Read it beside
 * `class-wp-rest-block-renderer-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { sanitizeValueFromSchema, validateValueFromSchema } from '../../src/schema/index';
import type { ParsedBlock } from '../../src/content/parseBlocks';
import type { ContentRenderer } from '../content/ContentRenderer';
import { isDynamicBlock, type BlockTypeRegistry } from './BlockTypeRegistry';
import { denied } from '../shared/restErrors';


/**
 * What the renderer receives: the block name from the path, `context`, the attributes
 * (checked against the named block's own; an unknown block lets anything through to
 * getItem's 404, hence unknown) and the post whose context renders it, when sent.
 */
interface BlockRendererArgs {
  name: string;
  context: string;
  attributes: unknown;
  post_id?: number;
}

@Controller('wp/v2', { restBase: 'block-renderer' })
export class BlockRendererController extends SiteController {
  @inject(TOKENS.BlockTypes) readonly blockTypes!: BlockTypeRegistry;
  @inject(TOKENS.Content) private readonly content!: ContentRenderer;

  /** The renderer's arguments; `attributes` is checked against the requested block's own attributes. */
  private rendererArgs(): ArgSchemaMap {
    return {
      name: { description: 'Unique registered name for the block.', type: 'string' },
      context: this.getContextParam({ default: 'view' }),
      attributes: {
        description: 'Attributes for the block.',
        type: 'object',
        default: {},
        validate_callback: (value: unknown, request: unknown) => {
          const schema = this.attributesSchema(request as RestRequest);
          // An unknown block is answered by getItem.
          return schema === null ? true : validateValueFromSchema(value, schema, 'attributes');
        },
        sanitize_callback: (value: unknown, request: unknown) => {
          const schema = this.attributesSchema(request as RestRequest);
          return schema === null ? value : sanitizeValueFromSchema(value, schema, 'attributes');
        },
      },
      post_id: { description: 'ID of the post context.', type: 'integer' },
    };
  }

  protected override buildItemSchema(): Schema {
    return {
      $schema: 'http://json-schema.org/schema#',
      title: 'rendered-block',
      type: 'object',
      properties: { rendered: { description: 'The rendered block.', type: 'string', required: true, context: ['edit'] } },
    };
  }

  /** The attributes of the requested block as an object schema (unknown attributes refused), or null for an unknown block. */
  private attributesSchema(request: RestRequest): Schema | null {
    const type = this.blockTypes.get(String(request.getParam('name') ?? ''));
    return type === undefined ? null : { type: 'object', properties: type.attributes, additionalProperties: false };
  }

  private static postId(raw: unknown): number {
    const id = typeof raw === 'number' ? raw : Number.parseInt(String(raw ?? '0'), 10);
    return Number.isFinite(id) ? Math.trunc(id) : 0;
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const postId = BlockRendererController.postId(request.getParam('post_id'));
    if (postId > 0) {
      const post = await this.storage.posts.get(postId);
      if (post === undefined || !(await this.can('edit_post', post.id))) {
        return denied('block_cannot_read', 'Sorry, you are not allowed to read blocks of this post.');
      }
      return true;
    }
    if (!(await this.can('edit_posts'))) {
      return denied('block_cannot_read', 'Sorry, you are not allowed to read blocks as this user.');
    }
    return true;
  }

  @Route('/(?P<name>[a-z0-9-]+/[a-z0-9-]+)', { methods: 'GET, POST' })
  @Args((c: BlockRendererController) => c.rendererArgs())
  @Permission('getItemPermissionsCheck')
  override async getItem(_request: RestRequest, args: BlockRendererArgs): Promise<RestResponse | RestError> {
    const name = args.name;
    const type = this.blockTypes.get(name);
    if (type === undefined || !isDynamicBlock(type)) return new RestError('block_invalid', 'Invalid block.', { status: 404 });
    const attrs = args.attributes;
    const block: ParsedBlock = {
      blockName: name,
      attrs: typeof attrs === 'object' && attrs !== null && !Array.isArray(attrs) ? { ...(attrs as Record<string, unknown>) } : {},
      innerBlocks: [],
      innerHTML: '',
      innerContent: [],
    };
    // WordPress renders with the requested post as the global post (its id and type become the block's context).
    const postId = BlockRendererController.postId(args.post_id);
    const post = postId > 0 ? await this.storage.posts.get(postId) : undefined;
    const rendered = await this.content.blocks.renderBlock(block, post === undefined ? undefined : { id: post.id, post_type: post.post_type });
    return new RestResponse({ rendered });
  }
}
