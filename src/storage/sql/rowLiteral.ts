/** Builds one row object from a source row (an object by column name, or an array by position). */
export type RowLiteral = (source: object) => Record<string, unknown>;

/**
 * A function returning `{ names[0]: source[keys[0]], names[1]: source[keys[1]], … }`, compiled once for a
 * column list. An object literal gives every row built by it one hidden class, where copying key by key
 * (object rest, better-sqlite3's C++ rows) takes a generic, several times slower path. Names and keys
 * become JSON literals, so no column name can change the generated code. Null when a column is named
 * `__proto__`: in an object literal that key would set the prototype instead of a property.
 */
export function compileRowLiteral(names: readonly string[], keys: ReadonlyArray<string | number>): RowLiteral | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, i) => `${JSON.stringify(name)}: source[${JSON.stringify(keys[i])}]`).join(', ');
  return new Function('source', `return { ${fields} };`) as RowLiteral;
}
