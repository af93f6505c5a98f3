/**
 * WordPress 7.1's wp_prepare_json_schema_for_client for ability schemas: only
 * draft-04 keywords are kept, WordPress's per-property `required: true` moves
 * into its object's `required` list, and an empty object default stays an object.
 * An empty schema is sent as PHP sends an empty array: `[]`.
 */
import type { Schema } from '../../src/schema/types';

const DRAFT_04_KEYWORDS = new Set([
  '$schema', 'id', '$ref', 'title', 'description', 'default', 'type', 'enum', 'format',
  'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum', 'maxLength', 'minLength', 'pattern',
  'items', 'additionalItems', 'maxItems', 'minItems', 'uniqueItems', 'maxProperties', 'minProperties', 'required',
  'properties', 'patternProperties', 'additionalProperties', 'dependencies', 'definitions', 'allOf', 'anyOf', 'oneOf', 'not',
]);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_VALUES = new Set(['items', 'additionalItems', 'additionalProperties', 'not']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function prepare(schema: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required: string[] = Array.isArray(schema.required) ? [...(schema.required as string[])] : [];
  for (const [key, value] of Object.entries(schema)) {
    if (!DRAFT_04_KEYWORDS.has(key) || key === 'required') continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      const map: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(value)) {
        if (!isObject(inner)) continue;
        if (key === 'properties' && inner.required === true) required.push(name);
        map[name] = prepare(inner);
      }
      out[key] = map;
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) {
      out[key] = value.map((inner) => (isObject(inner) ? prepare(inner) : inner));
    } else if (SCHEMA_VALUES.has(key) && isObject(value)) {
      out[key] = prepare(value);
    } else {
      out[key] = value;
    }
  }
  if (required.length > 0) out.required = [...new Set(required)];
  return out;
}

export function clientSchema(schema: Schema): Record<string, unknown> | [] {
  if (Object.keys(schema).length === 0) return [];
  return prepare(schema);
}
