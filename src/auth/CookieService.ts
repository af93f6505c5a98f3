import { systemClock, unixSeconds, type Clock } from './clock';
import { COOKIE_VALID_EVENT, type CookieFailure } from './cookieEvents';
import { deriveKey, hmacHex, safeEqual } from './hmac';
import type { AuthUser, SessionTokenPort, UserLookupPort } from './ports';
import type { Hooks } from '../hooks/Hooks';

const DAY = 86400;
const HOUR = 3600;
const SCHEME = 'logged_in';

export interface CookieServiceOptions {
  users: UserLookupPort;
  sessions: SessionTokenPort;
  /** Receives the cookie validation events as actions. */
  hooks?: Hooks;
  /** Cookie name (default `svc_logged_in`). */
  name?: string;
  now?: Clock;
  /** Session length without / with "remember me" (defaults: 2 and 14 days, as WordPress). */
  sessionSeconds?: number;
  rememberSeconds?: number;
}

export interface IssueOptions {
  remember?: boolean;
  /** Milliseconds; defaults to the service clock. */
  now?: number;
  ip?: string;
  ua?: string;
}

export interface IssuedCookie {
  name: string;
  value: string;
  /**
   * The browser-side Expires attribute. Without "remember" this is undefined: a
   * browser-session cookie, as WordPress sets it (the signed expiration still
   * ends the login after two days). With "remember", twelve hours past the
   * signed expiration so the POST grace period can still see it.
   */
  expires: Date | undefined;
  /** Unix seconds at which the signed cookie stops being accepted. */
  expiration: number;
  /** The session token the cookie carries. */
  token: string;
}

export interface ValidateOptions {
  /** POST requests get one hour of grace past the expiration, as in WordPress. */
  method?: string;
  now?: number;
}

/** The pieces of a cookie, as handed to the validation events (never trusted). */
export interface CookieElements {
  username: string;
  expiration: string;
  token: string;
  hmac: string;
  scheme: string;
}

export type CookieValidation = { user: AuthUser; token: string } | { error: CookieFailure };

/**
 * The logged-in cookie of WordPress: `login|expiration|token|hmac`. The signing
 * key mixes in the tail of the user's password hash, so a password change logs
 * every cookie out; the token ties the cookie to a revocable session.
 */
export class CookieService {
  readonly name: string;
  private readonly key: Buffer;
  private readonly now: Clock;

  constructor(secret: string, private readonly options: CookieServiceOptions) {
    this.key = deriveKey(secret, SCHEME);
    this.name = options.name ?? 'svc_logged_in';
    this.now = options.now ?? systemClock;
  }

  async issue(user: AuthUser, options: IssueOptions = {}): Promise<IssuedCookie> {
    const nowSeconds = Math.floor((options.now ?? this.now()) / 1000);
    const remember = options.remember ?? false;
    const length = remember ? (this.options.rememberSeconds ?? 14 * DAY) : (this.options.sessionSeconds ?? 2 * DAY);
    const expiration = nowSeconds + length;
    const token = await this.options.sessions.create(user.id, {
      expiration,
      login: nowSeconds,
      ...(options.ip !== undefined ? { ip: options.ip } : {}),
      ...(options.ua !== undefined ? { ua: options.ua } : {}),
    });
    const value = this.sign(user, String(expiration), token);
    const expires = remember ? new Date((expiration + 12 * HOUR) * 1000) : undefined;
    return { name: this.name, value, expires, expiration, token };
  }

  /** Fires exactly one cookie event on the hooks and reports the outcome. */
  async validate(cookieValue: string | undefined, options: ValidateOptions = {}): Promise<CookieValidation> {
    const elements = parseCookie(cookieValue ?? '');
    if (elements === undefined) return this.fail('auth_cookie_malformed', cookieValue ?? '', SCHEME);

    let expired = phpInt(elements.expiration);
    if (options.method?.toUpperCase() === 'POST') expired += HOUR;
    const nowSeconds = options.now !== undefined ? Math.floor(options.now / 1000) : unixSeconds(this.now);
    if (expired < nowSeconds) return this.fail('auth_cookie_expired', elements);

    const user = await this.options.users.getUserByLogin(elements.username);
    if (user === undefined) return this.fail('auth_cookie_bad_username', elements);

    if (!safeEqual(this.hmac(user, elements.expiration, elements.token), elements.hmac)) {
      return this.fail('auth_cookie_bad_hash', elements);
    }
    if ((await this.options.sessions.verify(user.id, elements.token)) === undefined) {
      return this.fail('auth_cookie_bad_session_token', elements);
    }
    this.options.hooks?.doAction(COOKIE_VALID_EVENT, elements, user);
    return { user, token: elements.token };
  }

  /** Ends the session a cookie carries (log out). */
  async revoke(userId: number, token: string): Promise<void> {
    await this.options.sessions.destroy(userId, token);
  }

  private sign(user: AuthUser, expiration: string, token: string): string {
    return `${user.user_login}|${expiration}|${token}|${this.hmac(user, expiration, token)}`;
  }

  private hmac(user: AuthUser, expiration: string, token: string): string {
    const perCookieKey = hmacHex(this.key, `${user.user_login}|${passwordFragment(user.user_pass)}|${expiration}|${token}`);
    return hmacHex(perCookieKey, `${user.user_login}|${expiration}|${token}`);
  }

  private fail(event: CookieFailure, ...args: unknown[]): { error: CookieFailure } {
    this.options.hooks?.doAction(event, ...args);
    return { error: event };
  }
}

function parseCookie(cookie: string): CookieElements | undefined {
  if (cookie === '') return undefined;
  const parts = cookie.split('|');
  if (parts.length !== 4) return undefined;
  const [username, expiration, token, hmac] = parts as [string, string, string, string];
  return { username, expiration, token, hmac, scheme: SCHEME };
}

/** Four characters of the password hash: after the prefix for legacy WordPress hashes, else its tail. */
function passwordFragment(hash: string): string {
  if (hash.startsWith('$P$') || hash.startsWith('$2y$')) return hash.slice(8, 12);
  return hash.slice(-4);
}

/** PHP's (int) cast of a string: leading integer digits, else 0. */
function phpInt(text: string): number {
  const match = /^\s*([+-]?\d+)/.exec(text);
  return match === null ? 0 : Number(match[1]);
}
