/**
 * Request arguments derived from a resource schema (WordPress's
 * `rest_get_endpoint_args_for_schema`): read-only properties are skipped; every
 * other property is validated and sanitized against its own schema; `default`
 * and `required` apply only when creating; `arg_options` are merged last.
 */
import type { ArgSchema, ArgSchemaMap, Schema } from '../schema/types';
import { Methods } from './methods';
import { sanitizeRequestArg, validateRequestArg } from './requestArgCallbacks';
import { isTruthy } from '../schema/php';

/** Schema keywords copied into an argument (all of them but `default` and `required`). */
const COPIED_KEYWORDS = [
  'title', 'description', 'type', 'format', 'enum', 'items', 'properties', 'additionalProperties',
  'patternProperties', 'minProperties', 'maxProperties', 'minimum', 'maximum', 'exclusiveMinimum',
  'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems',
  'uniqueItems', 'anyOf', 'oneOf',
] as const;

export function getEndpointArgsForSchema(schema: Schema, method: string = Methods.CREATABLE): ArgSchemaMap {
  const creating = method === Methods.CREATABLE;
  const args: ArgSchemaMap = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (isTruthy(property.readonly)) continue;
    const arg: Record<string, unknown> = { validate_callback: validateRequestArg, sanitize_callback: sanitizeRequestArg };
    if (creating && property.default !== undefined && property.default !== null) arg.default = property.default;
    if (creating && isTruthy(property.required)) arg.required = true;
    for (const keyword of COPIED_KEYWORDS) {
      if (property[keyword] !== undefined && property[keyword] !== null) arg[keyword] = property[keyword];
    }
    const extra = property.arg_options;
    if (typeof extra === 'object' && extra !== null) {
      const options = { ...(extra as ArgSchema) };
      if (!creating) {
        delete options.required;
        delete options.default;
      }
      Object.assign(arg, options);
    }
    args[name] = arg as ArgSchema;
  }
  return args;
}
