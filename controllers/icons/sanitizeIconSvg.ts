/**
 * The SVG markup an icon may carry, as WordPress's icons registry lets through
 * wp_kses: `svg`, `path` and `polygon` with a few presentation attributes each;
 * other tags are dropped (their text kept), other attributes removed.
 */
const ALLOWED: Readonly<Record<string, ReadonlySet<string>>> = {
  svg: new Set(['class', 'xmlns', 'width', 'height', 'viewbox', 'aria-hidden', 'role', 'focusable']),
  path: new Set(['fill', 'fill-rule', 'd', 'transform']),
  polygon: new Set(['fill', 'fill-rule', 'points', 'transform', 'focusable']),
};

const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

function keptAttributes(tag: string, source: string): string {
  const allowed = ALLOWED[tag]!;
  let kept = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    // The attribute is kept as written; only its name is compared without case.
    if (allowed.has((match[1] ?? '').toLowerCase())) kept += ` ${match[0]}`;
  }
  return kept;
}

export function sanitizeIconSvg(markup: string): string {
  return markup.replace(COMMENT, '').replace(TAG, (_whole, closing: string, name: string, rest: string) => {
    const tag = name.toLowerCase();
    if (ALLOWED[tag] === undefined) return '';
    if (closing === '/') return `</${name}>`;
    const selfClosing = /\/\s*$/.test(rest);
    return `<${name}${keptAttributes(tag, selfClosing ? rest.replace(/\/\s*$/, '') : rest)}${selfClosing ? ' /' : ''}>`;
  });
}
