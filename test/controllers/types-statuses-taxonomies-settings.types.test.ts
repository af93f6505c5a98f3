import test from 'ava';
import { WP_CURIES, call, href, makeSite, withoutLinks } from './types-statuses-taxonomies-settings.site';

// [slug, name, description, hierarchical, icon, taxonomies, rest_base] as WordPress 7.1 answers anonymously.
const CAPTURED: Array<[string, string, string, boolean, string | null, string[], string]> = [
  ['post', 'Posts', '', false, 'dashicons-admin-post', ['category', 'post_tag'], 'posts'],
  ['page', 'Pages', '', true, 'dashicons-admin-page', [], 'pages'],
  ['attachment', 'Media', '', false, 'dashicons-admin-media', [], 'media'],
  ['nav_menu_item', 'Navigation Menu Items', '', false, null, ['nav_menu'], 'menu-items'],
  ['wp_block', 'Patterns', '', false, null, ['wp_pattern_category'], 'blocks'],
  ['wp_template', 'Templates', 'Templates to include in your theme.', false, null, [], 'templates'],
  ['wp_template_part', 'Template Parts', 'Template parts to include in your templates.', false, null, [], 'template-parts'],
  ['wp_global_styles', 'Global Styles', 'Global styles to include in themes.', false, null, [], 'global-styles'],
  ['wp_navigation', 'Navigation Menus', 'Navigation menus that can be inserted into your site.', false, null, [], 'navigation'],
  ['wp_font_family', 'Font Families', '', false, null, [], 'font-families'],
  ['wp_font_face', 'Font Faces', '', false, null, [], 'font-families/(?P<font_family_id>[\\d]+)/font-faces'],
];

function viewItem([slug, name, description, hierarchical, icon, taxonomies, restBase]: (typeof CAPTURED)[number]): Record<string, unknown> {
  return {
    description, hierarchical, has_archive: false, name, slug, icon, taxonomies, rest_base: restBase, rest_namespace: 'wp/v2', template: [], template_lock: false,
  };
}

test('GET /types lists the REST post types exactly as WordPress does', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/types');
  t.is(res.status, 200);
  const expected: Record<string, unknown> = {};
  for (const row of CAPTURED) {
    expected[row[0]] = { ...viewItem(row), _links: { collection: href('/wp/v2/types'), 'wp:items': href(`/wp/v2/${row[6]}`), curies: WP_CURIES } };
  }
  t.deepEqual(res.body, expected);
  t.is(res.headers['Allow'], 'GET');
});

test('GET /types/post answers one type with its links; a revision is not served', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/types/post');
  t.is(res.status, 200);
  t.deepEqual(res.body, { ...viewItem(CAPTURED[0]!), _links: { collection: href('/wp/v2/types'), 'wp:items': href('/wp/v2/posts'), curies: WP_CURIES } });
  const hidden = await call(app, 0, 'GET', '/wp/v2/types/revision');
  t.deepEqual([hidden.status, hidden.body], [401, { code: 'rest_cannot_read_type', message: 'Cannot view post type.', data: { status: 401 } }]);
});

test('unknown type is rest_type_invalid 404', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/types/nope');
  t.deepEqual([res.status, res.body], [404, { code: 'rest_type_invalid', message: 'Invalid post type.', data: { status: 404 } }]);
});

test('context=edit needs edit_posts of some type: 401 anonymous, 403 subscriber', async (t) => {
  const { app, subscriber } = await makeSite();
  const message = 'Sorry, you are not allowed to edit posts in this post type.';
  const anon = await call(app, 0, 'GET', '/wp/v2/types?context=edit');
  t.deepEqual([anon.status, anon.body], [401, { code: 'rest_cannot_view', message, data: { status: 401 } }]);
  const sub = await call(app, subscriber, 'GET', '/wp/v2/types?context=edit');
  t.deepEqual([sub.status, sub.body], [403, { code: 'rest_cannot_view', message, data: { status: 403 } }]);
  const single = await call(app, subscriber, 'GET', '/wp/v2/types/post?context=edit');
  t.deepEqual([single.status, single.body], [403, { code: 'rest_forbidden_context', message, data: { status: 403 } }]);
});

test('context=edit for an author lists only types whose edit_posts they hold, with the edit fields', async (t) => {
  const { app, author } = await makeSite();
  const res = await call(app, author, 'GET', '/wp/v2/types?context=edit');
  t.is(res.status, 200);
  // Authors edit posts, media and patterns; pages and the theme types need editors or administrators.
  t.deepEqual(Object.keys(res.body as object), ['post', 'attachment', 'wp_block']);
  const post = await call(app, author, 'GET', '/wp/v2/types/post?context=edit');
  const body = post.body as Record<string, unknown>;
  t.deepEqual(Object.keys(body), [
    'capabilities', 'description', 'hierarchical', 'has_archive', 'visibility', 'viewable', 'labels', 'name', 'slug', 'icon',
    'supports', 'taxonomies', 'rest_base', 'rest_namespace', 'template', 'template_lock', '_links',
  ]);
  t.is((body.capabilities as Record<string, string>).edit_posts, 'edit_posts');
  t.deepEqual(body.visibility, { show_in_nav_menus: true, show_ui: true });
  t.is(body.viewable, true);
  t.is((body.labels as Record<string, string>).singular_name, 'Post');
  t.is((body.supports as Record<string, boolean>)['post-formats'], true);
});

