import test from 'ava';
import { Hooks } from '../../src/hooks/Hooks';
import { Notices } from '../../src/notices/Notices';
import { Capabilities, Roles, type AuthUser, type CapabilitySettings } from '../../src/auth/index';
import { MemoryObjects, MemoryUsers } from './doubles';

const user = (id: number, role: string, caps?: Record<string, boolean>): AuthUser => ({
  id,
  user_login: `${role}${id}`,
  user_pass: 'x',
  roles: [role],
  ...(caps ? { caps } : {}),
});

const admin = user(1, 'administrator');
const editor = user(2, 'editor');
const author = user(3, 'author');
const contributor = user(4, 'contributor');
const subscriber = user(5, 'subscriber');
const author2 = user(6, 'author');
const ROLES = { admin, editor, author, contributor, subscriber } as const;

function setup(options: { hooks?: Hooks; notices?: Notices; settings?: CapabilitySettings } = {}) {
  const objects = new MemoryObjects();
  const p = (id: number, post_author: number, post_status: string, post_type = 'post', extra: object = {}) =>
    objects.addPost({ id, post_author, post_status, post_type, ...extra });
  p(10, 3, 'publish');
  p(11, 3, 'draft');
  p(12, 6, 'publish');
  p(13, 6, 'draft');
  p(14, 6, 'private');
  p(15, 3, 'trash', 'post', { trash_meta_status: 'publish' });
  p(16, 3, 'trash', 'post', { trash_meta_status: 'draft' });
  p(17, 4, 'draft');
  p(18, 4, 'publish');
  p(19, 6, 'future');
  p(20, 3, 'draft', 'page');
  p(21, 6, 'publish', 'page');
  p(22, 6, 'publish', 'page');
  p(30, 3, 'inherit', 'revision', { post_parent: 11 });
  p(31, 3, 'inherit', 'revision', { post_parent: 999 });
  p(40, 6, 'inherit', 'attachment', { post_parent: 14 });
  p(41, 6, 'inherit', 'attachment', { post_parent: 0 });
  p(50, 3, 'publish', 'ghost');
  p(51, 3, 'weird', 'post');
  objects.comments.set(100, { id: 100, user_id: 5, comment_post_ID: 12 });
  objects.comments.set(101, { id: 101, user_id: 5, comment_post_ID: 999 });
  objects.terms.set(200, { id: 200, taxonomy: 'category' });
  objects.terms.set(201, { id: 201, taxonomy: 'post_tag' });
  objects.terms.set(202, { id: 202, taxonomy: 'genre' });
  objects.terms.set(203, { id: 203, taxonomy: 'category' });
  objects.options.set('default_category', '203');
  objects.options.set('page_on_front', 22);
  const users = new MemoryUsers([admin, editor, author, contributor, subscriber, author2]);
  const caps = new Capabilities({ objects, users, ...options });
  return { caps, objects, users };
}

/** Which of the five roles pass `cap` with `args`, as a compact string. */
async function whoCan(caps: Capabilities, cap: string, ...args: unknown[]): Promise<string> {
  const allowed: string[] = [];
  for (const [name, u] of Object.entries(ROLES)) if (await caps.userCan(u, cap, ...args)) allowed.push(name);
  return allowed.join(',');
}

// ---- Role definitions (WordPress populate_roles) ----

const WP_ROLE_CAPS: Record<string, string> = {
  subscriber: 'read level_0',
  contributor: 'edit_posts read level_1 level_0 delete_posts',
  author: 'upload_files edit_posts edit_published_posts publish_posts read level_2 level_1 level_0 delete_posts delete_published_posts',
  editor:
    'moderate_comments manage_categories manage_links upload_files unfiltered_html edit_posts edit_others_posts edit_published_posts publish_posts edit_pages read ' +
    'level_7 level_6 level_5 level_4 level_3 level_2 level_1 level_0 edit_others_pages edit_published_pages publish_pages delete_pages delete_others_pages ' +
    'delete_published_pages delete_posts delete_others_posts delete_published_posts delete_private_posts edit_private_posts read_private_posts ' +
    'delete_private_pages edit_private_pages read_private_pages',
  administrator:
    'switch_themes edit_themes activate_plugins edit_plugins edit_users edit_files manage_options moderate_comments manage_categories manage_links upload_files ' +
    'import unfiltered_html edit_posts edit_others_posts edit_published_posts publish_posts edit_pages read level_10 level_9 level_8 level_7 level_6 level_5 ' +
    'level_4 level_3 level_2 level_1 level_0 edit_others_pages edit_published_pages publish_pages delete_pages delete_others_pages delete_published_pages ' +
    'delete_posts delete_others_posts delete_published_posts delete_private_posts edit_private_posts read_private_posts delete_private_pages ' +
    'edit_private_pages read_private_pages delete_users create_users unfiltered_upload edit_dashboard update_plugins delete_plugins install_plugins ' +
    'update_themes install_themes update_core list_users remove_users promote_users edit_theme_options delete_themes export',
};

