import { currentScope } from '../../scope/RequestScope';
import type { RequestCache } from './RequestCache';

/** How a store reaches the cache of the request it runs in. */
export interface CacheAccess {
  /** The cache to read through, or undefined to read the database directly (outside a request, or in a transaction). */
  forReads(): RequestCache | undefined;
  /** After a write: what the request cached may be stale. */
  afterWrite(): void;
}

/**
 * The request scope's cache. Reads inside a transaction go to the database, so a transaction sees its own
 * writes and the rows it locks; every write, in a transaction or not, empties the cache. `inTransaction` is
 * asked at each read: a root store joins the transaction open in its async call chain.
 */
export function requestCacheAccess(inTransaction: () => boolean): CacheAccess {
  return {
    forReads: () => (inTransaction() ? undefined : currentScope()?.storageCache),
    afterWrite: () => currentScope()?.storageCache.clear(),
  };
}

/** Runs a write, then empties the request cache (even when the write fails halfway). */
export async function writing<T>(access: CacheAccess, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    access.afterWrite();
  }
}
