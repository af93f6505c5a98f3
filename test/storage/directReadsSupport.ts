/** What the SQLite and PostgreSQL direct-read tests share: the listing they read, and the check that it went direct. */
import type { ExecutionContext } from 'ava';
import type { SqlStorage } from '../../src/storage/index';
import { promisesMadeBy } from '../support/promisesMadeBy';

/** The titles of the storage's newest published posts: a plain listing, which runShaped carries. */
export const titles = async (storage: SqlStorage): Promise<string[]> => (await storage.posts.query({ limit: 10 })).items.map((post) => post.post_title);

/**
 * The listing reads `expected` in one counted statement and makes fewer than `ceiling` promises (set between
 * the counts measured with the lane on and off). Call it from a serial test: promises are counted process-wide.
 */
export async function assertReadsDirectly(t: ExecutionContext, storage: SqlStorage, expected: string[], ceiling: number): Promise<void> {
  await titles(storage);
  const before = storage.statements.count;
  let found: string[] = [];
  const made = await promisesMadeBy(async () => {
    found = await titles(storage);
  });
  t.deepEqual(found, expected);
  t.is(storage.statements.count - before, 1);
  t.true(made < ceiling, `${made} promises`);
}
