/**
 * The block editor's data layer (`@wordpress/core-data` 8.1 on api-fetch) against a
 * running server: entity records of every post type and root kind, `canUser` for each,
 * saving, autosaving and deleting, templates, global styles, navigation, menus and menu
 * locations, patterns, and an embed preview of a page on a local fake site.
 */
import test from 'ava';
import { startSite, type Site } from '../auth-http/site';
import { startFakeRemoteSite, type FakeRemoteSite } from '../embeds/fakeRemoteSite';
import { startCoreData, type CoreData, type Record_ } from './coreDataHarness';

/** core-data's root entities and the WordPress route each reads (its collection, or its item route when it has no collection). */
const ROOT_ENTITIES: ReadonlyArray<{ name: string; route: string }> = [
  { name: '__unstableBase', route: '/' },
  { name: 'site', route: '/wp/v2/settings' },
  { name: 'postType', route: '/wp/v2/types' },
  { name: 'media', route: '/wp/v2/media' },
  { name: 'taxonomy', route: '/wp/v2/taxonomies' },
  { name: 'sidebar', route: '/wp/v2/sidebars' },
  { name: 'widget', route: '/wp/v2/widgets' },
  { name: 'widgetType', route: '/wp/v2/widget-types' },
  { name: 'user', route: '/wp/v2/users' },
  { name: 'comment', route: '/wp/v2/comments' },
  { name: 'menu', route: '/wp/v2/menus' },
  { name: 'menuItem', route: '/wp/v2/menu-items' },
  { name: 'menuLocation', route: '/wp/v2/menu-locations' },
  { name: 'globalStyles', route: '/wp/v2/global-styles/(?P<id>[\\/\\d+]+)' },
  { name: 'theme', route: '/wp/v2/themes' },
  { name: 'plugin', route: '/wp/v2/plugins' },
  { name: 'status', route: '/wp/v2/statuses' },
  { name: 'fontCollection', route: '/wp/v2/font-collections' },
  { name: 'icon', route: '/wp/v2/icons' },
  { name: 'iconCollection', route: '/wp/v2/icon-collections' },
];

/**
 * WordPress 7.1's post types and their collection routes (its /types capture). wp_global_styles
 * has no collection route in WordPress either: listed as a type, read item by item.
 */
const POST_TYPES: ReadonlyArray<{ name: string; route: string }> = [
  { name: 'post', route: '/wp/v2/posts' },
  { name: 'page', route: '/wp/v2/pages' },
  { name: 'attachment', route: '/wp/v2/media' },
  { name: 'nav_menu_item', route: '/wp/v2/menu-items' },
  { name: 'wp_block', route: '/wp/v2/blocks' },
  { name: 'wp_template', route: '/wp/v2/templates' },
  { name: 'wp_template_part', route: '/wp/v2/template-parts' },
  { name: 'wp_global_styles', route: '/wp/v2/global-styles' },
  { name: 'wp_navigation', route: '/wp/v2/navigation' },
  { name: 'wp_font_family', route: '/wp/v2/font-families' },
  { name: 'wp_font_face', route: '/wp/v2/font-families/(?P<font_family_id>[\\d]+)/font-faces' },
];

/** Root entities read as one record rather than a list. */
const SINGLE_RECORD: Readonly<Record<string, unknown>> = { __unstableBase: undefined, site: undefined };

/** Types core-data lists but whose records are read one by one (no collection route, as in WordPress). */
const ITEM_ONLY = new Set(['wp_global_styles']);

let site: Site;
let core: CoreData;
let adminId: number;
let remote: FakeRemoteSite;

test.before(async () => {
  // A page elsewhere with an oEmbed endpoint, reached only through the allow-listed fetcher.
  remote = await startFakeRemoteSite({
    '/oembed': { type: 'application/json', body: (query) => JSON.stringify({ version: '1.0', type: 'rich', title: `Video at ${query.get('url')}`, html: '<iframe src="about:blank"></iframe>', provider_name: 'Fake' }) },
  });
  site = await startSite({
    remoteFetcher: (url, init) => fetch(url, init),
    remoteHosts: [remote.host],
    oembedProviders: [{ pattern: `${remote.origin}/videos/*`, endpoint: `${remote.origin}/oembed` }],
    menuLocations: { primary: 'Primary menu' },
    sidebars: [{ id: 'sidebar-1', name: 'Main Sidebar' }],
  });
  adminId = (await site.app.users.create({ username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['administrator'], name: 'Ada' })).id;
  const session = await site.login('ada', 'pw-ada-1');
  core = startCoreData(`${site.base}/`, session);
});

