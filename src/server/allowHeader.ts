import type { HandlerSet, PermissionCallback } from './HandlerSet';
import type { RestRequest } from './RestRequest';
import type { RestResponse } from './RestResponse';
import type { RestServer } from './RestServer';
import { isThenable } from './thenable';

/**
 * Sets `Allow` on a response (SPEC "Headers on responses"): the methods of its
 * matched route whose handler set has no permission check, or whose check
 * returns exactly `true` for `request`; upper-case, joined by `, `. Nothing is
 * set when no route matched or no method is permitted. Shared by the Allow
 * interceptor and the `targetHints` of self links.
 *
 * Each handler set's check runs once for all of its methods (its verdict is the
 * same for each: same request, same callback), so a `POST, PUT, PATCH` set costs
 * one check, not three: a page of items computes these for every self link.
 * Synchronous when every permission check answers synchronously; a check
 * returning a promise is awaited before the next one runs.
 */
export function applyAllowHeader(response: RestResponse, server: RestServer, request: RestRequest): RestResponse | Promise<RestResponse> {
  const allow = allowedMethods(response.matchedRoute, server, request);
  if (typeof allow !== 'string') return allow.then((value) => withAllow(response, value));
  return withAllow(response, allow);
}

/**
 * The Allow header's value for `request` on `route`: its permitted methods, '' when none is permitted or the
 * route is unknown. A plain value when every permission check answered plainly. Target hints read it directly
 * (a page asks it for every self link).
 */
export function allowedMethods(route: string, server: RestServer, request: RestRequest): string | Promise<string> {
  if (route === '') return '';
  const entry = server.getRouteEntry(route);
  if (entry === undefined) return '';
  const plan = planOf(entry.handlers);
  return settle(plan, 0, new Array<boolean>(plan.methods.length).fill(false), request);
}

function withAllow(response: RestResponse, allow: string): RestResponse {
  if (allow !== '') response.header('Allow', allow);
  return response;
}

/**
 * A route's handler sets as the header is worked out from them: each set's check with the places of its
 * methods among the route's methods (first seen first; a method in several sets takes the last set's
 * verdict), the methods as the header writes them, and the header already written for each combination
 * of verdicts met so far.
 */
interface AllowPlan {
  readonly checks: ReadonlyArray<readonly [slots: readonly number[], check: PermissionCallback | null]>;
  readonly methods: readonly string[];
  readonly headers: Map<string, string>;
}

/** Per handler list: its plan. A route's list is replaced, not edited, when handlers are added. */
const PLANS = new WeakMap<readonly HandlerSet[], { plan: AllowPlan; sources: readonly MethodSource[] }>();

type MethodSource = readonly [methods: readonly string[], check: PermissionCallback | null];

/** The plan of a route's handler sets; built once per handler list instead of per request. */
function planOf(handlers: readonly HandlerSet[]): AllowPlan {
  const cached = PLANS.get(handlers);
  if (cached !== undefined && sameSources(handlers, cached.sources)) return cached.plan;
  const sources = handlers.map((handler) => [Object.keys(handler.methods), checkOf(handler)] as const);
  const names: string[] = [];
  const checks = sources.map(([methods, check]) => {
    const slots = methods.map((name) => {
      let at = names.indexOf(name);
      if (at === -1) at = names.push(name) - 1;
      return at;
    });
    return [slots, check] as const;
  });
  const plan: AllowPlan = { checks, methods: names.map((name) => name.toUpperCase()), headers: new Map() };
  PLANS.set(handlers, { plan, sources });
  return plan;
}

function checkOf(handler: HandlerSet): PermissionCallback | null {
  return typeof handler.permission_callback === 'function' ? handler.permission_callback : null;
}

/** Whether the plan was made from each handler's current methods and check (a handler set is a plain, writable object). */
function sameSources(handlers: readonly HandlerSet[], sources: readonly MethodSource[]): boolean {
  if (handlers.length !== sources.length) return false;
  for (let i = 0; i < handlers.length; i++) {
    const handler = handlers[i]!;
    const [methods, check] = sources[i]!;
    if (check !== checkOf(handler)) return false;
    let at = 0;
    for (const method in handler.methods) if (methods[at++] !== method) return false;
    if (at !== methods.length) return false;
  }
  return true;
}

/** Runs the checks from `from` on, in order, then gives the header's value; async only from the first check that is. */
function settle(plan: AllowPlan, from: number, allowed: boolean[], request: RestRequest): string | Promise<string> {
  const { checks } = plan;
  for (let i = from; i < checks.length; i++) {
    const [slots, check] = checks[i]!;
    if (slots.length === 0) continue;
    const verdict = check === null ? true : permits(check, request);
    if (typeof verdict !== 'boolean') {
      return verdict.then((ok) => {
        for (const slot of slots) allowed[slot] = ok;
        return settle(plan, i + 1, allowed, request);
      });
    }
    for (const slot of slots) allowed[slot] = verdict;
  }
  return allowHeaderOf(plan, allowed);
}

/** The permitted methods joined by `, `, remembered per combination of verdicts (a page's items mostly share one). */
function allowHeaderOf(plan: AllowPlan, allowed: readonly boolean[]): string {
  let key = '';
  for (const ok of allowed) key += ok ? '1' : '0';
  let header = plan.headers.get(key);
  if (header === undefined) {
    header = plan.methods.filter((_, at) => allowed[at]).join(', ');
    plan.headers.set(key, header);
  }
  return header;
}

/** Exactly `true` permits; a throwing or rejecting check does not. */
function permits(check: PermissionCallback, request: RestRequest): boolean | Promise<boolean> {
  let result: unknown;
  try {
    result = check(request);
  } catch {
    return false;
  }
  if (!isThenable(result)) return result === true;
  return Promise.resolve(result).then(
    (value) => value === true,
    () => false,
  );
}
