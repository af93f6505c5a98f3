/** A clock in milliseconds, injected so tests decide what time it is. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Whole Unix seconds, like PHP's time(). */
export function unixSeconds(clock: Clock): number {
  return Math.floor(clock() / 1000);
}