test.after.always(async () => {
  await site?.close();
  await remote?.close();
});

test.serial('every route core-data reads is served', async (t) => {
  const routes = Object.keys((await core.apiFetch<{ routes: Record<string, unknown> }>({ path: '/' })).routes);
  for (const { route } of ROOT_ENTITIES) t.true(routes.includes(route), route);
  for (const { name, route } of POST_TYPES) t.is(routes.includes(route), !ITEM_ONLY.has(name), route);
});

test.serial('root kinds: each entity the server serves loads through core-data', async (t) => {
  t.timeout(120_000);
  const base = await core.resolve.getEntityRecord('root', '__unstableBase');
  t.is(base?.name, 'My Site');
  const settings = await core.resolve.getEntityRecord('root', 'site');
  t.is(settings?.title, 'My Site');
  const me = await core.resolve.getCurrentUser();
  t.is(me.id, adminId);
  t.is((await core.resolve.getEntityRecord('root', 'user', adminId))?.name, 'Ada');
  t.is((await core.resolve.getEntityRecord('root', 'postType', 'post'))?.slug, 'post');
  t.is((await core.resolve.getEntityRecord('root', 'taxonomy', 'category'))?.slug, 'category');
  t.is((await core.resolve.getEntityRecord('root', 'status', 'publish'))?.slug, 'publish');
  const active = await core.resolve.getEntityRecords('root', 'theme', { status: 'active' });
  t.is(active?.length, 1);
  for (const { name } of ROOT_ENTITIES) {
    if (name in SINGLE_RECORD || name === 'globalStyles') continue;
    const records = await core.resolve.getEntityRecords('root', name);
    t.true(Array.isArray(records), name);
  }
});

test.serial('every post type the server serves is an entity core-data lists, reads and may create', async (t) => {
  t.timeout(120_000);
  const configs = await core.resolve.getEntitiesConfig('postType');
  t.deepEqual(configs.map((config) => config.name), POST_TYPES.map((type) => type.name));
  for (const { name, route } of POST_TYPES) {
    t.is(configs.find((config) => config.name === name)?.baseURL, route, name);
    // A base with a capture (font faces) is a pattern, not an address: WordPress lists it the same way.
    if (route.includes('(?P<') || ITEM_ONLY.has(name)) continue;
    t.true(Array.isArray(await core.resolve.getEntityRecords('postType', name, { per_page: 5 })), name);
    t.true(await core.resolve.canUser('create', { kind: 'postType', name }), `create ${name}`);
  }
});

test.serial('canUser answers for every root kind served: an administrator may read and create', async (t) => {
  t.timeout(120_000);
  for (const { name } of ROOT_ENTITIES) {
    if (name === '__unstableBase' || name === 'globalStyles') continue;
    const read = await core.resolve.canUser('read', { kind: 'root', name });
    t.true(read, `read ${name}`);
  }
  t.true(await core.resolve.canUser('create', { kind: 'root', name: 'media' }));
  t.true(await core.resolve.canUser('create', { kind: 'root', name: 'user' }));
  t.true(await core.resolve.canUser('update', { kind: 'root', name: 'site' }));
});

