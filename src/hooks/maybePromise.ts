import { isThenable } from './Hooks';

/**
 * A value now, or a promise of it. Hot paths (capability checks a page of items runs
 * for every self link) return plain values when everything they read is already in
 * the request's cache: an `await` of each layer would cost a promise, a microtask
 * and, under the request scope, promise-hook calls.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next(value)`, right away when `value` is plain, after it settles when it is a promise. */
export function andThen<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return isThenable(value) ? Promise.resolve(value).then(next) : next(value as T);
}