test('the five default roles hold exactly WordPress capability sets', (t) => {
  const roles = new Roles();
  t.deepEqual(Object.keys(roles.getNames()), ['administrator', 'editor', 'author', 'contributor', 'subscriber']);
  t.is(roles.getNames()['administrator'], 'Administrator');
  for (const [slug, list] of Object.entries(WP_ROLE_CAPS)) {
    const expected = list.split(' ').sort();
    t.is(new Set(expected).size, expected.length, slug);
    t.deepEqual(Object.keys(roles.getRole(slug)!.capabilities).sort(), expected, slug);
    t.true(Object.values(roles.getRole(slug)!.capabilities).every((v) => v === true));
  }
  t.is(Object.keys(roles.getRole('administrator')!.capabilities).length, 61);
});

test('role registry: add_role, remove_role, add_cap, remove_cap; registries are independent', async (t) => {
  const roles = new Roles();
  t.is(roles.addRole('editor', 'Again'), undefined);
  t.is(roles.addRole('', 'Empty'), undefined);
  const shop = roles.addRole('shop_manager', 'Shop Manager', ['read', 'manage_shop']);
  t.deepEqual(shop, { slug: 'shop_manager', name: 'Shop Manager', capabilities: { read: true, manage_shop: true } });
  roles.addRole('limited', 'Limited', { read: true, edit_posts: false });
  t.true(roles.addCap('shop_manager', 'upload_files'));
  t.false(roles.addCap('nope', 'read'));
  t.true(roles.removeCap('shop_manager', 'manage_shop'));
  t.false(roles.removeCap('shop_manager', 'manage_shop'));
  t.true(roles.removeRole('subscriber'));
  t.false(roles.hasRole('subscriber'));
  t.true(new Roles().hasRole('subscriber'));

  const caps = new Capabilities({ roles });
  const manager = { ...user(9, 'shop_manager') };
  t.true(await caps.userCan(manager, 'upload_files'));
  t.false(await caps.userCan(manager, 'manage_shop'));
  t.true(await caps.userCan(manager, 'shop_manager'), 'a role slug counts as held');
  t.false(await caps.userCan(user(8, 'subscriber'), 'read'), 'removed role grants nothing');
  // Later roles override earlier ones, including explicit denials.
  t.false(await caps.userCan({ ...user(7, 'author'), roles: ['author', 'limited'] }, 'edit_posts'));
  t.true(await caps.userCan({ ...user(7, 'author'), roles: ['limited', 'author'] }, 'edit_posts'));
});

test('per-user capabilities add to and override the roles', async (t) => {
  const { caps } = setup();
  t.true(await caps.userCan(user(5, 'subscriber', { upload_files: true }), 'upload_files'));
  t.false(await caps.userCan(user(2, 'editor', { moderate_comments: false }), 'moderate_comments'));
  t.true(await caps.userCan(user(2, 'editor'), 'moderate_comments'));
});

test('anonymous (undefined, null, 0, id lookup miss) holds nothing but "exist"', async (t) => {
  const { caps } = setup();
  for (const nobody of [undefined, null, 0, 999]) {
    t.false(await caps.userCan(nobody, 'read'));
    t.true(await caps.userCan(nobody, 'exist'));
  }
  t.false(await caps.userCan(undefined, 'read_post', 12), 'WordPress requires "read" even for a published post');
  t.true(await caps.userCan(3, 'edit_post', 11), 'a user id is resolved through the users port');
});

