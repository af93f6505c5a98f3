import test from 'ava';
import { ADMIN, hidden, openBrowser, signIn } from './pageClient';

test('the sign-in page signs in with the logged-in cookie and redirects to a local redirect_to', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  const form = await browser.get('/wp-login.php?redirect_to=%2Fsvc-json%2F');
  t.is(form.status, 200);
  t.is(form.headers.get('content-type'), 'text/html; charset=UTF-8');
  t.is(form.headers.get('x-frame-options'), 'DENY');
  t.regex(form.headers.get('set-cookie') ?? '', /^svc_login_csrf=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Strict$/);
  t.is(hidden(form.text, 'redirect_to'), '/svc-json/');
  const reply = await signIn(browser, '/svc-json/');
  t.is(reply.status, 303);
  t.is(reply.location, '/svc-json/');
  t.true(browser.cookies.has('svc_logged_in'));
  // The cookie is a real session: /svc/v1/nonce hands out a nonce for it.
  const nonce = await browser.get('/svc-json/svc/v1/nonce');
  t.is(nonce.status, 200);
  t.regex(nonce.text, /^[0-9a-f]{10}$/);
});

test('redirect_to never leaves the site', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
    const reply = await signIn(browser, target);
    t.is(reply.location, '/', target);
  }
});

test('a post without the form token, with a forged token or from another origin is refused', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  const noToken = await browser.post('/wp-login.php', { log: ADMIN.username, pwd: ADMIN.password });
  t.is(noToken.status, 403);
  t.regex(noToken.text, /The sign-in form expired or came from another site/);
  t.false(browser.cookies.has('svc_logged_in'));
  const form = await browser.get('/wp-login.php');
  const token = hidden(form.text, '_svc_login_token');
  const forged = await browser.post('/wp-login.php', { log: ADMIN.username, pwd: ADMIN.password, _svc_login_token: token.replace(/^./, token[0] === 'a' ? 'b' : 'a') });
  t.is(forged.status, 403);
  const crossSite = await browser.post('/wp-login.php', { log: ADMIN.username, pwd: ADMIN.password, _svc_login_token: token }, { Origin: 'https://evil.example' });
  t.is(crossSite.status, 403);
  t.false(browser.cookies.has('svc_logged_in'));
});

test('wrong passwords show WordPress messages and share the /svc/v1/login throttle', async (t) => {
  // A stopped clock: on a busy machine a second can pass between the lockout and the next attempt (899 seconds left).
  const stopped = Date.parse('2026-11-27T12:00:00.250Z');
  const browser = await openBrowser({ now: () => stopped });
  t.teardown(() => browser.close());
  const attempt = async (pwd: string) => {
    const form = await browser.get('/wp-login.php');
    return browser.post('/wp-login.php', { log: ADMIN.username, pwd, _svc_login_token: hidden(form.text, '_svc_login_token') });
  };
  const wrong = await attempt('nope');
  t.is(wrong.status, 401);
  t.true(wrong.text.includes('<p class="error" id="login_error"><strong>Error</strong>: The password you entered for the username <strong>ada</strong> is incorrect.'));
  t.true(wrong.text.includes('value="ada"'));
  for (let i = 0; i < 4; i++) await attempt('nope');
  const locked = await attempt(ADMIN.password);
  t.is(locked.status, 429);
  t.regex(locked.text, /Too many failed login attempts\. Try again in 900 seconds\./);
  t.is(locked.headers.get('retry-after'), '900');
  // The JSON login sees the same lockout for this user and address.
  const json = await fetch(`${browser.origin}/svc-json/svc/v1/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'ada', password: ADMIN.password }),
  });
  t.is(json.status, 429);
});
