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
   * the next callback runs. Stays synchronous-cheap when nothing is registered.
   */
  async applyFiltersAsync<T>(name: string, value: T, ...args: unknown[]): Promise<T> {
    const list = this.filters.get(name);
    if (list === undefined) return value;
    let current: unknown = value;
    for (const entry of list) {
      current = entry.fn(current, ...args);
      if (current instanceof Promise) current = await current;
    }
    return current as T;
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
