/**
 * WordPress's transients for remote answers, kept in memory per app: a value
 * is served until its time to live runs out on the app's clock, so repeated
 * requests for one URL do not fetch it again.
 */
export class TransientCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(private readonly now: () => number, private readonly maxEntries = 500) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, ttlSeconds: number): void {
    if (ttlSeconds <= 0) return;
    // The oldest entry makes room: the cache stays bounded whatever URLs are asked for.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
  }
}
