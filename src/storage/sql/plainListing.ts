import type { Paging } from '../types';
import type { SqlContext } from './context';
import { boundedCount, type CountBy, type PageRunner } from './paging';
import { runShaped } from './shapedStatement';

/** A statement's shape and the values it binds, for runShaped. */
export interface ShapedStatement {
  readonly shape: string;
  readonly parameters: unknown[];
}

/**
 * The shape of a plain listing: a collection query that names only `keys` (list filters, order and page).
 * Its SQL text then depends on nothing but the lists' lengths, `order` and the page size, so it is compiled
 * once per shape (runShaped) instead of being built and compiled by Kysely on every request (up to a fifth
 * of a users page's CPU). Undefined when the query names any other key: its statement is built as usual.
 *
 * `filters` are the lists the WHERE clause binds, in its order, value by value. They are bound twice when
 * the count rides along as a subquery with the same WHERE clause, once otherwise; an offset is bound last.
 * The first compile of a shape checks that the statement binds exactly these values (runShaped).
 */
export function plainListing(
  kind: string,
  query: object,
  keys: ReadonlySet<string>,
  filters: readonly (readonly unknown[])[],
  order: string,
  paging: Paging,
  countBy: CountBy,
): ShapedStatement | undefined {
  const named = query as Record<string, unknown>;
  for (const key in named) if (named[key] !== undefined && !keys.has(key)) return undefined;
  const values = filters.flat();
  const where = countBy === 'subquery' ? [...values, ...values] : values;
  const offset = boundedCount(paging.offset ?? 0);
  const limit = paging.limit === undefined ? 'all' : String(boundedCount(paging.limit));
  return {
    shape: `${kind}:${countBy}:${filters.map((list) => list.length).join(':')}:${order}:${limit}:${offset > 0 ? 'offset' : ''}`,
    parameters: offset > 0 ? [...where, offset] : where,
  };
}

/** The page runner of a plain listing (runShaped), or undefined (pageWithTotal then compiles the page itself). */
export function listingRunner(ctx: SqlContext, listing: ShapedStatement | undefined): PageRunner | undefined {
  return listing === undefined ? undefined : (page) => runShaped(ctx, listing.shape, listing.parameters, page);
}
