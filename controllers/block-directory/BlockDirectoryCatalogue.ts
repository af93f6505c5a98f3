/**
 * The block plugins the block directory search answers from. WordPress asks
 * WordPress.org; this server has no network, so it searches this local list,
 * empty unless filled in code.
 */
import type { Container } from 'inversify';
import { TOKENS } from '../../src/di/tokens';

export interface DirectoryBlock {
  name: string;
  title: string;
}

/** One block plugin as the directory describes it. */
export interface DirectoryPlugin {
  slug: string;
  name: string;
  /** The blocks the plugin provides; a plugin without blocks is never listed. */
  blocks: DirectoryBlock[];
  short_description: string;
  /** 0..100, as WordPress.org rates. */
  rating: number;
  num_ratings: number;
  active_installs: number;
  author_block_rating: number;
  author_block_count: number;
  author: string;
  icons: Record<string, string>;
  /** Asset paths inside the plugin's directory (`/build/index.js`). */
  block_assets: string[];
  /** When the plugin was last updated (a date string `Date` can read). */
  last_updated: string;
}

export type DirectoryPluginInput = Pick<DirectoryPlugin, 'slug' | 'name' | 'blocks'> & Partial<DirectoryPlugin>;

export class BlockDirectoryCatalogue {
  private readonly plugins = new Map<string, DirectoryPlugin>();

  add(input: DirectoryPluginInput): DirectoryPlugin {
    const plugin: DirectoryPlugin = {
      short_description: '', rating: 0, num_ratings: 0, active_installs: 0, author_block_rating: 0, author_block_count: 0, author: '', icons: {},
      block_assets: [], last_updated: '1970-01-01 00:00:00', ...input,
    };
    this.plugins.set(plugin.slug, plugin);
    return plugin;
  }

  remove(slug: string): boolean {
    return this.plugins.delete(slug);
  }

  /** Plugins whose name, slug, description or blocks contain `term` (case-insensitive), in insertion order. */
  search(term: string): DirectoryPlugin[] {
    const needle = term.toLowerCase();
    return [...this.plugins.values()].filter((plugin) =>
      [plugin.slug, plugin.name, plugin.short_description, ...plugin.blocks.flatMap((block) => [block.name, block.title])]
        .some((text) => text.toLowerCase().includes(needle)));
  }
}

/** The app's block directory catalogue (bound under TOKENS.BlockDirectory by installContentRegistries). */
export function blockDirectoryCatalogueOf(app: { container: Container }): BlockDirectoryCatalogue {
  return app.container.get<BlockDirectoryCatalogue>(TOKENS.BlockDirectory);
}
