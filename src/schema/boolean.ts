/** SPEC boolean rules, shared by validation, sanitization and the public helpers. */
import { isTruthy } from './php';

/** true, false, the strings true/false/0/1 in any case, and the numbers 0 and 1. */
export function isBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return true;
    case 'string': {
      if (value.length > 5) return false;
      const lower = value.toLowerCase();
      return lower === 'false' || lower === 'true' || lower === '0' || lower === '1';
    }
    case 'number':
      return value === 0 || value === 1;
    default:
      return false;
  }
}

/** Strings `false` and `0` (any case) are false, any other string is true; the rest is PHP truthiness. */
export function sanitizeBoolean(value: unknown): boolean {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'false' || lower === '0') return false;
    return value !== '';
  }
  return isTruthy(value);
}
