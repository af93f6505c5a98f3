/**
 * Single-line text sanitizing, as WordPress's `sanitize_text_field` does it: invalid
 * text is dropped, tags are stripped (a lone `<` is kept, escaped), whitespace runs
 * collapse to one space, the ends are trimmed and percent-encoded octets removed.
 */
import { phpTrim, toPhpString } from '../php';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A `<` up to the next `<`, a `>`, or the end. */
const LESS_THAN_RUN = /<[^>]*?(?:(?=<)|>|$)/g;
const SCRIPT_OR_STYLE = /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi;
const TAG = /<[^>]*>/g;
const WHITESPACE_RUN = /[\r\n\t ]+/g;
const OCTET = /%[a-f0-9]{2}/i;

function escapeHtml(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

function stripTags(text: string): string {
  // A `<` that never closes is text, not a tag: escape it so it survives stripping.
  const guarded = text.replace(LESS_THAN_RUN, (run) => (run.includes('>') ? run : escapeHtml(run)));
  return guarded.replace(SCRIPT_OR_STYLE, '').replace(TAG, '');
}

export function sanitizeTextField(value: unknown): string {
  if (typeof value === 'object' && value !== null) return '';
  let text = toPhpString(value);
  if (LONE_SURROGATE.test(text)) return '';
  if (text.includes('<')) text = stripTags(text).replace(/<\n/g, '&lt;\n');
  text = phpTrim(text.replace(WHITESPACE_RUN, ' '));
  let found = false;
  for (let match = OCTET.exec(text); match !== null; match = OCTET.exec(text)) {
    text = text.split(match[0]).join('');
    found = true;
  }
  return found ? phpTrim(text.replace(/ +/g, ' ')) : text;
}
