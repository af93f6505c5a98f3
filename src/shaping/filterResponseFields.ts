/**
 * SPEC "Response shaping rules" 1-3: keep only the fields a client listed in
 * `_fields`. The list is parsed once into a tree, then the data is walked
 * along it, so unlisted branches are never visited or copied.
 */
import { buildFieldTree, type FieldTree } from './fieldTree';
import { parseList, phpTrim } from './parseList';
import { type Dict, hasOwnKey, isContainer, unwrapJson } from './values';

/**
 * The `_fields` names, split on commas/whitespace (strings) and trimmed. Takes
 * the raw parameter as sent: a string, a list, or a map (read as its values).
 */
export function parseFieldsParam(fields: unknown): string[] {
  return parseList(fields).map(phpTrim);
}

/**
 * `data` restricted to `fields`. A list at the top is filtered item by item;
 * an empty field list leaves the data as it is. The input is never mutated.
 */
export function filterResponseFields(data: unknown, fields: unknown): unknown {
  const names = parseFieldsParam(fields);
  if (names.length === 0) return data;
  const tree = buildFieldTree(names);
  if (Array.isArray(data)) return data.map((item) => intersect(item, tree));
  return intersect(data, tree);
}

/**
 * Keys of `value` present in `tree`, recursively (WordPress's
 * `_rest_array_intersect_key_recursive`). Scalars are returned unchanged: a
 * listed sub-path of a scalar keeps the scalar.
 */
function intersect(value: unknown, tree: FieldTree): unknown {
  if (!isContainer(value)) return value;
  const source = unwrapJson(value);
  if (!isContainer(source)) return value;
  return Array.isArray(source) ? intersectList(source, tree) : intersectDict(source, tree);
}

function intersectDict(source: Dict, tree: FieldTree): Dict {
  const out: Dict = {};
  // Walk the data rather than the tree so keys keep the data's order.
  for (const key in source) {
    if (!hasOwnKey(source, key)) continue;
    const node = tree.get(key);
    if (node === undefined) continue;
    const child = source[key];
    out[key] = node === true ? child : intersect(child, node);
  }
  return out;
}

/**
 * A nested list is intersected by index, as PHP does with its arrays: `tags.0`
 * keeps the first tag. When the kept indexes are not 0..n-1 the result is a
 * map keyed by index, which is how PHP would encode it.
 */
function intersectList(source: readonly unknown[], tree: FieldTree): unknown[] | Dict {
  const indexes: number[] = [];
  for (const key of tree.keys()) {
    if (!CANONICAL_INDEX.test(key)) continue;
    const index = Number(key);
    if (index < source.length) indexes.push(index);
  }
  indexes.sort((a, b) => a - b);
  const pick = (index: number): unknown => {
    const node = tree.get(String(index))!;
    const child = source[index];
    return node === true ? child : intersect(child, node);
  };
  if (indexes.every((index, position) => index === position)) return indexes.map(pick);
  const out: Dict = {};
  for (const index of indexes) out[String(index)] = pick(index);
  return out;
}

/** Decimal integers PHP turns into integer array keys ("01" stays a string key). */
const CANONICAL_INDEX = /^(?:0|[1-9][0-9]*)$/;
