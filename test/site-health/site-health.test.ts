import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test, { type ExecutionContext } from 'ava';
import { testOnEachBackend } from '../storage/backends';
import { errorBody, startRoleSite } from '../embeds/roleSite';

const TESTS = ['background-updates', 'loopback-requests', 'https-status', 'dotorg-communication', 'authorization-header', 'page-cache'];
const SECURITY = { label: 'Security', color: 'blue' };
const PERFORMANCE = { label: 'Performance', color: 'blue' };
const FORBIDDEN = 'Sorry, you are not allowed to do that.';

/** A scratch uploads folder, removed when the test ends (after its site has closed: teardowns run last first). */
function uploadsFolder(t: ExecutionContext): string {
  const folder = mkdtempSync(join(tmpdir(), 'svc-health-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

test('every route needs view_site_health_checks (administrators only, as WordPress maps it)', async (t) => {
  const site = await startRoleSite({ uploadsDir: uploadsFolder(t) });
  t.teardown(() => site.close());
  for (const path of [...TESTS.map((name) => `/wp-site-health/v1/tests/${name}`), '/wp-site-health/v1/directory-sizes']) {
    const anonymous = await site.get(path);
    t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_forbidden', FORBIDDEN, 401)], path);
    const editor = await site.get(path, 'editor');
    t.deepEqual([editor.status, editor.body], [403, errorBody('rest_forbidden', FORBIDDEN, 403)], path);
    t.is((await site.get(path, 'administrator')).status, 200, path);
  }
});

test('a check\'s capability can be changed through site_health_test_rest_capability_{check}', async (t) => {
  const site = await startRoleSite({ uploadsDir: uploadsFolder(t) });
  t.teardown(() => site.close());
  site.app.hooks.addFilter('site_health_test_rest_capability_https_status', () => 'edit_posts');
  t.is((await site.get('/wp-site-health/v1/tests/https-status', 'editor')).status, 200);
  t.is((await site.get('/wp-site-health/v1/tests/page-cache', 'editor')).status, 403);
});

testOnEachBackend('background updates: the database takes writes and the uploads folder is writable', 'site_health_bg', async (t, database) => {
  const uploads = uploadsFolder(t);
  const site = await startRoleSite({ ...database, uploadsDir: join(uploads, 'not-yet-created') });
  t.teardown(() => site.close());
  const reply = await site.get('/wp-site-health/v1/tests/background-updates', 'administrator');
  t.is(reply.status, 200);
  t.deepEqual(reply.body, {
    label: 'Background updates are working', status: 'good', badge: SECURITY,
    description: '<p>Background work (saving content, storing uploads) needs a database that accepts writes and a writable uploads folder.</p>',
    actions: '', test: 'background_updates',
  });
  t.is(await site.app.storage.options.get('_site_health_write_probe'), undefined);
});

test('background updates are critical when the uploads folder cannot be written', async (t) => {
  const uploads = uploadsFolder(t);
  const blocked = join(uploads, 'file-not-folder');
  writeFileSync(blocked, 'x');
  chmodSync(blocked, 0o444);
  const site = await startRoleSite({ uploadsDir: join(blocked, 'uploads') });
  t.teardown(() => site.close());
  const body = (await site.get('/wp-site-health/v1/tests/background-updates', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([body.status, body.label, body.test], ['critical', 'Background updates may not be working properly', 'background_updates']);
  t.regex(String(body.description), /<li>The uploads folder is not writable\.<\/li>/);
});

test('loopback, authorization header and page cache answer in WordPress\'s result shape', async (t) => {
  const site = await startRoleSite({ uploadsDir: uploadsFolder(t) });
  t.teardown(() => site.close());
  const loopback = (await site.get('/wp-site-health/v1/tests/loopback-requests', 'administrator')).body as Record<string, unknown>;
  t.deepEqual(Object.keys(loopback), ['label', 'status', 'badge', 'description', 'actions', 'test']);
  t.deepEqual([loopback.label, loopback.status, loopback.badge, loopback.test], ['Your site can perform loopback requests', 'good', PERFORMANCE, 'loopback_requests']);
  const authorization = (await site.get('/wp-site-health/v1/tests/authorization-header', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([authorization.label, authorization.status, authorization.badge, authorization.test], ['The Authorization header is working as expected', 'good', SECURITY, 'authorization_header']);
  const cache = (await site.get('/wp-site-health/v1/tests/page-cache', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([cache.label, cache.status, cache.badge, cache.test], ['Page cache is not detected', 'recommended', PERFORMANCE, 'page_cache']);
});

test('https status follows the site address', async (t) => {
  const plain = await startRoleSite({ uploadsDir: uploadsFolder(t) });
  const secure = await startRoleSite({ uploadsDir: uploadsFolder(t), baseUrl: 'https://blog.example' });
  t.teardown(async () => {
    await plain.close();
    await secure.close();
  });
  const insecure = (await plain.get('/wp-site-health/v1/tests/https-status', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([insecure.label, insecure.status, insecure.badge, insecure.test], ['Your website does not use HTTPS', 'recommended', SECURITY, 'https_status']);
  t.regex(String(insecure.description), /Your Site Address \(http:\/\/127\.0\.0\.1:8088\) is not set up to use HTTPS/);
  const https = (await secure.get('/wp-site-health/v1/tests/https-status', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([https.label, https.status], ['Your website is using an active HTTPS connection', 'good']);
});

test('outbound communication is good only with a fetcher and allowed hosts', async (t) => {
  const off = await startRoleSite({ uploadsDir: uploadsFolder(t) });
  const on = await startRoleSite({ uploadsDir: uploadsFolder(t), remoteFetcher: (url, init) => fetch(url, init), remoteHosts: ['example.com'] });
  t.teardown(async () => {
    await off.close();
    await on.close();
  });
  const disabled = (await off.get('/wp-site-health/v1/tests/dotorg-communication', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([disabled.label, disabled.status, disabled.test], ['Outbound requests are turned off', 'recommended', 'dotorg_communication']);
  const enabled = (await on.get('/wp-site-health/v1/tests/dotorg-communication', 'administrator')).body as Record<string, unknown>;
  t.deepEqual([enabled.label, enabled.status], ['Outbound requests go through the configured remote fetcher', 'good']);
});

testOnEachBackend('directory sizes: the uploads folder, the database and their total', 'site_health_sizes', async (t, database) => {
  const uploads = uploadsFolder(t);
  mkdirSync(join(uploads, '2026', '11'), { recursive: true });
  writeFileSync(join(uploads, '2026', '11', 'a.jpg'), Buffer.alloc(1500));
  writeFileSync(join(uploads, 'b.txt'), Buffer.alloc(548));
  const site = await startRoleSite({ ...database, uploadsDir: uploads });
  t.teardown(() => site.close());
  const reply = await site.get('/wp-site-health/v1/directory-sizes', 'administrator');
  t.is(reply.status, 200);
  const body = reply.body as Record<string, { size: string; debug: string; raw: number }> & { raw: number };
  t.deepEqual(Object.keys(body), ['raw', 'uploads_size', 'database_size', 'total_size']);
  t.is(body.raw, 0);
  t.deepEqual(body.uploads_size, { size: '2.00 KB', debug: '2.00 KB (2048 bytes)', raw: 2048 });
  t.true(body.database_size.raw > 0);
  t.is(body.total_size.raw, 2048 + body.database_size.raw);
  t.regex(body.database_size.debug, /^[\d,.]+ (B|KB|MB) \(\d+ bytes\)$/);
});
