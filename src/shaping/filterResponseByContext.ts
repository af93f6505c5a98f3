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

/** Applies the context rule to each child, copying `source` only once something changes. */
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
  for (const key of keys) {
    const schema = childSchema(key);
    if (schema === undefined || schema.context === undefined) continue;
    if (!allowsContext(schema.context, context)) {
      out ??= copyOf(source);
      delete out[key];
      continue;
    }
    const value = input[key];
    if (!isContainer(value)) continue;
    const filtered = filterByContext(value, schema, context, isValid);
    if (filtered !== value) {
      out ??= copyOf(source);
      out[key] = filtered;
    }
  }
  return out ?? original;
}

function copyOf(source: unknown[] | Dict): Dict {
  return (Array.isArray(source) ? source.slice() : { ...source }) as Dict;
}

function allowsContext(list: unknown, context: string): boolean {
  if (Array.isArray(list)) return list.includes(context);
  return list === context;
}