// ---- Posts ----

test('edit_post by owner and status', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 10), ['edit_published_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 11), ['edit_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 12), ['edit_others_posts', 'edit_published_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 13), ['edit_others_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 14), ['edit_others_posts', 'edit_private_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 19), ['edit_others_posts', 'edit_published_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 6, 19), ['edit_published_posts'], 'scheduled counts as published');
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 15), ['edit_published_posts'], 'trashed after being published');
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 16), ['edit_posts'], 'trashed draft');

  t.is(await whoCan(caps, 'edit_post', 10), 'admin,editor,author');
  t.is(await whoCan(caps, 'edit_post', 11), 'admin,editor,author');
  t.is(await whoCan(caps, 'edit_post', 12), 'admin,editor');
  t.is(await whoCan(caps, 'edit_post', 14), 'admin,editor');
  t.is(await whoCan(caps, 'edit_post', 17), 'admin,editor,contributor', "a contributor's own draft");
  t.is(await whoCan(caps, 'edit_post', 18), 'admin,editor', "a contributor's published post");
  t.true(await caps.userCan(author2, 'edit_post', 14), 'own private post');
});

test('edit_page uses the page capabilities', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('edit_page', 3, 20), ['edit_pages']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 21), ['edit_others_pages', 'edit_published_pages']);
  t.is(await whoCan(caps, 'edit_page', 20), 'admin,editor');
});

test('delete_post by owner and status; the front page needs manage_options', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('delete_post', 3, 10), ['delete_published_posts']);
  t.deepEqual(await caps.mapMetaCap('delete_post', 4, 17), ['delete_posts']);
  t.deepEqual(await caps.mapMetaCap('delete_post', 3, 14), ['delete_others_posts', 'delete_private_posts']);
  t.deepEqual(await caps.mapMetaCap('delete_post', 2, 22), ['manage_options']);
  t.deepEqual(await caps.mapMetaCap('delete_post', 3, 30), ['do_not_allow'], 'revisions are never deleted directly');
  t.is(await whoCan(caps, 'delete_post', 10), 'admin,editor,author');
  t.is(await whoCan(caps, 'delete_post', 17), 'admin,editor,contributor');
  t.is(await whoCan(caps, 'delete_post', 18), 'admin,editor');
  t.is(await whoCan(caps, 'delete_post', 22), 'admin');
  t.is(await whoCan(caps, 'delete_page', 21), 'admin,editor');
});

test('read_post: public, own, private, and otherwise as edit_post', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('read_post', 5, 12), ['read']);
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 14), ['read_private_posts']);
  t.deepEqual(await caps.mapMetaCap('read_post', 6, 14), ['read']);
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 13), ['edit_others_posts']);
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 30), ['read'], 'a revision is read as its parent');
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 31), ['do_not_allow'], 'revision of a missing parent');
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 40), ['read_private_posts'], 'attachment of a private post');
  t.deepEqual(await caps.mapMetaCap('read_post', 3, 41), ['read'], 'unattached media is public');
  t.is(await whoCan(caps, 'read_post', 12), 'admin,editor,author,contributor,subscriber');
  t.is(await whoCan(caps, 'read_post', 14), 'admin,editor');
  t.is(await whoCan(caps, 'read_post', 13), 'admin,editor');
  t.is(await whoCan(caps, 'read_private_posts'), 'admin,editor');
});

test('publish_post uses the type publish capability', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('publish_post', 3, 11), ['publish_posts']);
  t.deepEqual(await caps.mapMetaCap('publish_post', 3, 20), ['publish_pages']);
  t.is(await whoCan(caps, 'publish_post', 11), 'admin,editor,author');
  t.is(await whoCan(caps, 'publish_post', 20), 'admin,editor');
  t.deepEqual(await caps.mapMetaCap('publish_post', 3, 999), ['do_not_allow']);
});

