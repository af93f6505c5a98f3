/**
 * runMaybeAsync: generator steps that yield what they would await run synchronously while every yielded
 * value is at hand, turn asynchronous at the first promise, and see failures where `await` would.
 */
import test from 'ava';
import { runMaybeAsync, wait } from '../../src/hooks/maybeAsyncSteps';
import { isThenable } from '../../src/hooks/Hooks';

function* sum(values: Array<number | Promise<number>>): Generator<unknown, number, unknown> {
  let total = 0;
  for (const value of values) total += yield* wait(value);
  return total;
}

test('plain values only: the answer comes back without a promise', (t) => {
  const result = runMaybeAsync(sum([1, 2, 3]));
  t.false(isThenable(result));
  t.is(result, 6);
});

test('a value at hand never suspends the steps: the runner advances them once for a run of plain waits', (t) => {
  const steps = sum([1, 2, 3]);
  let advanced = 0;
  const counted = {
    next: (value?: unknown) => {
      advanced++;
      return steps.next(value);
    },
    throw: (error: unknown) => steps.throw(error),
  } as unknown as Generator<unknown, number, unknown>;
  t.is(runMaybeAsync(counted), 6);
  t.is(advanced, 1);
});

test('the first promise turns the run asynchronous; plain values after it still count', async (t) => {
  const order: string[] = [];
  function* steps(): Generator<unknown, string, unknown> {
    order.push('start');
    const a = yield* wait(1);
    order.push(`a=${a}`);
    const b = yield* wait(Promise.resolve(2));
    order.push(`b=${b}`);
    const c = yield* wait(3);
    return `${a}${b}${c}`;
  }
  const result = runMaybeAsync(steps());
  t.true(isThenable(result));
  t.deepEqual(order, ['start', 'a=1'], 'runs synchronously up to the promise');
  t.is(await result, '123');
  t.deepEqual(order, ['start', 'a=1', 'b=2']);
});

test('a step that throws synchronously throws to the caller; after a promise it rejects', async (t) => {
  function* failing(first: number | Promise<number>): Generator<unknown, number, unknown> {
    yield* wait(first);
    throw new Error('step failed');
  }
  t.throws(() => runMaybeAsync(failing(1)), { message: 'step failed' });
  await t.throwsAsync(async () => runMaybeAsync(failing(Promise.resolve(1))), { message: 'step failed' });
});

test('a rejected promise is thrown into the steps, which may catch it as they would an await', async (t) => {
  function* recovering(): Generator<unknown, string, unknown> {
    try {
      yield* wait(Promise.reject(new Error('read failed')));
      return 'not reached';
    } catch (error) {
      return `caught ${(error as Error).message}, then ${yield* wait(Promise.resolve('went on'))}`;
    }
  }
  t.is(await runMaybeAsync(recovering()), 'caught read failed, then went on');
  function* uncaught(): Generator<unknown, string, unknown> {
    return yield* wait<string>(Promise.reject(new Error('read failed')));
  }
  await t.throwsAsync(async () => runMaybeAsync(uncaught()), { message: 'read failed' });
});

test('waits inside waits: each value at hand comes back as itself, through nested steps and after promises', async (t) => {
  function* inner(label: string, value: MaybeNumber): Generator<unknown, string, unknown> {
    const first = yield* wait(value);
    const second = yield* wait(`${label}-${first}`);
    return second;
  }
  function* outer(): Generator<unknown, string[], unknown> {
    const a = yield* wait(runMaybeAsync(inner('a', 1)));
    const b = yield* wait(runMaybeAsync(inner('b', Promise.resolve(2))));
    const c = yield* wait(runMaybeAsync(inner('c', 3)));
    return [a, b, c, yield* wait('d')];
  }
  t.deepEqual(await runMaybeAsync(outer()), ['a-1', 'b-2', 'c-3', 'd']);
  t.is(runMaybeAsync(inner('plain', 4)), 'plain-4');
});

type MaybeNumber = number | Promise<number>;
