/** Menu items (`/wp/v2/menu-items`): custom links, posts, terms and archives in a menu, nesting, updates, deletes, autosaves and permissions. */
import { testOnEachBackend } from '../storage/backends';
import { BASE, ROOT, bodyOf, error, listOf, navigationSite } from './navigationSite';

testOnEachBackend('menu items: custom links, posts and terms, listed in menu order', 'nav_items', async (t, database) => {
  const { admin, as, app } = await navigationSite(t, database);
  const menu = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main' })).id as number;
  const page = await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'About us', post_name: 'about' });
  const category = await app.storage.terms.create({ name: 'News', taxonomy: 'category' });

  const custom = await as(admin, 'POST', '/wp/v2/menu-items', {
    title: 'Docs', url: 'https://example.org/docs', menus: menu, menu_order: 3, classes: 'button primary', xfn: ['nofollow'], target: '_blank', attr_title: 'Read the docs',
  });
  t.is(custom.status, 201);
  const link = bodyOf(custom);
  t.is(custom.headers.Location, `${ROOT}/wp/v2/menu-items/${link.id as number}`);
  t.deepEqual(Object.keys(link), [
    'id', 'title', 'status', 'url', 'attr_title', 'description', 'type', 'type_label', 'object', 'object_id', 'parent', 'menu_order',
    'target', 'classes', 'xfn', 'invalid', 'meta', 'menus', '_links',
  ]);
  t.like(link, {
    title: { raw: 'Docs', rendered: 'Docs' }, status: 'publish', url: 'https://example.org/docs', attr_title: 'Read the docs', description: '',
    type: 'custom', type_label: 'Custom Link', object: 'custom', object_id: link.id, parent: 0, menu_order: 3, target: '_blank',
    classes: ['button', 'primary'], xfn: ['nofollow'], invalid: false, menus: menu,
  });

  const pageItem = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { type: 'post_type', object_id: page.id, menus: menu, menu_order: 1 }));
  t.like(pageItem, { title: { raw: 'About us', rendered: 'About us' }, type: 'post_type', type_label: 'Page', object: 'page', object_id: page.id, url: `${BASE}/about/` });
  const links = pageItem._links as Record<string, Array<Record<string, unknown>>>;
  t.deepEqual(links['wp:menu-item-object'], [{ href: `${ROOT}/wp/v2/pages/${page.id}`, post_type: 'page', embeddable: true }]);
  t.deepEqual(links['wp:term'], [{ href: `${ROOT}/wp/v2/menus?post=${pageItem.id as number}`, taxonomy: 'nav_menu', embeddable: true }]);

  const termItem = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { type: 'taxonomy', object_id: category.term_id, menus: menu, menu_order: 2, parent: pageItem.id }));
  t.like(termItem, { title: { raw: 'News' }, type: 'taxonomy', type_label: 'Category', object: 'category', parent: pageItem.id, url: `${BASE}/category/news/` });

  const listed = await as(admin, 'GET', `/wp/v2/menu-items?menus=${menu}&context=edit`);
  t.is(listed.status, 200);
  t.deepEqual(listOf(listed).map((item) => (item.title as { raw: string }).raw), ['About us', 'News', 'Docs']);
  t.is(listed.headers['X-WP-Total'], '3');
  t.deepEqual(listOf(await as(admin, 'GET', '/wp/v2/menu-items?menu_order=2')).map((item) => item.id), [termItem.id]);

  // An item whose post is in the trash is invalid.
  await app.storage.posts.update(page.id, { post_status: 'trash' });
  t.true(bodyOf(await as(admin, 'GET', `/wp/v2/menu-items/${pageItem.id as number}`)).invalid);
});