test('page capabilities come from the page capability type', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/types/page?context=edit&_fields=capabilities,hierarchical');
  t.deepEqual(withoutLinks(res.body), {
    hierarchical: true,
    capabilities: {
      edit_post: 'edit_page', read_post: 'read_page', delete_post: 'delete_page', edit_posts: 'edit_pages', edit_others_posts: 'edit_others_pages',
      delete_posts: 'delete_pages', publish_posts: 'publish_pages', read_private_posts: 'read_private_pages', read: 'read',
      delete_private_posts: 'delete_private_pages', delete_published_posts: 'delete_published_pages', delete_others_posts: 'delete_others_pages',
      edit_private_posts: 'edit_private_pages', edit_published_posts: 'edit_published_pages', create_posts: 'edit_pages',
    },
  });
});

test('embed context keeps only name, slug, rest_base and rest_namespace', async (t) => {
  const { app } = await makeSite();
  const res = await call(app, 0, 'GET', '/wp/v2/types/attachment?context=embed&_fields=name,slug,rest_base,rest_namespace,description');
  t.deepEqual(withoutLinks(res.body), { name: 'Media', slug: 'attachment', rest_base: 'media', rest_namespace: 'wp/v2' });
});

/** WP_Post_Type::get_default_labels() for a flat type, in WordPress's order. */
const POST_LABELS = {
  name: 'Posts', singular_name: 'Post', add_new: 'Add', add_new_item: 'Add Post', edit_item: 'Edit Post', new_item: 'New Post',
  view_item: 'View Post', view_items: 'View Posts', search_items: 'Search Posts', not_found: 'No posts found.',
  not_found_in_trash: 'No posts found in Trash.', parent_item_colon: null, all_items: 'All Posts', archives: 'Post Archives',
  attributes: 'Post Attributes', insert_into_item: 'Insert into post', uploaded_to_this_item: 'Uploaded to this post',
  featured_image: 'Featured image', set_featured_image: 'Set featured image', remove_featured_image: 'Remove featured image',
  use_featured_image: 'Use as featured image', filter_items_list: 'Filter posts list', filter_by_date: 'Filter by date',
  items_list_navigation: 'Posts list navigation', items_list: 'Posts list', item_published: 'Post published.',
  item_published_privately: 'Post published privately.', item_reverted_to_draft: 'Post reverted to draft.', item_trashed: 'Post trashed.',
  item_scheduled: 'Post scheduled.', item_updated: 'Post updated.', item_link: 'Post Link', item_link_description: 'A link to a post.',
  menu_name: 'Posts', name_admin_bar: 'Post',
};

test('labels in the edit context are complete, as get_post_type_labels computes them for the core types', async (t) => {
  const { app, admin } = await makeSite();
  const types = (await call(app, admin, 'GET', '/wp/v2/types?context=edit')).body as Record<string, { labels: Record<string, string | null> }>;
  // post: only name_admin_bar of its own, so no template_name.
  t.deepEqual(types.post!.labels, POST_LABELS);
  t.deepEqual(Object.keys(types.post!.labels), Object.keys(POST_LABELS));
  t.like(types.page!.labels, { add_new_item: 'Add Page', parent_item_colon: 'Parent Page:', all_items: 'All Pages', item_link: 'Page Link', name_admin_bar: 'Page' });
  t.false('template_name' in types.page!.labels);
  // attachment: its own labels over the flat defaults; name fills singular, menu, all items and archives.
  t.like(types.attachment!.labels, {
    name: 'Media', singular_name: 'Media', add_new: 'Add Media File', edit_item: 'Edit Media', view_item: 'View Media File',
    all_items: 'Media', archives: 'Media', attributes: 'Attachment Attributes', menu_name: 'Media', name_admin_bar: 'Media',
    featured_image: 'Featured image', template_name: 'Single item: Media',
  });
  t.like(types.wp_block!.labels, { edit_item: 'Edit Block Pattern', all_items: 'All Patterns', archives: 'All Patterns', item_trashed: 'Post trashed.', template_name: 'Single item: Pattern' });
  t.like(types.wp_template_part!.labels, {
    items_list_navigation: 'Template parts list navigation', item_updated: 'Template part updated.', archives: 'Template part archives',
    parent_item_colon: 'Parent Template Part:', name_admin_bar: 'Template Part', template_name: 'Single item: Template Part',
  });
  // Registered with a bare label.
  t.like(types.wp_global_styles!.labels, { name: 'Global Styles', singular_name: 'Global Styles', add_new_item: 'Add Post', menu_name: 'Global Styles', template_name: 'Single item: Global Styles' });
  for (const [slug, type] of Object.entries(types)) t.is(Object.keys(type.labels).length >= 35, true, slug);
});

test('supports: editor brings autosave, except for global styles (WP_Post_Type::add_supports)', async (t) => {
  const { app, admin } = await makeSite();
  const types = (await call(app, admin, 'GET', '/wp/v2/types?context=edit')).body as Record<string, { supports: Record<string, boolean> }>;
  t.deepEqual(types.wp_block!.supports, { title: true, excerpt: true, editor: true, revisions: true, 'custom-fields': true, autosave: true });
  t.deepEqual(types.wp_navigation!.supports, { title: true, editor: true, revisions: true, autosave: true });
  t.deepEqual(types.wp_template!.supports, { title: true, slug: true, excerpt: true, editor: true, revisions: true, author: true, autosave: true });
  t.deepEqual(types.wp_global_styles!.supports, { title: true, editor: true, revisions: true });
  t.deepEqual(types.attachment!.supports, { title: true, author: true, comments: true });
});
