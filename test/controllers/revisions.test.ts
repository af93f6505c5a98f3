/** Revisions and autosaves of posts and pages. */
import test from 'ava';
import { call, list, makeSite, obj, type Json } from './posts.site';

async function revised() {
  const site = await makeSite();
  const post = await site.post({ post_title: 'v1', post_author: site.users.author });
  await call(site.app, site.users.administrator, 'POST', `/wp/v2/posts/${post.id}`, { title: 'v2' });
  await call(site.app, site.users.administrator, 'POST', `/wp/v2/posts/${post.id}`, { content: 'new body' });
  return { site, post };
}

test('list: editors of the parent see its revisions, newest first, with totals', async (t) => {
  const { site, post } = await revised();
  const reply = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${post.id}/revisions`);
  t.is(reply.status, 200);
  t.is(reply.headers['X-WP-Total'], '3');
  t.is(reply.headers['X-WP-TotalPages'], '1');
  const items = list(reply);
  t.deepEqual(items.map((r) => (r.title as Json).rendered), ['v2', 'v2', 'v1']);
  t.deepEqual(Object.keys(items[0]!), ['author', 'date', 'date_gmt', 'id', 'modified', 'modified_gmt', 'parent', 'slug', 'guid', 'title', 'content', 'excerpt', 'meta', '_links']);
  t.deepEqual((items[0]!._links as Json).parent, [{ href: `http://127.0.0.1:8088/svc-json/wp/v2/posts/${post.id}` }]);
  const paged = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${post.id}/revisions?per_page=1&page=2`);
  t.is(paged.headers['X-WP-TotalPages'], '3');
  t.true(paged.headers.Link?.includes('rel="prev"') && paged.headers.Link.includes('rel="next"'));
  const past = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${post.id}/revisions?per_page=1&page=9`);
  t.deepEqual(past.body, { code: 'rest_revision_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } });
});

test('permissions: only editors of the parent; unknown parents and revisions are 404', async (t) => {
  const { site, post } = await revised();
  const anonymous = await call(site.app, 0, 'GET', `/wp/v2/posts/${post.id}/revisions`);
  t.deepEqual(anonymous.body, { code: 'rest_cannot_read', message: 'Sorry, you are not allowed to view revisions of this post.', data: { status: 401 } });
  t.is((await call(site.app, site.users.contributor, 'GET', `/wp/v2/posts/${post.id}/revisions`)).status, 403);
  t.is((await call(site.app, site.users.author, 'GET', `/wp/v2/posts/${post.id}/revisions`)).status, 200, 'the author of the post');
  const missing = await call(site.app, site.users.administrator, 'GET', '/wp/v2/posts/424242/revisions');
  t.deepEqual(missing.body, { code: 'rest_post_invalid_parent', message: 'Invalid post parent ID.', data: { status: 404 } });
  const badRevision = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${post.id}/revisions/${post.id}`);
  t.deepEqual(badRevision.body, { code: 'rest_post_invalid_id', message: 'Invalid revision ID.', data: { status: 404 } });
  const other = await site.post({});
  const revision = (await site.app.storage.posts.listRevisions(post.id))[0]!;
  const mismatch = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${other.id}/revisions/${revision.id}`);
  t.deepEqual(mismatch.body, { code: 'rest_revision_parent_id_mismatch', message: `The revision does not belong to the specified parent with id of "${other.id}"`, data: { status: 404 } });
});

