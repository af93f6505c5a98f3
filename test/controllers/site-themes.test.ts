import test from 'ava';
import { themeRegistryOf } from '../../controllers/themes/ThemeRegistry';
import { BASE, ROOT, call, captureBody, error, keysOf, makeSite, type Site } from './site-helpers';
import { serveStandIn } from './standInCollections';

/** The site, with a stand-in for the export route the active block theme links to (it is linked only when served). */
async function themesSite(): Promise<Site> {
  const site = await makeSite();
  serveStandIn(site.app, 'wp-block-editor/v1', 'export');
  return site;
}

const CANNOT_VIEW = 'Sorry, you are not allowed to view themes.';
const CANNOT_ACTIVE = 'Sorry, you are not allowed to view the active theme.';

/** The captured active theme without the global styles link (there is no global styles resource here). */
function capturedActive(): Record<string, unknown> {
  const theme = (captureBody('themes-auth') as Array<Record<string, unknown>>)[0]!;
  const { 'wp:user-global-styles': _omitted, ...links } = theme._links as Record<string, unknown>;
  // The export link's own targetHints is part of the controller's output.
  (links['wp:export-theme'] as Array<Record<string, unknown>>)[0] = { targetHints: { allow: ['GET'] }, href: `${ROOT}/wp-block-editor/v1/export` };
  return { ...theme, _links: links };
}

test('GET /themes answers the active theme exactly as WordPress 7.1 does, with the collection headers', async (t) => {
  const { app, admin } = await themesSite();
  const res = await call(app, admin, 'GET', '/wp/v2/themes');
  t.is(res.status, 200);
  t.is(res.headers['X-WP-Total'], '1');
  t.is(res.headers['X-WP-TotalPages'], '1');
  t.is(res.headers['Allow'], 'GET');
  const body = res.body as unknown[];
  t.deepEqual(body, [capturedActive()]);
  t.deepEqual(keysOf(body[0]), keysOf(capturedActive()));
});

test('status filter: active, inactive; an inactive theme has no supports or template lists', async (t) => {
  const { app, admin } = await themesSite();
  themeRegistryOf(app).register({ stylesheet: 'twentytwentyfour', name: 'Twenty Twenty-Four', version: '1.6', isBlockTheme: true, screenshot: 'screenshot.png' });
  const inactive = await call(app, admin, 'GET', '/wp/v2/themes?status=inactive');
  const list = inactive.body as Array<Record<string, unknown>>;
  t.deepEqual(list.map((theme) => theme.stylesheet), ['twentytwentyfour']);
  t.is(inactive.headers['X-WP-Total'], '1');
  t.is(list[0]!.status, 'inactive');
  t.false('theme_supports' in list[0]!);
  t.false('default_template_types' in list[0]!);
  t.is(list[0]!.screenshot, `${BASE}/wp-content/themes/twentytwentyfour/screenshot.png`);
  t.deepEqual(keysOf(list[0]!._links), ['self', 'collection']);
  const active = await call(app, admin, 'GET', '/wp/v2/themes?status=active');
  t.deepEqual((active.body as Array<{ stylesheet: string }>).map((theme) => theme.stylesheet), ['twentytwentyfive']);
  const both = await call(app, admin, 'GET', '/wp/v2/themes');
  t.is(both.headers['X-WP-Total'], '2');
  const bad = await call(app, admin, 'GET', '/wp/v2/themes?status=broken');
  t.is(bad.status, 400);
  t.is((bad.body as { code: string }).code, 'rest_invalid_param');
});

test('permission matrix of the collection: switch_themes for all, edit_posts for status=active only', async (t) => {
  const { app, subscriber, contributor, admin } = await themesSite();
  for (const [user, status] of [[0, 401], [subscriber, 403], [contributor, 403]] as const) {
    const res = await call(app, user, 'GET', '/wp/v2/themes');
    t.deepEqual([res.status, res.body], [status, error('rest_cannot_view_themes', CANNOT_VIEW, status)]);
  }
  for (const [user, status] of [[0, 401], [subscriber, 403]] as const) {
    const res = await call(app, user, 'GET', '/wp/v2/themes?status=active');
    t.deepEqual([res.status, res.body], [status, error('rest_cannot_view_active_theme', CANNOT_ACTIVE, status)]);
  }
  const contrib = await call(app, contributor, 'GET', '/wp/v2/themes?status=active');
  t.is(contrib.status, 200);
  // A contributor cannot export: the export link says so.
  t.deepEqual(((contrib.body as Array<{ _links: Record<string, unknown> }>)[0]!._links['wp:export-theme']), [{ targetHints: { allow: [] }, href: `${ROOT}/wp-block-editor/v1/export` }]);
  t.is((await call(app, admin, 'GET', '/wp/v2/themes')).status, 200);
});

test('GET /themes/<stylesheet>: the active theme for editors of posts, others need switch_themes; unknown is 404', async (t) => {
  const { app, subscriber, contributor, admin } = await themesSite();
  themeRegistryOf(app).register({ stylesheet: 'twentytwentyfour', name: 'Twenty Twenty-Four' });
  const own = await call(app, contributor, 'GET', '/wp/v2/themes/twentytwentyfive');
  t.is(own.status, 200);
  t.is((own.body as { status: string }).status, 'active');
  const other = await call(app, contributor, 'GET', '/wp/v2/themes/twentytwentyfour');
  t.deepEqual([other.status, other.body], [403, error('rest_cannot_view_themes', CANNOT_VIEW, 403)]);
  const sub = await call(app, subscriber, 'GET', '/wp/v2/themes/twentytwentyfive');
  t.deepEqual([sub.status, sub.body], [403, error('rest_cannot_view_active_theme', CANNOT_ACTIVE, 403)]);
  const anon = await call(app, 0, 'GET', '/wp/v2/themes/twentytwentyfive');
  t.is(anon.status, 401);
  t.is((await call(app, admin, 'GET', '/wp/v2/themes/twentytwentyfour')).status, 200);
  const missing = await call(app, admin, 'GET', '/wp/v2/themes/nope');
  t.deepEqual([missing.status, missing.body], [404, error('rest_theme_not_found', 'Theme not found.', 404)]);
});

test('activating another theme moves the supports and template lists to it', async (t) => {
  const { app, admin } = await themesSite();
  const registry = themeRegistryOf(app);
  registry.register({ stylesheet: 'classic', name: 'Classic', supports: { 'title-tag': true, 'custom-logo': { width: 250, height: 250 } } });
  registry.activate('classic');
  const res = await call(app, admin, 'GET', '/wp/v2/themes/classic');
  const supports = (res.body as { theme_supports: Record<string, unknown> }).theme_supports;
  t.is(supports['title-tag'], true);
  t.deepEqual(supports['custom-logo'], { width: 250, height: 250 });
  t.deepEqual(supports.formats, ['standard']);
  t.false('wp:export-theme' in (res.body as { _links: object })._links);
  const old = await call(app, admin, 'GET', '/wp/v2/themes/twentytwentyfive');
  t.is((old.body as { status: string }).status, 'inactive');
  t.throws(() => registry.activate('missing'));
});

test('_fields picks nested raw/rendered parts', async (t) => {
  const { app, admin } = await themesSite();
  const res = await call(app, admin, 'GET', '/wp/v2/themes/twentytwentyfive?_fields=name.raw,stylesheet');
  t.deepEqual(res.body, { stylesheet: 'twentytwentyfive', name: { raw: 'Twenty Twenty-Five' } });
});
