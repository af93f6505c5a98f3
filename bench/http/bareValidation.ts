/**
 * The bare-Koa server's argument handling, written by hand for this one route:
 * what a developer without a framework would write, with the same rules, defaults,
 * messages and error body as svc-rest's schema engine gives for ITEM_ARGS.
 */
import { CONTEXTS, ORDERBY, type ItemQuery } from './workload';

type Query = Record<string, string | string[] | undefined>;

class ParamError {
  constructor(
    readonly message: string,
    readonly data: Record<string, unknown> | null = null,
  ) {}
}

export type ValidationResult = { ok: true; query: ItemQuery } | { ok: false; body: Record<string, unknown> };

// PHP's is_numeric for strings: optional leading whitespace, sign, digits with an optional fraction, exponent.
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

function toInteger(value: unknown, param: string): number | ParamError {
  if (typeof value !== 'string' || !NUMERIC.test(value) || !Number.isInteger(Number(value))) {
    return new ParamError(`${param} is not of type integer.`, { param });
  }
  return Math.trunc(Number(value));
}

function inRange(value: number, param: string, min: number, max?: number): ParamError | null {
  if (max === undefined) return value < min ? new ParamError(`${param} must be greater than or equal to ${min}`) : null;
  return value < min || value > max ? new ParamError(`${param} must be between ${min} (inclusive) and ${max} (inclusive)`) : null;
}

function boundedInteger(value: unknown, param: string, min: number, max?: number): number | ParamError {
  const n = toInteger(value, param);
  if (n instanceof ParamError) return n;
  return inRange(n, param, min, max) ?? n;
}

function oneOf(value: unknown, param: string, allowed: readonly string[]): string | ParamError {
  if (typeof value !== 'string') return new ParamError(`${param} is not of type string.`, { param });
  return allowed.includes(value) ? value : new ParamError(`${param} is not one of ${allowed.join(', ')}.`);
}

function shortString(value: unknown, param: string, maxLength: number): string | ParamError {
  if (typeof value !== 'string') return new ParamError(`${param} is not of type string.`, { param });
  return [...value].length > maxLength ? new ParamError(`${param} must be at most ${maxLength} characters long.`) : value;
}

/** A list of integers, as a comma/space separated string or repeated parameters. */
function integerList(value: unknown, param: string): number[] | ParamError {
  const items = typeof value === 'string' ? value.split(/[\s,]+/).filter((item) => item !== '') : value;
  if (!Array.isArray(items)) return new ParamError(`${param} is not of type array.`, { param });
  const out: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const n = toInteger(items[i], `${param}[${i}]`);
    if (n instanceof ParamError) return n;
    out.push(n);
  }
  return out;
}

/** Validates and sanitizes the item route's arguments; errors are collected like WordPress does. */
export function validateItemQuery(id: string, query: Query): ValidationResult {
  const params: Record<string, string> = {};
  const details: Record<string, unknown> = {};
  const fail = (param: string, error: ParamError): void => {
    params[param] = error.message;
    details[param] = { code: 'rest_invalid_param', message: error.message, data: error.data };
  };
  const take = <T>(param: string, result: T | ParamError, fallback: T): T => {
    if (!(result instanceof ParamError)) return result;
    fail(param, result);
    return fallback;
  };

  const out: ItemQuery = { id: 0, context: 'view', per_page: 10, search: null, include: null, orderby: 'date' };
  // Query arguments first, in the order the client sent them, then the URL's id.
  for (const name in query) {
    const value = query[name];
    if (value === undefined) continue;
    if (name === 'context') out.context = take(name, oneOf(value, name, CONTEXTS), out.context);
    else if (name === 'per_page') out.per_page = take(name, boundedInteger(value, name, 1, 100), out.per_page);
    else if (name === 'search') out.search = take(name, shortString(value, name, 100), out.search);
    else if (name === 'include') out.include = take(name, integerList(value, name), out.include);
    else if (name === 'orderby') out.orderby = take(name, oneOf(value, name, ORDERBY), out.orderby);
  }
  out.id = take('id', boundedInteger(id, 'id', 1), 0);

  const invalid = Object.keys(params);
  if (invalid.length === 0) return { ok: true, query: out };
  return {
    ok: false,
    body: { code: 'rest_invalid_param', message: `Invalid parameter(s): ${invalid.join(', ')}`, data: { status: 400, params, details } },
  };
}
