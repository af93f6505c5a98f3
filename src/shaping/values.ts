/**
 * The value model shared by the shaping helpers (CONTRACT "Value model"): a JS
 * array is a list, a plain object is an associative array, and an object with
 * a `toJSON()` method stands for whatever that method returns.
 */
export type Dict = Record<string, unknown>;

/** Any non-null, non-array object: plain objects, class instances, `toJSON` holders. */
export function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lists and associative arrays: the values the filters descend into. */
export function isContainer(value: unknown): value is Dict | unknown[] {
  return typeof value === 'object' && value !== null;
}

/**
 * The structure a value serialises as: the result of its `toJSON()` when it
 * has one, the value itself otherwise.
 */
export function unwrapJson(value: unknown): unknown {
  if (isDict(value) && typeof value.toJSON === 'function') {
    return (value.toJSON as () => unknown)();
  }
  return value;
}

const hasOwn = Object.prototype.hasOwnProperty;

export function hasOwnKey(value: object, key: string): boolean {
  return hasOwn.call(value, key);
}
