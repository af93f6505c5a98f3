import type { LoginThrottleStore, ThrottleCounter, ThrottleRule } from '../storage/types';
import { systemClock, unixSeconds, type Clock } from './clock';

export interface LoginThrottleOptions {
  /** Failures against one account within the window that lock it (default 5). */
  maxFailures?: number;
  /** Failures from one address within the window that lock the address (default 50). */
  maxFailuresPerIp?: number;
  /** How far back failures count, in seconds, from the first one (default 900). */
  windowSeconds?: number;
  /** How long a lockout lasts, in seconds (default 900). */
  lockoutSeconds?: number;
  now?: Clock;
}

export interface ThrottleStatus {
  locked: boolean;
  /** Seconds until the lockout ends (0 when not locked), rounded up. */
  retryAfterSeconds: number;
  /** Failures counted against the account in the current window. */
  failures: number;
}

/** Whom a login attempt counts against. */
export interface LoginAttempt {
  /**
   * The account: `user:<id>` when the typed login or e-mail belongs to a user (both resolve to
   * the same counter), otherwise the typed identifier.
   */
  account: string;
  ip: string;
}

/**
 * Failed-login rate limiting per account and per client address, with the counters in the
 * database: every process and node serving the site sees the same failures, so neither adding
 * nodes nor switching between login and e-mail multiplies the guesses an attacker gets.
 */
export class LoginThrottle {
  private readonly accountRule: ThrottleRule;
  private readonly ipRule: ThrottleRule;
  private readonly now: Clock;

  constructor(private readonly store: LoginThrottleStore, options: LoginThrottleOptions = {}) {
    const windowSeconds = options.windowSeconds ?? 900;
    const lockoutSeconds = options.lockoutSeconds ?? 900;
    this.accountRule = { maxFailures: options.maxFailures ?? 5, windowSeconds, lockoutSeconds };
    this.ipRule = { maxFailures: options.maxFailuresPerIp ?? 50, windowSeconds, lockoutSeconds };
    this.now = options.now ?? systemClock;
    if (this.accountRule.maxFailures < 1 || this.ipRule.maxFailures < 1) throw new RangeError('maxFailures must be at least 1.');
  }

  /** Whether a login for this account from this address may be attempted now. */
  async check(attempt: LoginAttempt): Promise<ThrottleStatus> {
    const [account, ip] = await Promise.all([this.store.get(accountKey(attempt)), this.store.get(ipKey(attempt))]);
    return this.status(account, ip);
  }

  async recordFailure(attempt: LoginAttempt): Promise<ThrottleStatus> {
    const now = unixSeconds(this.now);
    const account = await this.store.recordFailure(accountKey(attempt), now, this.accountRule);
    const ip = await this.store.recordFailure(ipKey(attempt), now, this.ipRule);
    return this.status(account, ip);
  }

  /** A successful login forgets the account's failures (an active lockout is not lifted early). */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.store.clear(accountKey(attempt), unixSeconds(this.now));
  }

  private status(account: ThrottleCounter | undefined, ip: ThrottleCounter | undefined): ThrottleStatus {
    const now = this.now() / 1000;
    const until = Math.max(account?.lockedUntil ?? 0, ip?.lockedUntil ?? 0);
    const locked = until > now;
    return { locked, retryAfterSeconds: locked ? Math.ceil(until - now) : 0, failures: account?.failures ?? 0 };
  }
}

// Identifiers are matched case-insensitively, as WordPress logins are.
function accountKey(attempt: LoginAttempt): string {
  return `account:${attempt.account.trim().toLowerCase()}`;
}

function ipKey(attempt: LoginAttempt): string {
  return `ip:${attempt.ip}`;
}