testOnEachBackend('menu items: updates keep what is not sent, deletes need force, checks give WordPress errors', 'nav_item_writes', async (t, database) => {
  const { admin, as } = await navigationSite(t, database);
  const menu = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main' })).id as number;
  const item = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Home', url: 'https://example.org/', menus: menu }));
  const id = item.id as number;
  const updated = await as(admin, 'POST', `/wp/v2/menu-items/${id}`, { title: { raw: 'Start' }, status: 'draft', description: 'The <b>first</b> page' });
  t.is(updated.status, 200);
  t.like(bodyOf(updated), { title: { raw: 'Start' }, url: 'https://example.org/', status: 'draft', description: 'The first page', menus: menu, menu_order: 1 });
  // Statuses other than publish are stored as draft.
  t.is(bodyOf(await as(admin, 'POST', `/wp/v2/menu-items/${id}`, { status: 'pending' })).status, 'draft');

  const noUrl = await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Nowhere' });
  t.deepEqual([noUrl.status, noUrl.body], [400, error('rest_url_required', 'The url is required when using a custom menu item type.', 400)]);
  const nothing = await as(admin, 'POST', '/wp/v2/menu-items', {});
  t.is(nothing.status, 400);
  t.deepEqual(nothing.body, {
    code: 'rest_title_required', message: 'The title is required when using a custom menu item type.', data: { status: 400 },
    additional_errors: [{ code: 'rest_url_required', message: 'The url is required when using a custom menu item type.', data: { status: 400 } }],
  });
  const missingPost = await as(admin, 'POST', '/wp/v2/menu-items', { type: 'post_type', object_id: 9999 });
  t.deepEqual([missingPost.status, missingPost.body], [400, error('rest_post_invalid_id', 'Invalid post ID.', 400)]);
  const missingTerm = await as(admin, 'POST', '/wp/v2/menu-items', { type: 'taxonomy', object_id: 9999 });
  t.deepEqual([missingTerm.status, missingTerm.body], [400, error('rest_term_invalid_id', 'Invalid term ID.', 400)]);
  const archive = await as(admin, 'POST', '/wp/v2/menu-items', { type: 'post_type_archive', object: 'nope' });
  t.deepEqual([archive.status, archive.body], [400, error('rest_post_invalid_type', 'Invalid post type.', 400)]);
  const badMenu = await as(admin, 'POST', '/wp/v2/menu-items', { title: 'X', url: 'https://example.org/', menus: 9999 });
  t.deepEqual([badMenu.status, badMenu.body], [400, error('invalid_menu_id', 'Invalid menu ID.', 400)]);
  const negativeMenu = await as(admin, 'POST', '/wp/v2/menu-items', { title: 'X', url: 'https://example.org/', menus: -9999 });
  t.deepEqual([negativeMenu.status, negativeMenu.body], [400, error('invalid_menu_id', 'Invalid menu ID.', 400)]);
  t.is(bodyOf(await as(admin, 'POST', `/wp/v2/menu-items/${id}`, { parent: id })).parent, 0, 'an item is not its own parent');
  const badTarget = await as(admin, 'POST', '/wp/v2/menu-items', { title: 'X', url: 'https://example.org/', target: '_top' });
  t.deepEqual([badTarget.status, (badTarget.body as { code: string }).code], [400, 'rest_invalid_param']);

  const notForced = await as(admin, 'DELETE', `/wp/v2/menu-items/${id}`);
  t.deepEqual([notForced.status, notForced.body], [501, error('rest_trash_not_supported', "Menu items do not support trashing. Set 'force=true' to delete.", 501)]);
  const deleted = await as(admin, 'DELETE', `/wp/v2/menu-items/${id}?force=true`);
  t.is(deleted.status, 200);
  t.like(bodyOf(deleted), { deleted: true, previous: { id, title: { rendered: 'Start' } } });
  const gone = await as(admin, 'GET', `/wp/v2/menu-items/${id}`);
  t.deepEqual([gone.status, gone.body], [404, error('rest_post_invalid_id', 'Invalid post ID.', 404)]);

  // Deleting a menu takes its items with it.
  const other = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Kept?', url: 'https://example.org/', menus: menu })).id as number;
  await as(admin, 'DELETE', `/wp/v2/menus/${menu}?force=true`);
  t.is((await as(admin, 'GET', `/wp/v2/menu-items/${other}`)).status, 404);
});

testOnEachBackend('menu items: autosaves and permissions', 'nav_item_autosaves', async (t, database) => {
  const { admin, editor, author, subscriber, as } = await navigationSite(t, database);
  const item = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Home', url: 'https://example.org/' })).id as number;
  const empty = await as(admin, 'GET', `/wp/v2/menu-items/${item}/autosaves`);
  t.deepEqual([empty.status, empty.body], [200, []]);
  const autosaved = await as(admin, 'POST', `/wp/v2/menu-items/${item}/autosaves`, { title: 'Home, unsaved' });
  t.is(autosaved.status, 200);
  const autosave = bodyOf(autosaved);
  t.is(autosave.parent, item);
  t.is((await as(admin, 'GET', `/wp/v2/menu-items/${item}`)).status, 200);
  const listed = await as(admin, 'GET', `/wp/v2/menu-items/${item}/autosaves`);
  t.deepEqual(listOf(listed).map((entry) => entry.id), [autosave.id]);
  const one = await as(admin, 'GET', `/wp/v2/menu-items/${item}/autosaves/${autosave.id as number}`);
  t.is(bodyOf(one).id, autosave.id);

  // Reading needs edit_posts (or theme options); writing needs edit_theme_options.
  t.is((await as(author, 'GET', '/wp/v2/menu-items')).status, 200);
  for (const [user, status] of [[0, 401], [subscriber, 403]] as const) {
    const list = await as(user, 'GET', '/wp/v2/menu-items');
    t.deepEqual([list.status, list.body], [status, error('rest_cannot_view', 'Sorry, you are not allowed to view menu items.', status)]);
  }
  const create = await as(editor, 'POST', '/wp/v2/menu-items', { title: 'X', url: 'https://example.org/' });
  t.deepEqual([create.status, create.body], [403, error('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 403)]);
  const update = await as(editor, 'POST', `/wp/v2/menu-items/${item}`, { title: 'X' });
  t.deepEqual([update.status, update.body], [403, error('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403)]);
  const remove = await as(editor, 'DELETE', `/wp/v2/menu-items/${item}?force=true`);
  t.deepEqual([remove.status, remove.body], [403, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', 403)]);
  const autosaves = await as(editor, 'GET', `/wp/v2/menu-items/${item}/autosaves`);
  t.is(autosaves.status, 403);
});
