/**
 * A bounded memo for a pure text transform (same input, same output): rendering the same stored
 * content again, in the next request or for the excerpt, costs one Map lookup. Bounded by the number
 * of entries and the characters held; the least recently used entries go first. Only for functions
 * whose output depends on nothing but the input string.
 */
export function memoizeText(transform: (text: string) => string, limits: { entries: number; chars: number }): (text: string) => string {
  const memo = new Map<string, string>();
  let held = 0;
  return (text: string): string => {
    const known = memo.get(text);
    if (known !== undefined) {
      // Re-inserted so the Map's order stays least recently used first.
      memo.delete(text);
      memo.set(text, known);
      return known;
    }
    const result = transform(text);
    const size = text.length + result.length;
    if (size > limits.chars / 8) return result;
    memo.set(text, result);
    held += size;
    for (const [oldest, value] of memo) {
      if (memo.size <= limits.entries && held <= limits.chars) break;
      memo.delete(oldest);
      held -= oldest.length + value.length;
    }
    return result;
  };
}

/** The limits the content filters use: a few thousand posts' worth of text, a few MB at most. */
export const CONTENT_MEMO_LIMITS = { entries: 4000, chars: 4_000_000 };
