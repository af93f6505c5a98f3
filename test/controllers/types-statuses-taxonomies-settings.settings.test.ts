import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { createApp } from '../../src/index';
import { BASE, call, makeSite } from './types-statuses-taxonomies-settings.site';
import { captureBody } from './site-helpers';

/** A fresh site's settings: WordPress's install defaults (populate_options), the site address from the app's base URL. */
const DEFAULTS = {
  title: 'My Site', description: '', url: BASE, email: 'you@example.com', timezone: '', date_format: 'F j, Y', time_format: 'g:i a',
  start_of_week: 1, language: 'en_US', use_smilies: true, default_category: 1, default_post_format: '0', posts_per_page: 10,
  show_on_front: 'posts', page_on_front: 0, page_for_posts: 0, default_ping_status: 'open', default_comment_status: 'open',
  site_logo: null, site_icon: 0,
};

/** Values the reference instance's installer chose (its title, tagline, address, e-mail and time zone). */
const INSTALL_CHOICES = ['title', 'description', 'url', 'email', 'timezone'];

test('reading settings needs manage_options: rest_forbidden 401 anonymous, 403 subscriber', async (t) => {
  const { app, subscriber } = await makeSite();
  const anon = await call(app, 0, 'GET', '/wp/v2/settings');
  t.deepEqual([anon.status, anon.body], [401, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } }]);
  const sub = await call(app, subscriber, 'GET', '/wp/v2/settings');
  t.deepEqual([sub.status, sub.body], [403, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }]);
});

test('a fresh site answers the WordPress default for every setting, in order; only site_logo (no default) is null', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/settings');
  t.is(res.status, 200);
  t.deepEqual(Object.keys(res.body as object), Object.keys(DEFAULTS));
  t.deepEqual(res.body, DEFAULTS);
  t.is(res.headers['Allow'], 'GET, POST, PUT, PATCH');
});

test('the default settings match the authenticated WordPress capture apart from the installer choices', async (t) => {
  const { app, admin } = await makeSite();
  const ours = (await call(app, admin, 'GET', '/wp/v2/settings')).body as Record<string, unknown>;
  const wordpress = captureBody('settings-auth') as Record<string, unknown>;
  t.deepEqual(Object.keys(ours), Object.keys(wordpress));
  for (const [name, value] of Object.entries(wordpress)) {
    if (INSTALL_CHOICES.includes(name)) t.is(typeof ours[name], typeof value, name);
    else t.deepEqual(ours[name], value, name);
  }
});

test('unset options show their registered default or null', async (t) => {
  const { app, admin } = await makeSite();
  for (const option of ['blogname', 'posts_per_page', 'site_icon']) await app.storage.options.delete(option);
  const body = (await call(app, admin, 'GET', '/wp/v2/settings')).body as Record<string, unknown>;
  t.deepEqual([body.title, body.posts_per_page, body.site_icon], [null, 10, null]);
});

test('stored options are read back cast to their type, like the authenticated capture', async (t) => {
  const { app, admin } = await makeSite();
  const options = app.storage.options;
  await options.set('blogname', 'WP Anchor');
  await options.set('start_of_week', '1');
  await options.set('use_smilies', '1');
  await options.set('default_post_format', '0');
  await options.set('site_icon', '0');
  await options.set('default_ping_status', 'open');
  await options.set('page_on_front', ['not', 'an', 'id']);
  const body = (await call(app, admin, 'GET', '/wp/v2/settings')).body as Record<string, unknown>;
  t.is(body.title, 'WP Anchor');
  t.is(body.start_of_week, 1);
  t.is(body.use_smilies, true);
  t.is(body.default_post_format, '0');
  t.is(body.site_icon, 0);
  t.is(body.default_ping_status, 'open');
  t.is(body.page_on_front, null);
});

