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

const hasOwn = Object.prototype.hasOwnProperty;

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
  if (items.context === undefined || isEmptyContainer(source)) return original;
  // Every item shares one schema: a context it lacks empties the whole list.
  if (!allowsContext(items.context, context)) return [];
  return mapChildren(original, source, () => items, context, isValid);
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
    (properties !== undefined && hasOwn.call(properties, key) ? properties[key] : undefined) ??
    findPatternPropertySchema(key, schema) ??
    extra;
  return mapChildren(original, source, childSchema, context, isValid);
}

/** What the context rule makes of one child: the value kept (filtered when it is a container), or DROPPED. */
const DROPPED: unique symbol = Symbol('dropped');

function filterChild(value: unknown, schema: Schema | undefined, context: string, isValid: SchemaValidator): unknown {
  if (schema === undefined || schema.context === undefined) return value;
  if (!allowsContext(schema.context, context)) return DROPPED;
  return isContainer(value) ? filterByContext(value, schema, context, isValid) : value;
}

/**
 * Applies the context rule to each child, copying `source` only once something changes. The copy is built
 * key by key rather than copied whole and then deleted from: an object that loses a property with `delete`
 * turns into a slow dictionary, and an embedded item loses most of its fields. The keys are walked with
 * `for…in`, which makes no list of them (a page's embeds walk a few thousand objects).
 */
function mapChildren(
  original: unknown,
  source: unknown[] | Dict,
  childSchema: (key: string) => Schema | undefined,
  context: string,
  isValid: SchemaValidator,
): unknown {
  if (Array.isArray(source)) return mapListChildren(original, source, childSchema, context, isValid);
  let out: Dict | undefined;
  let index = 0;
  for (const key in source) {
    if (!hasOwn.call(source, key)) continue;
    const value = source[key];
    const kept = filterChild(value, childSchema(key), context, isValid);
    if (kept === DROPPED) out ??= copyOfFirst(source, index);
    else if (out !== undefined) put(out, key, kept);
    else if (kept !== value) {
      out = copyOfFirst(source, index);
      put(out, key, kept);
    }
    index++;
  }
  return out ?? original;
}

/** mapChildren of a list: copied whole on the first change; a dropped entry leaves a hole, so the list keeps its length. */
function mapListChildren(
  original: unknown,
  source: unknown[],
  childSchema: (key: string) => Schema | undefined,
  context: string,
  isValid: SchemaValidator,
): unknown {
  let out: unknown[] | undefined;
  for (let i = 0; i < source.length; i++) {
    if (!(i in source)) continue;
    const value = source[i];
    const kept = filterChild(value, childSchema(String(i)), context, isValid);
    if (kept === DROPPED) {
      out ??= source.slice();
      delete out[i];
    } else if (kept !== value) {
      out ??= source.slice();
      out[i] = kept;
    }
  }
  return out ?? original;
}

/** Whether a list or object has no own enumerable key (the filter then has nothing to do). */
function isEmptyContainer(source: unknown[] | Dict): boolean {
  if (Array.isArray(source)) return source.length === 0;
  for (const key in source) if (hasOwn.call(source, key)) return false;
  return true;
}

/** A copy of the object's first `count` own keys, in order. */
function copyOfFirst(source: Dict, count: number): Dict {
  const out: Dict = {};
  let copied = 0;
  for (const key in source) {
    if (copied === count) break;
    if (!hasOwn.call(source, key)) continue;
    put(out, key, source[key]);
    copied++;
  }
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
