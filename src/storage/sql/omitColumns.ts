import { compileRowLiteral, type RowLiteral } from './rowLiteral';

/** Copies of rows without some columns, one per column list, compiled once. */
const copiers = new Map<string, RowLiteral>();
/** Column lists come from the application's own SQL: a few dozen at most. The bound is a guard, not a policy. */
const MAX_COPIERS = 256;

/**
 * The rows without the named columns (helper columns such as a window total or a row number). Every row of
 * one result has the same columns, so the copy is compiled for that column list: an object literal with
 * the kept columns, which V8 builds with one hidden class, where `{ omitted, ...rest }` walks each row's
 * keys and takes a generic, several times slower path (4 µs per post row).
 */
export function omitColumns<T>(rows: readonly object[], omit: readonly string[]): T[] {
  const first = rows[0];
  if (first === undefined) return [];
  const copy = copierFor(Object.keys(first).filter((column) => !omit.includes(column)));
  return rows.map((row) => copy(row as Record<string, unknown>) as T);
}

function copierFor(columns: readonly string[]): RowLiteral {
  const signature = columns.join('\u0000');
  let copier = copiers.get(signature);
  if (copier === undefined) {
    copier = compileRowLiteral(columns, columns) ?? ((row) => Object.fromEntries(columns.map((column) => [column, (row as Record<string, unknown>)[column]])));
    if (copiers.size >= MAX_COPIERS) copiers.clear();
    copiers.set(signature, copier);
  }
  return copier;
}
