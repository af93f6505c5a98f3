import { memoizeName } from './memoizeName';

/** Map key of a header name: the same lower-case string each time for the usual names. */
const keyOf = memoizeName((name) => name.toLowerCase());

/** Response headers in the order first set; setting an existing name replaces its value in place. */
export class HeaderList {
  private readonly entries = new Map<string, [string, string]>();

  set(name: string, value: string): void {
    const key = keyOf(name);
    const existing = this.entries.get(key);
    if (existing !== undefined) existing[1] = value;
    else this.entries.set(key, [name, value]);
  }

  /** Appends to an existing value with `, ` (for `Vary`). */
  append(name: string, value: string): void {
    const existing = this.entries.get(keyOf(name));
    if (existing === undefined) this.set(name, value);
    else existing[1] = `${existing[1]}, ${value}`;
  }

  get(name: string): string | undefined {
    return this.entries.get(keyOf(name))?.[1];
  }

  delete(name: string): void {
    this.entries.delete(keyOf(name));
  }

  list(): Array<[string, string]> {
    const out: Array<[string, string]> = [];
    for (const [name, value] of this.entries.values()) out.push([name, value]);
    return out;
  }
}
