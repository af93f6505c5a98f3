import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { deriveKey, hmacHex, safeEqual } from '../auth/hmac';
import { readCookie, setCookieHeader } from '../auth/wiring/cookieHeaders';

export const LOGIN_CSRF_COOKIE = 'svc_login_csrf';

/**
 * The sign-in form's CSRF token: a random value in a SameSite=Strict cookie, and
 * in the form its HMAC under the app secret. A post counts only when both arrive
 * and match, so another site can neither read nor forge the pair.
 */
export class LoginCsrf {
  private readonly key: Buffer;

  constructor(secret: string, private readonly secure: () => boolean) {
    this.key = deriveKey(secret, 'login-form');
  }

  /** The token for a form about to be shown; sets the cookie when the browser has none. */
  issue(ctx: Context): string {
    let value = readCookie(ctx.get('Cookie'), LOGIN_CSRF_COOKIE);
    if (value === undefined || !/^[0-9a-f]{32}$/.test(value)) {
      value = randomBytes(16).toString('hex');
      ctx.append('Set-Cookie', setCookieHeader(LOGIN_CSRF_COOKIE, value, { sameSite: 'strict', secure: this.secure() }));
    }
    return this.tokenFor(value);
  }

  /** Whether the posted token matches the browser's cookie. */
  verify(ctx: Context, posted: string | undefined): boolean {
    const value = readCookie(ctx.get('Cookie'), LOGIN_CSRF_COOKIE);
    if (value === undefined || posted === undefined) return false;
    return safeEqual(posted, this.tokenFor(value));
  }

  private tokenFor(value: string): string {
    return hmacHex(this.key, value);
  }
}
