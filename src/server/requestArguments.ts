import { RestError, type ErrorData } from '../errors/RestError';
import { compileSchema } from '../schema/index';
import type { ArgCallback, ArgSchema } from '../schema/types';
import { errorBody } from './errorToResponse';
import type { RestRequest } from './RestRequest';

/**
 * Argument handling between matching and the permission check, in WordPress's
 * order: JSON body valid → required arguments present → validate callbacks →
 * sanitize (which, for a typed argument without its own sanitizer, validates
 * against the schema and then sanitizes).
 */
export function checkArguments(request: RestRequest): true | RestError {
  const valid = hasValidParams(request);
  if (valid !== true) return valid;
  return sanitizeParams(request);
}

export function hasValidParams(request: RestRequest): true | RestError {
  const json = request.hasValidJson();
  if (json !== true) return json;
  const plan = argPlanOf(request.attributes?.args ?? NO_ARGS);
  // Nothing is collected until something is missing or invalid: every dispatch and target hint comes here.
  let missing: string[] | null = null;
  for (const name of plan.required) if (request.getParam(name) === null) (missing ??= []).push(name);
  if (missing !== null) {
    return new RestError('rest_missing_callback_param', `Missing parameter(s): ${missing.join(', ')}`, { status: 400, params: missing });
  }
  let invalid: InvalidParams | null = null;
  for (const [name, validate] of plan.validated) {
    const value = request.getParam(name);
    if (value === null) continue;
    const result = validate(value, request, name);
    if (result === false) (invalid ??= new InvalidParams()).add(name, 'Invalid parameter.');
    else if (result instanceof RestError) (invalid ??= new InvalidParams()).addError(name, result);
  }
  if (invalid !== null) return invalid.toError();
  const whole = request.attributes?.validate_callback;
  if (typeof whole === 'function') {
    const result = whole(request);
    if (result === false) return new RestError('rest_invalid_params', 'Invalid parameters.', { status: 400 });
    if (result instanceof RestError) return result;
  }
  return true;
}

const NO_ARGS: Readonly<Record<string, ArgSchema>> = Object.freeze({});

/** A handler set's arguments as hasValidParams reads them: the required ones, and those with a validate callback, in order. */
interface ArgPlan {
  readonly required: readonly string[];
  readonly validated: ReadonlyArray<readonly [name: string, validate: ArgCallback]>;
}

/**
 * Per arguments object, its plan: each dispatch and target hint checks a collection's two dozen arguments,
 * and two walks over arrays cost far less than two `for…in` over the object. Arguments are fixed once a
 * route is registered (the prepared defaults rely on it too).
 */
const ARG_PLANS = new WeakMap<Readonly<Record<string, ArgSchema>>, ArgPlan>();

function argPlanOf(args: Readonly<Record<string, ArgSchema>>): ArgPlan {
  let plan = ARG_PLANS.get(args);
  if (plan === undefined) {
    const required: string[] = [];
    const validated: [string, ArgCallback][] = [];
    for (const name in args) {
      const arg = args[name];
      if (arg?.required === true) required.push(name);
      const validate = arg?.validate_callback;
      if (typeof validate === 'function') validated.push([name, validate]);
    }
    plan = { required, validated };
    ARG_PLANS.set(args, plan);
  }
  return plan;
}

/** A handler set's defaults as a request starts with them, and which of them sanitizeParams still has to sanitize. */
export interface PreparedDefaults {
  readonly values: Readonly<Record<string, unknown>>;
  readonly unsanitized: readonly string[];
  /** Defaults that sanitize to an empty list: each request gets a new one (a handler may fill its own). */
  readonly emptyLists: readonly string[];
}

/** A request's own copy of the prepared defaults: nothing a handler does to them reaches the next request. */
export function defaultsForRequest(defaults: PreparedDefaults): Record<string, unknown> {
  const values = { ...defaults.values };
  for (const name of defaults.emptyLists) values[name] = [];
  return values;
}

/**
 * The defaults of a handler set's arguments, each sanitized once where that is enough. WordPress sanitizes
 * every default on every request, but a default of a schema-typed argument without callbacks or a format
 * always sanitizes to the same value: when that value is a plain scalar it is kept, and copied into each
 * request (nothing a handler does to it reaches the next one); when it is an empty list, each request gets
 * a new empty list. The others (a sanitize_callback, a format, a list with items or a map, a default that
 * fails its own schema) are sanitized on each request, as before.
 */
export function preparedDefaults(args: Record<string, ArgSchema>): PreparedDefaults {
  let found = prepared.get(args);
  if (found === undefined) {
    found = prepareDefaults(args);
    prepared.set(args, found);
  }
  return found;
}