test('post meta caps without an object, with a missing post, type or status', async (t) => {
  const notices = new Notices(() => undefined);
  const { caps } = setup({ notices });
  for (const cap of ['edit_post', 'delete_post', 'read_post', 'publish_post']) {
    t.deepEqual(await caps.mapMetaCap(cap, 1), ['do_not_allow']);
    t.deepEqual(await caps.mapMetaCap(cap, 1, 999), ['do_not_allow']);
  }
  t.deepEqual(notices.all()[0], {
    functionName: 'map_meta_cap',
    message: 'When checking for the <code>edit_post</code> capability, you must always check it against a specific post.',
    version: '6.1.0',
  });
  t.deepEqual(await caps.mapMetaCap('edit_page', 1), ['do_not_allow']);
  t.is(notices.all().at(-1)!.message, 'When checking for the <code>edit_page</code> capability, you must always check it against a specific page.');
  notices.clear();
  t.deepEqual(await caps.mapMetaCap('edit_post', 1, 50), ['edit_others_posts']);
  t.is(notices.all()[0]!.message, 'The post type <code>ghost</code> is not registered, so it may not be reliable to check the capability <code>edit_post</code> against a post of that type.');
  t.deepEqual(await caps.mapMetaCap('read_post', 1, 51), ['edit_others_posts']);
  t.is(notices.all()[1]!.version, '5.4.0');
  t.false(await caps.userCan(admin, 'edit_post'));
});

test('custom post types: mapped meta caps and unmapped ones', async (t) => {
  const { caps, objects } = setup();
  caps.postTypes.register('book', { capabilityType: ['book', 'books'] });
  caps.postTypes.register('legacy', { capabilityType: 'legacy', mapMetaCap: false });
  objects.addPost({ id: 70, post_author: 3, post_status: 'publish', post_type: 'book' });
  objects.addPost({ id: 71, post_author: 3, post_status: 'draft', post_type: 'legacy' });
  t.deepEqual(await caps.mapMetaCap('edit_post', 6, 70), ['edit_others_books', 'edit_published_books']);
  t.deepEqual(await caps.mapMetaCap('edit_book', 6, 70), ['edit_others_books', 'edit_published_books']);
  t.deepEqual(await caps.mapMetaCap('read_book', 6, 70), ['read']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 3, 71), ['edit_legacy']);
  t.false(await caps.userCan(admin, 'edit_book', 70), 'nobody was granted book capabilities');
  caps.roles.addCap('administrator', 'edit_others_books');
  caps.roles.addCap('administrator', 'edit_published_books');
  t.true(await caps.userCan(admin, 'edit_book', 70));
  t.deepEqual(await caps.mapMetaCap('edit_blocks', 1), ['edit_posts'], 'block capabilities map to post ones');
});

test('post meta keys: protected keys need explicit permission', async (t) => {
  const hooks = new Hooks();
  const { caps } = setup({ hooks });
  t.deepEqual(await caps.mapMetaCap('edit_post_meta', 3, 11, 'color'), ['edit_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_post_meta', 3, 11, '_secret'), ['edit_posts', 'edit_post_meta']);
  t.true(await caps.userCan(author, 'edit_post_meta', 11, 'color'));
  t.false(await caps.userCan(author, 'edit_post_meta', 11, '_secret'));
  hooks.addFilter('auth_post_meta__secret_for_post', () => true);
  t.true(await caps.userCan(author, 'edit_post_meta', 11, '_secret'));
  t.deepEqual(await caps.mapMetaCap('edit_post_meta', 3, 999, 'color'), ['do_not_allow']);
  t.deepEqual(await caps.mapMetaCap('edit_term_meta', 2, 200), ['manage_categories']);
  t.deepEqual(await caps.mapMetaCap('edit_user_meta', 5, 5), []);
  t.deepEqual(await caps.mapMetaCap('edit_comment_meta', 6, 100), ['edit_published_posts']);
});

// ---- Users ----

