/**
 * The pattern directory's patterns WordPress adds to the block patterns list on
 * first read (_load_remote_block_patterns and _load_remote_featured_patterns):
 * those with the `core` keyword (id 11) and those in the `featured` category (id 26),
 * unless the `should_load_remote_block_patterns` filter says no.
 */
import type { Hooks } from '../../src/hooks/Hooks';
import { RestError } from '../../src/errors/RestError';
import { sanitizeSlug } from '../../src/storage/sql/values';
import { askDirectory, type PatternDirectoryQuery, type PatternDirectorySource } from '../pattern-directory/PatternDirectorySource';
import { prepareDirectoryPattern } from '../pattern-directory/prepareDirectoryPattern';
import type { BlockPatternProperties, BlockPatternRegistry, BlockPatternSource } from './BlockPatternRegistry';

const CORE_KEYWORD = 11;
const FEATURED_CATEGORY = 26;
const FIRST_PAGE: PatternDirectoryQuery = { page: 1, per_page: 100, order: 'desc', orderby: 'date', locale: 'en_US' };

/** A directory pattern as register_block_pattern takes it (wp_normalize_remote_block_pattern). */
function toPattern(raw: unknown, source: BlockPatternSource): BlockPatternProperties {
  const { viewport_width: viewportWidth, block_types: blockTypes, ...rest } = prepareDirectoryPattern(raw);
  return { ...rest, blockTypes, viewportWidth, source };
}

async function directoryPatterns(directory: PatternDirectorySource, filter: Partial<PatternDirectoryQuery>): Promise<unknown[]> {
  const found = await askDirectory(directory, { ...FIRST_PAGE, ...filter });
  // A failing directory adds nothing, as in WordPress.
  return found instanceof RestError ? [] : found;
}

export async function loadDirectoryPatterns(registry: BlockPatternRegistry, directory: PatternDirectorySource, hooks: Hooks): Promise<void> {
  if (hooks.applyFilters<boolean>('should_load_remote_block_patterns', true) !== true) return;
  for (const raw of await directoryPatterns(directory, { keyword: CORE_KEYWORD })) {
    const pattern = toPattern(raw, 'pattern-directory/core');
    registry.register(`core/${sanitizeSlug(pattern.title)}`, pattern);
  }
  for (const raw of await directoryPatterns(directory, { category: FEATURED_CATEGORY })) {
    const pattern = toPattern(raw, 'pattern-directory/featured');
    const name = sanitizeSlug(pattern.title);
    // A featured pattern may already be there as a core one, under the `core/` prefix.
    if (!registry.isRegistered(name) && !registry.isRegistered(`core/${name}`)) registry.register(name, pattern);
  }
}
