import test from 'ava';
import { WP_CURIES, call, href, makeSite, withoutLinks } from './types-statuses-taxonomies-settings.site';

const CAPTURED: Array<[string, string, string[], boolean, string]> = [
  ['category', 'Categories', ['post'], true, 'categories'],
  ['post_tag', 'Tags', ['post'], false, 'tags'],
  ['nav_menu', 'Navigation Menus', ['nav_menu_item'], false, 'menus'],
  ['wp_pattern_category', 'Pattern Categories', ['wp_block'], false, 'wp_pattern_category'],
];

const entry = ([slug, name, types, hierarchical, restBase]: (typeof CAPTURED)[number]): Record<string, unknown> => ({
  name, slug, description: '', types, hierarchical, rest_base: restBase, rest_namespace: 'wp/v2',
  _links: { collection: href('/wp/v2/taxonomies'), 'wp:items': href(`/wp/v2/${restBase}`), curies: WP_CURIES },
});

test('GET /taxonomies lists the REST taxonomies exactly as WordPress does', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/taxonomies');
  t.is(res.status, 200);
  t.deepEqual(res.body, Object.fromEntries(CAPTURED.map((row) => [row[0], entry(row)])));
});

test('type filters by post type; a type with none gives an empty object', async (t) => {
  const { app } = await makeSite();
  t.deepEqual(Object.keys((await call(app, 0, 'GET', '/wp/v2/taxonomies?type=post')).body as object), ['category', 'post_tag']);
  t.deepEqual(Object.keys((await call(app, 0, 'GET', '/wp/v2/taxonomies?type=wp_block')).body as object), ['wp_pattern_category']);
  const none = await call(app, 0, 'GET', '/wp/v2/taxonomies?type=page');
  t.deepEqual([none.status, none.body], [200, {}]);
});

test('GET /taxonomies/category; unknown is rest_taxonomy_invalid 404; a non-REST one is rest_forbidden', async (t) => {
  const { app, subscriber } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/taxonomies/category');
  t.deepEqual([res.status, res.body], [200, entry(CAPTURED[0]!)]);
  const unknown = await call(app, 0, 'GET', '/wp/v2/taxonomies/nope');
  t.deepEqual([unknown.status, unknown.body], [404, { code: 'rest_taxonomy_invalid', message: 'Invalid taxonomy.', data: { status: 404 } }]);
  const hidden = await call(app, subscriber, 'GET', '/wp/v2/taxonomies/post_format');
  t.deepEqual([hidden.status, hidden.body], [403, { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 403 } }]);
});

test('context=edit needs assign_terms: rest_cannot_view / rest_forbidden_context, 401 or 403', async (t) => {
  const { app, subscriber } = await makeSite();
  const message = 'Sorry, you are not allowed to manage terms in this taxonomy.';
  const anon = await call(app, 0, 'GET', '/wp/v2/taxonomies?context=edit');
  t.deepEqual([anon.status, anon.body], [401, { code: 'rest_cannot_view', message, data: { status: 401 } }]);
  const sub = await call(app, subscriber, 'GET', '/wp/v2/taxonomies/category?context=edit');
  t.deepEqual([sub.status, sub.body], [403, { code: 'rest_forbidden_context', message, data: { status: 403 } }]);
});

test('context=edit for an author: taxonomies they may assign, with capabilities, labels and visibility', async (t) => {
  const { app, author } = await makeSite();
  const list = await call(app, author, 'GET', '/wp/v2/taxonomies?context=edit');
  // nav_menu needs edit_theme_options, which authors lack.
  t.deepEqual(Object.keys(list.body as object), ['category', 'post_tag', 'wp_pattern_category']);
  const res = await call(app, author, 'GET', '/wp/v2/taxonomies/category?context=edit');
  const body = withoutLinks(res.body);
  t.deepEqual(Object.keys(body), ['name', 'slug', 'capabilities', 'description', 'labels', 'types', 'show_cloud', 'hierarchical', 'rest_base', 'rest_namespace', 'visibility']);
  t.deepEqual(body.capabilities, { manage_terms: 'manage_categories', edit_terms: 'edit_categories', delete_terms: 'delete_categories', assign_terms: 'assign_categories' });
  t.deepEqual(body.visibility, { public: true, publicly_queryable: true, show_admin_column: true, show_in_nav_menus: true, show_in_quick_edit: true, show_ui: true });
  t.is(body.show_cloud, true);
  t.is((body.labels as Record<string, string>).singular_name, 'Category');
});
