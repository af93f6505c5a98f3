/**
 * WordPress's wptexturize for English: curly quotes and apostrophes, en and em
 * dashes, ellipses and multiplication signs in text, never inside tags,
 * comments, shortcodes or `<pre>`, `<code>`, `<kbd>`, `<style>`, `<script>`,
 * `<tt>` elements.
 */

import { CONTENT_MEMO_LIMITS, memoizeText } from './memoizeText';

const SKIP_ELEMENTS = new Set(['pre', 'code', 'kbd', 'style', 'script', 'tt']);
const SPACES = '[\\r\\n\\t ]|\\xA0|&nbsp;';

const OPEN_SINGLE = '&#8216;';
const CLOSE_SINGLE = '&#8217;';
const APOS = '&#8217;';
const OPEN_DOUBLE = '&#8220;';
const CLOSE_DOUBLE = '&#8221;';
const PRIME = '&#8242;';
const DOUBLE_PRIME = '&#8243;';

const STATIC: Array<[string, string]> = [
  ['---', '&#8212;'], [' -- ', ' &#8212; '], ['--', '&#8211;'], [' - ', ' &#8211; '], ['xn&#8211;', 'xn--'], ['...', '&#8230;'],
  ['``', OPEN_DOUBLE], ["''", CLOSE_DOUBLE], [' (tm)', ' &#8482;'],
];

/** Each rule with a character it cannot match without (the rule is skipped when the text lacks it). */
const DYNAMIC: Array<[RegExp, string, string]> = [
  // '99 and '99s: an apostrophe before a decade.
  [/'(?=\d\d(?:$|\D))/g, APOS, "'"],
  // Opening single quote: at the start or after ( [ { " - < or a space.
  [new RegExp(`(?<=^|[(\\[{"\\-]|&lt;|${SPACES})'`, 'g'), OPEN_SINGLE, "'"],
  // Apostrophe in a word.
  [new RegExp(`(?<!${SPACES})'(?!$|[.,:;!?"'(){}\\[\\]\\-]|&[lg]t;|${SPACES})`, 'g'), APOS, "'"],
  // Opening double quote: at the start or after ( [ { - < or a space, not followed by a space.
  [new RegExp(`(?<=^|[(\\[{\\-]|&lt;|${SPACES})"(?!${SPACES})`, 'g'), OPEN_DOUBLE, '"'],
  [/---/g, '&#8212;', '-'],
  [new RegExp(`(?<=^|${SPACES})--(?=$|${SPACES})`, 'g'), '&#8212;', '-'],
  [/(?<!xn)--/g, '&#8211;', '-'],
  [new RegExp(`(?<=^|${SPACES})-(?=$|${SPACES})`, 'g'), '&#8211;', '-'],
  [/\b(\d[\d.,]*)x(\d[\d.,]*)\b/g, '$1&#215;$2', 'x'],
];

/** Quotes left after the rules above: after a digit they are primes, else closing quotes. */
function remainingQuotes(text: string): string {
  let out = text;
  if (out.includes("'")) out = out.replace(/(?<=\d)'/g, PRIME).replace(/'/g, CLOSE_SINGLE);
  if (out.includes('"')) out = out.replace(/(?<=\d)"/g, DOUBLE_PRIME).replace(/"/g, CLOSE_DOUBLE);
  return out;
}

/** Text between tags. A step is skipped when the text, as it is by then, lacks what that step replaces. */
function texturizeText(text: string): string {
  let out = text;
  for (const [from, to] of STATIC) if (out.includes(from)) out = out.split(from).join(to);
  for (const [pattern, to, needed] of DYNAMIC) if (out.includes(needed)) out = out.replace(pattern, to);
  out = remainingQuotes(out);
  return out.includes('&') ? out.replace(/&(?!#?[a-zA-Z0-9]+;)/g, '&#038;') : out;
}

/** Tags, comments and shortcodes are copied; the text between them is texturized. */
const TOKENS = /(<!--[\s\S]*?-->|<[^>]*>|\[[^[\]]*\])/;

/** WordPress's wptexturize (pure: repeated content is looked up, not redone). */
export const wptexturize: (html: string) => string = memoizeText(texturize, CONTENT_MEMO_LIMITS);

function texturize(html: string): string {
  if (html.trim() === '') return html;
  const parts = html.split(TOKENS);
  const stack: string[] = [];
  return parts.map((part, i) => {
    if (i % 2 === 1) {
      const tag = /^<(\/?)([a-z0-9]+)/i.exec(part);
      if (tag !== null && SKIP_ELEMENTS.has((tag[2] as string).toLowerCase())) {
        if (tag[1] === '/') stack.pop();
        else if (!part.endsWith('/>')) stack.push((tag[2] as string).toLowerCase());
      }
      return part;
    }
    return stack.length > 0 || part === '' ? part : texturizeText(part);
  }).join('');
}
