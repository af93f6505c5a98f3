/** Creating, updating, trashing and deleting posts and pages; revisions made on update. */
import test from 'ava';
import { call, list, makeSite, obj, type Json } from './posts.site';

test('create: 201, Location, edit context, defaults and the guid', async (t) => {
  const site = await makeSite();
  const reply = await call(site.app, site.users.author, 'POST', '/wp/v2/posts', { title: { raw: 'Fish & Chips' }, content: 'Hello' });
  t.is(reply.status, 201);
  const body = obj(reply);
  t.is(reply.headers.Location, `http://127.0.0.1:8088/svc-json/wp/v2/posts/${body.id as number}`);
  t.deepEqual(body.title, { raw: 'Fish & Chips', rendered: 'Fish &#038; Chips' });
  t.is(body.status, 'draft');
  t.is(body.author, site.users.author);
  t.is(body.comment_status, 'open');
  t.is((body.guid as Json).raw, `http://127.0.0.1:8088/?p=${body.id as number}`);
  t.is(body.link, `http://127.0.0.1:8088/?p=${body.id as number}`, 'drafts link with the query form');
  t.is(body.password, '', 'edit context');
});

test('create: empty_content when title, content and excerpt are all empty; pages may be empty', async (t) => {
  const site = await makeSite();
  const reply = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { status: 'draft' });
  t.deepEqual(reply.body, { code: 'empty_content', message: 'Content, title, and excerpt are empty.', data: { status: 400 } });
  const page = await call(site.app, site.users.editor, 'POST', '/wp/v2/pages', {});
  t.is(page.status, 201, 'pages do not support excerpts, so WordPress lets them be empty');
  t.is(obj(page).comment_status, 'closed');
});

test('create: a future date schedules a published post; slugs of drafts are made unique', async (t) => {
  const site = await makeSite();
  const future = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'Later', status: 'publish', date: '2030-01-01T10:00:00' });
  t.is(obj(future).status, 'future');
  t.is(obj(future).date, '2030-01-01T10:00:00');
  await site.post({ post_name: 'taken' });
  const draft = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'T', slug: 'taken' });
  t.is(obj(draft).slug, 'taken-2');
  const bad = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'T', status: 'publish', sticky: true, password: 'pw' });
  t.deepEqual(bad.body, { code: 'rest_invalid_field', message: 'A post can not be sticky and have a password.', data: { status: 400 } });
});

