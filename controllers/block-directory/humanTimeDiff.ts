/** WordPress's human_time_diff: the distance between two times in the largest whole unit (at least 1). */
export function humanTimeDiff(fromMs: number, toMs: number): string {
  const seconds = Math.abs(toMs - fromMs) / 1000;
  const units: Array<[number, string, string]> = [
    [365 * 86400, 'year', 'years'], [30 * 86400, 'month', 'months'], [7 * 86400, 'week', 'weeks'], [86400, 'day', 'days'], [3600, 'hour', 'hours'], [60, 'min', 'mins'],
  ];
  for (const [size, one, many] of units) {
    if (seconds >= size) {
      const count = Math.max(1, Math.round(seconds / size));
      return `${count} ${count === 1 ? one : many}`;
    }
  }
  const count = Math.max(1, Math.round(seconds));
  return `${count} ${count === 1 ? 'second' : 'seconds'}`;
}
