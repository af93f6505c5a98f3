/**
 * Lists given as a string or an array, read the way WordPress's
 * `wp_parse_list` reads them: a string splits on runs of commas and ASCII
 * whitespace (empty pieces dropped); an array keeps its scalar entries as they
 * are (not split again). A map (e.g. `_embed[a]=x` from a query string) counts
 * as an array of its values.
 */
import { isDict } from './values';

/** PCRE's `\s` without the `u` flag, plus the comma. */
const SEPARATORS = /[ \t\n\v\f\r,]+/;

export function parseList(input: unknown): string[] {
  if (Array.isArray(input)) return scalarsOf(input);
  if (isDict(input)) return scalarsOf(Object.values(input));
  if (input === null || input === undefined) return [];
  return scalarToString(input)
    .split(SEPARATORS)
    .filter((piece) => piece !== '');
}

function scalarsOf(items: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (isScalar(item)) out.push(scalarToString(item));
  }
  return out;
}

type Scalar = string | number | boolean | bigint;

function isScalar(value: unknown): value is Scalar {
  const kind = typeof value;
  return kind === 'string' || kind === 'number' || kind === 'boolean' || kind === 'bigint';
}

/** PHP's string conversion: `true` is "1", `false` is "". */
function scalarToString(value: unknown): string {
  if (value === true) return '1';
  if (value === false) return '';
  return String(value);
}

/** PHP's default `trim()` set: space, tab, LF, CR, NUL, vertical tab. */
export function phpTrim(text: string): string {
  return text.replace(/^[ \t\n\r\0\x0B]+|[ \t\n\r\0\x0B]+$/g, '');
}
