/**
 * What url-details reads from a page's head (WordPress's find_head_information):
 * the title, the favicon link, the description meta and the Open Graph image,
 * each the first one met before `<body>`, each '' when absent.
 */
import { stripTags } from '../blocks/html';
import { attributeText, decodeEntities, htmlTags } from './htmlTags';

export interface HeadInformation {
  title: string;
  icon: string;
  description: string;
  image: string;
}

const ICON_RELS = new Set(['icon', 'icon shortcut', 'shortcut icon']);

/** prepare_metadata_for_output: entities decoded, then tags (and script/style bodies) stripped. */
function plainText(text: string): string {
  return stripTags(decodeEntities(text).replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '')).trim();
}

/** A relative address made absolute against the page's `scheme://host/` (as WordPress does, without the port). */
function absoluteAgainstRoot(href: string, pageUrl: string): string {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return href;
  }
  try {
    return new URL(href, `${page.protocol}//${page.hostname}/`).toString();
  } catch {
    return href;
  }
}

function iconUrl(href: string, pageUrl: string): string {
  return href.startsWith('data:') || pageUrl === '' ? href : absoluteAgainstRoot(href, pageUrl);
}

export function findHeadInformation(html: string, pageUrl: string): HeadInformation {
  const found: Partial<HeadInformation> = {};
  let skipUntil = 0;
  for (const tag of htmlTags(html)) {
    if (Object.keys(found).length === 4) break;
    if (tag.start < skipUntil || tag.closer) continue;
    if (tag.name === 'TITLE') {
      if (found.title === undefined) {
        // The title's text runs to its closing tag (or, without one, to the end of the document).
        const close = html.slice(tag.end).search(/<\/title[\s>]/i);
        const text = close === -1 ? html.slice(tag.end) : html.slice(tag.end, tag.end + close);
        skipUntil = close === -1 ? html.length : tag.end + close;
        found.title = plainText(decodeEntities(text).trim());
      }
      continue;
    }
    if (tag.name === 'LINK' && found.icon === undefined) {
      const rel = attributeText(tag, 'rel');
      if (rel === undefined || !ICON_RELS.has(rel.trim())) continue;
      const href = attributeText(tag, 'href');
      if (href !== undefined && href !== '') found.icon = iconUrl(href.trim(), pageUrl);
      continue;
    }
    if (tag.name === 'META' && found.description === undefined) {
      const name = attributeText(tag, 'name')?.trim();
      const content = attributeText(tag, 'content');
      if ((name === 'og:description' || name === 'description') && content !== undefined && content !== '') {
        found.description = plainText(content.trim());
        continue;
      }
    }
    if (tag.name === 'META' && found.image === undefined) {
      const property = attributeText(tag, 'property')?.trim();
      const content = attributeText(tag, 'content');
      if ((property === 'og:image' || property === 'og:image:url') && content !== undefined && content !== '') {
        found.image = content.trim() === '' ? '' : absoluteAgainstRoot(content.trim(), pageUrl);
      }
    }
    if (tag.name === 'BODY') break;
  }
  return { title: found.title ?? '', icon: found.icon ?? '', description: found.description ?? '', image: found.image ?? '' };
}
