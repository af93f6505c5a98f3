/**
 * WordPress's schema dialect as JSON Schema 2020-12 (the dialect of OpenAPI 3.1):
 * per-property `required: true` moves into the parent's `required` list, boolean
 * `exclusiveMinimum`/`exclusiveMaximum` become the numeric form, `readonly` becomes
 * `readOnly`, and keys that only the PHP side understands (callbacks, `context`,
 * `arg_options`) are dropped. With a context, properties not shown in it go too.
 */

type Json = Record<string, unknown>;

/** Keywords copied as they are (others are dropped). */
const KEPT = new Set([
  'title', 'description', 'default', 'type', 'format', 'enum', 'minProperties', 'maxProperties', 'minimum', 'maximum',
  'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'uniqueItems', 'readOnly', 'writeOnly',
]);
const TYPES = new Set(['array', 'object', 'null', 'integer', 'number', 'boolean', 'string']);

export function toJsonSchema(schema: unknown, context?: string): Json {
  if (!isObject(schema)) return {};
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (KEPT.has(key) && value !== undefined && typeof value !== 'function') out[key] = key === 'type' ? knownTypes(value) : value;
  }
  if (out.type === undefined) delete out.type;
  if (schema.readonly === true) out.readOnly = true;
  exclusiveBound(schema, out, 'exclusiveMinimum', 'minimum');
  exclusiveBound(schema, out, 'exclusiveMaximum', 'maximum');
  if (isObject(schema.items)) out.items = toJsonSchema(schema.items, context);
  if (isObject(schema.properties)) {
    const properties: Json = {};
    const required = Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : [];
    for (const [name, property] of Object.entries(schema.properties)) {
      if (context !== undefined && !shownIn(property, context)) continue;
      properties[name] = toJsonSchema(property, context);
      if (isObject(property) && property.required === true && !required.includes(name)) required.push(name);
    }
    out.properties = properties;
    const kept = required.filter((name) => name in properties);
    if (kept.length > 0) out.required = kept;
  }
  if (isObject(schema.additionalProperties)) out.additionalProperties = toJsonSchema(schema.additionalProperties, context);
  else if (typeof schema.additionalProperties === 'boolean') out.additionalProperties = schema.additionalProperties;
  if (isObject(schema.patternProperties)) {
    out.patternProperties = Object.fromEntries(Object.entries(schema.patternProperties).map(([k, v]) => [k, toJsonSchema(v, context)]));
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) out[key] = list.map((item) => toJsonSchema(item, context));
  }
  return out;
}

/** Whether a property appears in a context (no `context` list: everywhere). */
export function shownIn(property: unknown, context: string): boolean {
  if (!isObject(property) || !Array.isArray(property.context)) return true;
  return property.context.includes(context);
}

function exclusiveBound(schema: Json, out: Json, key: 'exclusiveMinimum' | 'exclusiveMaximum', bound: 'minimum' | 'maximum'): void {
  const flag = schema[key];
  if (typeof flag === 'number') out[key] = flag;
  else if (flag === true && typeof schema[bound] === 'number') {
    out[key] = schema[bound];
    delete out[bound];
  }
}

/** Drops type names JSON Schema does not know (WordPress ignores them too). */
function knownTypes(value: unknown): unknown {
  if (typeof value === 'string') return TYPES.has(value) ? value : undefined;
  if (Array.isArray(value)) {
    const known = value.filter((t) => typeof t === 'string' && TYPES.has(t));
    return known.length === 0 ? undefined : known.length === 1 ? known[0] : known;
  }
  return undefined;
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
