/**
 * PHP's `empty()`: how WordPress authentication handlers decide whether an
 * earlier handler already produced a result (null, false, 0, '', '0' and an
 * empty list mean "no result yet").
 */
export function isEmptyResult(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '' || value === '0') return true;
  return Array.isArray(value) && value.length === 0;
}
