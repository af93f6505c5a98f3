/**
 * The pages in a real browser: Debian's Chromium (headless), driven by playwright-core.
 * Signs in, uses the explorer, runs a request as the signed-in user, and completes the
 * application-password authorization flow. Screenshots go to test-output/browser/.
 */
import test from 'ava';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApp } from '../../src/index';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(__dirname, '..', '..', '..', 'test-output', 'browser');
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

async function launch(): Promise<{ context: BrowserContext; page: Page; cleanup(): Promise<void> }> {
  // A fresh profile per run (Playwright passes it as --user-data-dir).
  const profile = mkdtempSync(join(tmpdir(), 'svc-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: FLAGS });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async cleanup() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const title = 'in Chromium: sign in, browse the explorer, run a request with the nonce, authorize an application';
if (!existsSync(CHROMIUM)) {
  test.skip(`${title} — SKIPPED: no Chromium at ${CHROMIUM} (npm test's pretest installs it as root with apt-get install -y chromium)`, () => undefined);
} else {
  test(title, async (t) => {
    // A loaded machine (the whole suite runs beside it) can make Chromium slow: generous limits, no timing asserted.
    t.timeout(600_000);
    mkdirSync(SHOTS, { recursive: true });
    const app = await createApp({ database: ':memory:', secret: 'browser-secret' });
    await app.users.create({ username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['administrator'], name: 'Ada Lovelace' });
    const http = await app.listen(0);
    const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const browser = await launch();
    t.teardown(async () => {
      await browser.cleanup();
      await app.close();
    });
    const { page } = browser;
    page.setDefaultTimeout(180_000);
    page.setDefaultNavigationTimeout(180_000);

    // The explorer, anonymous: namespaces and routes from the live index.
    await page.goto(`${origin}/`);
    await page.waitForSelector('details.namespace[data-namespace="wp/v2"]');
    t.regex(await page.textContent('#who') ?? '', /Not signed in/);
    const namespaces = await page.$$eval('details.namespace', (list) => list.map((d) => (d as unknown as { dataset: { namespace: string } }).dataset.namespace));
    t.deepEqual(namespaces, ['oembed/1.0', 'wp/v2', 'wp-site-health/v1', 'wp-block-editor/v1', 'wp-abilities/v1', 'svc/v1']);
    t.true((await page.$$('li.route')).length > 40);
    await page.screenshot({ path: join(SHOTS, '1-explorer-anonymous.png'), fullPage: true });

    // Sign in through the sign-in page; it brings us back to the explorer.
    await page.click('#sign-in');
    await page.waitForSelector('#loginform');
    await page.fill('#user_login', 'ada');
    await page.fill('#user_pass', 'pw-ada-1');
    await page.screenshot({ path: join(SHOTS, '2-sign-in.png') });
    await Promise.all([page.waitForURL(`${origin}/`), page.click('#wp-submit')]);
    await page.waitForSelector('#user-name');
    t.is(await page.textContent('#user-name'), 'Ada Lovelace');

    // Pick a route from the list, then run a request that only the signed-in user may make.
    await page.click('details.namespace[data-namespace="wp/v2"] summary');
    await page.click('button.use-route[data-route="/wp/v2/users/me"]');
    t.is(await page.inputValue('#path'), '/wp/v2/users/me');
    await page.fill('#path', '/wp/v2/users/me?context=edit');
    await page.click('#send');
    await page.waitForFunction(() => /→ \d{3}/.test((globalThis as unknown as { document: { getElementById(id: string): { textContent: string } } }).document.getElementById('status').textContent));
    t.is(await page.textContent('#status'), 'GET wp/v2/users/me?context=edit → 200 OK');
    const me = JSON.parse((await page.textContent('#response')) ?? '{}') as Record<string, unknown>;
    t.is(me.username, 'ada');
    t.is(me.email, 'ada@example.com');
    await page.screenshot({ path: join(SHOTS, '3-explorer-request.png'), fullPage: true });

    // The authorization flow an app starts.
    await page.goto(`${origin}/wp-admin/authorize-application.php?app_name=${encodeURIComponent('Browser App')}&success_url=${encodeURIComponent('https://app.example/callback')}`);
    t.is(await page.textContent('#app-name'), 'Browser App');
    t.is(await page.textContent('#user-login'), 'ada');
    await page.screenshot({ path: join(SHOTS, '4-authorize.png') });
    // Approving answers with a redirect to the app (a host this offline machine cannot reach):
    // read it from the response, then open it with the app's side answered by Playwright.
    const [approval] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url() === `${origin}/wp-admin/authorize-application.php`),
      page.click('#approve'),
    ]);
    t.is(approval.status(), 302);
    const callback = approval.headers().location ?? '';
    t.true(callback.startsWith('https://app.example/callback?'));
    await page.route('https://app.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Browser App</h1><p>Callback received.</p>' }));
    await page.goto(callback);
    const url = new URL(callback);
    t.is(url.searchParams.get('user_login'), 'ada');
    t.is(url.searchParams.get('site_url'), app.options.baseUrl);
    const password = url.searchParams.get('password') ?? '';
    t.regex(password, /^[A-Za-z0-9]{24}$/);
    await page.screenshot({ path: join(SHOTS, '5-authorized-callback.png') });
    // The password the app received works over Basic.
    const check = await fetch(`${origin}/svc-json/wp/v2/users/me`, { headers: { Authorization: `Basic ${Buffer.from(`ada:${password}`).toString('base64')}` } });
    t.is(check.status, 200);
    for (const shot of ['1-explorer-anonymous', '2-sign-in', '3-explorer-request', '4-authorize', '5-authorized-callback']) {
      t.true(existsSync(join(SHOTS, `${shot}.png`)), shot);
    }
  });
}