test('one revision in the edit context; deleting is refused by the capability map', async (t) => {
  const { site, post } = await revised();
  const revision = (await site.app.storage.posts.listRevisions(post.id))[0]!;
  const one = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${post.id}/revisions/${revision.id}?context=edit`);
  t.deepEqual((obj(one).content as Json).raw, 'new body');
  // WordPress maps delete_post on a revision to do_not_allow, so even administrators are refused.
  const forced = await call(site.app, site.users.administrator, 'DELETE', `/wp/v2/posts/${post.id}/revisions/${revision.id}?force=true`);
  t.deepEqual(forced.body, { code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete this revision.', data: { status: 403 } });
  const author = await call(site.app, site.users.contributor, 'DELETE', `/wp/v2/posts/${post.id}/revisions/${revision.id}?force=true`);
  t.deepEqual(author.body, { code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to delete revisions of this post.', data: { status: 403 } });
  t.not(await site.app.storage.posts.get(revision.id), undefined);
});

test('autosaves: the author of a draft saves the draft itself; others get an autosave revision', async (t) => {
  const site = await makeSite();
  const draft = await site.post({ post_status: 'draft', post_author: site.users.author, post_title: 'Draft' });
  const own = await call(site.app, site.users.author, 'POST', `/wp/v2/posts/${draft.id}/autosaves`, { title: 'Draft 2' });
  t.is(own.status, 200);
  t.is((await site.app.storage.posts.get(draft.id))?.post_title, 'Draft 2');
  const published = await site.post({ post_title: 'Live' });
  const editor = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${published.id}/autosaves`, { content: 'unsaved' });
  t.is(editor.status, 200);
  t.is(obj(editor).parent, published.id);
  t.is(obj(editor).slug, `${published.id}-autosave-v1`);
  t.is(obj(editor).preview_link, `http://127.0.0.1:8088/?p=${published.id}&preview_id=${published.id}&preview=true`);
  t.is((await site.app.storage.posts.get(published.id))?.post_content, '<p>Body</p>', 'the post itself is unchanged');
  const listed = await call(site.app, site.users.editor, 'GET', `/wp/v2/posts/${published.id}/autosaves`);
  t.is(list(listed).length, 1);
  const one = await call(site.app, site.users.editor, 'GET', `/wp/v2/posts/${published.id}/autosaves/${obj(editor).id as number}`);
  t.is(obj(one).id, obj(editor).id);
  const same = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${published.id}/autosaves`, { content: '<p>Body</p>' });
  t.deepEqual(same.body, { code: 'rest_autosave_no_changes', message: 'There is nothing to save. The autosave and the post content are the same.', data: { status: 400 } });
  const revisions = await call(site.app, site.users.editor, 'GET', `/wp/v2/posts/${published.id}/revisions`);
  t.deepEqual(list(revisions), [], 'autosaves are not listed as revisions');
  const denied = await call(site.app, site.users.subscriber, 'POST', `/wp/v2/posts/${published.id}/autosaves`, { content: 'x' });
  t.is(denied.status, 403);
  t.is(obj(denied).code, 'rest_cannot_edit');
  const pages = await call(site.app, site.users.editor, 'GET', `/wp/v2/pages/${published.id}/autosaves`);
  t.is(pages.status, 404, 'a post is not a page parent');
});

test('revisions and autosaves carry the meta of the parent type (footnotes), as WordPress 6.4+ keeps revisioned meta', async (t) => {
  const site = await makeSite();
  const post = await site.post({ post_title: 'v1' });
  const admin = site.users.administrator;
  await call(site.app, admin, 'POST', `/wp/v2/posts/${post.id}`, { title: 'v2', meta: { footnotes: '[{"id":"a","content":"First"}]' } });
  const revisions = list(await call(site.app, admin, 'GET', `/wp/v2/posts/${post.id}/revisions`));
  // Newest first: the saved state with its footnotes, then the state before the change.
  t.deepEqual(revisions.map((r) => [(r.title as Json).rendered, r.meta]), [['v2', { footnotes: '[{"id":"a","content":"First"}]' }], ['v1', { footnotes: '' }]]);
  const one = await call(site.app, admin, 'GET', `/wp/v2/posts/${post.id}/revisions/${revisions[0]!.id as number}?context=embed`);
  t.false('meta' in obj(one), 'meta is a view and edit field');

  // A footnotes-only change is worth an autosave; the autosave keeps the new value, the post the old one.
  const autosave = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${post.id}/autosaves`, { meta: { footnotes: '[]' } });
  t.is(autosave.status, 200);
  t.deepEqual(obj(autosave).meta, { footnotes: '[]' });
  t.deepEqual(Object.keys(obj(autosave)).slice(-3), ['meta', 'preview_link', '_links']);
  t.deepEqual((await site.app.storage.posts.meta.get(post.id, 'footnotes')), ['[{"id":"a","content":"First"}]']);
  const unchanged = await call(site.app, site.users.editor, 'POST', `/wp/v2/posts/${post.id}/autosaves`, { title: 'v2', meta: { footnotes: '[{"id":"a","content":"First"}]' } });
  t.is(obj(unchanged).code, 'rest_autosave_no_changes');
});

test('the revision and autosave schemas describe meta as the posts route does (footnotes with its title)', async (t) => {
  const site = await makeSite();
  const index = obj(await call(site.app, 0, 'GET', '/wp/v2')) as { routes: Record<string, { endpoints: Array<{ args: Json }> }> };
  const wordpress = (await import('node:fs')).readFileSync('/work/shared/reference/wordpress/index.full-body.json', 'utf8');
  const wpMeta = (JSON.parse(wordpress) as { routes: Record<string, { endpoints: Array<{ args: Json }> }> }).routes['/wp/v2/posts']!.endpoints[1]!.args.meta;
  t.deepEqual(index.routes['/wp/v2/posts']!.endpoints[1]!.args.meta, wpMeta);
  t.deepEqual(index.routes['/wp/v2/posts/(?P<id>[\\d]+)/autosaves']!.endpoints[1]!.args.meta, wpMeta);
  const schema = obj(await call(site.app, site.users.administrator, 'OPTIONS', `/wp/v2/posts/1/revisions`)) as { schema: { properties: Json } };
  t.deepEqual(Object.keys(schema.schema.properties).slice(-2), ['excerpt', 'meta']);
  t.deepEqual((schema.schema.properties.meta as Json).properties, { footnotes: { type: 'string', title: '', description: '', default: '' } });
});
