import { memoizeName } from './memoizeName';

/** Lookup key of a header name: the same lower-case string each time for the usual names. */
const keyOf = memoizeName((name) => name.toLowerCase());

/**
 * Response headers in the order first set; setting an existing name replaces its value in place.
 * Kept in arrays: a response's dozen headers are found faster by a scan over their keys (the
 * same strings each time) than through a Map, which hashes and grows on every request.
 */
export class HeaderList {
  /** Lower-case keys, index for index with `entries`. */
  private readonly keys: string[] = [];
  private readonly entries: Array<[string, string]> = [];

  set(name: string, value: string): void {
    const key = keyOf(name);
    const at = this.indexOfKey(key);
    if (at !== -1) this.entries[at]![1] = value;
    else {
      this.keys.push(key);
      this.entries.push([name, value]);
    }
  }

  /** Appends to an existing value with `, ` (for `Vary`). */
  append(name: string, value: string): void {
    const at = this.indexOfKey(keyOf(name));
    if (at === -1) this.set(name, value);
    else this.entries[at]![1] = `${this.entries[at]![1]}, ${value}`;
  }

  get(name: string): string | undefined {
    const at = this.indexOfKey(keyOf(name));
    return at === -1 ? undefined : this.entries[at]![1];
  }

  delete(name: string): void {
    const at = this.indexOfKey(keyOf(name));
    if (at === -1) return;
    this.keys.splice(at, 1);
    this.entries.splice(at, 1);
  }

  list(): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    for (const [name, value] of this.entries) out.push([name, value]);
    return out;
  }

  private indexOfKey(key: string): number {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return i;
    return -1;
  }
}