test('user capabilities: edit_user, delete_user, promote_user, remove_user, list/create/edit_users', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('edit_user', 5, 5), []);
  t.deepEqual(await caps.mapMetaCap('edit_user', 5, 3), ['edit_users']);
  t.deepEqual(await caps.mapMetaCap('edit_user', 0, 0), ['do_not_allow']);
  t.deepEqual(await caps.mapMetaCap('edit_users', 5), ['edit_users']);
  t.is(await whoCan(caps, 'edit_user', 5), 'admin,subscriber', 'everyone may edit themselves');
  t.is(await whoCan(caps, 'edit_user', 6), 'admin');
  t.false(await caps.userCan(undefined, 'edit_user', 0));
  t.deepEqual(await caps.mapMetaCap('delete_user', 2, 3), ['delete_users']);
  t.is(await whoCan(caps, 'delete_user', 3), 'admin');
  t.deepEqual(await caps.mapMetaCap('promote_user', 1, 3), ['promote_users']);
  t.is(await whoCan(caps, 'promote_user', 3), 'admin');
  t.deepEqual(await caps.mapMetaCap('remove_user', 2, 2), ['do_not_allow'], 'only a (super) admin may remove themselves');
  t.deepEqual(await caps.mapMetaCap('remove_user', 1, 1), ['remove_users']);
  t.deepEqual(await caps.mapMetaCap('remove_user', 2, 3), ['remove_users']);
  t.true(await caps.userCan(admin, 'remove_user', 1));
  t.true(await caps.userCan({ ...admin, id: 42 }, 'remove_user', 42), 'the checked user object is used without a lookup');
  t.is(await whoCan(caps, 'list_users'), 'admin');
  t.is(await whoCan(caps, 'create_users'), 'admin');
  t.is(await whoCan(caps, 'edit_users'), 'admin');
  t.deepEqual(await caps.mapMetaCap('create_app_password', 5, 5), []);
  t.is(await whoCan(caps, 'delete_app_passwords', 6), 'admin');
  t.is(await whoCan(caps, 'delete_app_passwords', 3), 'admin,author', 'own application passwords');
});

// ---- Comments ----

test('edit_comment follows the comment post; orphaned comments need edit_posts', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('edit_comment', 6, 100), ['edit_published_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_comment', 3, 100), ['edit_others_posts', 'edit_published_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_comment', 3, 101), ['edit_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_comment', 3, 555), ['do_not_allow']);
  t.deepEqual(await caps.mapMetaCap('edit_comment', 3), ['do_not_allow']);
  t.is(await whoCan(caps, 'edit_comment', 100), 'admin,editor');
  t.true(await caps.userCan(author2, 'edit_comment', 100), 'the post author may edit comments on it');
  t.is(await whoCan(caps, 'edit_comment', 101), 'admin,editor,author,contributor');
  t.is(await whoCan(caps, 'moderate_comments'), 'admin,editor');
});

// ---- Terms ----

test('terms: edit_term, delete_term, assign_term by taxonomy; default term is protected', async (t) => {
  const { caps } = setup();
  t.deepEqual(await caps.mapMetaCap('edit_term', 2, 200), ['manage_categories']);
  t.deepEqual(await caps.mapMetaCap('assign_term', 4, 200), ['edit_posts']);
  t.deepEqual(await caps.mapMetaCap('edit_term', 2, 201), ['manage_categories']);
  t.deepEqual(await caps.mapMetaCap('delete_term', 1, 203), ['do_not_allow']);
  t.deepEqual(await caps.mapMetaCap('edit_term', 1, 203), ['manage_categories']);
  t.deepEqual(await caps.mapMetaCap('edit_term', 1, 202), ['do_not_allow'], 'unregistered taxonomy');
  t.deepEqual(await caps.mapMetaCap('edit_term', 1, 999), ['do_not_allow']);
  t.deepEqual(await caps.mapMetaCap('edit_term', 1), ['do_not_allow']);
  t.is(await whoCan(caps, 'edit_term', 200), 'admin,editor');
  t.is(await whoCan(caps, 'delete_term', 200), 'admin,editor');
  t.is(await whoCan(caps, 'delete_term', 203), '');
  t.is(await whoCan(caps, 'assign_term', 200), 'admin,editor,author,contributor');
  t.is(await whoCan(caps, 'assign_term', 201), 'admin,editor,author,contributor');
  t.is(await whoCan(caps, 'manage_categories'), 'admin,editor');
  caps.taxonomies.register('genre', { assign_terms: 'manage_options' });
  t.is(await whoCan(caps, 'assign_term', 202), 'admin');
  t.is(await whoCan(caps, 'edit_term', 202), 'admin,editor', 'registered taxonomies default to manage_categories');
});

// ---- Site capabilities ----

