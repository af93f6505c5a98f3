/**
 * `uniqueItems`: items compare by JSON Schema equality — objects ignore key order,
 * lists keep theirs, and values of different types (0, false, "0") never match.
 */
import { isList, isPlainObject } from './values';

/** A string that is equal for two values exactly when the values are equal. */
function stableKey(value: unknown): string {
  if (value === null || value === undefined) return 'n';
  switch (typeof value) {
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'number':
      return `d${value}`;
    case 'string':
      return `s${JSON.stringify(value)}`;
    default:
      break;
  }
  if (isList(value) || isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    const record = value as Record<string, unknown>;
    return `a{${keys.map((key) => `${JSON.stringify(key)}:${stableKey(record[key])}`).join(',')}}`;
  }
  const json = (value as { toJSON?: () => unknown }).toJSON;
  return typeof json === 'function' ? stableKey(json.call(value)) : `o${String(value)}`;
}

function isPrimitive(value: unknown): boolean {
  const type = typeof value;
  return value === null || (type !== 'object' && type !== 'function');
}

export function hasUniqueItems(items: readonly unknown[]): boolean {
  if (items.length < 2) return true;
  if (items.every(isPrimitive)) {
    // Primitives of different types never collide in a Set (1 vs "1" vs true).
    return new Set(items.map((item) => (item === undefined ? null : item))).size === items.length;
  }
  const seen = new Set<string>();
  for (const item of items) {
    const key = stableKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
