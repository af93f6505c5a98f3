/**
 * The bare-Koa server's cookie login and nonce check, by hand with node:crypto:
 * the same HMAC work svc-rest's CookieService and NonceService do (per-scheme
 * keys from the secret, a per-cookie key, a session lookup, nonces over
 * half-day ticks), for the fixture user only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from './cookieHeader';
import { BENCH_SESSION_TOKEN, BENCH_USER, COOKIE_NAME, NONCE_ACTION } from './workload';

const HALF_LIFE_SECONDS = 43200;

export interface BareLogin {
  userId: number;
  token: string;
}

function hmacHex(key: Buffer | string, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class BareCookieAuth {
  private readonly cookieKey: Buffer;
  private readonly nonceKey: Buffer;
  private readonly sessions = new Map<string, number>([[BENCH_SESSION_TOKEN, BENCH_USER.id]]);

  constructor(secret: string, private readonly now: () => number = Date.now) {
    this.cookieKey = createHmac('sha256', secret).update('svc-rest:logged_in').digest();
    this.nonceKey = createHmac('sha256', secret).update('svc-rest:nonce').digest();
  }

  /** The user of a valid logged-in cookie, else null (anonymous). */
  login(cookieHeader: string | undefined, method: string): BareLogin | null {
    const value = readCookie(cookieHeader, COOKIE_NAME);
    if (value === undefined) return null;
    const parts = value.split('|');
    if (parts.length !== 4) return null;
    const [login, expiration, token, hmac] = parts as [string, string, string, string];
    const expires = (parseInt(expiration, 10) || 0) + (method === 'POST' ? 3600 : 0);
    if (expires < Math.floor(this.now() / 1000)) return null;
    if (login !== BENCH_USER.user_login) return null;
    const perCookieKey = hmacHex(this.cookieKey, `${login}|${BENCH_USER.user_pass.slice(-4)}|${expiration}|${token}`);
    if (!sameText(hmacHex(perCookieKey, `${login}|${expiration}|${token}`), hmac)) return null;
    return this.sessions.get(token) === BENCH_USER.id ? { userId: BENCH_USER.id, token } : null;
  }

  verifyNonce(nonce: string, userId: number, token: string): boolean {
    if (nonce === '') return false;
    const tick = this.tick();
    return sameText(this.sign(tick, userId, token), nonce) || sameText(this.sign(tick - 1, userId, token), nonce);
  }

  createNonce(userId: number, token: string): string {
    return this.sign(this.tick(), userId, token);
  }

  private tick(): number {
    return Math.ceil(Math.floor(this.now() / 1000) / HALF_LIFE_SECONDS);
  }

  private sign(tick: number, userId: number, token: string): string {
    return hmacHex(this.nonceKey, `${tick}|${NONCE_ACTION}|${userId}|${token}`).slice(-12, -2);
  }
}
