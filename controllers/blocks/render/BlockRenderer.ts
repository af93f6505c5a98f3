/**
 * WordPress's do_blocks / render_block / WP_Block::render: parsed blocks become
 * HTML. Static blocks give their stored HTML with their inner blocks rendered in
 * place; dynamic ones go through their type's `render` callback. The filters
 * `pre_render_block`, `render_block_data`, `render_block_context`,
 * `render_block` and `render_block_{name}` run where WordPress runs them. The
 * block renderer endpoint uses the same path.
 */
import type { Hooks } from '../../../src/hooks/Hooks';
import { parseBlocks, type ParsedBlock } from '../../../src/content/parseBlocks';
import type { BlockType, BlockTypeRegistry } from '../BlockTypeRegistry';
import { prepareAttributesForRender } from './prepareAttributes';
import type { BlockRenderSite } from './BlockRenderSite';

/** The post a block is shown for: its id and type become the `postId` / `postType` context. */
export interface RenderPost {
  id: number;
  post_type: string;
}

type Context = Record<string, unknown>;

export class BlockRenderer {
  constructor(
    private readonly registry: BlockTypeRegistry,
    private readonly hooks: Hooks,
    private readonly site: BlockRenderSite,
  ) {}

  /** WordPress's do_blocks. */
  async doBlocks(content: string, post?: RenderPost): Promise<string> {
    let out = '';
    for (const block of parseBlocks(content)) out += await this.renderBlock(block, post);
    return out;
  }

  /** WordPress's render_block for a top-level block. */
  async renderBlock(parsed: ParsedBlock, post?: RenderPost): Promise<string> {
    const early = this.hooks.applyFilters<string | null>('pre_render_block', null, parsed, null);
    if (early !== null && early !== undefined) return String(early);
    const source = parsed;
    const block = this.hooks.applyFilters<ParsedBlock>('render_block_data', parsed, source, null);
    const base: Context = post === undefined ? {} : { postId: post.id, postType: post.post_type };
    const context = this.hooks.applyFilters<Context>('render_block_context', base, block, null);
    return this.renderInstance(block, context);
  }

  /** WP_Block::render: inner blocks in place, then the dynamic callback, then the render filters. */
  private async renderInstance(block: ParsedBlock, available: Context): Promise<string> {
    const type = block.blockName === null ? undefined : this.registry.get(block.blockName);
    const attributes = type === undefined ? (block.attrs ?? {}) : prepareAttributesForRender(type, block.attrs ?? {});
    const childContext = type === undefined ? available : { ...available, ...providedContext(type, attributes) };
    const renderInner = async (extra: Context): Promise<string> => this.renderInnerContent(block, { ...childContext, ...extra });
    const dynamic = type?.render !== undefined;
    let content = dynamic && type?.skipInnerBlocks === true ? '' : await renderInner({});
    if (dynamic && type !== undefined && type.render !== undefined) {
      content = String(await type.render(attributes, content, {
        ...(typeof available.postId === 'number' ? { postId: available.postId } : {}),
        ...(typeof available.postType === 'string' ? { postType: available.postType } : {}),
        context: usedContext(type, available),
        block,
        renderInnerBlocks: renderInner,
        site: this.site,
      }));
    }
    content = String(this.hooks.applyFilters<string>('render_block', content, block));
    if (block.blockName !== null) content = String(this.hooks.applyFilters<string>(`render_block_${block.blockName}`, content, block));
    return content;
  }

  private async renderInnerContent(block: ParsedBlock, context: Context): Promise<string> {
    let out = '';
    let index = 0;
    for (const chunk of block.innerContent) {
      if (chunk !== null) {
        out += chunk;
        continue;
      }
      const inner = block.innerBlocks[index++];
      if (inner === undefined) continue;
      const early = this.hooks.applyFilters<string | null>('pre_render_block', null, inner, block);
      if (early !== null && early !== undefined) {
        out += String(early);
        continue;
      }
      const data = this.hooks.applyFilters<ParsedBlock>('render_block_data', inner, inner, block);
      const innerContext = this.hooks.applyFilters<Context>('render_block_context', context, data, block);
      out += await this.renderInstance(data, innerContext);
    }
    return out;
  }
}

/** The context a block type gives its descendants (`provides_context`: context name → attribute name). */
function providedContext(type: BlockType, attributes: Record<string, unknown>): Context {
  const out: Context = {};
  for (const [name, attribute] of Object.entries(type.provides_context)) {
    if (attribute in attributes) out[name] = attributes[attribute];
  }
  return out;
}

/** The available context values a block type declares it uses. */
function usedContext(type: BlockType, available: Context): Context {
  const out: Context = {};
  for (const name of type.uses_context) if (name in available) out[name] = available[name];
  return out;
}
