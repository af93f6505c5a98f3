/** Cookie and Set-Cookie through the `cookie` package: the attributes on the wire and how values come back. */
import test from 'ava';
import { clearCookieHeader, cookiePair, readCookie, setCookieHeader } from '../../src/auth/wiring/cookieHeaders';

const SIGNED = 'admin|1767225600|tok-en|0123abcd';

test('the session cookie: encoded value, Path, Expires when given, HttpOnly, SameSite=Lax, Secure on HTTPS', (t) => {
  t.is(setCookieHeader('svc_logged_in', SIGNED, { secure: false }), 'svc_logged_in=admin%7C1767225600%7Ctok-en%7C0123abcd; Path=/; HttpOnly; SameSite=Lax');
  t.is(
    setCookieHeader('svc_logged_in', SIGNED, { secure: true, expires: new Date(Date.UTC(2030, 0, 2, 3, 4, 5)), path: '/blog' }),
    'svc_logged_in=admin%7C1767225600%7Ctok-en%7C0123abcd; Path=/blog; Expires=Wed, 02 Jan 2030 03:04:05 GMT; HttpOnly; Secure; SameSite=Lax',
  );
});

test('the sign-in form cookie is SameSite=Strict', (t) => {
  t.is(setCookieHeader('svc_login_csrf', 'ab12', { secure: true, sameSite: 'strict' }), 'svc_login_csrf=ab12; Path=/; HttpOnly; Secure; SameSite=Strict');
});

test('clearing a cookie: empty value, Max-Age=0 and an Expires in 1970, same Path and flags', (t) => {
  t.is(clearCookieHeader('svc_logged_in', { secure: false }), 'svc_logged_in=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
  t.is(clearCookieHeader('svc_logged_in', { secure: true }), 'svc_logged_in=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax');
});

test('readCookie finds the named cookie among others, decodes it, and keeps the first of duplicates', (t) => {
  const header = `_ga=GA1.1.1; ${cookiePair('svc_logged_in', SIGNED)}; theme=dark; svc_logged_in=second`;
  t.is(cookiePair('svc_logged_in', SIGNED), 'svc_logged_in=admin%7C1767225600%7Ctok-en%7C0123abcd');
  t.is(readCookie(header, 'svc_logged_in'), SIGNED);
  t.is(readCookie(header, 'theme'), 'dark');
  t.is(readCookie('broken=%E0%A4%A', 'broken'), '%E0%A4%A');
  t.is(readCookie(header, 'absent'), undefined);
  t.is(readCookie('', 'svc_logged_in'), undefined);
  t.is(readCookie(undefined, 'svc_logged_in'), undefined);
});