test('terms, format, sticky, featured media and meta are written and read back', async (t) => {
  const site = await makeSite();
  const { storage } = site.app;
  const news = await storage.terms.create({ name: 'News', taxonomy: 'category' });
  const tea = await storage.terms.create({ name: 'Tea', taxonomy: 'post_tag' });
  const image = await storage.posts.create({ post_type: 'attachment', post_status: 'inherit', post_title: 'img' });
  const reply = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', {
    title: 'Full', status: 'publish', categories: [news.term_id, 999], tags: [tea.term_id], format: 'quote', sticky: true,
    featured_media: image.id, meta: { footnotes: '[]', unknown: 'x' },
  });
  t.is(reply.status, 201);
  const body = obj(reply);
  t.deepEqual(body.categories, [news.term_id], 'unknown term ids are ignored');
  t.deepEqual(body.tags, [tea.term_id]);
  t.is(body.format, 'quote');
  t.is(body.sticky, true);
  t.is(body.featured_media, image.id);
  t.deepEqual(body.meta, { footnotes: '[]' });
  const links = body._links as Json;
  t.deepEqual(links['wp:featuredmedia'], [{ embeddable: true, href: `http://127.0.0.1:8088/svc-json/wp/v2/media/${image.id}` }]);
  const invalid = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${body.id as number}`, { featured_media: 424242 });
  t.deepEqual(invalid.body, { code: 'rest_invalid_featured_media', message: 'Invalid featured media ID.', data: { status: 400 } });
  const sticky = await call(site.app, 0, 'GET', '/wp/v2/posts?sticky=true');
  t.deepEqual(list(sticky).map((p) => p.id), [body.id]);
});

test('terms the user may not assign: rest_cannot_assign_term', async (t) => {
  const site = await makeSite();
  const news = await site.app.storage.terms.create({ name: 'News', taxonomy: 'category' });
  site.app.hooks.addFilter('map_meta_cap', (caps: string[], cap: string) => (cap === 'assign_term' ? ['do_not_allow'] : caps));
  const reply = await call(site.app, site.users.author, 'POST', '/wp/v2/posts', { title: 'x', categories: [news.term_id] });
  t.deepEqual(reply.body, { code: 'rest_cannot_assign_term', message: 'Sorry, you are not allowed to assign the provided terms.', data: { status: 403 } });
  t.is((await call(site.app, site.users.author, 'POST', '/wp/v2/posts', { title: 'x', categories: [424242] })).status, 201, 'unknown terms are not checked');
});

test('update: revisions keep the previous and the new state; links count them', async (t) => {
  const site = await makeSite();
  const post = await site.post({ post_title: 'First' });
  const unchanged = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${post.id}`, { comment_status: 'closed' });
  t.is(((obj(unchanged)._links as Json)['version-history'] as Json[])[0].count, 0, 'no revision without a text change');
  const reply = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${post.id}`, { title: 'Second' });
  const links = obj(reply)._links as Json;
  t.is((links['version-history'] as Json[])[0].count, 2);
  const revisions = await site.app.storage.posts.listRevisions(post.id);
  t.deepEqual(revisions.map((r) => r.post_title).sort(), ['First', 'Second']);
  t.is((links['predecessor-version'] as Json[])[0].id, revisions[0]?.id);
});

test('delete: trash first (410 when already trashed), force deletes; trash can be refused by a filter (501)', async (t) => {
  const site = await makeSite();
  const post = await site.post({ post_name: 'bin' });
  const trashed = await call(site.app, site.users.editor, 'DELETE', `/wp/v2/posts/${post.id}`);
  t.is(trashed.status, 200);
  t.is(obj(trashed).status, 'trash');
  t.is(obj(trashed).slug, 'bin__trashed');
  const again = await call(site.app, site.users.editor, 'DELETE', `/wp/v2/posts/${post.id}`);
  t.deepEqual(again.body, { code: 'rest_already_trashed', message: 'The post has already been deleted.', data: { status: 410 } });
  const forced = await call(site.app, site.users.editor, 'DELETE', `/wp/v2/posts/${post.id}?force=true`);
  t.is(obj(forced).deleted, true);
  t.is((obj(forced).previous as Json).id, post.id);
  t.is(await site.app.storage.posts.get(post.id), undefined);
  site.app.hooks.addFilter('rest_post_trashable', () => false);
  const other = await site.post({});
  const refused = await call(site.app, site.users.editor, 'DELETE', `/wp/v2/posts/${other.id}`);
  t.deepEqual(refused.body, { code: 'rest_trash_not_supported', message: "The post does not support trashing. Set 'force=true' to delete.", data: { status: 501 } });
});

test('pages: parent must exist, hierarchical links and parent filter', async (t) => {
  const site = await makeSite();
  const parent = await call(site.app, site.users.editor, 'POST', '/wp/v2/pages', { title: 'About', status: 'publish' });
  const parentId = obj(parent).id as number;
  const child = await call(site.app, site.users.editor, 'POST', '/wp/v2/pages', { title: 'Team', status: 'publish', parent: parentId, menu_order: 3 });
  t.is(obj(child).link, 'http://127.0.0.1:8088/about/team/');
  t.is(obj(child).menu_order, 3);
  t.deepEqual((obj(child)._links as Json).up, [{ embeddable: true, href: `http://127.0.0.1:8088/svc-json/wp/v2/pages/${parentId}` }]);
  const missing = await call(site.app, site.users.editor, 'POST', '/wp/v2/pages', { title: 'Orphan', parent: 424242 });
  t.deepEqual(missing.body, { code: 'rest_post_invalid_id', message: 'Invalid post parent ID.', data: { status: 400 } });
  const children = await call(site.app, 0, 'GET', `/wp/v2/pages?parent=${parentId}`);
  t.deepEqual(list(children).map((p) => (p.title as Json).rendered), ['Team']);
  const wrongType = await call(site.app, 0, 'GET', `/wp/v2/posts/${parentId}`);
  t.is(wrongType.status, 404, 'a page is not found under /posts');
});
