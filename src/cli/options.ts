import { InvalidArgumentError } from 'commander';

/**
 * What commander has no equivalent for: value checks used as option argParsers, and the usage error
 * a command raises itself after parsing (a wrong combination of values).
 */

/** A usage mistake found by a command: reported with a pointer to its help, exit code 2. */
export class UsageError extends Error {}

export interface IntRange {
  min?: number;
  max?: number;
}

/** An argParser accepting only whole numbers in `range`; commander reports the failure with the option's name. */
export function wholeNumber({ min = 0, max = Number.MAX_SAFE_INTEGER }: IntRange = {}): (raw: string) => number {
  return (raw) => {
    if (!/^\d+$/.test(raw)) throw new InvalidArgumentError('It must be a whole number.');
    const value = Number(raw);
    if (value < min || value > max) throw new InvalidArgumentError(`It must be between ${min} and ${max}.`);
    return value;
  };
}
