/**
 * A block type as registered (WordPress's WP_Block_Type) and its server renderer's
 * signature: what the registry, the core block list and the renderers share.
 */
import type { Schema } from '../../src/schema/types';
import type { ParsedBlock } from '../../src/content/parseBlocks';
import type { BlockRenderSite } from './render/BlockRenderSite';

/** What a dynamic block's renderer receives besides its attributes. */
export interface BlockRenderContext {
  /** The post the block is rendered for (the renderer's `post_id`, or the post whose content is shown). */
  postId?: number;
  postType?: string;
  /** The context values the block type uses (its `uses_context`), from its ancestors and the post. */
  context?: Record<string, unknown>;
  /** The parsed block being rendered (its inner blocks, HTML and attributes as stored). */
  block?: ParsedBlock;
  /** Renders the block's inner blocks again with extra context (a query loop shows them once per post). */
  renderInnerBlocks?: (extraContext: Record<string, unknown>) => Promise<string>;
  /** App services a core renderer reads (posts, terms, options, links). */
  site?: BlockRenderSite;
}

export type BlockRender = (attributes: Record<string, unknown>, content: string, context: BlockRenderContext) => string | Promise<string>;

/** A block attribute definition: a schema plus block-only keys (`source`, `selector`…). */
export type BlockAttribute = Schema & Record<string, unknown>;

export interface BlockTypeInput {
  name: string;
  title?: string;
  description?: string;
  category?: string | null;
  icon?: string | null;
  keywords?: string[];
  parent?: string[] | null;
  ancestor?: string[] | null;
  allowed_blocks?: string[] | null;
  api_version?: number;
  attributes?: Record<string, BlockAttribute>;
  provides_context?: Record<string, string>;
  uses_context?: string[];
  selectors?: Record<string, unknown>;
  supports?: Record<string, unknown> | null;
  styles?: Array<Record<string, unknown>>;
  textdomain?: string | null;
  example?: Record<string, unknown> | null;
  editor_script_handles?: string[];
  script_handles?: string[];
  view_script_handles?: string[];
  view_script_module_ids?: string[];
  editor_style_handles?: string[];
  style_handles?: string[];
  view_style_handles?: string[];
  variations?: Array<Record<string, unknown>>;
  block_hooks?: Record<string, string>;
  /** Server-side renderer; its presence makes the block dynamic. */
  render?: BlockRender;
  /** The renderer shows the inner blocks itself (through `renderInnerBlocks`): they are not rendered beforehand. */
  skipInnerBlocks?: boolean;
}

/** A registered block type: every field filled with WordPress's defaults. */
export type BlockType = Required<Omit<BlockTypeInput, 'render' | 'attributes' | 'skipInnerBlocks'>> & {
  attributes: Record<string, BlockAttribute>;
  render?: BlockRender;
  skipInnerBlocks?: boolean;
};
