/**
 * The oEmbed answer for one of our own posts (WordPress's get_oembed_response_data
 * with the `get_oembed_response_data_rich` filter core adds): site and author
 * facts, the post's title, and the `rich` iframe markup at the clamped width.
 */
import { randomBytes } from 'node:crypto';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Hooks } from '../../src/hooks/Hooks';
import type { PostRecord, Storage } from '../../src/storage/types';
import { escapeHtml } from '../blocks/html';
import { postTitle } from '../blocks/render/markup';
import { THUMBNAIL_META } from '../posts/PostPresenter';
import { postPermalink } from '../posts/postPermalink';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import { userLink } from '../users/userLink';

export interface EmbedSite {
  storage: Storage;
  options: ResolvedOptions;
  hooks: Hooks;
  postTypes: PostTypeRegistry;
}

export type OEmbedData = Record<string, unknown>;

const SECRET_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The `oembed_min_max_width` bounds WordPress applies by default. */
const DEFAULT_WIDTHS = { min: 200, max: 600 };

/** The data for post `id` at `width`, or undefined when it does not exist or is not publicly viewable. */
export async function oembedDataForPost(site: EmbedSite, id: number, width: number): Promise<OEmbedData | undefined> {
  const post = id > 0 ? await site.storage.posts.get(id) : undefined;
  if (post === undefined || !(await isPubliclyViewable(site, post))) return undefined;
  const bounds = site.hooks.applyFilters<{ min: number; max: number }>('oembed_min_max_width', { ...DEFAULT_WIDTHS });
  const clamped = Math.min(Math.max(bounds.min, Math.abs(Math.trunc(width))), bounds.max);
  const height = Math.max(Math.ceil((clamped / 16) * 9), 200);
  const siteName = await optionText(site, 'blogname');
  const home = (await optionText(site, 'home')) || site.options.baseUrl;
  const data: OEmbedData = {
    version: '1.0', provider_name: siteName, provider_url: home, author_name: siteName, author_url: home, title: postTitle(post), type: 'link',
  };
  const author = post.post_author > 0 ? await site.storage.users.getById(post.post_author) : undefined;
  if (author !== undefined) {
    data.author_name = author.display_name;
    data.author_url = userLink(site.options, author);
  }
  const rich = await richData(site, data, post, clamped, height, siteName);
  return site.hooks.applyFilters<OEmbedData>('oembed_response_data', rich, post, clamped, height);
}

/** WordPress's is_post_publicly_viewable: a viewable type and a public status (attachments follow their parent). */
async function isPubliclyViewable(site: EmbedSite, post: PostRecord): Promise<boolean> {
  if (site.postTypes.get(post.post_type)?.viewable !== true) return false;
  let status = post.post_status;
  if (status === 'inherit' && post.post_parent > 0) status = (await site.storage.posts.get(post.post_parent))?.post_status ?? 'publish';
  else if (status === 'inherit') status = 'publish';
  return status === 'publish';
}

/** get_oembed_response_data_rich: the iframe markup, the sizes and the thumbnail. */
async function richData(site: EmbedSite, data: OEmbedData, post: PostRecord, width: number, height: number, siteName: string): Promise<OEmbedData> {
  const permalink = await postPermalink(site, post);
  const rich: OEmbedData = { ...data, width, height, type: 'rich', html: embedHtml(site, post, permalink, width, height, siteName) };
  const thumbnail = await thumbnailOf(site, post);
  if (thumbnail !== undefined) {
    if (post.post_type === 'attachment' && post.post_mime_type.startsWith('video/')) rich.type = 'video';
    Object.assign(rich, thumbnail);
  }
  return rich;
}

/** get_post_embed_html: a link in a blockquote for readers without frames, and the sandboxed iframe of the embed view. */
function embedHtml(site: EmbedSite, post: PostRecord, permalink: string, width: number, height: number, siteName: string): string {
  const secret = randomSecret();
  const embedUrl = `${embedViewUrl(site, permalink)}#?secret=${secret}`;
  const title = postTitle(post);
  const frameTitle = escapeHtml(`&#8220;${title}&#8221; &#8212; ${siteName}`).replace(/&amp;(#?[a-zA-Z0-9]+;)/g, '&$1');
  const html = `<blockquote class="wp-embedded-content" data-secret="${secret}"><a href="${escapeHtml(permalink)}">${title}</a></blockquote>`
    + `<iframe sandbox="allow-scripts" security="restricted" src="${escapeHtml(embedUrl)}" width="${width}" height="${height}" title="${frameTitle}" data-secret="${secret}" frameborder="0" marginwidth="0" marginheight="0" scrolling="no" class="wp-embedded-content"></iframe>`;
  return site.hooks.applyFilters<string>('embed_html', html, post, width, height);
}

/** get_post_embed_url: `<permalink>/embed/` with pretty permalinks, `?embed=true` otherwise. */
function embedViewUrl(site: EmbedSite, permalink: string): string {
  if (site.options.permalinks === 'plain' || permalink.includes('?')) return `${permalink}${permalink.includes('?') ? '&' : '?'}embed=true`;
  return `${permalink.replace(/\/+$/, '')}/embed/`;
}

/** The featured image (or the image itself, for an image attachment) with its full size. */
async function thumbnailOf(site: EmbedSite, post: PostRecord): Promise<OEmbedData | undefined> {
  let id = 0;
  if (post.post_type === 'attachment' && post.post_mime_type.startsWith('image/')) id = post.id;
  else {
    const [stored] = await site.storage.posts.meta.get(post.id, THUMBNAIL_META);
    id = Number(stored ?? 0);
  }
  const attachment = id > 0 ? await site.storage.posts.get(id) : undefined;
  if (attachment === undefined || attachment.post_type !== 'attachment') return undefined;
  const [metadata] = await site.storage.posts.meta.get(attachment.id, '_wp_attachment_metadata');
  const sizes = (typeof metadata === 'object' && metadata !== null ? metadata : {}) as { width?: number; height?: number };
  return { thumbnail_url: attachment.guid, thumbnail_width: sizes.width ?? 0, thumbnail_height: sizes.height ?? 0 };
}

async function optionText(site: EmbedSite, name: string): Promise<string> {
  const value = await site.storage.options.get(name);
  return value === undefined || value === null ? '' : String(value);
}

/** wp_generate_password( 10, false ): ten letters and digits. */
function randomSecret(): string {
  return [...randomBytes(10)].map((byte) => SECRET_CHARACTERS[byte % SECRET_CHARACTERS.length]).join('');
}
