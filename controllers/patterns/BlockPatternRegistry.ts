/**
 * The block patterns of one app (WordPress's WP_Block_Patterns_Registry). A pattern
 * holds its markup, or the file it is read from on first use (a theme's `patterns/`
 * folder registers its files that way, see patternsFromFolder).
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { NoticedRegistry } from '../shared/NoticedRegistry';
import { readPatternFile } from './patternFile';

/** Where a pattern comes from, as the REST `source` field names it. */
export type BlockPatternSource =
  | 'core' | 'plugin' | 'theme' | 'pattern-directory/core' | 'pattern-directory/theme' | 'pattern-directory/featured';

/** The properties of a pattern as register_block_pattern takes them (camelCase, like WordPress). */
export interface BlockPatternProperties {
  title: string;
  /** Block markup; required unless `filePath` is given. */
  content?: string;
  /** A pattern file whose body (after its header comment) is the content, read on first use. */
  filePath?: string;
  description?: string;
  viewportWidth?: number;
  inserter?: boolean;
  categories?: string[];
  keywords?: string[];
  blockTypes?: string[];
  postTypes?: string[];
  templateTypes?: string[];
  source?: BlockPatternSource;
  /** The slug of a theme folder pattern (its name), kept as WordPress keeps it. */
  slug?: string;
  /** The pattern directory id of a pattern loaded from the directory. */
  id?: number;
}

/** A registered pattern: its properties and its name. */
export type BlockPattern = BlockPatternProperties & { name: string };

export class BlockPatternRegistry extends NoticedRegistry<BlockPattern> {
  constructor(notices?: Notices) {
    super('WP_Block_Patterns_Registry', notices);
  }

  /** Adds (or replaces, keeping its place) a pattern; false with a notice when the title or content is missing. */
  register(name: string, properties: BlockPatternProperties): boolean {
    if (typeof name !== 'string') return this.wrong('register', 'Pattern name must be a string.', '5.5.0');
    if (typeof properties.title !== 'string') return this.wrong('register', 'Pattern title must be a string.', '5.5.0');
    if (properties.filePath === undefined && typeof properties.content !== 'string') return this.wrong('register', 'Pattern content must be a string.', '5.5.0');
    this.entries.set(name, { ...properties, name });
    return true;
  }

  unregister(name: string): boolean {
    return this.remove(name, `Pattern "${name}" not found.`, '5.5.0');
  }

  /** The pattern with its content, read from its file on first use (then kept, as WordPress forgets the path). */
  protected override read(pattern: BlockPattern): BlockPattern {
    if (pattern.content !== undefined || pattern.filePath === undefined) return { ...pattern };
    const { filePath, ...rest } = pattern;
    const loaded: BlockPattern = { ...rest, content: readPatternFile(filePath).body };
    this.entries.set(pattern.name, loaded);
    return { ...loaded };
  }
}

/** The app's block pattern registry (bound under TOKENS.BlockPatterns by installContentRegistries). */
export function blockPatternRegistryOf(app: { container: Container }): BlockPatternRegistry {
  return app.container.get<BlockPatternRegistry>(TOKENS.BlockPatterns);
}

/** Registers a block pattern in the app (WordPress's register_block_pattern). */
export function registerBlockPattern(app: { container: Container }, name: string, properties: BlockPatternProperties): boolean {
  return blockPatternRegistryOf(app).register(name, properties);
}

/** Removes a block pattern from the app (WordPress's unregister_block_pattern). */
export function unregisterBlockPattern(app: { container: Container }, name: string): boolean {
  return blockPatternRegistryOf(app).unregister(name);
}
