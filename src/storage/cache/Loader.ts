/**
 * One kind of cached value of a request: each key is read at most once, readers asking
 * at the same time share the same promise, and many keys can be loaded in one read.
 */
export class Loader<K, V> {
  private readonly entries = new Map<K, Promise<V>>();

  /** The cached value of `key`, or `load()` once. A failed load is forgotten so the next reader retries. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    return this.remember(key, load());
  }

  /**
   * Values of every key; those not cached yet come from one `loadMany` call (a key it leaves out gets
   * `missing(key)`).
   */
  async getMany(keys: readonly K[], loadMany: (keys: K[]) => Promise<Map<K, V>>, missing: (key: K) => V): Promise<Map<K, V>> {
    const unique = [...new Set(keys)];
    const wanted = unique.filter((key) => !this.entries.has(key));
    if (wanted.length > 0) {
      const batch = loadMany(wanted);
      for (const key of wanted) this.remember(key, batch.then((found) => (found.has(key) ? (found.get(key) as V) : missing(key))));
    }
    const result = new Map<K, V>();
    for (const key of unique) result.set(key, await (this.entries.get(key) as Promise<V>));
    return result;
  }

  /** Stores a value already read (e.g. rows a query returned). */
  set(key: K, value: V): void {
    this.entries.set(key, Promise.resolve(value));
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private remember(key: K, promise: Promise<V>): Promise<V> {
    this.entries.set(key, promise);
    // Handled here so a failure nobody awaits does not crash the process; awaiting readers still see it.
    promise.catch(() => {
      if (this.entries.get(key) === promise) this.entries.delete(key);
    });
    return promise;
  }
}
