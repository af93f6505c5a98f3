import type { SelectQueryBuilder } from 'kysely';
import type { Paging, SortOrder } from '../types';

/** LIMIT/OFFSET; an offset alone needs a limit on SQLite, so "no limit" becomes a huge one. */
export function applyPaging<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
): SelectQueryBuilder<DB, TB, O> {
  const offset = boundedCount(paging.offset ?? 0);
  if (paging.limit === undefined && offset === 0) return query;
  const limit = paging.limit === undefined ? Number.MAX_SAFE_INTEGER : boundedCount(paging.limit);
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