test('site capabilities by role', async (t) => {
  const { caps } = setup();
  t.is(await whoCan(caps, 'manage_options'), 'admin');
  t.is(await whoCan(caps, 'edit_theme_options'), 'admin');
  t.is(await whoCan(caps, 'customize'), 'admin');
  t.is(await whoCan(caps, 'activate_plugins'), 'admin');
  t.is(await whoCan(caps, 'activate_plugin', 'x/x.php'), 'admin');
  t.is(await whoCan(caps, 'upload_files'), 'admin,editor,author');
  t.is(await whoCan(caps, 'unfiltered_html'), 'admin,editor');
  t.is(await whoCan(caps, 'edit_posts'), 'admin,editor,author,contributor');
  t.is(await whoCan(caps, 'read'), 'admin,editor,author,contributor,subscriber');
  t.is(await whoCan(caps, 'unfiltered_upload'), '', 'off unless explicitly allowed');
  t.is(await whoCan(caps, 'install_languages'), 'admin');
  t.is(await whoCan(caps, 'manage_links'), '', 'link manager disabled by default');
  t.is(await whoCan(caps, 'delete_site'), '');
  t.deepEqual(await caps.mapMetaCap('update_https', 1), ['manage_options', 'update_core']);
  t.deepEqual(await caps.mapMetaCap('upload_plugins', 1), ['install_plugins']);
  t.deepEqual(await caps.mapMetaCap('something_custom', 1), ['something_custom']);
});

test('site settings: disallow unfiltered html, file edits, file mods; allow unfiltered uploads', async (t) => {
  const { caps } = setup({ settings: { disallowUnfilteredHtml: true, disallowFileEdit: true, allowUnfilteredUploads: true } });
  t.is(await whoCan(caps, 'unfiltered_html'), '');
  t.is(await whoCan(caps, 'edit_themes'), '');
  t.is(await whoCan(caps, 'update_plugins'), 'admin');
  t.is(await whoCan(caps, 'unfiltered_upload'), 'admin');
  const locked = setup({ settings: { disallowFileMods: true } }).caps;
  t.is(await whoCan(locked, 'update_plugins'), '');
  t.is(await whoCan(locked, 'install_languages'), '');
  t.is(await whoCan(locked, 'edit_plugins'), '');
});

test('map_meta_cap and user_has_cap filters take part; do_not_allow always wins', async (t) => {
  const hooks = new Hooks();
  const { caps } = setup({ hooks });
  const seen: unknown[] = [];
  hooks.addFilter('map_meta_cap', (required: string[], cap: string, userId: number, args: unknown[]) => {
    seen.push([cap, userId, args]);
    return cap === 'edit_post' && args[0] === 10 ? [...required, 'do_not_allow'] : required;
  });
  t.false(await caps.userCan(admin, 'edit_post', 10));
  t.true(await caps.userCan(admin, 'edit_post', 11));
  t.deepEqual(seen[0], ['edit_post', 1, [10]]);
  hooks.addFilter('user_has_cap', (all: Record<string, boolean>, required: string[], args: unknown[]) =>
    args[0] === 'upload_files' ? { ...all, upload_files: true, do_not_allow: true } : all);
  t.true(await caps.userCan(subscriber, 'upload_files'));
  t.false(await caps.userCan(admin, 'edit_post', 10), 'a filter cannot grant do_not_allow');
});

/** setup() whose options port counts its reads. */
function setupCountingOptions(options: { hooks?: Hooks } = {}) {
  const built = setup(options);
  const read: string[] = [];
  const getOption = built.objects.getOption.bind(built.objects);
  built.objects.getOption = async (name: string) => {
    read.push(name);
    return getOption(name);
  };
  return { ...built, read };
}

