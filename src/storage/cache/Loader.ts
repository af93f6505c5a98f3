import { isStorableInteger } from '../sql/storableValues';
import { NOT_READY, type NotReady } from '../notReady';
import { PromiseContextStorage } from '../../scope/PromiseContextStorage';

/** Reads many keys at once: a value for each key found (keys left out are missing). */
export type LoadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

/** Keys asked for in one turn, read together; `done` settles once their values are stored. */
interface Batch<K, V> {
  load: LoadMany<K, V>;
  missing: (key: K) => V;
  keys: Set<K>;
  done: Promise<Map<K, V>>;
  finish: (found: Map<K, V>) => void;
  fail: (error: unknown) => void;
}

/** A key being read: on its own (a promise of its value) or in a batch. */
type InFlight<K, V> = Promise<V> | Batch<K, V>;

/**
 * One kind of cached value of a request: each key is read at most once, and readers asking at the
 * same time share one read. Keys asked for (one by one or many at a time) before the event loop
 * turns are read together in one call: the dispatches `_embed` runs for each item of a page ask at
 * the same time, so their reads become one statement.
 *
 * A batch is one promise, not one per key: a page's reads ask for hundreds of keys, and every
 * promise costs (more so under the request scope's promise hooks).
 */
export class Loader<K, V> {
  /** Values whose read has finished. */
  private readonly settled = new Map<K, V>();
  private readonly inFlight = new Map<K, InFlight<K, V>>();
  private pending: Batch<K, V> | undefined;

  /** The cached value of `key`, or `load()` once, on its own. A failed load is forgotten so the next reader retries. */
  get(key: K, load: () => Promise<V>): Promise<V> {
    const known = this.known(key);
    if (known !== undefined) return known;
    const promise = load();
    this.inFlight.set(key, promise);
    promise.then(
      (value) => this.store(key, promise, value),
      // Handled here so a failure nobody awaits does not crash the process; awaiting readers still see it.
      () => this.forget(key, promise),
    );
    return promise;
  }

  /** The value of `key`, read with the other keys asked for in the same turn. */
  getBatched(key: K, load: LoadMany<K, V>, missing: (key: K) => V): Promise<V> {
    // No row holds an id beyond the storable range; asking would fail the whole batch it joins.
    if (typeof key === 'number' && !isStorableInteger(key)) return Promise.resolve(missing(key));
    return this.known(key) ?? valueIn(this.enqueue(key, load, missing), key);
  }

  /** Values of every key; those not cached yet are read with the other keys asked for in the same turn. */
  async getMany(keys: readonly K[], load: LoadMany<K, V>, missing: (key: K) => V): Promise<Map<K, V>> {
    const values = new Map<K, V>();
    // Made only when a key is not at hand: most calls of a page find every key cached.
    let readOf: Map<K, InFlight<K, V>> | undefined;
    for (const key of keys) {
      if (values.has(key)) continue;
      if (this.settled.has(key)) values.set(key, this.settled.get(key) as V);
      else if (typeof key === 'number' && !isStorableInteger(key)) values.set(key, missing(key));
      else {
        // A placeholder keeps the keys in the order asked; the read's answer replaces it.
        values.set(key, undefined as V);
        (readOf ??= new Map()).set(key, this.inFlight.get(key) ?? this.enqueue(key, load, missing));
      }
    }
    if (readOf === undefined) return values;
    // Each key takes its own read's answer, not the cache's: a write may clear the cache while the read runs.
    const reads = [...new Set(readOf.values())];
    // Mostly one batch: awaited alone, without Promise.all's promise per entry.
    const results = reads.length === 1 ? [await doneOf(reads[0]!)] : await Promise.all(reads.map(doneOf));
    const answers = new Map<InFlight<K, V>, unknown>(reads.map((read, i) => [read, results[i]]));
    for (const [key, read] of readOf) {
      values.set(key, read instanceof Promise ? (answers.get(read) as V) : foundOrMissing(answers.get(read) as Map<K, V>, key, read.missing));
    }
    return values;
  }

  /** The value of `key` when its read has finished; NOT_READY otherwise (nothing is read). */
  peek(key: K): V | NotReady {
    const value = this.settled.get(key);
    return value !== undefined || this.settled.has(key) ? (value as V) : NOT_READY;
  }

  /** Stores a value already read (e.g. rows a query returned). */
  set(key: K, value: V): void {
    this.inFlight.delete(key);
    this.settled.set(key, value);
  }

  has(key: K): boolean {
    return this.settled.has(key) || this.inFlight.has(key);
  }

  clear(): void {
    this.inFlight.clear();
    this.settled.clear();
  }

  /** A promise of the cached or in-flight value of `key`; undefined when nobody asked for it yet. */
  private known(key: K): Promise<V> | undefined {
    const value = this.settled.get(key);
    if (value !== undefined || this.settled.has(key)) return Promise.resolve(value as V);
    const read = this.inFlight.get(key);
    if (read === undefined) return undefined;
    return read instanceof Promise ? read : valueIn(read, key);
  }

  private enqueue(key: K, load: LoadMany<K, V>, missing: (key: K) => V): Batch<K, V> {
    let batch = this.pending;
    if (batch === undefined) {
      batch = newBatch(load, missing);
      this.pending = batch;
      const started = batch;
      // Once the promise jobs queued now have all run (Node drains them before the next tick callback),
      // every reader that was going to ask has asked. A tick, not setImmediate: the request goes on
      // without giving the event loop a turn, so concurrent requests do not interleave their work.
      // A tick is not a promise reaction: bound, its reads still see the request they serve.
      process.nextTick(PromiseContextStorage.bindCurrent(() => this.flush(started)));
    }
    batch.keys.add(key);
    this.inFlight.set(key, batch);
    return batch;
  }

  private flush(batch: Batch<K, V>): void {
    if (this.pending === batch) this.pending = undefined;
    batch.load([...batch.keys]).then(
      (found) => {
        for (const key of batch.keys) this.store(key, batch, foundOrMissing(found, key, batch.missing));
        batch.finish(found);
      },
      (error: unknown) => {
        for (const key of batch.keys) this.forget(key, batch);
        batch.fail(error);
      },
    );
  }

  /** Keeps a finished read's value, unless the key was set or cleared meanwhile. */
  private store(key: K, read: InFlight<K, V>, value: V): void {
    if (this.inFlight.get(key) !== read) return;
    this.inFlight.delete(key);
    this.settled.set(key, value);
  }

  private forget(key: K, read: InFlight<K, V>): void {
    if (this.inFlight.get(key) === read) this.inFlight.delete(key);
  }
}

function newBatch<K, V>(load: LoadMany<K, V>, missing: (key: K) => V): Batch<K, V> {
  let finish!: (found: Map<K, V>) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<Map<K, V>>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // A failed batch nobody awaits must not crash the process; its readers still see the rejection.
  done.catch(() => undefined);
  return { load, missing, keys: new Set(), done, finish, fail };
}

/** What a read settles with: its value (a read of its own) or the batch's map. */
function doneOf<K, V>(read: InFlight<K, V>): Promise<unknown> {
  return read instanceof Promise ? read : read.done;
}

/** The value a batch read for `key` (its `missing` value when the read found none). */
function valueIn<K, V>(batch: Batch<K, V>, key: K): Promise<V> {
  return batch.done.then((found) => foundOrMissing(found, key, batch.missing));
}

function foundOrMissing<K, V>(found: Map<K, V>, key: K, missing: (key: K) => V): V {
  return found.has(key) ? (found.get(key) as V) : missing(key);
}
