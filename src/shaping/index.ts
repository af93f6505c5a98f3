/**
 * Response shaping (SPEC "Response shaping rules"): `_fields`, `_embed` and
 * `context` filtering, and the `additionalProperties` default for schemas.
 * Pure functions: no I/O, no shared state.
 */
import type { Schema } from '../schema/types';
import { validateValueFromSchema } from '../schema/index';
import { filterByContext } from './filterResponseByContext';
import type { SchemaValidator } from './schemaMatch';

export { isFieldIncluded } from './isFieldIncluded';
export { filterResponseFields, parseFieldsParam } from './filterResponseFields';
export { parseEmbedParam } from './parseEmbedParam';
export { defaultAdditionalPropertiesToFalse } from './defaultAdditionalPropertiesToFalse';
export { buildFieldTree, type FieldNode, type FieldTree } from './fieldTree';
export type { SchemaValidator } from './schemaMatch';

/** `anyOf`/`oneOf` branches are chosen with the schema engine's own validation. */
const matchesSchema: SchemaValidator = (value, schema) => validateValueFromSchema(value, schema, '') === true;

/**
 * `data` without the fields whose schema `context` list lacks `context`
 * (SPEC rule 6). The input is not mutated; unchanged parts are shared.
 */
export function filterResponseByContext<T>(data: T, schema: Schema, context: string): T {
  return filterByContext(data, schema, context, matchesSchema) as T;
}
