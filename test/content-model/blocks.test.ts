/** Patterns (`wp_block`) at /wp/v2/blocks as WordPress's blocks controller serves them, over HTTP on SQLite and PostgreSQL. */
import test from 'ava';
import { list, obj } from '../auth-http/site';
import { BACKENDS, bookSite } from './bookSite';

for (const backend of BACKENDS) {
  test(`a pattern is written and read with raw title and content, its sync status on top, only by editors of posts (${backend})`, async (t) => {
    const { admin, author, as } = await bookSite(t, backend);
    const category = await as(admin, 'POST', '/wp/v2/wp_pattern_category', { json: { name: 'Headers' } });
    t.is(category.status, 201);
    const categoryId = obj(category).id as number;

    const created = await as(admin, 'POST', '/wp/v2/blocks', {
      json: {
        title: 'Call to action', content: '<!-- wp:paragraph --><p>Buy</p><!-- /wp:paragraph -->', status: 'publish',
        meta: { wp_pattern_sync_status: 'unsynced' }, wp_pattern_category: [categoryId],
      },
    });
    t.is(created.status, 201, created.text);
    const pattern = obj(created);
    t.deepEqual(pattern.title, { raw: 'Call to action' });
    t.deepEqual(pattern.content, { raw: '<!-- wp:paragraph --><p>Buy</p><!-- /wp:paragraph -->', protected: false, block_version: 1 });
    t.is(pattern.wp_pattern_sync_status, 'unsynced');
    t.deepEqual(pattern.meta, { footnotes: '' }, 'the sync status is lifted out of meta');
    t.deepEqual(pattern.wp_pattern_category, [categoryId]);
    t.is(pattern.type, 'wp_block');
    const id = pattern.id as number;

    const read = await as(author, 'GET', `/wp/v2/blocks/${id}`);
    t.is(read.status, 200);
    t.deepEqual(obj(read).title, { raw: 'Call to action' }, 'raw in the view context too, never rendered');
    t.deepEqual(obj(read).content, { raw: '<!-- wp:paragraph --><p>Buy</p><!-- /wp:paragraph -->', protected: false });
    t.is(obj(read).wp_pattern_sync_status, 'unsynced');
    t.deepEqual(list(await as(author, 'GET', '/wp/v2/blocks')).map((item) => item.id), [id]);
    t.deepEqual(list(await as(author, 'GET', `/wp/v2/blocks?wp_pattern_category=${categoryId}`)).map((item) => item.id), [id]);

    // Reading a pattern needs read_post on it, which maps to edit_posts: visitors see none.
    const anonymous = await as(undefined, 'GET', `/wp/v2/blocks/${id}`);
    t.is(anonymous.status, 401);
    t.like(obj(anonymous), { code: 'rest_forbidden' });
    t.deepEqual(list(await as(undefined, 'GET', '/wp/v2/blocks')), []);

    const refused = await as(admin, 'POST', `/wp/v2/blocks/${id}`, { json: { meta: { wp_pattern_sync_status: 'sometimes' } } });
    t.is(refused.status, 400);
    t.like(obj(refused), { code: 'rest_invalid_param', message: 'meta.wp_pattern_sync_status is not one of partial, unsynced.' });
    t.is(obj(await as(admin, 'GET', `/wp/v2/blocks/${id}?context=edit`)).wp_pattern_sync_status, 'unsynced', 'a refused value leaves the stored one');
    const synced = await as(admin, 'POST', `/wp/v2/blocks/${id}`, { json: { meta: { wp_pattern_sync_status: null } } });
    t.is(synced.status, 200, synced.text);
    t.is(obj(synced).wp_pattern_sync_status, '', 'null removes the status: the pattern is fully synced');
    const partial = await as(admin, 'POST', `/wp/v2/blocks/${id}`, { json: { title: 'Buy now', meta: { wp_pattern_sync_status: 'partial' } } });
    t.is(partial.status, 200, partial.text);
    t.is(obj(partial).wp_pattern_sync_status, 'partial');

    const revisions = await as(admin, 'GET', `/wp/v2/blocks/${id}/revisions`);
    t.is(revisions.status, 200);
    t.deepEqual(list(revisions).map((revision) => (revision.title as { rendered: string }).rendered), ['Buy now', 'Call to action']);
    const autosave = await as(author, 'POST', `/wp/v2/blocks/${id}/autosaves`, { json: { title: 'Buy today', content: 'x' } });
    t.is(autosave.status, 403, 'authors may not edit an administrator\'s pattern');
    t.is((await as(admin, 'POST', `/wp/v2/blocks/${id}/autosaves`, { json: { title: 'Buy today', content: 'x' } })).status, 200);

    t.like(obj(await as(admin, 'DELETE', `/wp/v2/blocks/${id}?force=true`)), { deleted: true, previous: { id, wp_pattern_sync_status: 'partial' } });
  });
}
