import { isThenable } from './Hooks';
import type { MaybePromise } from './maybePromise';

/**
 * Steps written as a generator that `yield`s what it would `await`: each yielded value that is already
 * at hand is handed straight back, and only the first promise turns the run asynchronous. So a function
 * with a dozen possible waits costs no promise at all when nothing has to be read (a page's items, whose
 * rows the request's cache holds), where an `async` function costs one per `await`.
 *
 * A step that throws, or a yielded promise that rejects, is thrown into the generator like `await` would.
 */
export function runMaybeAsync<T>(steps: Generator<unknown, T, unknown>): MaybePromise<T> {
  return advance(steps, steps.next());
}

function advance<T>(steps: Generator<unknown, T, unknown>, step: IteratorResult<unknown, T>): MaybePromise<T> {
  while (step.done !== true) {
    const value = step.value;
    if (isThenable(value)) {
      return Promise.resolve(value).then(
        (settled) => advance(steps, steps.next(settled)),
        (error: unknown) => advance(steps, steps.throw(error)),
      );
    }
    step = steps.next(value);
  }
  return step.value;
}

/** What `wait` hands `yield*`: a generator for a promise, the shared iterator of a value at hand. */
export interface Waiting<V> {
  [Symbol.iterator](): Iterator<MaybePromise<V>, V, unknown>;
}

/**
 * Typed `yield` for runMaybeAsync steps: `const post = yield* wait(rowNow(...))`. A value already at hand comes
 * straight back without a yield (what the runner would hand back anyway): the steps neither suspend nor resume
 * for it, and the runner makes no step result. Only a promise is yielded to the runner.
 *
 * A value at hand also costs no object: one shared iterator gives it back as its final result, read by
 * `yield*` at once (nothing runs between this call and that read). A generator per call made one for every
 * step of every item of a page.
 */
export function wait<V>(value: MaybePromise<V>): Waiting<V> {
  if (isThenable(value)) return waitFor(value as Promise<V>);
  AT_HAND_RESULT.value = value;
  return AT_HAND as Waiting<V>;
}

function* waitFor<V>(promise: Promise<V>): Generator<MaybePromise<V>, V, unknown> {
  return (yield promise) as V;
}

const AT_HAND_RESULT: { done: true; value: unknown } = { done: true, value: undefined };

const AT_HAND: Waiting<unknown> & Iterator<unknown, unknown, unknown> = {
  [Symbol.iterator]() {
    return AT_HAND;
  },
  next() {
    return AT_HAND_RESULT;
  },
};
