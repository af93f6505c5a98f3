/**
 * Shared pieces of core block markup: WordPress's get_block_wrapper_attributes
 * (the generated `wp-block-<name>` class after the renderer's own classes, the
 * user's `className`, alignment), escaping, links and site options.
 */
import { escapeHtml } from '../html';
import type { PostRecord } from '../../../src/storage/types';
import { postPermalink } from '../../posts/postPermalink';
import type { BlockRenderSite } from './BlockRenderSite';

export const escHtml = escapeHtml;
export const escAttr = escapeHtml;

/** The class generated for a block name: `core/archives` → `wp-block-archives`, `my/thing` → `wp-block-my-thing`. */
export function generatedClassName(name: string): string {
  return `wp-block-${name.replace(/^core\//, '').replace(/\//g, '-')}`;
}

export interface WrapperExtras {
  class?: string;
  style?: string;
  id?: string;
  'aria-label'?: string;
}

/** `class="…"` (and style, id, aria-label) of a dynamic block's wrapper element. */
export function wrapperAttributes(name: string, attributes: Record<string, unknown>, extra: WrapperExtras = {}): string {
  const supports: string[] = [generatedClassName(name)];
  if (typeof attributes.align === 'string' && attributes.align !== '') supports.push(`align${attributes.align}`);
  if (typeof attributes.className === 'string' && attributes.className !== '') supports.push(attributes.className);
  const classes = [extra.class ?? '', supports.join(' ')].filter((part) => part !== '').join(' ');
  const pairs: Array<[string, string]> = [];
  if (extra.style !== undefined && extra.style !== '') pairs.push(['style', extra.style]);
  pairs.push(['class', classes]);
  if (extra.id !== undefined && extra.id !== '') pairs.push(['id', extra.id]);
  if (extra['aria-label'] !== undefined && extra['aria-label'] !== '') pairs.push(['aria-label', extra['aria-label']]);
  return pairs.map(([key, value]) => `${key}="${escAttr(value)}"`).join(' ');
}

/** A stored site option as text (WordPress's get_option / get_bloginfo), `fallback` when unset. */
export async function siteOption(site: BlockRenderSite, name: string, fallback = ''): Promise<string> {
  const value = await site.storage.options.get(name);
  return value === undefined || value === null ? fallback : String(value);
}

/** The site's home URL with a trailing slash (home_url( '/' )). */
export function homeUrl(site: BlockRenderSite): string {
  return `${site.options.baseUrl}/`;
}

/** Block markup nests page links only (the parents of other types are not spelled out). */
const PAGES_NEST = { get: (name: string) => (name === 'page' ? { hierarchical: true } : undefined) };

/** A post's permalink. */
export async function linkOf(site: BlockRenderSite, post: PostRecord): Promise<string> {
  return postPermalink({ options: site.options, storage: site.storage, postTypes: PAGES_NEST }, post);
}

/** The title as WordPress shows it (get_the_title): bare `&` escaped, private/protected prefixes. */
export function postTitle(post: PostRecord): string {
  const title = post.post_title.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&#038;').trim();
  if (post.post_password !== '') return `Protected: ${title}`;
  if (post.post_status === 'private') return `Private: ${title}`;
  return title;
}

/** The post the block is shown for (its `postId` context), if it exists. */
export async function contextPost(site: BlockRenderSite, context: Record<string, unknown> | undefined, postId: number | undefined): Promise<PostRecord | undefined> {
  const id = typeof context?.postId === 'number' ? context.postId : postId;
  return id === undefined || id <= 0 ? undefined : site.storage.posts.get(id);
}

/** Published posts, newest first. */
export async function publishedPosts(site: BlockRenderSite, limit?: number, type = 'post'): Promise<PostRecord[]> {
  return (await site.storage.posts.query({ type, status: ['publish'], orderby: 'date', order: 'desc', ...(limit !== undefined ? { limit } : {}) })).items;
}
