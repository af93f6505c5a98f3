/** A PHP associative array as WordPress encodes it: an empty one is `[]`, not `{}`. */
export function phpMap(value: Readonly<Record<string, unknown>> | null | undefined): Record<string, unknown> | unknown[] {
  return value === null || value === undefined || Object.keys(value).length === 0 ? [] : { ...value };
}
