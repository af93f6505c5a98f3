import type { CacheAccess } from './CacheAccess';
import { existing } from './existing';
import type { Loader } from './Loader';
import type { RequestCache } from './RequestCache';

/** The by-id reads of a store: one row, or many in one statement. */
export interface RowsById<T> {
  get(id: number): Promise<T | undefined>;
  getMany(ids: readonly number[]): Promise<Map<number, T>>;
}

/** A reader's own copy of a cached row. */
export const copyRow = <T extends object>(row: T): T => ({ ...row });

/**
 * A table's rows read by id through the request cache (the database directly when there is none):
 * single reads join the batch of their turn, and every reader gets its own copy of a row, so no
 * caller can change what the cache holds.
 */
export class CachedRows<T extends object> implements RowsById<T> {
  constructor(
    private readonly inner: RowsById<T>,
    private readonly access: CacheAccess,
    private readonly loaderOf: (cache: RequestCache) => Loader<number, T | undefined>,
  ) {}

  async get(id: number): Promise<T | undefined> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.get(id);
    const row = await this.loaderOf(cache).getBatched(id, (wanted) => this.inner.getMany(wanted), () => undefined);
    return row && copyRow(row);
  }

  async getMany(ids: readonly number[]): Promise<Map<number, T>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getMany(ids);
    return existing(await this.loaderOf(cache).getMany(ids, (wanted) => this.inner.getMany(wanted), () => undefined), copyRow);
  }
}
