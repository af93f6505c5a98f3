/** PHP's `empty()` for a request parameter: undefined, null, false, 0, '', '0' and an empty list. */
export function isEmptyParam(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || value === false || value === 0 || value === '' || value === '0';
}
