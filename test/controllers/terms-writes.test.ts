/** Creating, updating and deleting terms: permissions, WordPress's error codes, and the stored result. */
import test from 'ava';
import { call, keys, makeTermsSite, ROOT, type Item } from './terms.site';

const error = (code: string, message: string, status: number) => ({ code, message, data: { status } });

test('create permission matrix: categories need manage_categories, tags only edit_posts', async (t) => {
  const site = await makeTermsSite();
  const matrix: Array<[string, number, number]> = [
    ['/wp/v2/categories', 0, 401], ['/wp/v2/categories', site.subscriber, 403], ['/wp/v2/categories', site.author, 403],
    ['/wp/v2/categories', site.editor, 201], ['/wp/v2/categories', site.admin, 201],
    ['/wp/v2/tags', 0, 401], ['/wp/v2/tags', site.subscriber, 403], ['/wp/v2/tags', site.author, 201],
  ];
  for (const [route, user, status] of matrix) {
    const res = await call(site.app, user, 'POST', route, { name: `Term by ${user} on ${route}` });
    t.is(res.status, status, `${route} as ${user}`);
    if (status !== 201) t.deepEqual(res.body, error('rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.', status));
  }
});

test('create: 201 with Location, the edit-context term, name escaped and slug derived as WordPress stores them', async (t) => {
  const site = await makeTermsSite();
  const res = await call(site.app, site.editor, 'POST', '/wp/v2/categories', { name: 'Food & Drink', description: 'Recipes.' });
  t.is(res.status, 201);
  const body = res.body as Item;
  t.is(res.headers.Location, `${ROOT}/wp/v2/categories/${String(body.id)}`);
  t.deepEqual(keys(body), ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta', '_links']);
  t.like(body, { count: 0, description: 'Recipes.', link: 'http://127.0.0.1:8088/category/food-drink/', name: 'Food &amp; Drink', slug: 'food-drink', taxonomy: 'category', parent: 0, meta: [] });
  const stored = await site.app.storage.terms.get(Number(body.id));
  t.is(stored?.name, 'Food &amp; Drink');

  const child = await call(site.app, site.editor, 'POST', '/wp/v2/categories', { name: 'Pasta', parent: body.id, slug: 'Pasta Dishes' });
  t.is(child.status, 201);
  t.like(child.body as Item, { parent: body.id, slug: 'pasta-dishes', link: 'http://127.0.0.1:8088/category/food-drink/pasta-dishes/' });
  t.deepEqual((child.body as Item)._links.up, [{ embeddable: true, href: `${ROOT}/wp/v2/categories/${String(body.id)}` }]);
});

test('create: term_exists carries the existing term id; same name under another parent is fine', async (t) => {
  const site = await makeTermsSite();
  const first = (await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: 'News' })).body as Item;
  const again = await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: 'News' });
  t.is(again.status, 400);
  t.deepEqual(again.body, { code: 'term_exists', message: 'A term with the name provided already exists with this parent.', data: { status: 400, term_id: first.id }, additional_data: [first.id, first.id] });
  const nested = await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: 'News', parent: first.id });
  t.is(nested.status, 201);
  t.is((nested.body as Item).slug, 'news-news', 'a taken slug gets the parent slug appended first');

  const tag = (await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'Red' })).body as Item;
  const dup = await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'Red' });
  t.deepEqual(dup.body, { code: 'term_exists', message: 'A term with the name provided already exists in this taxonomy.', data: { status: 400, term_id: tag.id }, additional_data: [tag.id, tag.id] });
  // A different explicit slug that is free makes a second term of the same name.
  const other = await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'Red', slug: 'red-2' });
  t.is(other.status, 201);
});

test('create: parent errors, missing name, empty name', async (t) => {
  const site = await makeTermsSite();
  const flat = await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'x', parent: 1 });
  t.is(flat.status, 400);
  t.deepEqual(flat.body, error('rest_taxonomy_not_hierarchical', 'Cannot set parent term, taxonomy is not hierarchical.', 400));
  const orphan = await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: 'x', parent: 999 });
  t.deepEqual(orphan.body, error('rest_term_invalid', 'Parent term does not exist.', 400));
  const tag = (await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'a tag' })).body as Item;
  const foreign = await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: 'x', parent: tag.id });
  t.deepEqual(foreign.body, error('rest_term_invalid', 'Parent term does not exist.', 400), 'a parent from another taxonomy does not count');
  const missing = await call(site.app, site.admin, 'POST', '/wp/v2/categories', {});
  t.is(missing.status, 400);
  t.is((missing.body as { code: string }).code, 'rest_missing_callback_param');
  const empty = await call(site.app, site.admin, 'POST', '/wp/v2/categories', { name: '  ' });
  t.is(empty.status, 500, 'wp_insert_term gives no status, so the error is a 500 as in WordPress');
  t.deepEqual(empty.body, { code: 'empty_term_name', message: 'A name is required for this term.', data: null });
});

