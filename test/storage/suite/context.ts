import anyTest, { type TestFn } from 'ava';
import type { Storage } from '../../../src/storage/index';
import type { TestClock } from '../backends';

export interface SuiteContext {
  storage: Storage;
  clock: TestClock;
  backend: 'sqlite' | 'postgres';
  reopen(): Promise<Storage>;
}

/** Every storage test shares one database per backend, so they all run with `test.serial`. */
export const test = anyTest as TestFn<SuiteContext>;

/** Sorted copy, for comparing id sets whose order does not matter. */
export function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}
