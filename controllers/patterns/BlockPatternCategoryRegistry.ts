/**
 * The block pattern categories of one app (WordPress's
 * WP_Block_Pattern_Categories_Registry), WordPress's own categories registered first.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { NoticedRegistry } from '../shared/NoticedRegistry';
import type { BlockPatternCategory, BlockPatternCategoryProperties } from './BlockPatternCategory';
import { CORE_PATTERN_CATEGORIES } from './corePatternCategories';

export type { BlockPatternCategory, BlockPatternCategoryProperties } from './BlockPatternCategory';

export class BlockPatternCategoryRegistry extends NoticedRegistry<BlockPatternCategory> {
  constructor(notices?: Notices, initial: ReadonlyArray<readonly [string, BlockPatternCategoryProperties]> = CORE_PATTERN_CATEGORIES) {
    super('WP_Block_Pattern_Categories_Registry', notices);
    for (const [name, properties] of initial) this.register(name, properties);
  }

  /** Adds (or replaces, keeping its place) a category; false with a notice when the label is missing. */
  register(name: string, properties: BlockPatternCategoryProperties): boolean {
    if (typeof name !== 'string') return this.wrong('register', 'Block pattern category name must be a string.', '5.5.0');
    if (typeof properties.label !== 'string') return this.wrong('register', 'Block pattern category label must be a string.', '5.5.0');
    this.entries.set(name, { name, ...properties });
    return true;
  }

  unregister(name: string): boolean {
    return this.remove(name, `Block pattern category "${name}" not found.`, '5.5.0');
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
