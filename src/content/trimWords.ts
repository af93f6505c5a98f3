/** WordPress's wp_strip_all_tags (script and style elements go with their text) and wp_trim_words. */

export function stripAllTags(html: string): string {
  return html.replace(/<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '').replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]*>/g, '').trim();
}

/** The first `words` words of the text of `html`, then `more` when some were cut. */
export function trimWords(html: string, words = 55, more = '&hellip;'): string {
  const list = stripAllTags(html).split(/[\n\r\t ]+/).filter((word) => word !== '');
  if (list.length > words) return list.slice(0, Math.max(0, words)).join(' ') + more;
  return list.join(' ');
}

/** WordPress's convert_chars for text: a bare `&` (not starting an entity) becomes `&#038;`. */
export function convertChars(text: string): string {
  return text.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&#038;');
}
