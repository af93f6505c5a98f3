import type { ArgSchemaMap } from '../schema/types';
import type { HandlerSet, HandlerSetInput, RouteArgs, RouteOptions } from './HandlerSet';

/**
 * Splits registerRoute's `args` into handler sets and route options (SPEC "Route
 * registration record"): one handler set is wrapped into a list; each gets the
 * defaults; a top-level `args` is merged into each handler set's own, which wins.
 */
export function normalizeRouteArgs(input: RouteArgs): { handlers: HandlerSet[]; options: RouteOptions } {
  const options: RouteOptions = {};
  const inputs: HandlerSetInput[] = [];
  let common: ArgSchemaMap = {};
  if (isSingleHandlerSet(input)) {
    inputs.push(input);
  } else {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      if (/^\d+$/.test(key)) inputs.push(value as HandlerSetInput);
      else if (key === 'args') common = (value as ArgSchemaMap | undefined) ?? {};
      else options[key] = value;
    }
  }
  const handlers = inputs.map((set) => normalizeHandlerSet(set, common));
  return { handlers, options };
}

function isSingleHandlerSet(input: RouteArgs): input is HandlerSetInput {
  return !Array.isArray(input) && Object.prototype.hasOwnProperty.call(input, 'callback');
}

export function normalizeHandlerSet(set: HandlerSetInput, common: ArgSchemaMap = {}): HandlerSet {
  const { methods = 'GET', callback = null, permission_callback = null, args = {}, show_in_index = true, ...rest } = set;
  return {
    ...rest,
    methods: normalizeMethods(methods),
    callback,
    permission_callback,
    args: { ...common, ...args },
    show_in_index,
  };
}

/** `'GET, POST'`, `['get']` or `{ GET: true }` → `{ GET: true, POST: true }`. */
export function normalizeMethods(methods: string | readonly string[] | Record<string, boolean>): Record<string, true> {
  const list =
    typeof methods === 'string'
      ? methods.split(',')
      : Array.isArray(methods)
        ? (methods as readonly string[])
        : Object.entries(methods as Record<string, boolean>).filter(([, on]) => on).map(([name]) => name);
  const out: Record<string, true> = {};
  for (const name of list) {
    const method = name.trim().toUpperCase();
    if (method !== '') out[method] = true;
  }
  return out;
}
