/**
 * Rendered content and excerpts kept across requests, for text whose rendering depends on nothing
 * but the text: no shortcode in it (no `[`), only static blocks (no render callback, or one that gives the content as it is), and every hook
 * the rendering consults still carrying exactly the callbacks it had when the memo was sealed (the
 * app's default pipeline). Dynamic blocks, shortcodes and filters added later (which may read the
 * post, the user or the database) always render afresh.
 */
import { CONTENT_MEMO_LIMITS, TextMemo } from '../../src/content/memoizeText';
import { hasBlocks, parseBlocks, type ParsedBlock } from '../../src/content/parseBlocks';
import type { Hooks } from '../../src/hooks/Hooks';
import type { BlockType, BlockTypeRegistry } from '../blocks/BlockTypeRegistry';
import { passThrough } from '../blocks/coreBlocks';

/** The hooks every rendering of content or an excerpt consults, whatever its blocks. */
const RENDERING_HOOKS = [
  'the_content', 'the_excerpt', 'get_the_excerpt', 'excerpt_length', 'excerpt_more',
  'pre_render_block', 'render_block_data', 'render_block_context', 'render_block',
];

/** One remembered rendering: the texts it was made from, and the block names they hold (their types and filters must not have changed). */
class Rendered {
  constructor(readonly html: string, readonly texts: readonly string[], readonly blockNames: readonly string[]) {}

  get size(): number {
    let size = this.html.length;
    for (const text of this.texts) size += text.length;
    return size;
  }

  madeFrom(texts: readonly string[]): boolean {
    for (let i = 0; i < texts.length; i++) if (texts[i] !== this.texts[i]) return false;
    return texts.length === this.texts.length;
  }
}

export class StaticRenderMemo {
  private readonly memo = new TextMemo<Rendered>(CONTENT_MEMO_LIMITS);
  private sealedHooks: ReadonlyArray<readonly unknown[] | undefined> | null = null;
  private readonly sealedTypes = new Map<string, BlockType>();
  private readonly sealedBlockFilters = new Map<string, readonly unknown[]>();
  /** Nothing was hooked on rendering before the memo was made: what is there at seal() is the renderer's own. */
  private readonly pristine: boolean;

  /** Made before the renderer installs its default filters. */
  constructor(
    private readonly hooks: Hooks,
    private readonly registry: BlockTypeRegistry,
  ) {
    this.pristine = RENDERING_HOOKS.every((name) => hooks.filtersOf(name) === undefined) &&
      registry.all().every((type) => hooks.filtersOf(`render_block_${type.name}`) === undefined);
  }

  /** Takes the rendering hooks and block types as they stand now (the defaults) as the ones a rendering may be remembered with. */
  seal(): void {
    if (!this.pristine) return;
    this.sealedHooks = RENDERING_HOOKS.map((name) => this.hooks.filtersOf(name));
    for (const type of this.registry.all()) {
      this.sealedTypes.set(type.name, type);
      const filters = this.hooks.filtersOf(`render_block_${type.name}`);
      if (filters !== undefined) this.sealedBlockFilters.set(type.name, filters);
    }
  }

  /**
   * `render()`'s output, remembered under a short `key` (what is rendered of which post) when `texts`
   * (everything it renders from) are static; a remembered one counts only while made from the same texts.
   * A remembered output comes back as it is, not as a promise (a page of posts awaits nothing for it).
   */
  through(key: string, texts: readonly string[], render: () => Promise<string>): string | Promise<string> {
    const known = this.memo.get(key);
    if (known !== undefined && known.madeFrom(texts) && this.unchanged(known.blockNames)) return known.html;
    return render().then((html) => {
      const blockNames = this.staticBlockNames(texts);
      if (blockNames !== null && this.unchanged(blockNames)) this.memo.set(key, new Rendered(html, texts, blockNames));
      return html;
    });
  }

  /** The block names the texts hold; null when any text has a shortcode or a dynamic block. */
  private staticBlockNames(texts: readonly string[]): string[] | null {
    const names = new Set<string>();
    const visit = (block: ParsedBlock): boolean => {
      if (block.blockName !== null) {
        const render = this.registry.get(block.blockName)?.render;
        if (render !== undefined && render !== passThrough) return false;
        names.add(block.blockName);
      }
      return block.innerBlocks.every(visit);
    };
    for (const text of texts) {
      if (text.includes('[')) return null;
      if (hasBlocks(text) && !parseBlocks(text).every(visit)) return null;
    }
    return [...names];
  }

  private unchanged(blockNames: readonly string[]): boolean {
    const sealed = this.sealedHooks;
    if (sealed === null) return false;
    for (let i = 0; i < RENDERING_HOOKS.length; i++) if (this.hooks.filtersOf(RENDERING_HOOKS[i]!) !== sealed[i]) return false;
    for (const name of blockNames) {
      if (this.registry.get(name) !== this.sealedTypes.get(name)) return false;
      if (this.hooks.filtersOf(`render_block_${name}`) !== this.sealedBlockFilters.get(name)) return false;
    }
    return true;
  }
}
