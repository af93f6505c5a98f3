/**
 * The block types of one app (WordPress's WP_Block_Type_Registry). A block type
 * is dynamic when it has a server-side `render` callback.
 */
import { coreBlockTypes } from './coreBlocks';
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { BlockAttribute, BlockType, BlockTypeInput } from './BlockType';

export type { BlockAttribute, BlockRender, BlockRenderContext, BlockType, BlockTypeInput } from './BlockType';

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
