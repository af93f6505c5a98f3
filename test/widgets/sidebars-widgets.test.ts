/** Sidebars (`/wp/v2/sidebars`) and widgets (`/wp/v2/widgets`): areas, widgets created, moved, reordered and deleted, and who may see them. */
import { testOnEachBackend } from '../storage/backends';
import { ROOT, bodyOf, error, listOf, navigationSite } from '../navigation/navigationSite';

const CANNOT_MANAGE = 'Sorry, you are not allowed to manage widgets on this site.';

testOnEachBackend('sidebars: the inactive widgets first, then the registered areas', 'widget_sidebars', async (t, database) => {
  const { admin, as } = await navigationSite(t, database);
  const list = await as(admin, 'GET', '/wp/v2/sidebars');
  t.is(list.status, 200);
  t.deepEqual(listOf(list).map((sidebar) => [sidebar.id, sidebar.status]), [['wp_inactive_widgets', 'inactive'], ['sidebar-1', 'active'], ['footer', 'active']]);
  t.deepEqual({ ...listOf(list)[0], _links: undefined }, {
    id: 'wp_inactive_widgets', name: 'Inactive widgets', description: '', class: '', before_widget: '', after_widget: '', before_title: '', after_title: '',
    status: 'inactive', widgets: [], _links: undefined,
  });
  const main = await as(admin, 'GET', '/wp/v2/sidebars/sidebar-1');
  t.deepEqual(main.body, {
    id: 'sidebar-1', name: 'Main Sidebar', description: 'Shown beside posts.', class: '',
    before_widget: '<li id="%1$s" class="widget %2$s">', after_widget: '</li>\n', before_title: '<h2 class="widgettitle">', after_title: '</h2>\n',
    status: 'active', widgets: [],
    _links: {
      collection: [{ href: `${ROOT}/wp/v2/sidebars` }],
      self: [{ href: `${ROOT}/wp/v2/sidebars/sidebar-1`, targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH'] } }],
      'wp:widget': [{ href: `${ROOT}/wp/v2/widgets?sidebar=sidebar-1`, embeddable: true }],
      curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
    },
  });
  const missing = await as(admin, 'GET', '/wp/v2/sidebars/nope');
  t.deepEqual([missing.status, missing.body], [404, error('rest_sidebar_not_found', 'No sidebar exists with that id.', 404)]);
});

testOnEachBackend('widgets: create, read, update, move between areas, reorder, delete', 'widget_crud', async (t, database) => {
  const { admin, as, app } = await navigationSite(t, database);
  const created = await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'sidebar-1', instance: { raw: { title: 'Hello', text: 'Some <em>words</em>' } } });
  t.is(created.status, 201);
  const text = bodyOf(created);
  t.is(text.id, 'text-2');
  t.deepEqual(Object.keys(text), ['id', 'id_base', 'sidebar', 'rendered', 'rendered_form', 'instance', '_links']);
  t.like(text, { id_base: 'text', sidebar: 'sidebar-1' });
  t.is(text.rendered, '<li id="text-2" class="widget widget_text"><h2 class="widgettitle">Hello</h2>\n<div class="textwidget">Some <em>words</em></div></li>');
  const instance = text.instance as { encoded: string; hash: string; raw: Record<string, unknown> };
  t.deepEqual(instance.raw, { title: 'Hello', text: 'Some <em>words</em>', filter: false });
  t.regex(instance.hash, /^[0-9a-f]{32}$/);
  t.true((text.rendered_form as string).includes('name="widget-text[2][title]"'));
  t.deepEqual(Object.keys(text._links as object), ['self', 'collection', 'about', 'wp:sidebar', 'curies']);
  // Stored as WordPress stores widgets.
  t.deepEqual(await app.storage.options.get('widget_text'), { _multiwidget: 1, 2: { title: 'Hello', text: 'Some <em>words</em>', filter: false } });
  t.deepEqual(await app.storage.options.get('sidebars_widgets'), { wp_inactive_widgets: [], 'sidebar-1': ['text-2'], footer: [], array_version: 3 });

  const search = bodyOf(await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'search', sidebar: 'sidebar-1', instance: { raw: { title: 'Find <b>it</b>' } } }));
  t.is(search.id, 'search-2');
  t.deepEqual((search.instance as { raw: unknown }).raw, { title: 'Find it' });
  const block = bodyOf(await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'block', sidebar: 'footer', instance: { raw: { content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' } } }));
  t.is(block.rendered, '<section id="block-2" class="widget widget_block widget_text"><p class="wp-block-paragraph">Hi</p></section>');

  // The view context shows neither the instance nor the form.
  const viewed = await as(admin, 'GET', '/wp/v2/widgets/text-2');
  t.deepEqual(Object.keys(bodyOf(viewed)), ['id', 'id_base', 'sidebar', 'rendered', '_links']);
  const bySidebar = await as(admin, 'GET', '/wp/v2/widgets?sidebar=sidebar-1');
  t.deepEqual(listOf(bySidebar).map((widget) => widget.id), ['text-2', 'search-2']);

  // An encoded instance from an earlier answer updates the widget; a tampered one is refused.
  const encoded = (bodyOf(await as(admin, 'GET', '/wp/v2/widgets/search-2?context=edit')).instance as { encoded: string; hash: string });
  const reused = await as(admin, 'PUT', '/wp/v2/widgets/text-2', { instance: { raw: { title: 'Changed', text: 'New' } } });
  t.is((bodyOf(reused).instance as { raw: { title: string } }).raw.title, 'Changed');
  const tampered = await as(admin, 'PUT', '/wp/v2/widgets/search-2', { instance: { encoded: encoded.encoded, hash: '0'.repeat(32) } });
  t.deepEqual([tampered.status, tampered.body], [400, error('rest_invalid_widget', 'The provided instance is malformed.', 400)]);
  const reencoded = await as(admin, 'PUT', '/wp/v2/widgets/search-2', { instance: encoded });
  t.is(reencoded.status, 200);
  const formData = await as(admin, 'PUT', '/wp/v2/widgets/search-2', { form_data: 'widget-search[2][title]=From+the+form' });
  t.is((bodyOf(formData).instance as { raw: { title: string } }).raw.title, 'From the form');

  // Moving a widget to another area, then reordering an area through the sidebars route.
  const moved = await as(admin, 'PUT', '/wp/v2/widgets/text-2', { sidebar: 'footer' });
  t.is(bodyOf(moved).sidebar, 'footer');
  t.deepEqual(bodyOf(await as(admin, 'GET', '/wp/v2/sidebars/footer')).widgets, ['block-2', 'text-2']);
  const reordered = await as(admin, 'PUT', '/wp/v2/sidebars/footer', { widgets: ['text-2', 'search-2'] });
  t.is(reordered.status, 200);
  t.deepEqual(bodyOf(reordered).widgets, ['text-2', 'search-2']);
  const lists = listOf(await as(admin, 'GET', '/wp/v2/sidebars')).map((sidebar) => [sidebar.id, sidebar.widgets]);
  t.deepEqual(lists, [['wp_inactive_widgets', ['block-2']], ['sidebar-1', []], ['footer', ['text-2', 'search-2']]]);

  // Deleting without force makes the widget inactive; with force it is gone.
  const inactive = await as(admin, 'DELETE', '/wp/v2/widgets/search-2');
  t.like(bodyOf(inactive), { id: 'search-2', sidebar: 'wp_inactive_widgets', rendered: '' });
  const deleted = await as(admin, 'DELETE', '/wp/v2/widgets/search-2?force=true');
  t.like(bodyOf(deleted), { deleted: true, previous: { id: 'search-2', sidebar: 'wp_inactive_widgets' } });
  const gone = await as(admin, 'GET', '/wp/v2/widgets/search-2');
  t.deepEqual([gone.status, gone.body], [404, error('rest_widget_not_found', 'No widget was found with that id.', 404)]);
  t.deepEqual(await app.storage.options.get('widget_search'), { _multiwidget: 1 });
});

testOnEachBackend('widgets: invalid requests and permissions', 'widget_errors', async (t, database) => {
  const { admin, editor, as } = await navigationSite(t, database);
  const noType = await as(admin, 'POST', '/wp/v2/widgets', { sidebar: 'sidebar-1' });
  t.deepEqual([noType.status, noType.body], [400, error('rest_invalid_widget', 'Widget type (id_base) is required.', 400)]);
  const unknown = await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'calendar', sidebar: 'sidebar-1' });
  t.deepEqual([unknown.status, unknown.body], [400, error('rest_invalid_widget', 'The provided widget type (id_base) cannot be updated.', 400)]);
  const badInstance = await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'sidebar-1', instance: { encoded: 'abc' } });
  t.deepEqual([badInstance.status, badInstance.body], [400, error('rest_invalid_widget', 'The provided instance is invalid. Must contain raw OR encoded and hash.', 400)]);
  const footerWidget = bodyOf(await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'footer', instance: { raw: { title: 'Public', text: 'x' } } }));
  await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'sidebar-1', instance: { raw: { title: 'Private', text: 'y' } } });

  // The footer area is shown in REST: anyone may read it and its widgets, but nothing else.
  const anonymous = await as(0, 'GET', '/wp/v2/sidebars');
  t.deepEqual(listOf(anonymous).map((sidebar) => sidebar.id), ['footer']);
  t.deepEqual(listOf(await as(0, 'GET', '/wp/v2/widgets')).map((widget) => widget.id), [footerWidget.id]);
  t.is((await as(0, 'GET', `/wp/v2/widgets/${footerWidget.id as string}`)).status, 200);
  const hidden = await as(editor, 'GET', '/wp/v2/widgets/text-3');
  t.deepEqual([hidden.status, hidden.body], [403, error('rest_cannot_manage_widgets', CANNOT_MANAGE, 403)]);
  const hiddenArea = await as(0, 'GET', '/wp/v2/sidebars/sidebar-1');
  t.deepEqual([hiddenArea.status, hiddenArea.body], [401, error('rest_cannot_manage_widgets', CANNOT_MANAGE, 401)]);
  for (const [method, path, body] of [
    ['POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'footer' }],
    ['PUT', `/wp/v2/widgets/${footerWidget.id as string}`, { sidebar: 'sidebar-1' }],
    ['DELETE', `/wp/v2/widgets/${footerWidget.id as string}`, undefined],
    ['PUT', '/wp/v2/sidebars/footer', { widgets: [] }],
  ] as const) {
    const refused = await as(editor, method, path, body);
    t.deepEqual([refused.status, refused.body], [403, error('rest_cannot_manage_widgets', CANNOT_MANAGE, 403)], `${method} ${path}`);
  }
});

testOnEachBackend('widgets: the widgets editor saves through the batch route', 'widget_batch', async (t, database) => {
  const { admin, as } = await navigationSite(t, database);
  const first = bodyOf(await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'text', sidebar: 'sidebar-1', instance: { raw: { title: 'One', text: '1' } } }));
  const batch = await as(admin, 'POST', '/batch/v1', {
    requests: [
      { method: 'POST', path: '/wp/v2/widgets', body: { id_base: 'search', sidebar: 'footer', instance: { raw: { title: 'Find' } } } },
      { method: 'PUT', path: `/wp/v2/widgets/${first.id as string}`, body: { sidebar: 'footer', instance: { raw: { title: 'One again', text: '1' } } } },
    ],
  });
  t.is(batch.status, 207);
  const responses = (bodyOf(batch).responses as Array<{ status: number; body: Record<string, unknown> }>);
  t.deepEqual(responses.map((response) => [response.status, response.body.id, response.body.sidebar]), [[201, 'search-2', 'footer'], [200, 'text-2', 'footer']]);
  t.deepEqual(bodyOf(await as(admin, 'GET', '/wp/v2/sidebars/footer')).widgets, ['search-2', 'text-2']);
});
