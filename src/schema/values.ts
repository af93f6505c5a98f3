/**
 * The value model of CONTRACT: a JSON array is a list, a plain object is an
 * associative array, an object with `toJSON()` is object-like. Between them they
 * play the part of PHP arrays in WordPress's array/object rules.
 */

/** A PHP array seen from JavaScript: a list or a plain (associative) object. */
export type PhpArray = unknown[] | Record<string, unknown>;

export function isList(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** A plain object (the stand-in for PHP's associative array and stdClass). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** PHP `is_scalar`: strings, numbers and booleans. */
export function isScalar(value: unknown): value is string | number | boolean | bigint {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint';
}

function hasToJson(value: unknown): value is { toJSON(): unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

/** Commas and the whitespace PCRE's `\s` knows: the separators of a list in a string. */
export function isListSeparator(code: number): boolean {
  return code === 44 || code === 32 || (code >= 9 && code <= 13);
}

/** The non-empty runs between separators (WordPress's split on `[\s,]+`). */
export function splitList(text: string): string[] {
  const parts: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (isListSeparator(text.charCodeAt(i))) {
      if (start >= 0) parts.push(text.slice(start, i));
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  }
  if (start >= 0) parts.push(text.slice(start));
  return parts;
}

/** WordPress `wp_parse_list`: lists pass through; scalars split on commas and whitespace. */
export function parseList(value: unknown): unknown[] {
  if (isList(value)) return value;
  if (typeof value === 'string') return splitList(value);
  if (value === false) return [];
  if (isScalar(value)) return [typeof value === 'boolean' ? '1' : String(value)];
  return [];
}

/** A plain object whose keys are exactly `0..n-1`: a list written as an object. */
function isSequentialObject(value: Record<string, unknown>): boolean {
  let index = 0;
  for (const key in value) {
    if (key !== String(index)) return false;
    index++;
  }
  return true;
}

/** An object with no keys: JSON's `{}` (an object rather than a list), PHP's empty array when plain. */
export function isEmptyObject(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/**
 * SPEC array rule: a list, a list-shaped object, or a scalar that splits into a list.
 * `{}` is not one: WordPress 7.1 answers "not of type array" for an empty object.
 */
export function isArrayLike(value: unknown): boolean {
  if (isList(value) || isScalar(value)) return true;
  return isPlainObject(value) && !hasToJson(value) && !isEmptyObject(value) && isSequentialObject(value);
}

/** The list an array-like value stands for (WordPress `rest_sanitize_array`); other objects give `[]`. */
export function toList(value: unknown): unknown[] {
  if (isList(value)) return value;
  if (isScalar(value)) return parseList(value);
  if (isPlainObject(value) && !hasToJson(value)) return Object.values(value);
  return [];
}

/**
 * PHP `(array)` cast: SPEC's sanitization of an array schema without `items`.
 * An empty object and an object that serializes itself (JsonSerializable) give `[]`,
 * as WordPress 7.1's `rest_sanitize_array` does; a list-shaped object is re-indexed.
 */
export function castToArray(value: unknown): PhpArray {
  if (value === null || value === undefined || hasToJson(value)) return [];
  if (isList(value)) return value;
  if (isPlainObject(value)) return isSequentialObject(value) ? Object.values(value) : value;
  if (typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return [value];
}

/** SPEC object rule: `''`, a PHP array, or something that serializes itself to one. */
export function isObjectLike(value: unknown): boolean {
  if (value === '') return true;
  if (hasToJson(value)) {
    const json = value.toJSON();
    return isList(json) || isPlainObject(json);
  }
  return isList(value) || isPlainObject(value);
}

/** The associative array an object-like value stands for (WordPress `rest_sanitize_object`). */
export function toObject(value: unknown): PhpArray {
  if (hasToJson(value)) value = value.toJSON();
  if (isList(value) || isPlainObject(value)) return value;
  return {};
}

/** PHP `array_key_exists` on an associative array. */
export function hasKey(value: PhpArray, key: unknown): boolean {
  if (isList(value)) {
    const index = typeof key === 'number' ? key : Number(key);
    return Number.isInteger(index) && index >= 0 && index < value.length && String(index) === String(key);
  }
  return Object.prototype.hasOwnProperty.call(value, String(key));
}

/** Number of entries of a PHP array. */
export function countEntries(value: PhpArray): number {
  if (isList(value)) return value.length;
  let count = 0;
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) count++;
  return count;
}

/** PHP `===` between values: same types, and for arrays the same keys, values and order. */
export function strictEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const aIsArray = isList(a) || isPlainObject(a);
  const bIsArray = isList(b) || isPlainObject(b);
  if (!aIsArray || !bIsArray) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (let i = 0; i < aKeys.length; i++) {
    const key = aKeys[i]!;
    if (key !== bKeys[i]) return false;
    if (!strictEquals((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
