/**
 * The argument callbacks WordPress's controllers declare explicitly: validation
 * and sanitizing against the argument's schema as registered on the matched
 * handler set, and the small sanitizers of the collection parameters.
 */
import type { ArgSchema } from '../schema/types';
import { sanitizeValueFromSchema, validateValueFromSchema } from '../schema/index';
import { toInt, toPhpString } from '../schema/php';
import { RestRequest } from '../server/RestRequest';

/** The schema of `param` on the handler set the request matched, if it declares one. */
function declaredSchema(request: unknown, param: string): ArgSchema | undefined {
  if (!(request instanceof RestRequest)) return undefined;
  const args = request.attributes?.args;
  if (args === undefined || !Object.prototype.hasOwnProperty.call(args, param)) return undefined;
  const schema = args[param];
  return typeof schema === 'object' && schema !== null ? schema : undefined;
}

/** `rest_validate_request_arg`: true when the parameter has no schema on the matched handler. */
export function validateRequestArg(value: unknown, request: unknown, param: string): unknown {
  const schema = declaredSchema(request, param);
  return schema === undefined ? true : validateValueFromSchema(value, schema, param);
}

/** `rest_sanitize_request_arg`: the value unchanged when the parameter has no schema. */
export function sanitizeRequestArg(value: unknown, request: unknown, param: string): unknown {
  const schema = declaredSchema(request, param);
  return schema === undefined ? value : sanitizeValueFromSchema(value, schema, param);
}

/** WordPress's `sanitize_key`: ASCII lower case, then only `a-z 0-9 _ -` kept; non-scalars become `''`. */
export function sanitizeKey(value: unknown): string {
  if (value === null || value === undefined || typeof value === 'object' || typeof value === 'function') return '';
  const text = toPhpString(value);
  // Most keys (every default of a collection's parameters) are already clean: no copy, no replacing.
  if (CLEAN_KEY.test(text)) return text;
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()).replace(/[^a-z0-9_-]/g, '');
}

const CLEAN_KEY = /^[a-z0-9_-]*$/;

/** WordPress's `absint`: the absolute value of the PHP integer cast. */
export function absint(value: unknown): number {
  return Math.abs(toInt(value));
}
