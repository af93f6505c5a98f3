/** Classic menus (`/wp/v2/menus`): create, read, update, delete, locations and auto_add, and who may do what. */
import { testOnEachBackend } from '../storage/backends';
import { ROOT, bodyOf, error, listOf, navigationSite } from './navigationSite';

testOnEachBackend('menus: create with locations and auto_add, read, list, update, delete', 'nav_menus', async (t, database) => {
  const { admin, as, app } = await navigationSite(t, database);
  const created = await as(admin, 'POST', '/wp/v2/menus', { name: 'Main <b>menu</b>', description: 'Top links', locations: ['primary'], auto_add: true });
  t.is(created.status, 201);
  const menu = bodyOf(created);
  const id = menu.id as number;
  t.is(created.headers.Location, `${ROOT}/wp/v2/menus/${id}`);
  // Created menus answer in the view context, as WordPress's menus controller does.
  t.deepEqual({ ...menu, _links: undefined }, { id, description: 'Top links', name: 'Main menu', slug: 'main-menu', meta: [], locations: ['primary'], auto_add: true, _links: undefined });
  const links = menu._links as Record<string, Array<{ href: string; embeddable?: boolean; taxonomy?: string }>>;
  t.deepEqual(Object.keys(links), ['self', 'collection', 'about', 'wp:post_type', 'wp:menu-location', 'curies']);
  t.deepEqual(links['wp:menu-location'], [{ href: `${ROOT}/wp/v2/menu-locations/primary`, embeddable: true }]);
  t.is(links['wp:post_type']![0]!.href, `${ROOT}/wp/v2/menu-items?menus=${id}`);

  // Stored as WordPress stores them: the theme mod of the active theme and nav_menu_options.
  t.deepEqual(await app.storage.options.get('theme_mods_twentytwentyfive'), { nav_menu_locations: { primary: id } });
  t.deepEqual(await app.storage.options.get('nav_menu_options'), { auto_add: [id] });

  const second = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Footer links', locations: ['footer'] }));
  t.false(second.auto_add);
  const list = await as(admin, 'GET', '/wp/v2/menus?context=edit');
  t.is(list.status, 200);
  t.is(list.headers['X-WP-Total'], '2');
  t.deepEqual(listOf(list).map((item) => [item.name, item.locations]), [['Footer links', ['footer']], ['Main menu', ['primary']]]);

  // Moving a location to another menu takes it from the first.
  const moved = await as(admin, 'POST', `/wp/v2/menus/${second.id as number}`, { locations: ['footer', 'primary'], auto_add: true });
  t.is(moved.status, 200);
  // WordPress merges the new assignments over the old: a location keeps its place.
  t.deepEqual(bodyOf(moved).locations, ['primary', 'footer']);
  t.deepEqual(bodyOf(await as(admin, 'GET', `/wp/v2/menus/${id}`)).locations, []);
  const renamed = await as(admin, 'PUT', `/wp/v2/menus/${id}`, { name: 'Renamed', auto_add: false });
  t.deepEqual([bodyOf(renamed).name, bodyOf(renamed).auto_add], ['Renamed', false]);
  t.deepEqual(await app.storage.options.get('nav_menu_options'), { auto_add: [second.id as number] });

  const notForced = await as(admin, 'DELETE', `/wp/v2/menus/${id}`);
  t.deepEqual([notForced.status, notForced.body], [501, error('rest_trash_not_supported', "Menus do not support trashing. Set 'force=true' to delete.", 501)]);
  const deleted = await as(admin, 'DELETE', `/wp/v2/menus/${second.id as number}?force=true`);
  t.is(deleted.status, 200);
  t.true(bodyOf(deleted).deleted);
  t.is((bodyOf(deleted).previous as Record<string, unknown>).name, 'Footer links');
  t.deepEqual(await app.storage.options.get('theme_mods_twentytwentyfive'), { nav_menu_locations: {} });
  const gone = await as(admin, 'GET', `/wp/v2/menus/${second.id as number}`);
  t.deepEqual([gone.status, gone.body], [404, error('rest_term_invalid', 'Term does not exist.', 404)]);
});

testOnEachBackend('menus: names are unique, locations must be registered', 'nav_menus_errors', async (t, database) => {
  const { admin, as } = await navigationSite(t, database);
  const first = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main' }));
  const again = await as(admin, 'POST', '/wp/v2/menus', { name: 'main' });
  t.is(again.status, 400);
  t.deepEqual(again.body, {
    code: 'menu_exists',
    message: 'The menu name <strong>main</strong> conflicts with another menu name. Please try another.',
    data: { status: 400, term_id: first.id },
    additional_data: [first.id],
  });
  const badLocation = await as(admin, 'POST', '/wp/v2/menus', { name: 'Other', locations: ['sidebar'] });
  t.is(badLocation.status, 400);
  t.deepEqual(badLocation.body, {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): locations',
    data: {
      status: 400, params: { locations: 'Invalid menu location.' },
      details: { locations: { code: 'rest_invalid_menu_location', message: 'Invalid menu location.', data: { location: 'sidebar' } } },
    },
  });
  const missingName = await as(admin, 'POST', '/wp/v2/menus', {});
  t.deepEqual([missingName.status, (missingName.body as { code: string }).code], [400, 'rest_missing_callback_param']);
});

testOnEachBackend('menus: who may read and write', 'nav_menus_perms', async (t, database) => {
  const { admin, editor, author, subscriber, as } = await navigationSite(t, database);
  const menu = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main' }));
  // Anyone who can edit posts may read menus; only theme editors may change them.
  t.is((await as(author, 'GET', '/wp/v2/menus')).status, 200);
  t.is((await as(editor, 'GET', `/wp/v2/menus/${menu.id as number}`)).status, 200);
  for (const [user, status] of [[0, 401], [subscriber, 403]] as const) {
    const list = await as(user, 'GET', '/wp/v2/menus');
    t.deepEqual([list.status, list.body], [status, error('rest_cannot_view', 'Sorry, you are not allowed to view menus.', status)]);
    const one = await as(user, 'GET', `/wp/v2/menus/${menu.id as number}`);
    t.deepEqual([one.status, one.body], [status, error('rest_cannot_view', 'Sorry, you are not allowed to view menus.', status)]);
  }
  const create = await as(editor, 'POST', '/wp/v2/menus', { name: 'Editor menu' });
  t.deepEqual([create.status, create.body], [403, error('rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.', 403)]);
  const update = await as(editor, 'POST', `/wp/v2/menus/${menu.id as number}`, { name: 'Mine' });
  t.deepEqual([update.status, update.body], [403, error('rest_cannot_update', 'Sorry, you are not allowed to edit this term.', 403)]);
  const remove = await as(editor, 'DELETE', `/wp/v2/menus/${menu.id as number}?force=true`);
  t.deepEqual([remove.status, remove.body], [403, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this term.', 403)]);
  const editContext = await as(author, 'GET', '/wp/v2/menus?context=edit');
  t.deepEqual([editContext.status, editContext.body], [403, error('rest_forbidden_context', 'Sorry, you are not allowed to edit terms in this taxonomy.', 403)]);
});
