/**
 * The argument-schema engine (SPEC "Argument schema", "Validation and sanitization
 * rules", "Date helpers"): WordPress's schema dialect with its query-string friendly
 * coercions, PHP-style casts and exact error codes and messages.
 */
import type { RestError } from '../errors/RestError';
import { compileSchema } from './compile';
import type { Schema } from './types';

export { compileSchema, type CompiledSchema } from './compile';
export { isBoolean, sanitizeBoolean } from './boolean';
export { isIpAddress } from './formats/ip';
export { sanitizeHexColor } from './formats/hexColor';
export { parseDate, getDateWithGmt, type SiteTimezone } from './date';
export type { Schema, SchemaTypeName, ArgSchema, ArgSchemaMap, ArgCallback } from './types';

/** `true`, or the first rule the value breaks as a RestError. */
export function validateValueFromSchema(value: unknown, schema: Schema, param = ''): true | RestError {
  return compileSchema(schema).validate(value, param);
}

/** The value coerced to the schema; a RestError only when no usable (sub)schema applies. */
export function sanitizeValueFromSchema(value: unknown, schema: Schema, param = ''): unknown {
  return compileSchema(schema).sanitize(value, param);
}

/** SPEC "Combined parse": the validation error if any, otherwise the sanitized value. */
export function parseValueFromSchema(value: unknown, schema: Schema, param = ''): unknown {
  const compiled = compileSchema(schema);
  const valid = compiled.validate(value, param);
  return valid === true ? compiled.sanitize(value, param) : valid;
}
