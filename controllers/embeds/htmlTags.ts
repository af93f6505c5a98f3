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
/** Named entities beyond the markup ones: Latin-1 and common typography, as `name:hex code point`. */
const NAMED_CODES = 'AElig:c6 Aacute:c1 Acirc:c2 Agrave:c0 Aring:c5 Atilde:c3 Auml:c4 Ccedil:c7 Dagger:2021 ETH:d0 Eacute:c9 Ecirc:ca Egrave:c8 Euml:cb Iacute:cd Icirc:ce Igrave:cc Iuml:cf Ntilde:d1 OElig:152 Oacute:d3 Ocirc:d4 Ograve:d2 Oslash:d8 Otilde:d5 Ouml:d6 Prime:2033 Scaron:160 THORN:de Uacute:da Ucirc:db Ugrave:d9 Uuml:dc Yacute:dd Yuml:178 aacute:e1 acirc:e2 acute:b4 aelig:e6 agrave:e0 aring:e5 atilde:e3 auml:e4 bdquo:201e brvbar:a6 bull:2022 ccedil:e7 cedil:b8 cent:a2 circ:2c6 copy:a9 curren:a4 dagger:2020 darr:2193 deg:b0 divide:f7 eacute:e9 ecirc:ea egrave:e8 emsp:2003 ensp:2002 eth:f0 euml:eb euro:20ac fnof:192 frac12:bd frac14:bc frac34:be harr:2194 hellip:2026 iacute:ed icirc:ee iexcl:a1 igrave:ec iquest:bf iuml:ef laquo:ab larr:2190 ldquo:201c lrm:200e lsaquo:2039 lsquo:2018 macr:af mdash:2014 micro:b5 middot:b7 minus:2212 nbsp:a0 ndash:2013 not:ac ntilde:f1 oacute:f3 ocirc:f4 oelig:153 ograve:f2 ordf:aa ordm:ba oslash:f8 otilde:f5 ouml:f6 para:b6 permil:2030 plusmn:b1 pound:a3 prime:2032 raquo:bb rarr:2192 rdquo:201d reg:ae rlm:200f rsaquo:203a rsquo:2019 sbquo:201a scaron:161 sect:a7 shy:ad sup1:b9 sup2:b2 sup3:b3 szlig:df thinsp:2009 thorn:fe tilde:2dc times:d7 trade:2122 uacute:fa uarr:2191 ucirc:fb ugrave:f9 uml:a8 uuml:fc yacute:fd yen:a5 yuml:ff zwj:200d zwnj:200c';
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  ...Object.fromEntries(NAMED_CODES.split(' ').map((pair) => {
    const [name, code] = pair.split(':') as [string, string];
    return [name, String.fromCodePoint(Number.parseInt(code, 16))];
  })),
};

/** PHP's html_entity_decode for the entities pages commonly use. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
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
