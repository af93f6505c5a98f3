/**
 * A small scanner of HTML start tags and their attributes, enough to read a
 * page's head (title, link and meta tags) the way WordPress's tag processor
 * does for url-details and oEmbed discovery. Comments are skipped.
 */

export interface HtmlTag {
  /** Upper-case tag name (`META`). */
  name: string;
  closer: boolean;
  /** Attribute values with entities decoded; a bare attribute is `true`. Names are lower-case. */
  attributes: Record<string, string | true>;
  /** Offsets of the tag in the document. */
  start: number;
  end: number;
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '\u2026', mdash: '\u2014', ndash: '\u2013' };

/** PHP's html_entity_decode for the entities pages commonly use. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Every tag of the document in order (comments skipped). */
export function* htmlTags(html: string): Generator<HtmlTag> {
  for (const match of html.matchAll(TAG)) {
    if (match[2] === undefined) continue;
    const attributes: Record<string, string | true> = {};
    for (const attribute of (match[3] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase();
      if (name in attributes) continue;
      const raw = attribute[2] ?? attribute[3] ?? attribute[4];
      attributes[name] = raw === undefined ? true : decodeEntities(raw);
    }
    yield { name: match[2].toUpperCase(), closer: match[1] === '/', attributes, start: match.index, end: match.index + match[0].length };
  }
}

/** An attribute's value as text, undefined when absent or bare. */
export function attributeText(tag: HtmlTag, name: string): string | undefined {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
}
