import { systemClock, type Clock } from './clock';

export interface LoginThrottleOptions {
  /** Failures within the window that trigger a lockout (default 5). */
  maxFailures?: number;
  /** How far back failures count, in seconds (default 900). */
  windowSeconds?: number;
  /** How long a lockout lasts, in seconds (default 900). */
  lockoutSeconds?: number;
  /** Upper bound on tracked (username, IP) pairs; the least recently touched go first (default 10000). */
  maxEntries?: number;
  now?: Clock;
}

export interface ThrottleStatus {
  locked: boolean;
  /** Seconds until the lockout ends (0 when not locked), rounded up. */
  retryAfterSeconds: number;
  /** Failures counted in the current window. */
  failures: number;
}

interface Entry {
  /** Failure times (ms) inside the window, oldest first. */
  failures: number[];
  lockedUntil: number;
}

/**
 * Failed-login rate limiting per (username, IP). In memory and per process:
 * it slows guessing against one account from one address; it is not a
 * cluster-wide ledger.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly lockoutMs: number;
  private readonly maxEntries: number;
  private readonly now: Clock;

  constructor(options: LoginThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5;
    this.windowMs = (options.windowSeconds ?? 900) * 1000;
    this.lockoutMs = (options.lockoutSeconds ?? 900) * 1000;
    this.maxEntries = options.maxEntries ?? 10000;
    this.now = options.now ?? systemClock;
    if (this.maxFailures < 1 || this.maxEntries < 1) throw new RangeError('maxFailures and maxEntries must be at least 1.');
  }

  /** Whether a login for this pair may be attempted now. */
  check(username: string, ip: string): ThrottleStatus {
    const key = keyOf(username, ip);
    const entry = this.entries.get(key);
    if (entry === undefined) return { locked: false, retryAfterSeconds: 0, failures: 0 };
    const now = this.now();
    this.prune(entry, now);
    if (this.isStale(entry, now)) this.entries.delete(key);
    return this.status(entry, now);
  }

  recordFailure(username: string, ip: string): ThrottleStatus {
    const key = keyOf(username, ip);
    const now = this.now();
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    this.prune(entry, now);
    if (entry.lockedUntil <= now) {
      entry.failures.push(now);
      if (entry.failures.length >= this.maxFailures) {
        entry.lockedUntil = now + this.lockoutMs;
        entry.failures = [];
      }
    }
    // Re-insert so Map order is least-recently-touched first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.evict(now);
    return this.status(entry, now);
  }

  /** A successful login forgets the pair's failures (an active lockout is not lifted early). */
  recordSuccess(username: string, ip: string): void {
    const key = keyOf(username, ip);
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.lockedUntil <= this.now()) this.entries.delete(key);
  }

  /** Number of pairs currently tracked. */
  get size(): number {
    return this.entries.size;
  }

  private status(entry: Entry, now: number): ThrottleStatus {
    const locked = entry.lockedUntil > now;
    return { locked, retryAfterSeconds: locked ? Math.ceil((entry.lockedUntil - now) / 1000) : 0, failures: entry.failures.length };
  }

  private prune(entry: Entry, now: number): void {
    const cutoff = now - this.windowMs;
    while (entry.failures.length > 0 && (entry.failures[0] as number) <= cutoff) entry.failures.shift();
  }

  private isStale(entry: Entry, now: number): boolean {
    return entry.failures.length === 0 && entry.lockedUntil <= now;
  }

  /** Drops pairs with nothing left to remember, then the least recently touched beyond the bound. */
  private evict(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      this.prune(entry, now);
      if (this.isStale(entry, now)) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

// Usernames are matched case-insensitively, as WordPress logins are.
function keyOf(username: string, ip: string): string {
  return `${username.trim().toLowerCase()}\u0000${ip}`;
}
