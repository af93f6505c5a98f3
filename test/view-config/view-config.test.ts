import test from 'ava';
import { errorBody, startRoleSite } from '../embeds/roleSite';

const config = (kind: string, name: string): string => `/wp/v2/view-config?kind=${kind}&name=${name}`;
const CANNOT = 'Sorry, you are not allowed to read view config.';

test('a post type\'s default view configuration, named after its all_items label', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const reply = await site.get(config('postType', 'post'), 'contributor');
  t.is(reply.status, 200);
  const body = reply.body as Record<string, unknown>;
  t.deepEqual(Object.keys(body), ['kind', 'name', 'version', 'default_view', 'default_layouts', 'view_list', 'form']);
  t.deepEqual([body.kind, body.name, body.version], ['postType', 'post', 1]);
  t.deepEqual(body.default_view, { type: 'table', filters: [], sort: { field: 'title', direction: 'asc' }, perPage: 20, fields: ['author', 'status'], titleField: 'title' });
  t.deepEqual(body.default_layouts, { table: {}, grid: {}, list: {} });
  t.deepEqual(body.view_list, [{ title: 'All Posts', slug: 'all' }]);
  const form = body.form as { layout: unknown; fields: unknown[] };
  t.deepEqual(form.layout, { type: 'panel' });
  t.deepEqual(form.fields.map((field) => (typeof field === 'string' ? field : (field as { id: string }).id)), [
    'featured_media', 'post-content-info', 'excerpt', 'status', 'date', 'slug', 'author', 'template', 'discussion', 'parent', 'format', 'revisions',
  ]);
  t.deepEqual(form.fields[3], {
    id: 'status', label: 'Status',
    children: [{ id: 'status', layout: { type: 'regular', labelPosition: 'none' } }, 'scheduled_date', 'password', 'sticky'],
  });
});

test('pages get the list view with a view per status', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const body = (await site.get(config('postType', 'page'), 'editor')).body as Record<string, unknown>;
  t.deepEqual(body.default_view, {
    type: 'list', filters: [], perPage: 20, sort: { field: 'title', direction: 'asc' }, showLevels: true, titleField: 'title', mediaField: 'featured_media', fields: ['author', 'status'],
  });
  t.deepEqual(body.default_layouts, { table: { layout: { styles: { author: { align: 'start' } } } }, grid: {}, list: {} });
  const views = body.view_list as Array<{ title: string; slug: string; view?: Record<string, unknown> }>;
  t.deepEqual(views.map((view) => [view.title, view.slug]), [
    ['All Pages', 'all'], ['Published', 'published'], ['Scheduled', 'future'], ['Drafts', 'drafts'], ['Pending', 'pending'], ['Private', 'private'], ['Trash', 'trash'],
  ]);
  t.deepEqual(views[3]!.view, { filters: [{ field: 'status', operator: 'isAny', value: 'draft', isLocked: true }] });
  t.is(views[6]!.view!.type, 'table');
});

test('permissions follow the entity: edit_posts of the type, manage_terms, manage_options, edit_posts for others', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  const status = async (path: string, role: Parameters<typeof site.get>[1]): Promise<number> => (await site.get(path, role)).status;
  t.is(await status(config('postType', 'page'), 'author'), 403);
  t.is(await status(config('postType', 'page'), 'editor'), 200);
  t.is(await status(config('taxonomy', 'category'), 'author'), 403);
  t.is(await status(config('taxonomy', 'category'), 'editor'), 200);
  t.is(await status(config('root', 'site'), 'editor'), 403);
  t.is(await status(config('root', 'site'), 'administrator'), 200);
  t.is(await status(config('anything', 'else'), 'contributor'), 200);
  t.is(await status(config('anything', 'else'), 'subscriber'), 403);
  const anonymous = await site.get(config('postType', 'post'));
  t.deepEqual([anonymous.status, anonymous.body], [401, errorBody('rest_cannot_read', CANNOT, 401)]);
  const forbidden = await site.get(config('postType', 'post'), 'subscriber');
  t.deepEqual([forbidden.status, forbidden.body], [403, errorBody('rest_cannot_read', CANNOT, 403)]);
  const root = (await site.get(config('root', 'site'), 'administrator')).body as Record<string, unknown>;
  t.deepEqual([root.form, root.view_list], [{}, [{ title: 'All items', slug: 'all' }]]);
});

test('unknown post types and taxonomies are invalid entities; kind and name are required', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  for (const path of [config('postType', 'nope'), config('taxonomy', 'nope')]) {
    const reply = await site.get(path, 'administrator');
    t.deepEqual([reply.status, reply.body], [404, errorBody('rest_view_config_invalid_entity', 'Invalid entity kind or name.', 404)], path);
  }
  const missing = await site.get('/wp/v2/view-config?kind=postType', 'administrator');
  t.deepEqual([missing.status, missing.body], [400, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): name', data: { status: 400, params: ['name'] } }]);
});

test('the get_entity_view_config_{kind}_{name} filter changes the configuration, limited to its four keys', async (t) => {
  const site = await startRoleSite();
  t.teardown(() => site.close());
  site.app.hooks.addFilter('get_entity_view_config_postType_post', (current: Record<string, unknown>, entity: unknown) => ({
    ...current, default_view: { type: 'grid', entity }, invented: true, form: undefined,
  }));
  const body = (await site.get(config('postType', 'post'), 'editor')).body as Record<string, unknown>;
  t.deepEqual(body.default_view, { type: 'grid', entity: { kind: 'postType', name: 'post' } });
  t.false('invented' in body);
  t.is(((body.form as { layout: unknown }).layout as { type: string }).type, 'panel');
});
