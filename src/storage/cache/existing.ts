/** The entries of a cached batch whose rows exist, each copied so callers cannot change the cached row. */
export function existing<V>(found: Map<number, V | undefined>, copy: (value: V) => V): Map<number, V> {
  const result = new Map<number, V>();
  for (const [id, value] of found) if (value !== undefined) result.set(id, copy(value));
  return result;
}
