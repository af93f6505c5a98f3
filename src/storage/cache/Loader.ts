import { isStorableInteger } from '../sql/StorableValuesPlugin';
import { NOT_READY, type NotReady } from '../notReady';

/** Reads many keys at once: a value for each key found (keys left out are missing). */
export type LoadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface PendingBatch<K, V> {
  load: LoadMany<K, V>;
  missing: (key: K) => V;
  waiting: Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }>;
}

/**
 * One kind of cached value of a request: each key is read at most once, and readers asking at the
 * same time share one promise. Keys asked for (one by one or many at a time) before the event loop
 * turns are read together in one call: the dispatches `_embed` runs for each item of a page ask at
 * the same time, so their reads become one statement.
 */
export class Loader<K, V> {
  private readonly entries = new Map<K, Promise<V>>();
  /** Values whose read has finished, for synchronous readers (`peek`). */
  private readonly settled = new Map<K, V>();
  private pending: PendingBatch<K, V> | undefined;

  /** The cached value of `key`, or `load()` once, on its own. A failed load is forgotten so the next reader retries. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    return this.remember(key, load());
  }

  /** The value of `key`, read with the other keys asked for in the same turn. */
  getBatched(key: K, load: LoadMany<K, V>, missing: (key: K) => V): Promise<V> {
    // No row holds an id beyond the storable range; asking would fail the whole batch it joins.
    if (typeof key === 'number' && !isStorableInteger(key)) return Promise.resolve(missing(key));
    return this.entries.get(key) ?? this.enqueue(key, load, missing);
  }

  /** Values of every key; those not cached yet are read with the other keys asked for in the same turn. */
  async getMany(keys: readonly K[], load: LoadMany<K, V>, missing: (key: K) => V): Promise<Map<K, V>> {
    const unique = [...new Set(keys)];
    const promises = unique.map((key) => this.getBatched(key, load, missing));
    const values = await Promise.all(promises);
    return new Map(unique.map((key, i) => [key, values[i] as V]));
  }

  /** The value of `key` when its read has finished; NOT_READY otherwise (nothing is read). */
  peek(key: K): V | NotReady {
    const value = this.settled.get(key);
    return value !== undefined || this.settled.has(key) ? (value as V) : NOT_READY;
  }

  /** Stores a value already read (e.g. rows a query returned). */
  set(key: K, value: V): void {
    this.entries.set(key, Promise.resolve(value));
    this.settled.set(key, value);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  clear(): void {
    this.entries.clear();
    this.settled.clear();
  }

  private enqueue(key: K, load: LoadMany<K, V>, missing: (key: K) => V): Promise<V> {
    let batch = this.pending;
    if (batch === undefined) {
      const started: PendingBatch<K, V> = { load, missing, waiting: new Map() };
      batch = started;
      this.pending = started;
      // Once the promise jobs queued now have all run (Node drains them before the next tick callback),
      // every reader that was going to ask has asked. A tick, not setImmediate: the request goes on
      // without giving the event loop a turn, so concurrent requests do not interleave their work.
      process.nextTick(() => this.flush(started));
    }
    const waiting = batch.waiting;
    return this.remember(key, new Promise<V>((resolve, reject) => waiting.set(key, { resolve, reject })));
  }

  private flush(batch: PendingBatch<K, V>): void {
    if (this.pending === batch) this.pending = undefined;
    batch.load([...batch.waiting.keys()]).then(
      (found) => {
        for (const [key, { resolve }] of batch.waiting) resolve(found.has(key) ? (found.get(key) as V) : batch.missing(key));
      },
      (error: unknown) => {
        for (const { reject } of batch.waiting.values()) reject(error);
      },
    );
  }

  private remember(key: K, promise: Promise<V>): Promise<V> {
    this.entries.set(key, promise);
    this.settled.delete(key);
    // The rejection is handled here so a failure nobody awaits does not crash the process; awaiting readers still see it.
    promise.then(
      (value) => {
        if (this.entries.get(key) === promise) this.settled.set(key, value);
      },
      () => {
        if (this.entries.get(key) === promise) this.entries.delete(key);
      },
    );
    return promise;
  }
}
