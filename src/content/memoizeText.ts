/**
 * A bounded memo of texts by text key: rendering the same stored content again, in the next request
 * or for the excerpt, costs one Map lookup. Bounded by the number of entries and the characters held
 * (keys and values); the least recently used entries go first.
 */
export class TextMemo<V extends { readonly size: number } | string = string> {
  private readonly memo = new Map<string, V>();
  private held = 0;

  constructor(private readonly limits: { entries: number; chars: number }) {}

  get(key: string): V | undefined {
    const known = this.memo.get(key);
    if (known !== undefined) {
      // Re-inserted so the Map's order stays least recently used first.
      this.memo.delete(key);
      this.memo.set(key, known);
    }
    return known;
  }

  set(key: string, value: V): void {
    const size = key.length + sizeOf(value);
    if (size > this.limits.chars / 8) return;
    const previous = this.memo.get(key);
    if (previous !== undefined) {
      this.memo.delete(key);
      this.held -= key.length + sizeOf(previous);
    }
    this.memo.set(key, value);
    this.held += size;
    for (const [oldest, old] of this.memo) {
      if (this.memo.size <= this.limits.entries && this.held <= this.limits.chars) break;
      this.memo.delete(oldest);
      this.held -= oldest.length + sizeOf(old);
    }
  }
}

function sizeOf(value: { readonly size: number } | string): number {
  return typeof value === 'string' ? value.length : value.size;
}

/** A pure text transform (same input, same output) remembered through a TextMemo. */
export function memoizeText(transform: (text: string) => string, limits: { entries: number; chars: number }): (text: string) => string {
  const memo = new TextMemo(limits);
  return (text: string): string => {
    const known = memo.get(text);
    if (known !== undefined) return known;
    const result = transform(text);
    memo.set(text, result);
    return result;
  };
}

/** The limits the content filters use: a few thousand posts' worth of text, a few MB at most. */
export const CONTENT_MEMO_LIMITS = { entries: 4000, chars: 4_000_000 };
