import { AsyncLocalStorage } from 'node:async_hooks';
import { isThenable } from '../hooks/Hooks';

/**
 * An AsyncLocalStorage whose async hooks are on only while one of its runs is
 * in progress. For stores that must also reach timer and callback code, where
 * runs are rarer than requests (the ambient SQL transaction, the content
 * renderer); the request scope uses PromiseContextStorage.
 *
 * Why: on Node 20, once any AsyncLocalStorage has run, Node calls a hook for
 * every promise, tick and timer the process creates, for good. A request served
 * synchronously (a plain route, a rejected argument) would pay for hooks that
 * nothing reads, on every resource Koa and Node create while writing the answer.
 * Here the storage is switched off again when the last run ends: at once for a
 * run that returned a plain value, after the promise settles for one that
 * returned a promise.
 *
 * The trade-off: work a run starts without returning it (an un-awaited promise,
 * a timer) sees no store once every run has ended.
 */
export class OnDemandAsyncStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  /** Runs on the stack right now (nested runs count once each). */
  private depth = 0;
  /** Runs that returned a promise which has not settled yet. */
  private pending = 0;
  private readonly settle = (): void => {
    this.pending--;
    this.switchOffWhenIdle();
  };

  /** Whether a run is in progress (on the stack, or its promise unsettled): Node's hooks are on only then. */
  get running(): boolean {
    return this.depth > 0 || this.pending > 0;
  }

  /** The store of the run the caller is in, or undefined outside any run. */
  getStore(): T | undefined {
    return this.storage.getStore();
  }

  /** Runs `fn` with `store` as the current store, in `fn`'s own code and in all the async work it returns. */
  run<R>(store: T, fn: () => R): R {
    this.depth++;
    let result: R;
    try {
      result = this.storage.run(store, fn);
    } catch (thrown) {
      this.depth--;
      this.switchOffWhenIdle();
      throw thrown;
    }
    this.depth--;
    if (isThenable(result)) {
      this.pending++;
      result.then(this.settle, this.settle);
    } else {
      this.switchOffWhenIdle();
    }
    return result;
  }

  private switchOffWhenIdle(): void {
    if (!this.running) this.storage.disable();
  }
}
