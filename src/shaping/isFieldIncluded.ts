/**
 * SPEC "Response shaping rules" 4: whether `field` is wanted by a `_fields`
 * list. A parent is wanted when any of its sub-paths is listed, and a sub-path
 * is wanted when one of its parents is listed.
 *
 * Presenters ask this for every field of every item, so it compares in place
 * (length, then the `.` where the shorter name ends) instead of building
 * `name + '.'` strings for each pair.
 */
export function isFieldIncluded(field: string, fields: readonly string[]): boolean {
  const length = field.length;
  for (let i = 0; i < fields.length; i++) {
    const listed = fields[i]!;
    if (listed === field) return true;
    const listedLength = listed.length;
    if (listedLength > length) {
      if (listed.charCodeAt(length) === DOT && listed.startsWith(field)) return true;
    } else if (listedLength < length) {
      if (field.charCodeAt(listedLength) === DOT && field.startsWith(listed)) return true;
    }
  }
  return false;
}

const DOT = 0x2e;
