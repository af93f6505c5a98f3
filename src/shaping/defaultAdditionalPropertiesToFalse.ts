/**
 * SPEC "Response shaping rules" 7, like WordPress's
 * `rest_default_additional_properties_to_false`: every object schema that does
 * not say otherwise refuses unknown properties. Descends through
 * `properties`, `patternProperties` and `items`; schemas without a `type` are
 * left alone. Returns a new schema and leaves the input untouched.
 */
import type { Schema } from '../schema/types';
import { isDict } from './values';

export function defaultAdditionalPropertiesToFalse<S extends Schema>(schema: S): S {
  const types: readonly unknown[] = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  const out: Schema = { ...schema };

  if (types.includes('object')) {
    if (isDict(schema.properties)) out.properties = mapSchemas(schema.properties);
    if (isDict(schema.patternProperties)) out.patternProperties = mapSchemas(schema.patternProperties);
    if (schema.additionalProperties === undefined || schema.additionalProperties === null) {
      out.additionalProperties = false;
    }
  }

  if (types.includes('array') && isDict(schema.items)) {
    out.items = defaultAdditionalPropertiesToFalse(schema.items);
  }

  return out as S;
}

function mapSchemas(schemas: Record<string, Schema>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const key of Object.keys(schemas)) {
    const child = schemas[key];
    out[key] = isDict(child) ? defaultAdditionalPropertiesToFalse(child) : child!;
  }
  return out;
}