test('the anonymous visitor, with no filter that could grant: refused without reading the options that only add requirements', async (t) => {
  const { caps, objects, read } = setupCountingOptions({ hooks: new Hooks() });
  objects.options.set('wp_page_for_privacy_policy', 21);
  for (const [cap, id] of [['delete_post', 22], ['delete_page', 21], ['edit_post', 21], ['edit_post', 10], ['edit_comment', 100], ['delete_term', 203]] as const) {
    t.false(await caps.userCan(undefined, cap, id), `${cap} ${id}`);
    t.false(await caps.userCan(0, cap, id), `${cap} ${id} by id 0`);
  }
  t.deepEqual(read, []);
  // The list itself stays WordPress's: the front page asks for manage_options, the privacy page adds its own.
  t.deepEqual(await caps.mapMetaCap('delete_post', 0, 22), ['manage_options']);
  t.deepEqual(await caps.mapMetaCap('edit_post', 0, 21), ['edit_others_pages', 'edit_published_pages', 'manage_options']);
  t.deepEqual(await caps.mapMetaCap('delete_term', 0, 203), ['do_not_allow']);
  t.deepEqual(read, ['page_for_posts', 'page_on_front', 'wp_page_for_privacy_policy', 'default_category']);
});

test('the anonymous visitor with a user_has_cap filter: the options are read, so the filter sees every requirement', async (t) => {
  const hooks = new Hooks();
  const { caps, read } = setupCountingOptions({ hooks });
  const required: string[][] = [];
  hooks.addFilter('user_has_cap', (all: Record<string, boolean>, needed: string[]) => {
    required.push(needed);
    return { ...all, delete_others_pages: true, delete_published_pages: true };
  });
  t.true(await caps.userCan(undefined, 'delete_post', 21), 'a page the filter grants');
  t.false(await caps.userCan(undefined, 'delete_post', 22), 'the front page needs manage_options, which it does not grant');
  t.deepEqual(required, [['delete_others_pages', 'delete_published_pages'], ['manage_options']]);
  t.true(read.includes('page_on_front'));
});

test('a type whose capabilities are `exist`: the anonymous visitor may delete its posts, but not the front page', async (t) => {
  const { caps, objects, read } = setupCountingOptions({ hooks: new Hooks() });
  caps.postTypes.register('open', { capabilities: { delete_others_posts: 'exist', delete_published_posts: 'exist' } });
  objects.addPost({ id: 80, post_author: 3, post_status: 'publish', post_type: 'open' });
  objects.addPost({ id: 81, post_author: 3, post_status: 'publish', post_type: 'open' });
  objects.options.set('page_on_front', 81);
  t.true(await caps.userCan(undefined, 'delete_post', 80));
  t.false(await caps.userCan(undefined, 'delete_post', 81));
  t.true(read.includes('page_on_front'), 'a list the visitor holds is checked against the site pages');
});

test('user_has_cap: the visitor gets a set of its own to add to; the filter sees the check and its arguments; only own enumerable true values grant', async (t) => {
  const hooks = new Hooks();
  const { caps } = setup({ hooks });
  const calls: unknown[] = [];
  hooks.addFilter('user_has_cap', (all: Record<string, boolean>, required: string[], args: unknown[], who: unknown) => {
    calls.push([required, args, who]);
    // A filter may write into what it is given, as WordPress filters edit $allcaps.
    all.upload_files = true;
    return all;
  });
  t.true(await caps.userCan(undefined, 'upload_files'));
  t.true(await caps.userCan(0, 'upload_files', 'extra', 7));
  t.deepEqual(calls, [[['upload_files'], ['upload_files', 0], undefined], [['upload_files'], ['upload_files', 0, 'extra', 7], undefined]]);

  const granting = new Hooks();
  const second = setup({ hooks: granting }).caps;
  let answer: unknown = {};
  granting.addFilter('user_has_cap', () => answer);
  answer = Object.create({ upload_files: true });
  t.false(await second.userCan(subscriber, 'upload_files'), 'an inherited capability does not count');
  answer = Object.defineProperty({}, 'upload_files', { value: true, enumerable: false });
  t.false(await second.userCan(subscriber, 'upload_files'), 'nor a hidden one');
  answer = { upload_files: 1 };
  t.false(await second.userCan(subscriber, 'upload_files'), 'nor a truthy one');
  answer = null;
  t.false(await second.userCan(subscriber, 'upload_files'), 'a filter answering nothing grants nothing');
  t.true(await second.userCan(subscriber, 'exist'), 'everyone exists, whatever the filter answers');
  answer = { upload_files: true };
  t.true(await second.userCan(subscriber, 'upload_files'));
});
