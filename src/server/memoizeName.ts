/**
 * A string → string normalisation remembered per input, for header names, which are
 * normalised several times per request. A remembered result is also the same string
 * every time, so Map lookups keyed by it reuse its computed hash instead of hashing a
 * fresh copy. Bounded, since clients choose some of the names.
 */
export function memoizeName(normalise: (name: string) => string, max = 512): (name: string) => string {
  const memo = new Map<string, string>();
  return (name) => {
    let result = memo.get(name);
    if (result === undefined) {
      result = normalise(name);
      if (memo.size < max) memo.set(name, result);
    }
    return result;
  };
}
