/**
 * Picking the sub-schema that describes a value: the first `anyOf`/`oneOf`
 * entry the value validates against, and the `patternProperties` schema of a
 * key. The context filter uses these to know which `context` lists apply.
 */
import type { Schema } from '../schema/types';

/** True when `value` satisfies `schema` (the schema engine's validation). */
export type SchemaValidator = (value: unknown, schema: Schema) => boolean;

/**
 * The first entry of `schema[keyword]` that `value` matches, with the parent's
 * `type` filled in when the entry has none; `undefined` when none matches.
 * For `oneOf` this is WordPress's "stop after the first match" lookup.
 */
export function findFirstMatchingSchema(
  value: unknown,
  schema: Schema,
  keyword: 'anyOf' | 'oneOf',
  isValid: SchemaValidator,
): Schema | undefined {
  const options = schema[keyword];
  if (!Array.isArray(options)) return undefined;
  for (const option of options) {
    const candidate: Schema =
      option.type === undefined && schema.type !== undefined ? { ...option, type: schema.type } : option;
    if (isValid(value, candidate)) return candidate;
  }
  return undefined;
}

/** The schema of the first `patternProperties` pattern that `key` matches, or `undefined`. */
export function findPatternPropertySchema(key: string, schema: Schema): Schema | undefined {
  const patterns = schema.patternProperties;
  if (patterns === undefined) return undefined;
  for (const pattern of Object.keys(patterns)) {
    if (matchesPattern(pattern, key)) return patterns[pattern];
  }
  return undefined;
}

/** Unicode-aware match; a pattern JavaScript cannot compile matches nothing. */
function matchesPattern(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return false;
  }
}
