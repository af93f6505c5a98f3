import test from 'ava';
import { PLUGINS_API_FAILED } from '../../controllers/plugins/PluginsController';
import { pluginRegistryOf } from '../../controllers/plugins/PluginRegistry';
import { call, captureBody, error, keysOf, makeSite, type Site } from './site-helpers';

const CANNOT = 'Sorry, you are not allowed to manage plugins for this site.';

/** A site with the two plugins of WordPress's capture, registered from its raw values. */
async function pluginSite(): Promise<Site> {
  const site = await makeSite();
  const registry = pluginRegistryOf(site.app);
  for (const item of captureBody('plugins-auth') as Array<Record<string, unknown>>) {
    registry.register({
      plugin: String(item.plugin), status: 'inactive', name: String(item.name), plugin_uri: String(item.plugin_uri), author: String(item.author),
      author_uri: String(item.author_uri), description: (item.description as { raw: string }).raw, version: String(item.version),
      network_only: item.network_only === true, requires_wp: String(item.requires_wp), requires_php: String(item.requires_php), textdomain: String(item.textdomain),
    });
  }
  return site;
}

test('empty by default: GET /plugins is []', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/plugins');
  t.deepEqual([res.status, res.body], [200, []]);
  t.is(res.headers['Allow'], 'GET, POST');
});

test('GET /plugins answers registered plugins exactly as WordPress 7.1 does', async (t) => {
  const { app, admin } = await pluginSite();
  const res = await call(app, admin, 'GET', '/wp/v2/plugins');
  const captured = captureBody('plugins-auth') as unknown[];
  t.deepEqual(res.body, captured);
  t.deepEqual(keysOf((res.body as unknown[])[0]), keysOf(captured[0]));
});

test('search and status filters', async (t) => {
  const { app, admin } = await pluginSite();
  const names = async (query: string): Promise<string[]> =>
    ((await call(app, admin, 'GET', `/wp/v2/plugins${query}`)).body as Array<{ plugin: string }>).map((plugin) => plugin.plugin);
  t.deepEqual(await names('?search=Dolly'), ['hello']);
  // The search is case-sensitive, as WordPress's.
  t.deepEqual(await names('?search=dolly'), ['hello']);
  t.deepEqual(await names('?search=DOLLY'), []);
  t.deepEqual(await names('?search=protect%20your%20blog'), ['akismet/akismet']);
  t.deepEqual(await names('?status=active'), []);
  t.deepEqual(await names('?status=inactive'), ['akismet/akismet', 'hello']);
  const bad = await call(app, admin, 'GET', '/wp/v2/plugins?status=paused');
  t.is(bad.status, 400);
});

test('permission matrix: activate_plugins required everywhere', async (t) => {
  const { app, subscriber, contributor, editor } = await pluginSite();
  for (const [user, status] of [[0, 401], [subscriber, 403], [contributor, 403], [editor, 403]] as const) {
    const list = await call(app, user, 'GET', '/wp/v2/plugins');
    t.deepEqual([list.status, list.body], [status, error('rest_cannot_view_plugins', CANNOT, status)]);
    const one = await call(app, user, 'GET', '/wp/v2/plugins/hello');
    t.deepEqual([one.status, one.body], [status, error('rest_cannot_view_plugin', CANNOT, status)]);
    const update = await call(app, user, 'POST', '/wp/v2/plugins/hello', { status: 'active' });
    t.deepEqual([update.status, update.body], [status, error('rest_cannot_manage_plugins', CANNOT, status)]);
    const remove = await call(app, user, 'DELETE', '/wp/v2/plugins/hello');
    t.deepEqual([remove.status, remove.body], [status, error('rest_cannot_manage_plugins', CANNOT, status)]);
    const install = await call(app, user, 'POST', '/wp/v2/plugins', { slug: 'hello-dolly' });
    t.deepEqual([install.status, install.body], [status, error('rest_cannot_install_plugin', 'Sorry, you are not allowed to install plugins on this site.', status)]);
  }
});

test('GET one plugin; an unknown one is rest_plugin_not_found 404', async (t) => {
  const { app, admin } = await pluginSite();
  const res = await call(app, admin, 'GET', '/wp/v2/plugins/akismet/akismet');
  t.deepEqual(res.body, (captureBody('plugins-auth') as unknown[])[0]);
  for (const path of ['/wp/v2/plugins/nope', '/wp/v2/plugins/akismet/nope']) {
    const missing = await call(app, admin, 'GET', path);
    t.deepEqual([missing.status, missing.body], [404, error('rest_plugin_not_found', 'Plugin not found.', 404)], path);
  }
});

test('activate and deactivate with POST/PUT, with WordPress actions', async (t) => {
  const { app, admin } = await pluginSite();
  const fired: string[] = [];
  for (const action of ['activate_plugin', 'activated_plugin', 'deactivate_plugin', 'deactivated_plugin']) app.hooks.addAction(action, (file: string) => fired.push(`${action}:${file}`));
  const on = await call(app, admin, 'POST', '/wp/v2/plugins/hello', { status: 'active' });
  t.is(on.status, 200);
  t.is((on.body as { status: string }).status, 'active');
  t.is(pluginRegistryOf(app).get('hello')?.status, 'active');
  const again = await call(app, admin, 'PUT', '/wp/v2/plugins/hello', { status: 'active' });
  t.is((again.body as { status: string }).status, 'active');
  const off = await call(app, admin, 'PUT', '/wp/v2/plugins/hello', { status: 'inactive' });
  t.is((off.body as { status: string }).status, 'inactive');
  t.deepEqual(fired, ['activate_plugin:hello.php', 'activated_plugin:hello.php', 'deactivate_plugin:hello.php', 'deactivated_plugin:hello.php']);
  const bad = await call(app, admin, 'POST', '/wp/v2/plugins/hello', { status: 'network-active' });
  t.is(bad.status, 400);
  t.is((bad.body as { code: string }).code, 'rest_invalid_param');
  const missing = await call(app, admin, 'POST', '/wp/v2/plugins/nope', { status: 'active' });
  t.is(missing.status, 404);
});

test('DELETE removes an inactive plugin and refuses an active one', async (t) => {
  const { app, admin } = await pluginSite();
  await call(app, admin, 'POST', '/wp/v2/plugins/hello', { status: 'active' });
  const active = await call(app, admin, 'DELETE', '/wp/v2/plugins/hello');
  t.deepEqual([active.status, active.body], [400, error('rest_cannot_delete_active_plugin', 'Cannot delete an active plugin. Please deactivate it first.', 400)]);
  const res = await call(app, admin, 'DELETE', '/wp/v2/plugins/akismet/akismet');
  t.is(res.status, 200);
  const body = res.body as { deleted: boolean; previous: Record<string, unknown> };
  t.true(body.deleted);
  t.is(body.previous.plugin, 'akismet/akismet');
  t.is(pluginRegistryOf(app).get('akismet/akismet'), undefined);
  t.is((await call(app, admin, 'GET', '/wp/v2/plugins/akismet/akismet')).status, 404);
});

test('installing from the directory fails as WordPress does without WordPress.org', async (t) => {
  const { app, admin } = await pluginSite();
  const res = await call(app, admin, 'POST', '/wp/v2/plugins', { slug: 'hello-dolly' });
  t.deepEqual([res.status, res.body], [500, error('plugins_api_failed', PLUGINS_API_FAILED, 500)]);
  const missing = await call(app, admin, 'POST', '/wp/v2/plugins', {});
  t.is(missing.status, 400);
  t.is((missing.body as { code: string }).code, 'rest_missing_callback_param');
});
