/** The app services core block renderers read: stored content, site options, links, hooks. */
import type { ResolvedOptions } from '../../../src/app/AppOptions';
import type { Hooks } from '../../../src/hooks/Hooks';
import type { Storage } from '../../../src/storage/types';

export interface BlockRenderSite {
  storage: Storage;
  options: ResolvedOptions;
  hooks: Hooks;
  /** A post's content through the full `the_content` pipeline (core/post-content). */
  renderPostContent: (postId: number) => Promise<string>;
  /** Blocks of a referenced post rendered in place; '' when that post is already being rendered (no loops). */
  renderBlocksOnce: (postId: number, content: string) => Promise<string>;
  /** A post's rendered excerpt text, without the paragraph wrapper (core/post-excerpt). */
  renderPostExcerpt: (postId: number, words?: number) => Promise<string>;
}