test('update: permissions, changes, duplicate slug, parent loops', async (t) => {
  const site = await makeTermsSite();
  const create = async (body: Record<string, unknown>): Promise<Item> => (await call(site.app, site.admin, 'POST', '/wp/v2/categories', body)).body as Item;
  const top = await create({ name: 'Top' });
  const middle = await create({ name: 'Middle', parent: top.id });

  const anon = await call(site.app, 0, 'POST', `/wp/v2/categories/${String(top.id)}`, { name: 'Nope' });
  t.deepEqual(anon.body, error('rest_cannot_update', 'Sorry, you are not allowed to edit this term.', 401));
  const author = await call(site.app, site.author, 'PUT', `/wp/v2/categories/${String(top.id)}`, { name: 'Nope' });
  t.deepEqual(author.body, error('rest_cannot_update', 'Sorry, you are not allowed to edit this term.', 403));
  const unknown = await call(site.app, site.admin, 'PATCH', '/wp/v2/categories/999', { name: 'Nope' });
  t.deepEqual(unknown.body, error('rest_term_invalid', 'Term does not exist.', 404));

  const renamed = await call(site.app, site.editor, 'POST', `/wp/v2/categories/${String(top.id)}`, { name: 'Top & Co', description: 'd' });
  t.is(renamed.status, 200);
  t.like(renamed.body as Item, { name: 'Top &amp; Co', slug: 'top', description: 'd', parent: 0 });
  t.deepEqual(keys(renamed.body), ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta', '_links']);

  const taken = await call(site.app, site.admin, 'POST', `/wp/v2/categories/${String(middle.id)}`, { slug: 'top' });
  t.is(taken.status, 500);
  t.deepEqual(taken.body, { code: 'duplicate_term_slug', message: 'The slug &#8220;top&#8221; is already in use by another term.', data: null });

  // Making Top a child of its own child would close a loop: WordPress drops the parent instead.
  const loop = await call(site.app, site.admin, 'POST', `/wp/v2/categories/${String(top.id)}`, { parent: middle.id });
  t.is((loop.body as Item).parent, 0);
  const self = await call(site.app, site.admin, 'POST', `/wp/v2/categories/${String(top.id)}`, { parent: top.id });
  t.is((self.body as Item).parent, 0);
  const moved = await call(site.app, site.admin, 'POST', `/wp/v2/categories/${String(middle.id)}`, { parent: 0 });
  t.is((moved.body as Item).parent, 0);
  const flat = await call(site.app, site.admin, 'POST', '/wp/v2/tags/1', { parent: 0 });
  t.deepEqual(flat.body, error('rest_term_invalid', 'Term does not exist.', 404), 'the term check comes before the parent check');
});

test('delete: force is required, permissions, previous data, children move up', async (t) => {
  const site = await makeTermsSite();
  const create = async (body: Record<string, unknown>): Promise<Item> => (await call(site.app, site.admin, 'POST', '/wp/v2/categories', body)).body as Item;
  const top = await create({ name: 'Top' });
  const middle = await create({ name: 'Middle', parent: top.id });
  const leaf = await create({ name: 'Leaf', parent: middle.id });
  const path = `/wp/v2/categories/${String(middle.id)}`;

  t.deepEqual((await call(site.app, 0, 'DELETE', path)).body, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this term.', 401));
  t.deepEqual((await call(site.app, site.author, 'DELETE', path)).body, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this term.', 403));
  const trash = await call(site.app, site.admin, 'DELETE', path);
  t.is(trash.status, 501);
  t.deepEqual(trash.body, error('rest_trash_not_supported', "Terms do not support trashing. Set 'force=true' to delete.", 501));

  const deleted = await call(site.app, site.editor, 'DELETE', `${path}?force=true`);
  t.is(deleted.status, 200);
  const body = deleted.body as { deleted: boolean; previous: Item };
  t.true(body.deleted);
  t.deepEqual(keys(body.previous), ['id', 'count', 'description', 'link', 'name', 'slug', 'taxonomy', 'parent', 'meta'], 'view context, no links');
  t.like(body.previous, { id: middle.id, name: 'Middle', parent: top.id });
  t.is((await call(site.app, 0, 'GET', path)).status, 404);
  t.is((await site.app.storage.terms.get(Number(leaf.id)))?.parent, top.id as number);
});

test('write hooks: rest_pre_insert_{taxonomy}, rest_insert_/rest_after_insert_{taxonomy}, rest_delete_{taxonomy}', async (t) => {
  const site = await makeTermsSite();
  const seen: string[] = [];
  site.app.hooks.addFilter('rest_pre_insert_post_tag', (prepared: Record<string, unknown>) => ({ ...prepared, description: 'from filter' }));
  site.app.hooks.addAction('rest_insert_post_tag', (_term: unknown, _request: unknown, creating: boolean) => seen.push(`insert:${String(creating)}`));
  site.app.hooks.addAction('rest_after_insert_post_tag', (_term: unknown, _request: unknown, creating: boolean) => seen.push(`after:${String(creating)}`));
  site.app.hooks.addAction('rest_delete_post_tag', () => seen.push('delete'));
  const created = await call(site.app, site.admin, 'POST', '/wp/v2/tags', { name: 'hooked' });
  t.is((created.body as Item).description, 'from filter');
  await call(site.app, site.admin, 'POST', `/wp/v2/tags/${String((created.body as Item).id)}`, { name: 'hooked again' });
  await call(site.app, site.admin, 'DELETE', `/wp/v2/tags/${String((created.body as Item).id)}?force=true`);
  t.deepEqual(seen, ['insert:true', 'after:true', 'insert:false', 'after:false', 'delete']);
});