const prepared = new WeakMap<Record<string, ArgSchema>, PreparedDefaults>();

function prepareDefaults(args: Record<string, ArgSchema>): PreparedDefaults {
  const values: Record<string, unknown> = {};
  const unsanitized: string[] = [];
  const emptyLists: string[] = [];
  for (const name in args) {
    const schema = args[name];
    if (schema === undefined || schema.default === undefined || schema.default === null) continue;
    const once = Object.prototype.hasOwnProperty.call(schema, 'sanitize_callback') || schema.format !== undefined
      ? undefined
      : sanitizeBySchema(schema.default, schema, name);
    if (Array.isArray(once) && once.length === 0) {
      // The collections' id filters (`include`, `exclude`, `parent`, …): a page of posts has a dozen of them.
      values[name] = once;
      emptyLists.push(name);
    } else if (once === undefined || once instanceof RestError || (typeof once === 'object' && once !== null) || typeof once === 'function') {
      values[name] = schema.default;
      unsanitized.push(name);
    } else {
      values[name] = once;
    }
  }
  return { values: Object.freeze(values), unsanitized, emptyLists };
}

export function sanitizeParams(request: RestRequest): true | RestError {
  const args = request.attributes?.args;
  if (args === undefined) return true;
  // Made at the first failure: every dispatch and target hint comes here, nearly always without one.
  let invalid: InvalidParams | null = null;
  for (const source of request.parameterOrder()) {
    const params = request.paramsFrom(source);
    const only = source === 'defaults' ? request.unsanitizedDefaults : null;
    if (only !== null) {
      for (const name of only) invalid = sanitizeParam(request, args, params, name, invalid);
    } else {
      for (const name in params) invalid = sanitizeParam(request, args, params, name, invalid);
    }
  }
  return invalid === null ? true : invalid.toError();
}

/** Sanitizes one parameter of a source in place, or records why it is invalid; returns the failures so far. */
function sanitizeParam(
  request: RestRequest, args: Record<string, ArgSchema>, params: Record<string, unknown>, name: string, invalid: InvalidParams | null,
): InvalidParams | null {
  const schema = args[name];
  if (schema === undefined || !Object.prototype.hasOwnProperty.call(args, name) || !Object.prototype.hasOwnProperty.call(params, name)) return invalid;
  const result = sanitizeArgument(params[name], schema, request, name);
  if (!(result instanceof RestError)) {
    params[name] = result;
    return invalid;
  }
  const found = invalid ?? new InvalidParams();
  found.addError(name, result);
  return found;
}

function sanitizeArgument(value: unknown, schema: ArgSchema, request: RestRequest, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(schema, 'sanitize_callback')) {
    const sanitize = schema.sanitize_callback;
    return typeof sanitize === 'function' ? sanitize(value, request, name) : value;
  }
  return sanitizeBySchema(value, schema, name);
}

/** An argument without its own sanitizer: validated against its schema, then sanitized by it (untyped: as it is). */
function sanitizeBySchema(value: unknown, schema: ArgSchema, name: string): unknown {
  if (schema.type === undefined || schema.type === '' || (Array.isArray(schema.type) && schema.type.length === 0)) return value;
  const compiled = compileSchema(schema);
  const valid = compiled.validate(value, name);
  if (valid !== true) return valid;
  return compiled.sanitize(value, name);
}

/** Collects per-argument failures into one `rest_invalid_param` error with `params` and `details`. */
class InvalidParams {
  private readonly params: Record<string, string> = {};
  private readonly details: Record<string, unknown> = {};
  private count = 0;

  add(name: string, message: string): void {
    this.params[name] = message;
    this.count++;
  }

  addError(name: string, error: RestError): void {
    this.add(name, allMessages(error).join(' '));
    this.details[name] = errorBody(error)[0];
  }

  toError(): true | RestError {
    if (this.count === 0) return true;
    // No detail at all (only callbacks answering false) is PHP's empty array: `[]` on the wire.
    const data: ErrorData = { status: 400, params: this.params, details: Object.keys(this.details).length === 0 ? [] : this.details };
    return new RestError('rest_invalid_param', `Invalid parameter(s): ${Object.keys(this.params).join(', ')}`, data);
  }
}

/** Every message of every code, in order (as getErrorMessages() gives, without its slow Array.flat). */
function allMessages(error: RestError): string[] {
  const messages: string[] = [];
  for (const code of error.getErrorCodes()) for (const message of error.getErrorMessages(code)) messages.push(message);
  return messages;
}
