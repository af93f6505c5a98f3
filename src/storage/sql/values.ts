import { isStorableInteger } from './storableValues';
import type { JsonValue } from '../types';

/** WordPress's date form 'YYYY-MM-DD HH:MM:SS', in UTC. */
export function formatUtc(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** COUNT(*) comes back as a string from PostgreSQL (bigint) and a number from SQLite. */
export function toNumber(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function encodeJson(value: JsonValue): string {
  return JSON.stringify(value);
}

export function decodeJson(text: string): JsonValue {
  return JSON.parse(text) as JsonValue;
}

/** Lists of ids or slugs filter only when they hold something (WordPress ignores empty lists). */
export function hasItems<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

/** A value or a list of values as a list. */
export function asList<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
}

/**
 * WordPress's slug form for ASCII input: lower case, runs of anything but letters, digits, '_' and '-'
 * become '-', no dashes at either end. Non-ASCII letters are kept (WordPress would percent-encode them).
 */
export function sanitizeSlug(text: string): string {
  return truncateSlug(text
    .replaceAll('\u0000', '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, ''));
}

/** WordPress's slug columns (`post_name`, `terms.slug`) hold 200 characters. */
export const SLUG_MAX = 200;

/** A slug cut to `max` characters, without a dash left dangling at the end (WordPress's _truncate_post_slug). */
export function truncateSlug(slug: string, max = SLUG_MAX): string {
  const chars = [...slug];
  return chars.length <= max ? slug : chars.slice(0, max).join('').replace(/-+$/, '');
}

/**
 * Only the listed fields that are defined: callers may hand in whole records or objects with
 * `field: undefined`, and neither an unknown key nor an undefined value should reach the SQL.
 */
export function pickDefined<T extends object, K extends keyof T>(input: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (input[key] !== undefined) picked[key] = input[key];
  return picked;
}

/**
 * The distinct ids of a batch read that a row can hold: an id beyond the storable range matches
 * nothing, and leaving it out keeps it from failing the whole read.
 */
export function storableIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].filter(isStorableInteger);
}