test('updating stores the values under the option names and answers every setting', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'POST', '/wp/v2/settings', { title: 'New title', posts_per_page: '25', use_smilies: false, email: 'a@example.com' });
  t.is(res.status, 200);
  t.deepEqual(res.body, { ...DEFAULTS, title: 'New title', posts_per_page: 25, use_smilies: false, email: 'a@example.com' });
  t.is(await app.storage.options.get('blogname'), 'New title');
  t.is(await app.storage.options.get('posts_per_page'), 25);
  t.is(await app.storage.options.get('admin_email'), 'a@example.com');
  const patched = await call(app, admin, 'PATCH', '/wp/v2/settings', { default_comment_status: 'closed' });
  t.is((patched.body as Record<string, unknown>).default_comment_status, 'closed');
  t.is((patched.body as Record<string, unknown>).title, 'New title');
});

test('null deletes the option (back to the default); null over an invalid stored value is refused', async (t) => {
  const { app, admin } = await makeSite();
  await app.storage.options.set('posts_per_page', 30);
  const cleared = await call(app, admin, 'PUT', '/wp/v2/settings', { posts_per_page: null });
  t.is((cleared.body as Record<string, unknown>).posts_per_page, 10);
  t.is(await app.storage.options.get('posts_per_page'), undefined);
  await app.storage.options.set('start_of_week', 'monday');
  const refused = await call(app, admin, 'PUT', '/wp/v2/settings', { start_of_week: null });
  t.deepEqual([refused.status, refused.body], [500, {
    code: 'rest_invalid_stored_value',
    message: 'The start_of_week property has an invalid stored value, and cannot be updated to null.',
    data: { status: 500 },
  }]);
  t.is(await app.storage.options.get('start_of_week'), 'monday');
});

test('invalid values are rest_invalid_param 400 and nothing is stored', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'POST', '/wp/v2/settings', { default_ping_status: 'sometimes', title: 'kept out' });
  t.is(res.status, 400);
  const body = res.body as { code: string; message: string; data: { status: number; params: Record<string, string> } };
  t.is(body.code, 'rest_invalid_param');
  t.is(body.message, 'Invalid parameter(s): default_ping_status');
  t.deepEqual(body.data.params, { default_ping_status: 'default_ping_status is not one of open, closed.' });
  t.is(await app.storage.options.get('blogname'), 'My Site');
  const typed = await call(app, admin, 'POST', '/wp/v2/settings', { start_of_week: 'x' });
  t.deepEqual((typed.body as { data: { params: unknown } }).data.params, { start_of_week: 'start_of_week is not of type integer.' });
});

test('writing a setting without manage_options is rest_cannot_update naming the setting', async (t) => {
  const { app, subscriber } = await makeSite();
  const anon = await call(app, 0, 'POST', '/wp/v2/settings', { title: 'x' });
  t.deepEqual([anon.status, anon.body], [401, {
    code: 'rest_cannot_update', message: 'Sorry, you are not allowed to edit the title option.', data: { key: 'title', status: 401 },
  }]);
  const sub = await call(app, subscriber, 'POST', '/wp/v2/settings', {});
  t.deepEqual([sub.status, (sub.body as { code: string }).code], [403, 'rest_forbidden']);
  t.is(await app.storage.options.get('blogname'), 'My Site');
});

test('rest_pre_get_setting and rest_pre_update_setting let a hook take over one setting', async (t) => {
  const { app, admin } = await makeSite();
  app.hooks.addFilter('rest_pre_get_setting', (value: unknown, name: string) => (name === 'timezone' ? 'Europe/Paris' : value));
  app.hooks.addFilter('rest_pre_update_setting', (done: unknown, name: string) => done === true || name === 'title');
  const res = await call(app, admin, 'POST', '/wp/v2/settings', { title: 'ignored', description: 'stored' });
  const body = res.body as Record<string, unknown>;
  t.is(body.timezone, 'Europe/Paris');
  t.is(body.title, 'My Site');
  t.is(body.description, 'stored');
  t.is(await app.storage.options.get('blogname'), 'My Site');
});

