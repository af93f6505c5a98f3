import { sql, type Compilable, type Expression, type Kysely, type QueryCreator, type RawBuilder, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Paging, SortOrder } from '../types';
import type { Condition } from './conditions';
import { omitColumns } from './omitColumns';
import type { Database } from './tables';

/**
 * LIMIT/OFFSET; an offset alone needs a limit on SQLite, so "no limit" becomes a huge one.
 *
 * The limit is written into the SQL as a number, not bound: SQLite reads a page of posts through its
 * index about a third faster when the statement carries its limit (57 µs against 80 for the posts
 * page with its count, measured on the bench site). A page size takes few values (1 to 100), so the
 * statement cache keeps one text per size; the offset, which grows with each page, stays bound.
 */
export function applyPaging<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
): SelectQueryBuilder<DB, TB, O> {
  const offset = boundedCount(paging.offset ?? 0);
  if (paging.limit === undefined && offset === 0) return query;
  const limit = sql.lit(paging.limit === undefined ? Number.MAX_SAFE_INTEGER : boundedCount(paging.limit));
  return offset > 0 ? query.limit(limit).offset(offset) : query.limit(limit);
}

/**
 * A row count SQL accepts: whole, not negative, and at most 2^53 − 1 (page=99999999999999999999
 * asks for an offset no table reaches, so the bound changes no answer).
 */
export function boundedCount(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, Math.floor(value)));
}

export function direction(order: SortOrder | undefined, fallback: SortOrder): SortOrder {
  return order === 'asc' || order === 'desc' ? order : fallback;
}

/** The ORDER BY list of terms, for a window function. */
export function orderList(terms: readonly [Expression<unknown>, SortOrder][]): RawBuilder<unknown> {
  return sql.join(terms.map(([expression, dir]) => sql`${expression} ${sql.raw(dir)}`));
}

/** LIMIT per partition: every row when no limit is set. */
export function perPartitionLimit(paging: Paging): number {
  return paging.limit === undefined ? Number.MAX_SAFE_INTEGER : Math.max(0, Math.floor(paging.limit));
}

/**
 * Runs the page's statement, which `page` builds: Kysely compiles it each time by default; a caller whose
 * text has few shapes can compile it once (runShaped), and then never builds it again.
 */
export type PageRunner = <R>(page: () => Compilable<R> & { execute(): Promise<R[]> }) => Promise<R[]>;

/**
 * A page's statement (`query`), the count of the rows it pages through (`matching`: the same FROM and WHERE),
 * and the page read through its matches first (`throughMatches`: see pageWithTotal's 'matches').
 */
export interface PageStatements<DB, TB extends keyof DB, O> {
  readonly query: SelectQueryBuilder<DB, TB, O>;
  readonly matching: SelectQueryBuilder<DB, TB, { n: number | string }>;
  readonly throughMatches: (paging: Paging) => SelectQueryBuilder<DB, TB, O & { found_total: number | string }>;
}

/** The tables read a page at a time, with their keys. */
type PagedTable = 'posts' | 'terms' | 'users' | 'comments';
const KEYS: Record<PagedTable, string> = { posts: 'id', terms: 'term_id', users: 'id', comments: 'comment_id' };

/**
 * A first sort key that is also the filter: a single word's search rank, which is `unranked` exactly for the
 * rows the search does not match. The matches are then the rows of `unfiltered` ranked below it, and each
 * row's text is scanned once (to rank it), not once to filter it and again to rank it.
 */
export interface RankAsFilter {
  readonly unfiltered: Condition;
  readonly unranked: number;
}

