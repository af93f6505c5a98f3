import test from 'ava';
import { hidden, openBrowser, signIn, type Browser } from './pageClient';

const APP_ID = '4c3b2a10-9f8e-4d7c-b6a5-0123456789ab';
const QUERY = `app_name=${encodeURIComponent('Ink & Paper')}&app_id=${APP_ID}&success_url=${encodeURIComponent('https://app.example/cb?x=1')}&reject_url=${encodeURIComponent('myapp://rejected')}`;

async function approvalForm(browser: Browser): Promise<string> {
  await signIn(browser);
  const page = await browser.get(`/wp-admin/authorize-application.php?${QUERY}`);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
  return page.text;
}

test('the index advertises the authorization endpoint as WordPress 7.1 does', async (t) => {
  const browser = await openBrowser({ baseUrl: 'https://site.example' });
  t.teardown(() => browser.close());
  const index = (await (await fetch(`${browser.origin}/svc-json/`)).json()) as Record<string, unknown>;
  t.deepEqual(index.authentication, { 'application-passwords': { endpoints: { authorization: 'https://site.example/wp-admin/authorize-application.php' } } });
});

test('signed-out visitors are sent to sign in and back to the request', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  const page = await browser.get(`/wp-admin/authorize-application.php?${QUERY}`);
  t.is(page.status, 302);
  t.is(page.location, `/wp-login.php?redirect_to=${encodeURIComponent(`/wp-admin/authorize-application.php?${QUERY}`)}`);
  const back = await signIn(browser, `/wp-admin/authorize-application.php?${QUERY}`);
  t.is(back.location, `/wp-admin/authorize-application.php?${QUERY}`);
});

test('approve creates an application password and redirects with site_url, user_login and password', async (t) => {
  const browser = await openBrowser({ baseUrl: 'https://site.example' });
  t.teardown(() => browser.close());
  const html = await approvalForm(browser);
  t.true(html.includes('<strong id="app-name">Ink &amp; Paper</strong> would like to connect to your account as <strong id="user-login">ada</strong>'));
  const reply = await browser.post('/wp-admin/authorize-application.php', {
    app_name: hidden(html, 'app_name'), app_id: hidden(html, 'app_id'), success_url: hidden(html, 'success_url'),
    reject_url: hidden(html, 'reject_url'), _svcnonce: hidden(html, '_svcnonce'), approve: '1',
  }, { Origin: browser.origin });
  t.is(reply.status, 302);
  const location = new URL(reply.location!);
  t.is(`${location.origin}${location.pathname}`, 'https://app.example/cb');
  t.is(location.searchParams.get('x'), '1');
  t.is(location.searchParams.get('site_url'), 'https://site.example');
  t.is(location.searchParams.get('user_login'), 'ada');
  const password = location.searchParams.get('password')!;
  // As WordPress sends it: the 24 characters, unchunked.
  t.regex(password, /^[A-Za-z0-9]{24}$/);
  // The password works over Basic and is stored under the app's name and id.
  const me = await fetch(`${browser.origin}/svc-json/wp/v2/users/me`, { headers: { Authorization: `Basic ${Buffer.from(`ada:${password}`).toString('base64')}` } });
  t.is(me.status, 200);
  const { AuthServices } = await import('../../src/auth/wiring/AuthServices');
  const items = await AuthServices.of(browser.app).applicationPasswords.list(1);
  t.like(items[0], { name: 'Ink & Paper', app_id: APP_ID });
});

test('reject redirects to reject_url with success=false and creates nothing', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  const html = await approvalForm(browser);
  const reply = await browser.post('/wp-admin/authorize-application.php', {
    app_name: 'Ink & Paper', app_id: APP_ID, success_url: 'https://app.example/cb', reject_url: 'myapp://rejected',
    _svcnonce: hidden(html, '_svcnonce'), reject: '1',
  }, { Origin: browser.origin });
  t.is(reply.status, 302);
  t.is(reply.location, 'myapp://rejected?success=false');
  const { AuthServices } = await import('../../src/auth/wiring/AuthServices');
  t.deepEqual(await AuthServices.of(browser.app).applicationPasswords.list(1), []);
});

test('http, script and malformed URLs and a non-UUID app_id are refused as WordPress refuses them', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  await signIn(browser);
  const page = await browser.get(`/wp-admin/authorize-application.php?app_name=x&app_id=nope&success_url=${encodeURIComponent('http://app.example/cb')}&reject_url=${encodeURIComponent('javascript:alert(1)')}`);
  t.is(page.status, 400);
  t.true(page.text.includes('The Authorize Application request is not allowed.'));
  t.true(page.text.includes('<li>The application ID must be a UUID.</li>'));
  t.true(page.text.includes('<li>The URL must be served over a secure connection.</li>'));
  t.true(page.text.includes('<li>Invalid URL format.</li>'));
  // A custom scheme is fine.
  t.is((await browser.get('/wp-admin/authorize-application.php?app_name=x&success_url=myapp%3A%2F%2Fdone')).status, 200);
});

test('the approval form needs its nonce and a same-origin post (CSRF)', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  const html = await approvalForm(browser);
  const fields = { app_name: 'x', success_url: 'https://app.example/cb', approve: '1' };
  const noNonce = await browser.post('/wp-admin/authorize-application.php', fields, { Origin: browser.origin });
  t.is(noNonce.status, 403);
  t.true(noNonce.text.includes('The link you followed has expired.'));
  const crossSite = await browser.post('/wp-admin/authorize-application.php', { ...fields, _svcnonce: hidden(html, '_svcnonce') }, { Origin: 'https://evil.example' });
  t.is(crossSite.status, 403);
  const { AuthServices } = await import('../../src/auth/wiring/AuthServices');
  t.deepEqual(await AuthServices.of(browser.app).applicationPasswords.list(1), []);
});

test('without a success_url the new password is shown on the page', async (t) => {
  const browser = await openBrowser();
  t.teardown(() => browser.close());
  await signIn(browser);
  const page = await browser.get('/wp-admin/authorize-application.php?app_name=CLI');
  const reply = await browser.post('/wp-admin/authorize-application.php', { app_name: 'CLI', _svcnonce: hidden(page.text, '_svcnonce'), approve: '1' }, { Origin: browser.origin });
  t.is(reply.status, 200);
  t.regex(reply.text, /id="new-application-password" readonly value="[A-Za-z0-9]{4}( [A-Za-z0-9]{4}){5}"/);
});
