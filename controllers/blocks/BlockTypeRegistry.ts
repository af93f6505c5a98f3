/**
 * The block types of one app (WordPress's WP_Block_Type_Registry). A block type
 * is dynamic when it has a server-side `render` callback.
 */
import type { Schema } from '../../src/schema/types';
import { coreBlockTypes } from './coreBlocks';
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
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

const NAME = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** The attributes WordPress adds to every block (lock, metadata), and those its supports add (className, style). */
function withImplicitAttributes(attributes: Record<string, BlockAttribute>, supports: Record<string, unknown> | null): Record<string, BlockAttribute> {
  const out: Record<string, BlockAttribute> = { ...attributes };
  out.lock ??= { type: 'object' };
  out.metadata ??= { type: 'object' };
  if (supports?.customClassName !== false) out.className ??= { type: 'string' };
  out.style ??= { type: 'object' };
  return out;
}

export class BlockTypeRegistry {
  private readonly types = new Map<string, BlockType>();

  constructor(initial: readonly BlockTypeInput[] = coreBlockTypes()) {
    for (const input of initial) this.register(input);
  }

  /** Adds (or replaces) a block type; the name must be `namespace/name` in lower case. */
  register(input: BlockTypeInput): BlockType {
    if (!NAME.test(input.name)) throw new Error(`Block type names must contain a namespace prefix and use lower case: ${input.name}`);
    const supports = input.supports ?? null;
    const type: BlockType = {
      name: input.name,
      title: input.title ?? '',
      description: input.description ?? '',
      category: input.category ?? null,
      icon: input.icon ?? null,
      keywords: input.keywords ?? [],
      parent: input.parent ?? null,
      ancestor: input.ancestor ?? null,
      allowed_blocks: input.allowed_blocks ?? null,
      api_version: input.api_version ?? 1,
      attributes: withImplicitAttributes(input.attributes ?? {}, supports),
      provides_context: input.provides_context ?? {},
      uses_context: input.uses_context ?? [],
      selectors: input.selectors ?? {},
      supports,
      styles: input.styles ?? [],
      textdomain: input.textdomain ?? null,
      example: input.example ?? null,
      editor_script_handles: input.editor_script_handles ?? [],
      script_handles: input.script_handles ?? [],
      view_script_handles: input.view_script_handles ?? [],
      view_script_module_ids: input.view_script_module_ids ?? [],
      editor_style_handles: input.editor_style_handles ?? [],
      style_handles: input.style_handles ?? [],
      view_style_handles: input.view_style_handles ?? [],
      variations: input.variations ?? [],
      block_hooks: input.block_hooks ?? {},
      ...(input.render !== undefined ? { render: input.render } : {}),
      ...(input.skipInnerBlocks === true ? { skipInnerBlocks: true } : {}),
    };
    this.types.set(type.name, type);
    return type;
  }

  /** Removes a block type; false when it was not registered. */
  unregister(name: string): boolean {
    return this.types.delete(name);
  }

  get(name: string): BlockType | undefined {
    return this.types.get(name);
  }

  /** Every block type, in registration order. */
  all(): BlockType[] {
    return [...this.types.values()];
  }
}

export function isDynamicBlock(type: BlockType): boolean {
  return type.render !== undefined;
}

/** The app's block type registry (bound under TOKENS.BlockTypes by installContentRegistries). */
export function blockTypeRegistryOf(app: { container: Container }): BlockTypeRegistry {
  return app.container.get<BlockTypeRegistry>(TOKENS.BlockTypes);
}
