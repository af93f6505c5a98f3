/** Menu locations (`/wp/v2/menu-locations`) and the navigation fallback (`wp-block-editor/v1/navigation-fallback`). */
import { testOnEachBackend } from '../storage/backends';
import { ROOT, bodyOf, error, listOf, navigationSite } from './navigationSite';

testOnEachBackend('menu locations: the registered locations with their assigned menus', 'nav_locations', async (t, database) => {
  const { admin, editor, as } = await navigationSite(t, database);
  const empty = await as(admin, 'GET', '/wp/v2/menu-locations');
  t.is(empty.status, 200);
  t.deepEqual(Object.keys(empty.body as object), ['primary', 'footer']);
  t.deepEqual(bodyOf(empty).primary, {
    name: 'primary', description: 'Primary menu', menu: 0,
    _links: { self: [{ href: `${ROOT}/wp/v2/menu-locations/primary`, targetHints: { allow: ['GET'] } }], collection: [{ href: `${ROOT}/wp/v2/menu-locations` }] },
  });
  const menu = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main', locations: ['footer'] })).id as number;
  const footer = await as(admin, 'GET', '/wp/v2/menu-locations/footer');
  t.deepEqual(footer.body, {
    name: 'footer', description: 'Footer menu', menu,
    _links: {
      self: [{ href: `${ROOT}/wp/v2/menu-locations/footer`, targetHints: { allow: ['GET'] } }], collection: [{ href: `${ROOT}/wp/v2/menu-locations` }],
      'wp:menu': [{ href: `${ROOT}/wp/v2/menus/${menu}`, embeddable: true }],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    },
  });
  const embedded = await as(admin, 'GET', '/wp/v2/menu-locations/footer?_embed=wp:menu');
  t.is(((bodyOf(embedded)._embedded as Record<string, Array<{ name: string }>>)['wp:menu']![0]!).name, 'Main');
  const unknown = await as(admin, 'GET', '/wp/v2/menu-locations/sidebar');
  t.deepEqual([unknown.status, unknown.body], [404, error('rest_menu_location_invalid', 'Invalid menu location.', 404)]);
  for (const [user, status] of [[0, 401], [editor, 403]] as const) {
    for (const path of ['/wp/v2/menu-locations', '/wp/v2/menu-locations/primary']) {
      const refused = await as(user, 'GET', path);
      t.deepEqual([refused.status, refused.body], [status, error('rest_cannot_view', 'Sorry, you are not allowed to view menu locations.', status)]);
    }
  }
});

testOnEachBackend('navigation fallback: the latest navigation menu, else one made from the classic menu, else a page list', 'nav_fallback', async (t, database) => {
  const { admin, editor, as, app } = await navigationSite(t, database);
  // Two classic menus: the one at the primary location wins.
  const other = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Other' })).id as number;
  await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Elsewhere', url: 'https://example.org/else', menus: other });
  const main = bodyOf(await as(admin, 'POST', '/wp/v2/menus', { name: 'Main menu', locations: ['primary'] })).id as number;
  const page = await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'About', post_name: 'about' });
  const about = bodyOf(await as(admin, 'POST', '/wp/v2/menu-items', { type: 'post_type', object_id: page.id, menus: main, menu_order: 1 })).id as number;
  await as(admin, 'POST', '/wp/v2/menu-items', { title: 'Team', url: 'https://example.org/team', menus: main, parent: about, menu_order: 2, target: '_blank' });

  const made = await as(admin, 'GET', '/wp-block-editor/v1/navigation-fallback');
  t.is(made.status, 200);
  const id = bodyOf(made).id as number;
  const allow = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  t.deepEqual(made.body, { id, _links: { self: [{ href: `${ROOT}/wp/v2/navigation/${id}`, embeddable: true, targetHints: { allow } }] } });
  const navigation = await app.storage.posts.get(id);
  t.like(navigation, { post_type: 'wp_navigation', post_status: 'publish', post_title: 'Main menu', post_name: 'main-menu' });
  t.is(navigation!.post_content,
    `<!-- wp:navigation-submenu {"className":null,"description":"","id":${page.id},"kind":"post-type","label":"About","opensInNewTab":false,"rel":null,"title":"","type":"page","url":"http://127.0.0.1:8088/about/"} -->`
    + '<!-- wp:navigation-link {"className":null,"description":"","id":null,"kind":"custom","label":"Team","opensInNewTab":true,"rel":null,"title":"","type":"custom","url":"https://example.org/team"} /-->'
    + '<!-- /wp:navigation-submenu -->');
  // Asked again, the menu just made is the answer: nothing new is created.
  t.deepEqual(bodyOf(await as(admin, 'GET', '/wp-block-editor/v1/navigation-fallback?_fields=id')), { id });
  t.is((await app.storage.posts.query({ type: 'wp_navigation', status: 'any' })).total, 1);
  const served = await as(admin, 'GET', `/wp/v2/navigation/${id}?context=edit`);
  t.is(served.status, 200);

  const refused = await as(editor, 'GET', '/wp-block-editor/v1/navigation-fallback');
  t.deepEqual([refused.status, refused.body], [403, error('rest_cannot_create', 'Sorry, you are not allowed to create Navigation Menus as this user.', 403)]);
  const anonymous = await as(0, 'GET', '/wp-block-editor/v1/navigation-fallback');
  t.is(anonymous.status, 401);
});

testOnEachBackend('navigation fallback without classic menus: a page list menu', 'nav_fallback_pages', async (t, database) => {
  const { admin, as, app } = await navigationSite(t, database);
  const made = await as(admin, 'GET', '/wp-block-editor/v1/navigation-fallback');
  const navigation = await app.storage.posts.get(bodyOf(made).id as number);
  t.like(navigation, { post_type: 'wp_navigation', post_title: 'Navigation', post_name: 'navigation', post_content: '<!-- wp:page-list /-->' });
  const listed = listOf(await as(admin, 'GET', '/wp/v2/navigation'));
  t.deepEqual(listed.map((entry) => entry.id), [navigation!.id]);
});
