/**
 * SPEC "Response shaping rules" 6, like WordPress's
 * `rest_filter_response_by_context`: drop every field whose schema `context`
 * list lacks the requested context, descending into nested lists and objects.
 *
 * Only children whose schema names a `context` that includes the requested one
 * are descended into; a child without `context` is kept exactly as it is.
 * The input is never mutated: changed containers are copied on first change.
 */
import type { Schema } from '../schema/types';
import { findFirstMatchingSchema, findPatternPropertySchema, type SchemaValidator } from './schemaMatch';
import { type Dict, isContainer, isDict, unwrapJson } from './values';

export function filterByContext(data: unknown, schema: Schema, context: string, isValid: SchemaValidator): unknown {
  let current = data;
  let effective = schema;
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    if (effective[keyword] === undefined) continue;
    const match = findFirstMatchingSchema(current, effective, keyword, isValid);
    if (match === undefined) continue;
    if (effective.type === undefined) effective = { ...effective, type: match.type };
    current = filterByContext(current, match, context, isValid);
  }

  if (!isContainer(current)) return current;
  const source = unwrapJson(current);
  if (!isContainer(source)) return current;

  const kind = containerKind(effective, source);
  if (kind === 'array') {
    return filterList(current, source, effective.items ?? {}, context, isValid);
  }
  if (kind === 'object') {
    return filterDict(current, source, effective, context, isValid);
  }
  return current;
}

/** Which way the schema reads this value; a type list holding both picks by the value's shape. */
function containerKind(schema: Schema, value: object): 'array' | 'object' | undefined {
  const type = schema.type ?? (schema.properties !== undefined ? 'object' : undefined);
  if (type === undefined) return undefined;
  const types: readonly unknown[] = Array.isArray(type) ? type : [type];
  const asArray = types.includes('array');
  const asObject = types.includes('object');
  if (asArray && asObject) return Array.isArray(value) ? 'array' : 'object';
  if (asArray) return 'array';
  if (asObject) return 'object';
  return undefined;
}

function filterList(
  original: unknown,
  source: unknown[] | Dict,
  items: Schema,
  context: string,
  isValid: SchemaValidator,
): unknown {
  const keys = Object.keys(source);
  if (keys.length === 0 || items.context === undefined) return original;
  // Every item shares one schema: a context it lacks empties the whole list.
  if (!allowsContext(items.context, context)) return [];
  return mapChildren(original, source, keys, () => items, context, isValid);
}

function filterDict(
  original: unknown,
  source: unknown[] | Dict,
  schema: Schema,
  context: string,
  isValid: SchemaValidator,
): unknown {
  const extra = isDict(schema.additionalProperties) ? (schema.additionalProperties as Schema) : undefined;
  const properties = schema.properties;
  const childSchema = (key: string): Schema | undefined =>
    (properties !== undefined && Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined) ??
    findPatternPropertySchema(key, schema) ??
    extra;
  return mapChildren(original, source, Object.keys(source), childSchema, context, isValid);
}

/**
 * Applies the context rule to each child, copying `source` only once something changes. The copy is built
 * key by key rather than copied whole and then deleted from: an object that loses a property with `delete`
 * turns into a slow dictionary, and an embedded item loses most of its fields.
 */
function mapChildren(
  original: unknown,
  source: unknown[] | Dict,
  keys: readonly string[],
  childSchema: (key: string) => Schema | undefined,
  context: string,
  isValid: SchemaValidator,
): unknown {
  const input = source as Dict;
  let out: Dict | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const value = input[key];
    const schema = childSchema(key);
    let kept = value;
    if (schema !== undefined && schema.context !== undefined) {
      if (!allowsContext(schema.context, context)) {
        out ??= copyOfFirst(source, keys, i);
        // A list read through an object schema keeps its length: the dropped entry leaves a hole.
        if (Array.isArray(out)) delete out[key];
        continue;
      }
      if (isContainer(value)) kept = filterByContext(value, schema, context, isValid);
    }
    if (out !== undefined) put(out, key, kept);
    else if (kept !== value) {
      out = copyOfFirst(source, keys, i);
      put(out, key, kept);
    }
  }
  return out ?? original;
}

/** A copy of `source` holding its first `count` keys (a list is copied whole: its entries are replaced or emptied in place). */
function copyOfFirst(source: unknown[] | Dict, keys: readonly string[], count: number): Dict {
  if (Array.isArray(source)) return source.slice() as unknown as Dict;
  const out: Dict = {};
  for (let i = 0; i < count; i++) put(out, keys[i]!, (source as Dict)[keys[i]!]);
  return out;
}

/** Sets an own property, `__proto__` included (as spreading does). */
function put(out: Dict, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  else out[key] = value;
}

function allowsContext(list: unknown, context: string): boolean {
  if (Array.isArray(list)) return list.includes(context);
  return list === context;
}
