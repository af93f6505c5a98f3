/**
 * Actions and filters: the in-process extension points of SPEC "Events".
 *
 * Callbacks run in ascending priority, then in the order they were added.
 * Each run iterates over a snapshot, so a callback may remove itself (or
 * others) while running without disturbing the current pass.
 * A hook with no callbacks costs one Map lookup.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HookCallback = (...args: any[]) => unknown;

interface HookEntry {
  readonly fn: HookCallback;
  readonly priority: number;
  readonly seq: number;
}

export class Hooks {
  private readonly filters = new Map<string, HookEntry[]>();
  private readonly actions = new Map<string, HookEntry[]>();
  private readonly fired = new Map<string, number>();
  private seq = 0;

  addFilter(name: string, fn: HookCallback, priority = 10): true {
    return add(this.filters, name, { fn, priority, seq: this.seq++ });
  }

  removeFilter(name: string, fn: HookCallback, priority?: number): boolean {
    return remove(this.filters, name, fn, priority);
  }

  hasFilter(name: string, fn?: HookCallback): boolean {
    return has(this.filters, name, fn);
  }

  /**
   * The callbacks of `name` as they stand (undefined: none). The list is replaced, never changed, when
   * a filter is added or removed, so the same list means the same filters: a memo of filtered output
   * compares it to know its entries still hold.
   */
  filtersOf(name: string): readonly unknown[] | undefined {
    return this.filters.get(name);
  }

  /** Passes `value` through every filter of `name`; extra arguments are handed to each. */
  applyFilters<T>(name: string, value: T, ...args: unknown[]): T {
    const list = this.filters.get(name);
    if (list === undefined) return value;
    let current: unknown = value;
    for (const entry of list) current = entry.fn(current, ...args);
    return current as T;
  }

  /**
   * Like applyFilters, but a callback may return a promise; it is awaited before
   * the next callback runs. Returns the value itself (no promise, no microtask)
   * while no callback has returned a promise — the common case on the request path,
   * where most hooks are unhooked or synchronous. Callers await only a thenable.
   */
  applyFiltersMaybeAsync<T>(name: string, value: T, ...args: unknown[]): T | Promise<T> {
    const list = this.filters.get(name);
    if (list === undefined) return value;
    let current: unknown = value;
    for (let i = 0; i < list.length; i++) {
      current = list[i]!.fn(current, ...args);
      if (isThenable(current)) return finishAsync<T>(list, i + 1, current, args);
    }
    return current as T;
  }

  /** applyFiltersMaybeAsync, always as a promise. */
  async applyFiltersAsync<T>(name: string, value: T, ...args: unknown[]): Promise<T> {
    return this.applyFiltersMaybeAsync(name, value, ...args);
  }

  addAction(name: string, fn: HookCallback, priority = 10): true {
    return add(this.actions, name, { fn, priority, seq: this.seq++ });
  }

  removeAction(name: string, fn: HookCallback, priority?: number): boolean {
    return remove(this.actions, name, fn, priority);
  }

  hasAction(name: string, fn?: HookCallback): boolean {
    return has(this.actions, name, fn);
  }

  doAction(name: string, ...args: unknown[]): void {
    this.fired.set(name, (this.fired.get(name) ?? 0) + 1);
    const list = this.actions.get(name);
    if (list === undefined) return;
    for (const entry of list) entry.fn(...args);
  }

  /** How many times `doAction(name)` has run. */
  didAction(name: string): number {
    return this.fired.get(name) ?? 0;
  }
}

/** The rest of a filter run once a callback returned a promise. */
async function finishAsync<T>(list: readonly HookEntry[], from: number, pending: PromiseLike<unknown>, args: unknown[]): Promise<T> {
  let current: unknown = await pending;
  for (let i = from; i < list.length; i++) {
    current = list[i]!.fn(current, ...args);
    if (isThenable(current)) current = await current;
  }
  return current as T;
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

// The stored arrays are replaced, never mutated, so a running loop keeps its snapshot.
function add(table: Map<string, HookEntry[]>, name: string, entry: HookEntry): true {
  const next = [...(table.get(name) ?? []), entry];
  next.sort((a, b) => a.priority - b.priority || a.seq - b.seq);
  table.set(name, next);
  return true;
}

function remove(table: Map<string, HookEntry[]>, name: string, fn: HookCallback, priority?: number): boolean {
  const list = table.get(name);
  if (list === undefined) return false;
  const next = list.filter((e) => e.fn !== fn || (priority !== undefined && e.priority !== priority));
  if (next.length === list.length) return false;
  if (next.length === 0) table.delete(name);
  else table.set(name, next);
  return true;
}

function has(table: Map<string, HookEntry[]>, name: string, fn?: HookCallback): boolean {
  const list = table.get(name);
  if (list === undefined) return false;
  return fn === undefined ? true : list.some((e) => e.fn === fn);
}
