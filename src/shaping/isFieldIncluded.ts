/**
 * SPEC "Response shaping rules" 4: whether `field` is wanted by a `_fields`
 * list. A parent is wanted when any of its sub-paths is listed, and a sub-path
 * is wanted when one of its parents is listed.
 */
export function isFieldIncluded(field: string, fields: readonly string[]): boolean {
  const asParent = field + '.';
  for (const listed of fields) {
    if (listed === field) return true;
    if (listed.startsWith(asParent)) return true;
    if (field.startsWith(listed + '.')) return true;
  }
  return false;
}
