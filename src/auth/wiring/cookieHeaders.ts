import { parse, serialize } from 'cookie';

/**
 * Reading the logged-in cookie from a `Cookie` header and writing `Set-Cookie` values, through the
 * maintained `cookie` package. The signed value contains `|`, so it travels percent-encoded (as PHP's
 * setcookie() sends it) and is decoded on the way in.
 */

/** The value of cookie `name` in a `Cookie` header, decoded (left as sent when it is not valid percent-encoding); undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  return parse(header)[name];
}

/** `name=value` with the value encoded, ready for a `Cookie` request header. */
export function cookiePair(name: string, value: string): string {
  return serialize(name, value);
}

export interface SetCookieOptions {
  /** Absent: a browser-session cookie. */
  expires?: Date | undefined;
  secure: boolean;
  path?: string;
  /** Lax (default) for the session cookie; Strict for the sign-in form's CSRF cookie. */
  sameSite?: 'lax' | 'strict';
}

/** A cookie for the site: HttpOnly, SameSite=Lax unless told Strict, Secure on HTTPS sites. */
export function setCookieHeader(name: string, value: string, options: SetCookieOptions): string {
  return serialize(name, value, {
    path: options.path ?? '/',
    ...(options.expires === undefined ? {} : { expires: options.expires }),
    httpOnly: true,
    sameSite: options.sameSite ?? 'lax',
    secure: options.secure,
  });
}

/** Removes the cookie: empty value, expired long ago (Expires for old clients, Max-Age=0 for the rest). */
export function clearCookieHeader(name: string, options: Omit<SetCookieOptions, 'expires'>): string {
  return serialize(name, '', {
    path: options.path ?? '/',
    expires: new Date(0),
    maxAge: 0,
    httpOnly: true,
    sameSite: options.sameSite ?? 'lax',
    secure: options.secure,
  });
}