test('the namespace index describes /settings as WordPress: no GET args, one optional arg per setting for writes', async (t) => {
  const { app } = await makeSite();
  const routes = ((await call(app, 0, 'GET', '/wp/v2')).body as { routes: Record<string, { methods: string[]; endpoints: Array<{ methods: string[]; args: unknown }> }> }).routes;
  const settings = routes['/wp/v2/settings']!;
  t.deepEqual(settings.methods, ['GET', 'POST', 'PUT', 'PATCH']);
  t.deepEqual(settings.endpoints[0], { methods: ['GET'], args: [] });
  const args = settings.endpoints[1]!.args as Record<string, unknown>;
  t.deepEqual(Object.keys(args), Object.keys(DEFAULTS));
  t.deepEqual(args.url, { title: '', description: 'Site URL.', type: 'string', format: 'uri', required: false });
  t.deepEqual(args.default_comment_status, {
    title: 'Allow comments on new posts', description: 'Allow people to submit comments on new posts.', type: 'string', enum: ['open', 'closed'], required: false,
  });
  t.deepEqual(routes['/wp/v2/types/(?P<type>[\\w-]+)']!.endpoints[0]!.args, {
    type: { description: 'An alphanumeric identifier for the post type.', type: 'string', required: false },
    context: { description: 'Scope under which the request is made; determines fields present in response.', type: 'string', enum: ['view', 'embed', 'edit'], default: 'view', required: false },
  });
});

test('the index reads the site options: settings changed over HTTP show there at once', async (t) => {
  const { app, admin } = await makeSite();
  const before = (await call(app, 0, 'GET', '/')).body as Record<string, unknown>;
  // WordPress's index on a fresh install (populate_options), the capture's key order.
  const facts = ['name', 'description', 'url', 'home', 'gmt_offset', 'timezone_string', 'page_for_posts', 'page_on_front', 'show_on_front'];
  t.deepEqual(facts.map((k) => before[k]), ['My Site', '', BASE, BASE, 0, '', 0, 0, 'posts']);
  t.deepEqual(Object.keys(before).filter((k) => k !== 'routes'), Object.keys(captureBody('index') as object).filter((k) => k !== 'routes'));
  t.deepEqual([before.site_logo, before.site_icon, before.site_icon_url], [0, 0, '']);

  const changed = await call(app, admin, 'POST', '/wp/v2/settings', {
    title: 'WP Anchor', description: 'Reference instance', url: 'http://example.test', timezone: 'Europe/Paris',
    show_on_front: 'page', page_on_front: 5, page_for_posts: 6, site_logo: 7,
  });
  t.is(changed.status, 200);
  await app.storage.options.set('gmt_offset', '5.5');
  const after = (await call(app, 0, 'GET', '/')).body as Record<string, unknown>;
  t.deepEqual(facts.map((k) => after[k]), ['WP Anchor', 'Reference instance', 'http://example.test', BASE, 5.5, 'Europe/Paris', 6, 5, 'page']);
  t.is(after.site_logo, 7);
  t.deepEqual((after._links as Record<string, unknown>)['wp:featuredmedia'], [{ embeddable: true, type: 'site_logo', href: `${BASE}/svc-json/wp/v2/media/7` }]);
});

test('the site icon URL is the attachment address; an id that is no attachment gives an empty URL', async (t) => {
  const { app, admin } = await makeSite();
  const icon = await app.storage.posts.create({ post_type: 'attachment', post_status: 'inherit', guid: 'http://example.test/icon.png' });
  const page = await app.storage.posts.create({ post_type: 'page', post_status: 'publish' });
  await call(app, admin, 'POST', '/wp/v2/settings', { site_icon: icon.id });
  t.like((await call(app, 0, 'GET', '/')).body, { site_icon: icon.id, site_icon_url: 'http://example.test/icon.png' });
  await call(app, admin, 'POST', '/wp/v2/settings', { site_icon: page.id });
  t.like((await call(app, 0, 'GET', '/')).body, { site_icon: page.id, site_icon_url: '' });
});

test('the site address is the base URL on first start and is kept when the app starts again elsewhere', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-rest-siteurl-'));
  try {
    const database = `sqlite:${join(dir, 'site.sqlite')}`;
    const first = await createApp({ database, baseUrl: 'http://first.test/' });
    t.deepEqual([await first.storage.options.get('siteurl'), await first.storage.options.get('home')], ['http://first.test', 'http://first.test']);
    await first.storage.options.set('home', '');
    await first.close();
    const second = await createApp({ database, baseUrl: 'http://second.test' });
    // WordPress's installer refills a blank home; a set address is never replaced.
    t.deepEqual([await second.storage.options.get('siteurl'), await second.storage.options.get('home')], ['http://first.test', 'http://second.test']);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