test.serial('a post is saved, edited, autosaved and deleted through the editor actions', async (t) => {
  t.timeout(120_000);
  const created = await core.dispatch.saveEntityRecord('postType', 'post', { title: 'From the editor', content: '<p>First</p>', status: 'publish' }, { throwOnError: true });
  const id = created?.id as number;
  t.true(id > 0);
  t.is((created?.title as Record_).raw, 'From the editor');
  await core.dispatch.editEntityRecord('postType', 'post', id, { title: 'Renamed in the editor' });
  const saved = await core.dispatch.saveEditedEntityRecord('postType', 'post', id, { throwOnError: true });
  t.is((saved?.title as Record_).raw, 'Renamed in the editor');
  t.is(core.select.getLastEntitySaveError('postType', 'post', id), undefined);

  await core.dispatch.editEntityRecord('postType', 'post', id, { content: '<p>Autosaved</p>' });
  await core.dispatch.saveEditedEntityRecord('postType', 'post', id, { isAutosave: true, throwOnError: true });
  const autosave = await core.resolve.getAutosave('post', id, adminId);
  t.is(autosave?.parent, id);
  t.is((autosave?.content as Record_).raw, '<p>Autosaved</p>');

  await core.dispatch.deleteEntityRecord('postType', 'post', id, { force: true }, { throwOnError: true });
  t.is(core.select.getLastEntityDeleteError('postType', 'post', id), undefined);
  t.is((await site.request('GET', `/wp/v2/posts/${id}`)).status, 404);
});

