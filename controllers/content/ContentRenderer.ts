/**
 * The `the_content` and `the_excerpt` pipelines of one app, as WordPress wires
 * them by default: the `[embed]` shortcode (8), blocks (9), wptexturize (10),
 * wpautop (10, skipped when the content has blocks), shortcode_unautop (10),
 * shortcodes (11). Each
 * step is an ordinary filter on the app's hooks, so users add, reorder or
 * remove steps with `addFilter` / `removeFilter`.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import { hasBlocks, parseBlocks, type ParsedBlock } from '../../src/content/parseBlocks';
import { ShortcodeRegistry } from '../../src/content/shortcodes';
import { convertChars, trimWords } from '../../src/content/trimWords';
import { wpautop } from '../../src/content/wpautop';
import { wptexturize } from '../../src/content/wptexturize';
import { addClassToFirstTag } from '../../src/content/addClassToFirstTag';
import type { Hooks } from '../../src/hooks/Hooks';
import { OnDemandAsyncStorage } from '../../src/scope/OnDemandAsyncStorage';
import type { PostRecord, Storage } from '../../src/storage/types';
import type { BlockTypeRegistry } from '../blocks/BlockTypeRegistry';
import { BlockRenderer, type RenderPost } from '../blocks/render/BlockRenderer';
import type { BlockRenderSite } from '../blocks/render/BlockRenderSite';
import { registerCoreShortcodes } from './coreShortcodes';
import { addLayoutClasses } from '../blocks/render/layoutClasses';
import { StaticRenderMemo } from './StaticRenderMemo';

/** State of one `the_content` run (runs interleave across requests, so it is not kept on the instance). */
interface ContentRun {
  post?: RenderPost;
  /** do_blocks found blocks: wpautop leaves this run alone. */
  skipAutop: boolean;
  /** Galleries shown so far (their element ids count up). */
  galleries: number;
  /** Posts whose blocks are being shown (a reusable block or post content never shows itself). */
  rendering: Set<number>;
}

/** Blocks whose HTML an automatic excerpt keeps (WordPress's excerpt_allowed_blocks), and wrappers whose allowed inner blocks it keeps. */
const EXCERPT_BLOCKS = new Set([null, 'core/columns', 'core/freeform', 'core/heading', 'core/html', 'core/list', 'core/media-text', 'core/paragraph', 'core/preformatted', 'core/pullquote', 'core/quote', 'core/table', 'core/verse']);
const EXCERPT_WRAPPERS = new Set(['core/columns', 'core/column', 'core/group']);

export const DEFAULT_EXCERPT_WORDS = 55;

export class ContentRenderer {
  readonly shortcodes = new ShortcodeRegistry();
  readonly blocks: BlockRenderer;
  private readonly runs = new OnDemandAsyncStorage<ContentRun>();
  private readonly memo: StaticRenderMemo;

  constructor(
    storage: Storage,
    private readonly hooks: Hooks,
    options: ResolvedOptions,
    registry: BlockTypeRegistry,
  ) {
    const site: BlockRenderSite = {
      storage,
      options,
      hooks,
      renderPostContent: async (id) => {
        const post = await storage.posts.get(id);
        // A post content block inside the same post would show itself forever: WordPress shows nothing.
        if (post === undefined || this.runs.getStore()?.rendering.has(id) === true || this.runs.getStore()?.post?.id === id) return '';
        return this.postContent(post);
      },
      renderBlocksOnce: async (id, content) => {
        const run = this.runs.getStore();
        if (run?.rendering.has(id) === true) return '';
        run?.rendering.add(id);
        try {
          return await this.blocks.doBlocks(content, run?.post);
        } finally {
          run?.rendering.delete(id);
        }
      },
      renderPostExcerpt: async (id, words) => {
        const post = await storage.posts.get(id);
        return post === undefined ? '' : this.excerptText(post, words);
      },
    };
    this.blocks = new BlockRenderer(registry, hooks, site);
    registerCoreShortcodes(this.shortcodes, site, () => {
      const run = this.runs.getStore();
      if (run === undefined) return 1;
      run.galleries += 1;
      return run.galleries;
    });
    this.memo = new StaticRenderMemo(hooks, registry);
    this.installDefaultFilters(registry);
    this.memo.seal();
  }

  private installDefaultFilters(registry: BlockTypeRegistry): void {
    const h = this.hooks;
    h.addFilter('the_content', (content: string) => this.embedFirst(content), 8);
    h.addFilter('the_content', (content: string) => this.doBlocks(content), 9);
    h.addFilter('the_content', (content: string) => wptexturize(content), 10);
    h.addFilter('the_content', (content: string) => (this.runs.getStore()?.skipAutop === true ? content : wpautop(content)), 10);
    h.addFilter('the_content', (content: string) => this.shortcodes.unautop(content), 10);
    h.addFilter('the_content', (content: string) => this.shortcodes.doShortcode(content), 11);
    // The block library's own filter: paragraphs carry their block class when shown.
    h.addFilter('render_block_core/paragraph', (html: string) => (html === '' ? html : addClassToFirstTag(html, 'p', 'wp-block-paragraph')), 10);
    h.addFilter('render_block', (html: string, block: ParsedBlock) => addLayoutClasses(registry, html, block), 10);
    h.addFilter('the_excerpt', (excerpt: string) => wptexturize(excerpt), 10);
    h.addFilter('the_excerpt', (excerpt: string) => convertChars(excerpt), 10);
    h.addFilter('the_excerpt', (excerpt: string) => wpautop(excerpt), 10);
    h.addFilter('the_excerpt', (excerpt: string) => this.shortcodes.unautop(excerpt), 10);
  }

