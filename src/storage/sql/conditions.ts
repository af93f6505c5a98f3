import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { SqlDialect } from './dialect';
import { isStorableInteger } from './storableValues';
import { hasItems } from './values';

/**
 * Building blocks for the WHERE clauses of the query methods. Each returns undefined when the filter
 * does not apply, so a query is a list of optional conditions joined with AND.
 */
export type Condition = Expression<SqlBool>;

const NOTHING = sql<SqlBool>`1 = 0`;

/** A number no integer column can hold (1e20, 2^60): no row has it, so it only narrows or widens a filter. */
function unstorable(value: string | number): boolean {
  return typeof value === 'number' && !isStorableInteger(value);
}

function storable(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((v) => !unstorable(v));
}

export function inList(column: string, values: readonly (string | number)[] | undefined): Condition | undefined {
  if (!hasItems(values)) return undefined;
  const kept = storable(values);
  return kept.length === 0 ? NOTHING : sql<SqlBool>`${sql.ref(column)} in (${sql.join(kept)})`;
}

/**
 * `column` equal to one of a few values, for a filter checked on rows another condition found (not one an
 * index should drive). Written as `=` comparisons joined by `or`, not `in (…)`: SQLite looks each row up in
 * a table it builds for the `in` list, which measured here from as fast as the comparisons to 25 µs slower
 * on a page's terms in three taxonomies (about 40 µs in all); the comparisons never were. PostgreSQL reads
 * both the same way.
 */
export function equalsOneOf(column: string, values: readonly (string | number)[]): Condition {
  const kept = storable(values);
  if (kept.length === 0) return NOTHING;
  return anyOf(kept.map((value) => sql<SqlBool>`${sql.ref(column)} = ${value}`));
}

export function notInList(column: string, values: readonly (string | number)[] | undefined): Condition | undefined {
  const kept = hasItems(values) ? storable(values) : [];
  return kept.length > 0 ? sql<SqlBool>`${sql.ref(column)} not in (${sql.join(kept)})` : undefined;
}

export type Comparison = '=' | '<>' | '<' | '>' | '<=' | '>=';

export function compare(column: string, op: Comparison, value: string | number | undefined): Condition | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number' && unstorable(value)) return beyondEveryRow(op, value);
  return sql<SqlBool>`${sql.ref(column)} ${sql.raw(op)} ${value}`;
}

/** A comparison with a number beyond every stored integer: decided without asking the database. */
function beyondEveryRow(op: Comparison, value: number): Condition | undefined {
  if (op === '<>') return undefined;
  const above = value > 0;
  const holdsForAll = (op === '<' || op === '<=') ? above : (op === '>' || op === '>=') ? !above : false;
  return holdsForAll && !Number.isNaN(value) ? undefined : NOTHING;
}

export function anyOf(conditions: readonly Condition[]): Condition {
  return conditions.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

export function allOf(conditions: readonly (Condition | undefined)[]): Condition {
  const present = conditions.filter((c): c is Condition => c !== undefined);
  return present.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${sql.join(present, sql` and `)})`;
}

export function not(condition: Condition): Condition {
  return sql<SqlBool>`not ${condition}`;
}

/**
 * Splits search text like WordPress: words separated by spaces, "quoted phrases" kept whole, a leading
 * '-' marks a word that must not appear. More than nine words are searched as one phrase.
 */
export function searchWords(text: string): { include: string[]; exclude: string[] } {
  const words = (text.match(/"[^"]+"|\S+/g) ?? []).map((w) => w.replace(/^"|"$/g, '').trim()).filter(Boolean);
  const list = words.length > 9 ? [text.trim()] : words;
  const include: string[] = [];
  const exclude: string[] = [];
  for (const word of list) {
    if (word.startsWith('-') && word.length > 1) exclude.push(word.slice(1));
    else include.push(word);
  }
  return { include, exclude };
}

/** Every included word appears in one of `columns`, and no excluded word appears in any. */
export function searchCondition(dialect: SqlDialect, columns: readonly string[], text: string | undefined): Condition | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const { include, exclude } = searchWords(text);
  const conditions = include.map((word) => anyOf(columns.map((c) => dialect.containsText(c, word))));
  for (const word of exclude) conditions.push(not(anyOf(columns.map((c) => dialect.containsText(c, word)))));
  return allOf(conditions);
}

/** Position of the column's value in `values` (for orderby=include): listed order first, others last. */
export function positionIn(column: string, values: readonly (string | number)[]): RawBuilder<number> {
  const kept = storable(values);
  if (kept.length === 0) return sql<number>`0`;
  const cases = kept.map((v, i) => sql`when ${v} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.ref(column)} ${sql.join(cases, sql` `)} else ${sql.lit(kept.length)} end`;
}
