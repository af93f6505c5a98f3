/**
 * Reading the logged-in cookie from a `Cookie` header and writing `Set-Cookie`
 * values. The signed value contains `|`, so it travels percent-encoded (as PHP's
 * setcookie() sends it) and is decoded on the way in.
 */

/** The value of cookie `name` in a `Cookie` header, decoded; undefined when absent. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header === '') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** `name=value` with the value encoded, ready for a `Cookie` request header. */
export function cookiePair(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`;
}

export interface SetCookieOptions {
  /** Absent: a browser-session cookie. */
  expires?: Date | undefined;
  secure: boolean;
  path?: string;
}

/** A signed session cookie: HttpOnly, SameSite=Lax, Secure on HTTPS sites. */
export function setCookieHeader(name: string, value: string, options: SetCookieOptions): string {
  const parts = [cookiePair(name, value), `Path=${options.path ?? '/'}`];
  if (options.expires !== undefined) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push('HttpOnly', 'SameSite=Lax');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Removes the cookie: empty value, expired long ago. */
export function clearCookieHeader(name: string, options: Omit<SetCookieOptions, 'expires'>): string {
  return setCookieHeader(name, '', { ...options, expires: new Date(0) }).replace(/Expires=[^;]+/, 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0');
}