test.serial('pages, synced patterns, terms, comments and users are saved and deleted the same way', async (t) => {
  t.timeout(120_000);
  const page = await core.dispatch.saveEntityRecord('postType', 'page', { title: 'About', status: 'draft' }, { throwOnError: true });
  t.is(page?.type, 'page');
  const block = await core.dispatch.saveEntityRecord('postType', 'wp_block', { title: 'Hero', content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', status: 'publish' }, { throwOnError: true });
  t.is(block?.type, 'wp_block');
  const tag = await core.dispatch.saveEntityRecord('taxonomy', 'post_tag', { name: 'Editorial' }, { throwOnError: true });
  t.is(tag?.name, 'Editorial');
  const post = await core.dispatch.saveEntityRecord('postType', 'post', { title: 'Filed', status: 'publish', tags: [tag?.id] }, { throwOnError: true });
  t.deepEqual(post?.tags, [tag?.id]);
  const comment = await core.dispatch.saveEntityRecord('root', 'comment', { post: post?.id, content: 'Well said' }, { throwOnError: true });
  t.is(comment?.post, post?.id);
  const user = await core.dispatch.saveEntityRecord('root', 'user', { username: 'grace', email: 'grace@example.com', password: 'pw-grace-1', roles: ['editor'] }, { throwOnError: true });
  t.is(user?.username, 'grace');
  await core.dispatch.saveEntityRecord('root', 'site', { title: 'Renamed site' }, { throwOnError: true });
  for (const [kind, name, key, query] of [
    ['postType', 'page', page?.id, { force: true }],
    ['postType', 'wp_block', block?.id, { force: true }],
    ['root', 'comment', comment?.id, { force: true }],
    ['postType', 'post', post?.id, { force: true }],
    ['taxonomy', 'post_tag', tag?.id, { force: true }],
    ['root', 'user', user?.id, { force: true, reassign: adminId }],
  ] as Array<[string, string, unknown, Record_]>) {
    await core.dispatch.deleteEntityRecord(kind, name, key, query, { throwOnError: true });
    t.is(core.select.getLastEntityDeleteError(kind, name, key), undefined, `${kind}/${name}`);
  }
  t.is((await core.resolve.getEntityRecord('root', 'site'))?.title, 'Renamed site');
});

test.serial('site editing: a template is customised and reverted, the global styles edited, through the editor actions', async (t) => {
  t.timeout(120_000);
  const templates = (await core.resolve.getEntityRecords('postType', 'wp_template', { per_page: -1 })) ?? [];
  const index = templates.find((template) => template.slug === 'index');
  t.is(index?.source, 'theme');
  const parts = (await core.resolve.getEntityRecords('postType', 'wp_template_part', { per_page: -1 })) ?? [];
  t.true(parts.some((part) => part.slug === 'header'));
  await core.dispatch.editEntityRecord('postType', 'wp_template', index?.id, { content: '<!-- wp:paragraph --><p>Custom index</p><!-- /wp:paragraph -->' });
  const customised = await core.dispatch.saveEditedEntityRecord('postType', 'wp_template', index?.id, { throwOnError: true });
  t.like(customised, { id: index?.id, source: 'custom', has_theme_file: true });
  t.is((customised?.content as Record_).raw, '<!-- wp:paragraph --><p>Custom index</p><!-- /wp:paragraph -->');
  // Deleting the customisation reverts to the theme's file.
  await core.dispatch.deleteEntityRecord('postType', 'wp_template', index?.id, { force: true }, { throwOnError: true });
  const reverted = await core.apiFetch<Record_>({ path: `/wp/v2/templates/${String(index?.id)}?context=edit` });
  t.is(reverted.source, 'theme');

  const stylesId = await core.resolve.__experimentalGetCurrentGlobalStylesId();
  t.true(Number(stylesId) > 0);
  await core.resolve.getEntityRecord('root', 'globalStyles', stylesId);
  await core.dispatch.editEntityRecord('root', 'globalStyles', stylesId, { styles: { color: { background: '#112233' } } });
  const styles = await core.dispatch.saveEditedEntityRecord('root', 'globalStyles', stylesId, { throwOnError: true });
  t.deepEqual(styles?.styles, { color: { background: '#112233' } });
  const base = await core.resolve.__experimentalGetCurrentThemeBaseGlobalStyles();
  t.is(typeof base?.settings, 'object');
  t.true(Array.isArray(await core.resolve.__experimentalGetCurrentThemeGlobalStylesVariations()));
});

test.serial('navigation, menus, menu locations and sidebars through the editor actions', async (t) => {
  t.timeout(120_000);
  // As the navigation block asks (core-data's private getNavigationFallbackId reads the same route).
  const fallback = await core.apiFetch<Record_>({ path: '/wp-block-editor/v1/navigation-fallback?_embed' });
  t.true(Number(fallback.id) > 0, 'the fallback navigation is made on first need');
  const navigation = await core.dispatch.saveEntityRecord('postType', 'wp_navigation', { title: 'Main', content: '<!-- wp:page-list /-->', status: 'publish' }, { throwOnError: true });
  t.is(navigation?.type, 'wp_navigation');
  await core.dispatch.deleteEntityRecord('postType', 'wp_navigation', navigation?.id, { force: true }, { throwOnError: true });

  const menu = await core.dispatch.saveEntityRecord('root', 'menu', { name: 'Header', locations: ['primary'] }, { throwOnError: true });
  t.deepEqual(menu?.locations, ['primary']);
  const item = await core.dispatch.saveEntityRecord('root', 'menuItem', { title: 'Home', url: 'https://example.com/', menus: menu?.id, status: 'publish' }, { throwOnError: true });
  t.is(item?.menus, menu?.id);
  // Read afresh: core-data cached the locations (menu 0) when the root kinds were listed.
  const locations = await core.apiFetch<Record<string, Record_>>({ path: '/wp/v2/menu-locations' });
  t.deepEqual(Object.values(locations).map((location) => [location.name, location.menu]), [['primary', menu?.id]]);
  await core.dispatch.deleteEntityRecord('root', 'menuItem', item?.id, { force: true }, { throwOnError: true });
  await core.dispatch.deleteEntityRecord('root', 'menu', menu?.id, { force: true }, { throwOnError: true });

  const sidebars = (await core.resolve.getEntityRecords('root', 'sidebar')) ?? [];
  t.true(sidebars.some((sidebar) => sidebar.id === 'sidebar-1'));
  t.true(((await core.resolve.getEntityRecords('root', 'widgetType')) ?? []).length > 0);
});

test.serial('patterns and an embed preview of a page on another (local, allow-listed) site', async (t) => {
  t.timeout(120_000);
  const patterns = (await core.resolve.getBlockPatterns()) ?? [];
  t.true(patterns.some((pattern) => pattern.name === 'twentytwentyfive/call-to-action'), "the active theme's pattern");
  const categories = (await core.resolve.getBlockPatternCategories()) ?? [];
  t.true(categories.some((category) => category.name === 'call-to-action'));
  const url = `${remote.origin}/videos/42`;
  const preview = await core.resolve.getEmbedPreview(url);
  t.like(preview, { type: 'rich', title: `Video at ${url}`, provider_name: 'Fake' });
  t.true(remote.requests.some((request) => request.path === '/oembed' && request.query.get('url') === url));
});