  /** WordPress runs `[embed]` before the other shortcodes and wpautop (WP_Embed::run_shortcode). */
  private async embedFirst(content: string): Promise<string> {
    const others = this.shortcodes.tags().filter((tag) => tag !== 'embed');
    return this.shortcodes.doShortcode(content, others);
  }

  private async doBlocks(content: string): Promise<string> {
    const run = this.runs.getStore();
    if (!hasBlocks(content)) return content;
    if (run !== undefined) run.skipAutop = true;
    return this.blocks.doBlocks(content, run?.post);
  }

  /** `apply_filters( 'the_content', text )` for the given post. */
  async theContent(text: string, post?: RenderPost): Promise<string> {
    const outer = this.runs.getStore();
    const rendering = new Set(outer?.rendering ?? []);
    if (outer?.post !== undefined) rendering.add(outer.post.id);
    const run: ContentRun = { ...(post !== undefined ? { post } : {}), skipAutop: false, galleries: outer?.galleries ?? 0, rendering };
    return this.runs.run(run, () => this.hooks.applyFiltersAsync<string>('the_content', text));
  }

  /** A post's `content.rendered` (as it is when remembered, else a promise). */
  postContent(post: Pick<PostRecord, 'id' | 'post_type' | 'post_content'>): string | Promise<string> {
    return this.memo.through(`content ${post.id}`, [post.post_content], () => this.theContent(post.post_content, { id: post.id, post_type: post.post_type }));
  }

  /** A post's `excerpt.rendered`: `get_the_excerpt` then `the_excerpt`. */
  postExcerpt(post: Pick<PostRecord, 'id' | 'post_type' | 'post_content' | 'post_excerpt'>, words?: number): string | Promise<string> {
    const key = `excerpt ${post.id} ${words ?? ''}`;
    return this.memo.through(key, [post.post_excerpt, post.post_content], async () => {
      const text = await this.excerptText(post, words);
      return this.hooks.applyFiltersAsync<string>('the_excerpt', text);
    });
  }

  /** WordPress's wp_trim_excerpt: the written excerpt, or the first words of the rendered content. */
  async excerptText(post: Pick<PostRecord, 'id' | 'post_type' | 'post_content' | 'post_excerpt'>, words?: number): Promise<string> {
    const written = this.hooks.applyFilters<string>('get_the_excerpt', post.post_excerpt, post);
    if (written.trim() !== '') return written;
    const source = this.excerptRemoveBlocks(this.shortcodes.stripShortcodes(post.post_content));
    const rendered = await this.theContent(source, { id: post.id, post_type: post.post_type });
    const length = this.hooks.applyFilters<number>('excerpt_length', words ?? DEFAULT_EXCERPT_WORDS);
    const more = this.hooks.applyFilters<string>('excerpt_more', ' [&hellip;]');
    return trimWords(rendered.split(']]>').join(']]&gt;'), length, more);
  }

  /** WordPress's excerpt_remove_blocks: only text-like blocks stay (wrappers keep their text-like inner blocks). */
  private excerptRemoveBlocks(content: string): string {
    if (!hasBlocks(content)) return content;
    const keep = (block: ParsedBlock): ParsedBlock | null => {
      if (block.blockName !== null && EXCERPT_WRAPPERS.has(block.blockName)) {
        const inner = block.innerBlocks.map(keep);
        return { ...block, innerBlocks: inner.filter((b): b is ParsedBlock => b !== null), innerContent: rebuildInnerContent(block, inner) };
      }
      return EXCERPT_BLOCKS.has(block.blockName) ? block : null;
    };
    return parseBlocks(content).map(keep).filter((b): b is ParsedBlock => b !== null).map(serializeBlock).join('');
  }
}

/** The inner content of a wrapper with dropped inner blocks taken out. */
function rebuildInnerContent(block: ParsedBlock, kept: Array<ParsedBlock | null>): Array<string | null> {
  let index = 0;
  return block.innerContent.filter((chunk) => chunk !== null || kept[index++] !== null);
}

/**
 * WordPress's serialize_block_attributes: the attributes as JSON, with `--`, `<`, `>`, `&` and
 * escaped quotes written as Unicode escapes so the delimiter comment cannot be closed early.
 */
export function serializeBlockAttributes(attrs: Record<string, unknown>): string {
  return JSON.stringify(attrs)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\\"/g, '\\u0022');
}

/** WordPress's serialize_block: a parsed block back to its stored form. */
export function serializeBlock(block: ParsedBlock): string {
  let index = 0;
  const inner = block.innerContent.map((chunk) => (chunk === null ? serializeBlock(block.innerBlocks[index++] as ParsedBlock) : chunk)).join('');
  if (block.blockName === null) return inner;
  const name = block.blockName.startsWith('core/') ? block.blockName.slice(5) : block.blockName;
  const attrs = block.attrs !== null && Object.keys(block.attrs).length > 0 ? `${serializeBlockAttributes(block.attrs)} ` : '';
  return inner === '' ? `<!-- wp:${name} ${attrs}/-->` : `<!-- wp:${name} ${attrs}-->${inner}<!-- /wp:${name} -->`;
}
