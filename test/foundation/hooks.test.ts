import test from 'ava';
import { Hooks } from '../../src/hooks/Hooks';

test('filters run by ascending priority, then in the order they were added', (t) => {
  const hooks = new Hooks();
  hooks.addFilter('f', (v: string) => `${v}b`, 20);
  hooks.addFilter('f', (v: string) => `${v}a`, 5);
  hooks.addFilter('f', (v: string) => `${v}c`, 20);
  hooks.addFilter('f', (v: string) => `${v}x`);
  t.is(hooks.applyFilters('f', ''), 'axbc');
});

test('extra arguments reach every filter; an unhooked filter returns the value unchanged', (t) => {
  const hooks = new Hooks();
  const value = { n: 1 };
  t.is(hooks.applyFilters('none', value), value);
  hooks.addFilter('sum', (v: number, a: number, b: number) => v + a + b);
  t.is(hooks.applyFilters('sum', 1, 2, 3), 6);
});

test('removeFilter / hasFilter, with and without a priority', (t) => {
  const hooks = new Hooks();
  const fn = (v: number): number => v + 1;
  t.false(hooks.hasFilter('f'));
  hooks.addFilter('f', fn, 5);
  t.true(hooks.hasFilter('f'));
  t.true(hooks.hasFilter('f', fn));
  t.false(hooks.hasFilter('f', (v: number) => v));
  t.false(hooks.removeFilter('f', fn, 10), 'another priority removes nothing');
  t.true(hooks.removeFilter('f', fn, 5));
  t.false(hooks.hasFilter('f'));
  t.false(hooks.removeFilter('f', fn));
  t.is(hooks.applyFilters('f', 1), 1);
});

test('a callback removing itself (or another) while running does not disturb the current pass', (t) => {
  const hooks = new Hooks();
  const seen: string[] = [];
  const second = (): void => void seen.push('second');
  const first = (): void => {
    seen.push('first');
    hooks.removeAction('a', first);
    hooks.removeAction('a', second);
  };
  hooks.addAction('a', first);
  hooks.addAction('a', second);
  hooks.doAction('a');
  t.deepEqual(seen, ['first', 'second']);
  hooks.doAction('a');
  t.deepEqual(seen, ['first', 'second'], 'both are gone on the next run');
});

test('doAction passes its arguments and didAction counts runs, also before any callback exists', (t) => {
  const hooks = new Hooks();
  t.is(hooks.didAction('init'), 0);
  hooks.doAction('init');
  const got: unknown[] = [];
  hooks.addAction('init', (...args: unknown[]) => void got.push(args));
  t.true(hooks.hasAction('init'));
  hooks.doAction('init', 1, 'two');
  t.deepEqual(got, [[1, 'two']]);
  t.is(hooks.didAction('init'), 2);
});

test('didAction counts the run in progress, so callbacks see their own action as fired', (t) => {
  const hooks = new Hooks();
  let during = -1;
  hooks.addAction('rest_api_init', () => (during = hooks.didAction('rest_api_init')));
  hooks.doAction('rest_api_init');
  t.is(during, 1);
});

test('applyFiltersMaybeAsync stays synchronous until a callback returns a promise', async (t) => {
  const hooks = new Hooks();
  t.is(hooks.applyFiltersMaybeAsync('none', 7), 7);
  hooks.addFilter('sync', (v: number) => v * 2);
  t.is(hooks.applyFiltersMaybeAsync('sync', 3), 6);
  hooks.addFilter('mixed', (v: number) => v + 1, 1);
  hooks.addFilter('mixed', async (v: number) => v * 10, 2);
  hooks.addFilter('mixed', (v: number) => v - 1, 3);
  const pending = hooks.applyFiltersMaybeAsync('mixed', 1);
  t.true(pending instanceof Promise);
  t.is(await pending, 19, 'each callback receives the awaited result of the previous one');
  t.is(await hooks.applyFiltersAsync('sync', 4), 8, 'applyFiltersAsync always answers a promise');
});
