/**
 * The block pattern categories of one app (WordPress's
 * WP_Block_Pattern_Categories_Registry), WordPress's own categories registered first.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { CORE_PATTERN_CATEGORIES } from './corePatternCategories';

export interface BlockPatternCategoryProperties {
  label: string;
  description?: string;
}

/** A registered category: its name, then its properties (the order WordPress keeps). */
export type BlockPatternCategory = { name: string } & BlockPatternCategoryProperties;

export class BlockPatternCategoryRegistry {
  private readonly categories = new Map<string, BlockPatternCategory>();

  constructor(private readonly notices?: Notices, initial: ReadonlyArray<readonly [string, BlockPatternCategoryProperties]> = CORE_PATTERN_CATEGORIES) {
    for (const [name, properties] of initial) this.register(name, properties);
  }

  /** Adds (or replaces, keeping its place) a category; false with a notice when the label is missing. */
  register(name: string, properties: BlockPatternCategoryProperties): boolean {
    if (typeof name !== 'string') return this.wrong('register', 'Block pattern category name must be a string.');
    if (typeof properties.label !== 'string') return this.wrong('register', 'Block pattern category label must be a string.');
    this.categories.set(name, { name, ...properties });
    return true;
  }

  unregister(name: string): boolean {
    if (!this.categories.has(name)) return this.wrong('unregister', `Block pattern category "${name}" not found.`);
    return this.categories.delete(name);
  }

  isRegistered(name: string): boolean {
    return this.categories.has(name);
  }

  get(name: string): BlockPatternCategory | undefined {
    const category = this.categories.get(name);
    return category === undefined ? undefined : { ...category };
  }

  /** Every category in registration order. */
  all(): BlockPatternCategory[] {
    return [...this.categories.values()].map((category) => ({ ...category }));
  }

  private wrong(method: string, message: string): false {
    this.notices?.raise(`WP_Block_Pattern_Categories_Registry::${method}`, message, '5.5.0');
    return false;
  }
}

/** The app's pattern category registry (bound under TOKENS.BlockPatternCategories by installContentRegistries). */
export function blockPatternCategoryRegistryOf(app: { container: Container }): BlockPatternCategoryRegistry {
  return app.container.get<BlockPatternCategoryRegistry>(TOKENS.BlockPatternCategories);
}

/** Registers a pattern category in the app (WordPress's register_block_pattern_category). */
export function registerBlockPatternCategory(app: { container: Container }, name: string, properties: BlockPatternCategoryProperties): boolean {
  return blockPatternCategoryRegistryOf(app).register(name, properties);
}

/** Removes a pattern category from the app (WordPress's unregister_block_pattern_category). */
export function unregisterBlockPatternCategory(app: { container: Container }, name: string): boolean {
  return blockPatternCategoryRegistryOf(app).unregister(name);
}
