/**
 * Query strings and form bodies the way PHP reads them: `a[]=1&a[]=2` gives a
 * list, `a[k]=v` a map, nested brackets nest. A later plain key replaces an
 * earlier one. Malformed percent-escapes are kept literally instead of throwing.
 */
import type { ParamMap } from './ParamMap';

/** Deepest bracket nesting honoured; deeper keys are ignored (PHP's max_input_nesting_level is 64). */
const MAX_DEPTH = 32;
/** Most pairs read from one string (PHP's max_input_vars is 1000). */
const MAX_PAIRS = 1000;
export function parseQueryString(input: string): ParamMap {
  if (input === '') return Object.create(null) as ParamMap;
  // A plain object (fast properties, unlike a prototype-less map): `__proto__` keys are
  // refused by assign, and inherited names read as non-objects there, so nothing leaks in.
  const result: ParamMap = {};
  let count = 0;
  let nested = false;
  // Walks the pairs in place rather than splitting: this runs on every request.
  for (let start = 0; start <= input.length; ) {
    let end = input.indexOf('&', start);
    if (end === -1) end = input.length;
    if (end > start) {
      if (++count > MAX_PAIRS) break;
      const eq = input.indexOf('=', start);
      const hasValue = eq !== -1 && eq < end;
      const rawKey = phpUrlDecode(input.slice(start, hasValue ? eq : end));
      const value = hasValue ? phpUrlDecode(input.slice(eq + 1, end)) : '';
      if (assign(result, rawKey, value)) nested = true;
    }
    start = end + 1;
  }
  return (nested ? toPlain(result) : flatToPlain(result)) as ParamMap;
}

/**
 * PHP's urldecode: `+` is a space, `%XX` escapes are decoded, and escapes that do
 * not form valid UTF-8 or are not escapes at all stay as written (never throws).
 */
export function phpUrlDecode(text: string): string {
  // Text without `%` or `+` decodes to itself (the common case: skip the work).
  if (text.indexOf('%') === -1 && text.indexOf('+') === -1) return text;
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Decode what can be decoded, keep broken escapes as they were.
    return spaced.replace(/(%[0-9a-fA-F]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

type Node = Record<string, unknown>;

/** Stores one pair; true when it was a bracket key (so the result holds nested maps). */
function assign(target: Node, rawKey: string, value: string): boolean {
  const open = rawKey.indexOf('[');
  if (open <= 0 || !rawKey.includes(']', open)) {
    if (rawKey !== '' && rawKey !== '__proto__') target[rawKey] = value;
    return false;
  }
  const base = rawKey.slice(0, open);
  if (base === '__proto__') return false;
  const segments: string[] = [];
  const re = /\[([^\]]*)\]/gy;
  re.lastIndex = open;
  let m: RegExpExecArray | null;
  while ((m = re.exec(rawKey)) !== null) {
    if (m[1] === '__proto__') return false;
    segments.push(m[1] ?? '');
    if (segments.length > MAX_DEPTH) return false;
  }
  let node: Node = target;
  let key = base;
  for (const segment of segments) {
    let child = node[key];
    if (typeof child !== 'object' || child === null) {
      child = Object.create(null) as Node;
      node[key] = child;
    }
    node = child as Node;
    key = segment === '' ? String(nextIndex(node)) : segment;
  }
  node[key] = value;
  return true;
}

function nextIndex(node: Node): number {
  let max = -1;
  for (const k of Object.keys(node)) {
    const n = Number(k);
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}

/** toPlain for a plain map of strings (no bracket keys were seen): the map itself, or its list. */
function flatToPlain(node: Node): unknown {
  const keys = Object.keys(node);
  if (keys[0] === '0' && keys.every((k, i) => k === String(i))) return keys.map((k) => node[k]);
  return node;
}

/** Maps with keys 0..n-1 in order become lists, as PHP arrays with sequential keys are lists. */
function toPlain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const node = value as Node;
  const keys = Object.keys(node);
  const out: Node = {};
  for (const k of keys) out[k] = toPlain(node[k]);
  const sequential = keys.length > 0 && keys.every((k, i) => k === String(i));
  return sequential ? keys.map((k) => out[k]) : out;
}
