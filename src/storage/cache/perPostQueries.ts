import type { QueryResult } from '../types';

/** Key of one post's run of a query: `postId query-as-JSON` (the query without its post filter and offset). */
export function perPostKey(postId: number, query: object): string {
  return `${postId} ${JSON.stringify(query)}`;
}

/** Runs the queries of `keys` with one `run` per distinct query, each for all the posts asking it. */
export async function loadPerPost<Q, R>(
  keys: readonly string[],
  run: (query: Q, postIds: number[]) => Promise<Map<number, QueryResult<R>>>,
): Promise<Map<string, QueryResult<R>>> {
  const groups = new Map<string, number[]>();
  for (const key of keys) {
    const space = key.indexOf(' ');
    const query = key.slice(space + 1);
    (groups.get(query) ?? groups.set(query, []).get(query)!).push(Number(key.slice(0, space)));
  }
  const found = new Map<string, QueryResult<R>>();
  for (const [query, postIds] of groups) {
    for (const [postId, result] of await run(JSON.parse(query) as Q, postIds)) found.set(`${postId} ${query}`, result);
  }
  return found;
}

export const NO_RESULT = (): QueryResult<never> => ({ items: [], total: 0 });
