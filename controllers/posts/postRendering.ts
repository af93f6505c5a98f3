/**
 * How stored post text is shown. svc-rest does not run WordPress's content
 * filters (wpautop, wptexturize, shortcodes, blocks): `content.rendered` is the
 * stored HTML as is. Titles get WordPress's escaping of bare `&`; excerpts are
 * the stored excerpt, or the first words of the content, wrapped in a paragraph.
 */

/** A bare `&` (not starting an entity) becomes `&#038;`, as WordPress shows titles. */
export function renderTitle(raw: string): string {
  return raw.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&#038;').trim();
}

export function renderContent(raw: string): string {
  return raw;
}

const DEFAULT_EXCERPT_WORDS = 55;

/** WordPress's automatic excerpt: text of the content, first `words` words, then ` [&hellip;]` when cut. */
export function autoExcerpt(content: string, words = DEFAULT_EXCERPT_WORDS): string {
  const text = content.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  const list = text.split(' ');
  if (list.length <= words) return list.join(' ');
  return `${list.slice(0, Math.max(0, words)).join(' ')} [&hellip;]`;
}

/** The rendered excerpt: a paragraph, or '' when there is nothing to show. */
export function renderExcerpt(rawExcerpt: string, content: string, words?: number): string {
  const text = rawExcerpt !== '' ? renderTitle(rawExcerpt) : autoExcerpt(content, words);
  return text === '' ? '' : `<p>${text}</p>\n`;
}

/** WordPress's block_version: 1 when the content holds block markup. */
export function blockVersion(content: string): number {
  return content.includes('<!-- wp:') ? 1 : 0;
}

/** `YYYY-MM-DD HH:MM:SS` → `YYYY-MM-DDTHH:MM:SS`; null for the zero date. */
export function rfc3339(date: string): string | null {
  if (date === '' || date.startsWith('0000-00-00')) return null;
  return date.replace(' ', 'T');
}
