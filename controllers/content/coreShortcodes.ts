/**
 * The shortcodes WordPress registers itself, shown as a block theme shows them
 * (HTML5 markup for captions and galleries): `[caption]`, `[gallery]`, `[embed]`.
 */
import { escapeHtml } from '../blocks/html';
import type { BlockRenderSite } from '../blocks/render/BlockRenderSite';
import { shortcodeAtts, type ShortcodeAttributes, type ShortcodeRegistry } from '../../src/content/shortcodes';
import { toInt } from '../../src/schema/php';
import { attachmentImage, attachmentUrl } from './attachments';

const escAttr = escapeHtml;

/** WordPress's sanitize_html_class. */
const sanitizeHtmlClass = (name: string): string => name.replace(/%[a-fA-F0-9][a-fA-F0-9]/g, '').replace(/[^A-Za-z0-9_-]/g, '');

/** `[caption id="attachment_6" align="alignright" width="300"]<img …/> Text[/caption]` (img_caption_shortcode, HTML5). */
export function captionShortcode(registry: ShortcodeRegistry): (attributes: ShortcodeAttributes, content: string | null) => Promise<string> {
  return async (given, content) => {
    let inner = content ?? '';
    const attributes = { ...given };
    if (attributes.caption === undefined) {
      const split = /((?:<a [^>]+>\s*)?<img [^>]+>(?:\s*<\/a>)?)([\s\S]*)/i.exec(inner);
      if (split !== null) {
        inner = split[1] as string;
        attributes.caption = (split[2] as string).trim();
      }
    }
    const atts = shortcodeAtts({ id: '', caption_id: '', align: 'alignnone', width: '', caption: '', class: '' }, attributes);
    const width = toInt(atts.width);
    if (width < 1 || atts.caption === '') return inner;
    let id = '';
    let captionId = '';
    let describedBy = '';
    if (atts.id !== '') {
      atts.id = sanitizeHtmlClass(atts.id);
      id = `id="${escAttr(atts.id)}" `;
    }
    if (atts.caption_id !== '') atts.caption_id = sanitizeHtmlClass(atts.caption_id);
    else if (atts.id !== '') atts.caption_id = `caption-${atts.id.replace(/_/g, '-')}`;
    if (atts.caption_id !== '') {
      captionId = `id="${escAttr(atts.caption_id)}" `;
      describedBy = `aria-describedby="${escAttr(atts.caption_id)}" `;
    }
    const className = `wp-caption ${atts.align} ${atts.class}`.trim();
    const style = `style="width: ${width}px" `;
    const body = await registry.doShortcode(inner);
    return `<figure ${id}${describedBy}${style}class="${escAttr(className)}">${body}<figcaption ${captionId}class="wp-caption-text">${atts.caption}</figcaption></figure>`;
  };
}

/** `[gallery ids="1,2" columns="3" size="thumbnail" link="file"]` (gallery_shortcode, HTML5, no inline style). */
export function galleryShortcode(site: BlockRenderSite, nextInstance: () => number): (attributes: ShortcodeAttributes) => Promise<string> {
  return async (given) => {
    const atts = shortcodeAtts({ order: 'ASC', orderby: 'menu_order ID', id: '0', columns: '3', size: 'thumbnail', include: '', exclude: '', link: '' }, given);
    const include = (given.ids ?? atts.include).split(/[\s,]+/).map((id) => toInt(id)).filter((id) => id > 0);
    const attachments = [];
    for (const id of include) {
      const post = await site.storage.posts.get(id);
      if (post !== undefined && post.post_type === 'attachment') attachments.push(post);
    }
    if (attachments.length === 0) return '';
    const instance = nextInstance();
    const columns = Math.max(0, toInt(atts.columns));
    const size = sanitizeHtmlClass(atts.size);
    const selector = `gallery-${instance}`;
    let out = `<div id='${selector}' class='gallery galleryid-${toInt(atts.id)} gallery-columns-${columns} gallery-size-${size}'>`;
    for (const attachment of attachments) {
      const image = await attachmentImage(site, attachment, atts.size, attachment.post_excerpt.trim() !== '' ? `${selector}-${attachment.id}` : '');
      const url = atts.link === 'file' ? await attachmentUrl(site, attachment) : atts.link === 'none' ? '' : attachment.guid;
      const link = url === '' ? image.html : `<a href='${escAttr(url)}'>${image.html}</a>`;
      const orientation = image.height > image.width ? 'portrait' : 'landscape';
      out += `<figure class='gallery-item'>\n\t\t\t<div class='gallery-icon ${orientation}'>\n\t\t\t\t${link}\n\t\t\t</div>`;
      if (attachment.post_excerpt.trim() !== '') {
        out += `\n\t\t\t\t<figcaption class='wp-caption-text gallery-caption' id='${selector}-${attachment.id}'>\n\t\t\t\t${escapeHtml(attachment.post_excerpt)}\n\t\t\t\t</figcaption>`;
      }
      out += '</figure>';
    }
    out += '\n\t\t</div>\n';
    return out;
  };
}

/**
 * `[embed]URL[/embed]`. Without network access no oEmbed provider answers, so
 * WordPress's fallback applies: a link to the URL. A `pre_oembed_result` filter
 * may supply the HTML (WordPress's hook for the same purpose).
 */
export function embedShortcode(site: BlockRenderSite): (attributes: ShortcodeAttributes, content: string | null) => string {
  return (attributes, content) => {
    const url = (content ?? attributes.src ?? '').trim().replace(/&amp;/g, '&');
    if (url === '') return '';
    const html = site.hooks.applyFilters<string | null>('pre_oembed_result', null, url, attributes);
    if (typeof html === 'string') return html;
    const escaped = escAttr(url);
    return `<a href="${escaped}">${escapeHtml(url)}</a>`;
  };
}

/** `nextInstance` numbers the galleries of one rendering (WordPress counts them per page). */
export function registerCoreShortcodes(registry: ShortcodeRegistry, site: BlockRenderSite, nextInstance: () => number): void {
  registry.add('embed', embedShortcode(site));
  registry.add('caption', captionShortcode(registry));
  registry.add('wp_caption', captionShortcode(registry));
  registry.add('gallery', galleryShortcode(site, nextInstance));
}