/** The page statements of a table: its rows that meet `where`, in `ordering`, and the count of those rows. */
export function tablePage<T extends PagedTable>(
  db: Kysely<Database>,
  table: T,
  where: Condition,
  ordering: ReadonlyArray<readonly [Expression<unknown>, SortOrder]>,
  rankAsFilter?: RankAsFilter,
): PageStatements<Database, T, Selectable<Database[T]>> {
  let query = db.selectFrom(table as PagedTable).selectAll().where(where);
  for (const [key, dir] of ordering) query = query.orderBy(key, dir);
  const matching = db.selectFrom(table as PagedTable).where(where).select((eb) => eb.fn.countAll<number>().as('n'));
  const throughMatches = (paging: Paging) => {
    // Untyped: the CTE's columns are named here, and Kysely types a builder over a union of tables poorly.
    const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const name: string = table;
    const key = sql.ref(`${name}.${KEYS[table]}`);
    // The key and sort keys of every matching row, evaluated once and kept (materialized: read twice).
    const found = loose.selectFrom(name).where((rankAsFilter?.unfiltered ?? where) as never)
      .select([key.as('matched_key'), ...ordering.map(([sortKey], i) => sql`${sortKey}`.as(`sort_${i}`))]);
    // Both read `matches`; Kysely types each chain of CTEs apart.
    const withMatches = (rankAsFilter === undefined
      ? loose.with((cte) => cte('matches').materialized(), () => found)
      : loose.with((cte) => cte('ranked').materialized(), () => found)
        .with((cte) => cte('matches').materialized(), (ranked) => ranked.selectFrom('ranked').selectAll().where('sort_0', '<', sql.lit(rankAsFilter.unranked)))
    ) as unknown as QueryCreator<Record<string, Record<string, unknown>>>;
    // The page is taken from the keys, and only its rows are joined: sorting the rows themselves would carry
    // every match's columns (a post's content) through the sort.
    const pageKeys = (creator: QueryCreator<Record<string, Record<string, unknown>>>) => {
      let keys = creator.selectFrom('matches').selectAll();
      ordering.forEach(([, dir], i) => {
        keys = keys.orderBy(sql.ref(`matches.sort_${i}`), dir);
      });
      return applyPaging(keys, paging);
    };
    let page = withMatches.with((cte) => cte('page').materialized(), pageKeys)
      .selectFrom('page').innerJoin(name, (join) => join.on(key, '=', sql.ref('page.matched_key')))
      .selectAll(name)
      .select((eb) => eb.selectFrom('matches').select(eb.fn.countAll<number>().as('n')).as('found_total'));
    ordering.forEach(([, dir], i) => {
      page = page.orderBy(sql.ref(`page.sort_${i}`), dir);
    });
    return page;
  };
  // Kysely types a builder over a union of tables as that union's columns; each call names one table.
  return { query, matching, throughMatches } as unknown as PageStatements<Database, T, Selectable<Database[T]>>;
}

/** How pageWithTotal counts the rows a page pages through (see there). */
export type CountBy = 'subquery' | 'window' | 'matches';

/**
 * A page of rows with the number of rows matching without paging, in one statement: `matching` (the
 * same FROM and WHERE, selecting count(*)) rides along as an uncorrelated scalar subquery, which both
 * databases run once from the index, where `count(*) over ()` would materialize and sort every
 * matching row, content included. Only a page that comes back empty after skipping rows runs it alone.
 * For a filter too costly to run twice (a search's LIKE on post content), `countBy: 'window'` counts with
 * `count(*) over ()` instead, and `countBy: 'matches'` reads the keys and sort keys of the matching rows
 * first (a materialized CTE), then counts those, takes the page from them and joins its rows: the filter
 * runs once, and only keys are sorted (a search page of the bench site: 1.5 ms of SQLite's time against 2.1;
 * taking the page before the join: 2.2–3.0 ms against 3.2–3.9 for a search by relevance).
 *
 * `build` makes both statements when they are needed: a runner that compiles once per shape needs them
 * only for its first compile. Building the Kysely queries with their conditions cost about 50 µs of a
 * posts page's CPU (a profile of the bench site), a third of what SQLite takes to run the page's statement.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  build: () => PageStatements<DB, TB, O>,
  paging: Paging,
  countBy: CountBy = 'subquery',
  run: PageRunner = (page) => page().execute(),
): Promise<{ rows: O[]; total: number }> {
  let built: PageStatements<DB, TB, O> | undefined;
  const statements = (): PageStatements<DB, TB, O> => (built ??= build());
  const page = (): SelectQueryBuilder<DB, TB, O & { found_total: number | string }> => {
    if (countBy === 'matches') return statements().throughMatches(paging);
    const { query, matching } = statements();
    // A window counts the rows the page's own scan reads: better where the filter is costly to evaluate twice.
    const total = countBy === 'window' ? sql<number>`count(*) over ()` : matching;
    const counted = query.select(total.as('found_total') as never) as unknown as SelectQueryBuilder<DB, TB, O & { found_total: number | string }>;
    return applyPaging(counted, paging);
  };
  const rows = await run(page);
  const first = rows[0];
  if (first === undefined) {
    const skipped = (paging.offset ?? 0) > 0 || paging.limit === 0;
    return { rows: [], total: skipped ? Number((await statements().matching.executeTakeFirstOrThrow()).n) : 0 };
  }
  return {
    total: Number(first.found_total),
    rows: omitColumns<O>(rows, ['found_total']),
  };
}
