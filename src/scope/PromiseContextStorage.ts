import { promiseHooks } from 'node:v8';

/**
 * A store that follows promises: the value current when a promise is made is
 * current again while its reactions run (the code after an `await`, a `then`
 * callback), however late that is.
 *
 * Why not AsyncLocalStorage: on Node 20 its async hooks run for every tick,
 * timer, socket write and callback of the process while they are on, and
 * switching them on and off around each request costs more than the rest of
 * the framework's work on a rejected request (measured on the issue-9 route:
 * 1.15× bare Koa's CPU with the switch, 1.10× with the hooks left on, 1.02×
 * with this store). V8's promise hooks see promises only, and this store keeps
 * them on from its first run: a request costs one variable swap, and each
 * promise a property write and three calls.
 *
 * What it does not follow: callbacks that are not promise reactions — a timer,
 * `process.nextTick`, `queueMicrotask`, an event listener — run with no store.
 * Bind such a callback with `bind` where it is made, or wrap the wait in a
 * promise (`await new Promise((r) => setTimeout(r, ms))` keeps the store).
 */
export class PromiseContextStorage<T> {
  /** Every storage that has run: what bindCurrent binds to. */
  private static readonly started: Array<PromiseContextStorage<unknown>> = [];

  /** `fn`, bound to the current store of every storage: for framework code that makes a tick or timer without knowing whose stores matter. */
  static bindCurrent<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    let bound = fn;
    for (const storage of PromiseContextStorage.started) bound = storage.bind(bound);
    return bound;
  }

  private current: T | undefined = undefined;
  /** Stores to return to when the reaction running now ends (reactions do not nest; the stack is for safety). */
  private readonly saved: Array<T | undefined> = [];
  private readonly key = Symbol('promise context');
  private installed = false;

  /** The store of the run the caller is in, or undefined outside any run. */
  getStore(): T | undefined {
    return this.current;
  }

  /** Runs `fn` with `store` as the current store, in `fn`'s own code and in every promise reaction it sets up. */
  run<R>(store: T, fn: () => R): R {
    if (!this.installed) this.install();
    const previous = this.current;
    this.current = store;
    try {
      return fn();
    } finally {
      this.current = previous;
    }
  }

  /** `fn`, bound to the store current now: for a callback that is not a promise reaction (a tick, a timer). */
  bind<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    const store = this.current;
    if (store === undefined) return fn;
    return (...args: A) => this.run(store, () => fn(...args));
  }

  /** The hooks stay on for good: switching V8's promise hooks costs more than running them (see above). */
  private install(): void {
    this.installed = true;
    PromiseContextStorage.started.push(this as PromiseContextStorage<unknown>);
    const key = this.key;
    type Carrier = Record<symbol, T | undefined>;
    promiseHooks.createHook({
      init: (promise) => {
        if (this.current !== undefined) (promise as unknown as Carrier)[key] = this.current;
      },
      before: (promise) => {
        this.saved.push(this.current);
        this.current = (promise as unknown as Carrier)[key];
      },
      after: () => {
        this.current = this.saved.pop();
      },
    });
  }
}
