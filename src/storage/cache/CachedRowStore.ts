import type { MetaStore } from '../types';
import type { CacheAccess } from './CacheAccess';
import { CachedMetaStore } from './CachedMetaStore';
import { existing } from './existing';
import type { Loader } from './Loader';
import { NOT_READY, type NotReady } from '../notReady';
import type { MetaKind, RequestCache } from './RequestCache';

/** What a cached store wraps: by-id reads (one row, or many in one statement) and the table's meta. */
export interface RowsById<T> {
  readonly meta: MetaStore;
  get(id: number): Promise<T | undefined>;
  getMany(ids: readonly number[]): Promise<Map<number, T>>;
}

/** A reader's own copy of a cached row. */
export const copyRow = <T extends object>(row: T): T => ({ ...row });

/**
 * The part every cached row store shares: its meta through the cache, and rows read by id through
 * the request cache (the database directly when there is none). Single reads join the batch of
 * their turn, and every reader gets its own copy of a row, so no caller can change what the cache holds.
 */
export abstract class CachedRowStore<T extends object, S extends RowsById<T>> {
  readonly meta: MetaStore;

  constructor(
    protected readonly inner: S,
    protected readonly access: CacheAccess,
    metaKind: MetaKind,
    private readonly loaderOf: (cache: RequestCache) => Loader<number, T | undefined>,
  ) {
    this.meta = new CachedMetaStore(inner.meta, metaKind, access);
  }

  async get(id: number): Promise<T | undefined> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.get(id);
    const row = await this.loaderOf(cache).getBatched(id, (wanted) => this.inner.getMany(wanted), () => undefined);
    return row && copyRow(row);
  }

  /** The row when this request's cache holds it (undefined: known missing), as a copy; NOT_READY otherwise. */
  peek(id: number): T | undefined | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const row = this.loaderOf(cache).peek(id);
    return row === NOT_READY || row === undefined ? row : copyRow(row);
  }

  /** peek() without the copy: the cached row itself, typed read-only, for readers that only look at it. */
  peekShared(id: number): Readonly<T> | undefined | NotReady {
    const cache = this.access.forReads();
    return cache === undefined ? NOT_READY : this.loaderOf(cache).peek(id);
  }

  async getMany(ids: readonly number[]): Promise<Map<number, T>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getMany(ids);
    return existing(await this.loaderOf(cache).getMany(ids, (wanted) => this.inner.getMany(wanted), () => undefined), copyRow);
  }
}
