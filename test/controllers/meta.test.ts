/**
 * Registered meta over HTTP on SQLite and PostgreSQL: the `meta` field of posts, pages, terms,
 * users and comments as WordPress's WP_REST_Meta_Fields serves and writes it (the cases of its
 * rest-post-meta-fields tests), and registerMeta's own rules.
 */
import test from 'ava';
import { createApp } from '../../src/index';
import { metaRegistryOf, registerMeta } from '../../src/index';
import { BACKENDS } from '../concurrency/backendSites';
import type { SqlStorage } from '../../src/storage/index';
import { metaOf, metaSite, type Json, type MetaSite } from './meta.site';

async function publishedPost(m: MetaSite, postType = 'post'): Promise<number> {
  const post = await m.site.app.storage.posts.create({ post_title: 'A post', post_content: 'Body', post_status: 'publish', post_type: postType, post_author: m.ids.admin });
  return post.id;
}

const EMPTY_POST_META = {
  test_single: '', test_multi: [], test_bad_auth: '', test_bad_auth_multi: [], test_custom_schema: 0, new_name: '', test_int: 0, test_int_multi: [],
  test_bool: false, test_trimmed: '', with_default: 'Goodnight Moon', test_object: [], test_list: [], _protected: '', _allowed: '', multi_default: ['x'], shouted: '', revisioned: '', footnotes: '',
};

for (const backend of BACKENDS) {
  test(`${backend}: reads — registered keys in registration order (the type's own after the general ones), defaults (a list's registered default as its one value), prepare callbacks, stored values cast to the schema, unregistered and hidden keys left out`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const read = async (): Promise<Json> => metaOf(await m.call(undefined, 'GET', `/wp/v2/posts/${id}`));
    t.deepEqual(await read(), EMPTY_POST_META);
    const meta = m.site.app.storage.posts.meta;
    await meta.add(id, 'test_single', 'testvalue');
    await meta.add(id, 'test_multi', 'value1');
    await meta.add(id, 'test_multi', 'value2');
    await meta.add(id, 'test_custom_schema', '42');
    await meta.add(id, 'test_bool', 1);
    await meta.add(id, 'test_int', 'not a number');
    await meta.add(id, 'test_custom_name', 'janet');
    await meta.add(id, 'test_unregistered', 'value1');
    await meta.add(id, 'test_no_rest', 'for_the_wicked');
    await meta.add(id, 'shouted', 'quiet');
    await meta.add(id, 'multi_default', 'y');
    const values = await read();
    t.is(values.test_single, 'testvalue');
    t.deepEqual(values.test_multi, ['value1', 'value2']);
    t.is(values.test_custom_schema, 42);
    t.is(values.test_bool, true);
    t.is(values.test_int, null, 'a stored value the schema refuses reads as null');
    t.is(values.new_name, 'janet', 'served under its REST name');
    t.is(values.shouted, 'QUIET', 'a prepareCallback shapes the value');
    t.deepEqual(values.multi_default, ['y'], 'the registered default stands in only while nothing is stored');
    t.false('test_unregistered' in values);
    t.false('test_no_rest' in values);
    t.false('test_invalid_type' in values, 'a type the REST API cannot describe is not served');
    // Pages get the general keys and their own, not the post type's.
    const page = await publishedPost(m, 'page');
    const pageMeta = metaOf(await m.call(undefined, 'GET', `/wp/v2/pages/${page}`));
    t.deepEqual(Object.keys(pageMeta).slice(-3), ['shouted', 'page_only', 'footnotes']);
    t.false('revisioned' in pageMeta);
  });

  test(`${backend}: schemas — the meta property and argument list every registered key with its schema (lists wrap the item schema; objects get additionalProperties false)`, async (t) => {
    const m = await metaSite(t, backend);
    const options = (await m.call(undefined, 'OPTIONS', '/wp/v2/posts')).body as Json;
    const schema = ((options.schema as Json).properties as Json).meta as Json;
    t.deepEqual({ ...schema, properties: undefined }, { description: 'Meta fields.', type: 'object', context: ['view', 'edit'], properties: undefined });
    const properties = schema.properties as Json;
    t.deepEqual(Object.keys(properties), Object.keys(EMPTY_POST_META));
    t.deepEqual(properties.test_single, { type: 'string', title: '', description: '', default: '' });
    t.deepEqual(properties.test_multi, { type: 'array', items: { type: 'string', title: '', description: '', default: '' } });
    t.deepEqual(properties.test_custom_schema, { type: 'number', title: '', description: '', default: 0 });
    t.deepEqual(properties.with_default, { type: 'string', title: '', description: '', default: 'Goodnight Moon' });
    t.deepEqual(properties.test_object, {
      type: 'object', title: '', description: '', default: [],
      properties: { project: { type: 'string' }, count: { type: 'integer' } }, additionalProperties: false,
    });
    const create = ((options.endpoints as Json[])[1]!.args as Json).meta as Json;
    t.deepEqual(Object.keys(create), ['description', 'type', 'properties', 'required']);
    t.deepEqual(create.properties, properties);
    const pages = (((await m.call(undefined, 'OPTIONS', '/wp/v2/pages')).body as Json).schema as Json).properties as Json;
    t.true('page_only' in ((pages.meta as Json).properties as Json));
    const tags = ((((await m.call(undefined, 'OPTIONS', '/wp/v2/tags')).body as Json).schema as Json).properties as Json).meta as Json;
    t.deepEqual(Object.keys(tags.properties as Json), ['term_note']);
    const categories = ((((await m.call(undefined, 'OPTIONS', '/wp/v2/categories')).body as Json).schema as Json).properties as Json).meta as Json;
    t.deepEqual(Object.keys(categories.properties as Json), ['term_note', 'color']);
    const users = ((((await m.call(undefined, 'OPTIONS', '/wp/v2/users')).body as Json).schema as Json).properties as Json).meta as Json;
    t.deepEqual(Object.keys(users.properties as Json), ['persisted_preferences', 'favorite_color']);
    const userArgs = (((await m.call(undefined, 'OPTIONS', '/wp/v2/users/me')).body as Json).endpoints as Json[])[1]!.args as Json;
    t.deepEqual(Object.keys((userArgs.meta as Json).properties as Json), ['persisted_preferences', 'favorite_color']);
    const comments = ((((await m.call(undefined, 'OPTIONS', '/wp/v2/comments')).body as Json).schema as Json).properties as Json).meta as Json;
    t.deepEqual(comments.properties, {
      _wp_note_status: { type: 'string', title: '', description: 'Note resolution status', default: '', enum: ['resolved', 'reopen'] },
      rating: { type: 'integer', title: '', description: '', default: 0 },
    });
  });

  test(`${backend}: writes — single and multiple values validated and sanitized against the schema, callbacks applied, stored rows kept when unchanged`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const store = m.site.app.storage.posts.meta;
    const write = (meta: Json) => m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta });
    const written = await write({
      test_single: 'test_value', test_multi: ['val1'], test_int: '1', test_int_multi: '1,2,3', test_custom_schema: 3, new_name: 'janet',
      test_trimmed: '  shout ', test_object: { project: 'svc', count: '2' }, test_list: ['a', 'b'], test_bool: 'true', _allowed: 'ok', unknown_key: 'ignored',
    });
    t.is(written.status, 200);
    const meta = metaOf(written);
    t.like(meta, {
      test_single: 'test_value', test_int: 1, test_custom_schema: 3, new_name: 'janet', test_trimmed: 'SHOUT', test_bool: true, _allowed: 'ok',
    });
    t.deepEqual(meta.test_multi, ['val1']);
    t.deepEqual(meta.test_int_multi, [1, 2, 3]);
    t.deepEqual(meta.test_object, { project: 'svc', count: 2 });
    t.deepEqual(meta.test_list, ['a', 'b']);
    t.false('unknown_key' in meta);
    t.deepEqual(await store.get(id, 'test_custom_name'), ['janet'], 'stored under the meta key, not the REST name');
    t.deepEqual(await store.get(id, 'unknown_key'), []);
    // Adding a value keeps the row of the one already stored.
    t.is((await write({ test_multi: ['val1', 'val2'] })).status, 200);
    t.deepEqual(await store.get(id, 'test_multi'), ['val1', 'val2']);
    // Removing one of duplicated values (WordPress's test_set_value_remove_one).
    await store.set(id, 'test_multi', ['c', 'n', 'n']);
    t.deepEqual(metaOf(await write({ test_multi: ['c', 'n'] })).test_multi, ['c', 'n']);
    // The same single value again is a success.
    t.is((await write({ test_single: 'test_value' })).status, 200);
    t.deepEqual(await store.get(id, 'test_single'), ['test_value']);
  });

  test(`${backend}: null deletes a single value, [] or null a list; deleting what is not there succeeds; an invalid stored value cannot be reset`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const store = m.site.app.storage.posts.meta;
    const write = (meta: Json) => m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta });
    await store.add(id, 'test_single', 'val1');
    await store.add(id, 'test_multi', 'val1');
    const cleared = await write({ test_single: null, test_multi: [] });
    t.is(cleared.status, 200);
    t.like(metaOf(cleared), { test_single: '', test_multi: [] });
    t.deepEqual(await store.get(id, 'test_single'), []);
    t.deepEqual(await store.get(id, 'test_multi'), []);
    t.is((await write({ test_multi: null })).status, 200);
    t.is((await write({ test_multi: [] })).status, 200);
    t.is((await write({ test_single: null })).status, 200);
    await store.add(id, 'test_int', 'not a number');
    const refused = await write({ test_int: null });
    t.is(refused.status, 500);
    t.deepEqual(refused.body, { code: 'rest_invalid_stored_value', message: 'The test_int property has an invalid stored value, and cannot be updated to null.', data: { status: 500 } });
    const nullItem = await write({ test_multi: ['a', null] });
    t.is(nullItem.status, 500);
    t.is((nullItem.body as Json).code, 'rest_invalid_stored_value');
  });

  test(`${backend}: invalid values are 400 with the schema's message for meta.<name>, every failing key reported`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const write = (meta: unknown) => m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta });
    const single = await write({ test_single: ['c', 'n'] });
    t.is(single.status, 400);
    t.deepEqual(single.body, {
      code: 'rest_invalid_param', message: 'meta.test_single is not of type string.', data: { status: 400 }, additional_data: [{ param: 'meta.test_single' }],
    });
    const multiple = await write({ test_multi: [['a']] });
    t.deepEqual(multiple.body, {
      code: 'rest_invalid_param', message: 'meta.test_multi[0] is not of type string.', data: { status: 400 }, additional_data: [{ param: 'meta.test_multi[0]' }],
    });
    const both = await write({ test_int: 'one', test_object: { project: 'svc', extra: 1 } });
    t.is(both.status, 400);
    const body = both.body as Json;
    t.is(body.message, 'meta.test_int is not of type integer.');
    t.deepEqual((body.additional_errors as Json[]).map((error) => [error.code, error.message]), [['rest_invalid_param', 'extra is not a valid property of Object.']]);
    t.deepEqual(await m.site.app.storage.posts.meta.get(id, 'test_int'), [], 'nothing of a refused key is stored');
    // `meta` itself must be an object (or list), checked before anything is saved.
    for (const notAnArray of ['Not an array.', 1.234]) {
      const reply = await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { title: 'Ignore this title', meta: notAnArray });
      t.deepEqual(reply.body, { code: 'rest_invalid_param', message: 'Invalid parameter(s): meta', data: { status: 400, params: { meta: 'Invalid parameter.' }, details: [] } });
    }
    t.is((await m.site.app.storage.posts.get(id))?.post_title, 'A post');
  });

  test(`${backend}: permissions — rest_cannot_update / rest_cannot_delete (403) from auth callbacks and protected keys; anonymous writes never reach the meta`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const store = m.site.app.storage.posts.meta;
    const write = (meta: Json) => m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta });
    const blocked = await write({ test_bad_auth: 'test_value' });
    t.is(blocked.status, 403);
    t.deepEqual(blocked.body, { code: 'rest_cannot_update', message: 'Sorry, you are not allowed to edit the test_bad_auth custom field.', data: { key: 'test_bad_auth', status: 403 } });
    t.deepEqual((await write({ test_bad_auth_multi: ['test_value'] })).body, {
      code: 'rest_cannot_update', message: 'Sorry, you are not allowed to edit the test_bad_auth_multi custom field.', data: { key: 'test_bad_auth_multi', status: 403 },
    });
    t.deepEqual(await store.get(id, 'test_bad_auth'), []);
    await store.add(id, 'test_bad_auth', 'val1');
    t.deepEqual((await write({ test_bad_auth: null })).body, {
      code: 'rest_cannot_delete', message: 'Sorry, you are not allowed to edit the test_bad_auth custom field.', data: { key: 'test_bad_auth', status: 403 },
    });
    t.deepEqual(await store.get(id, 'test_bad_auth'), ['val1']);
    // A leading underscore protects a key unless its auth callback allows it.
    t.deepEqual((await write({ _protected: 'x' })).body, {
      code: 'rest_cannot_update', message: 'Sorry, you are not allowed to edit the _protected custom field.', data: { key: '_protected', status: 403 },
    });
    t.is((await write({ _allowed: 'x' })).status, 200);
    const anonymous = await m.call(undefined, 'POST', `/wp/v2/posts/${id}`, { meta: { test_single: 'test_value' } });
    t.deepEqual(anonymous.body, { code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.', data: { status: 401 } });
    t.deepEqual(await store.get(id, 'test_single'), []);
    // The other keys of the request are still written; the failure is the reply.
    const mixed = await write({ test_single: 'kept', test_bad_auth: 'no' });
    t.is(mixed.status, 403);
    t.deepEqual(await store.get(id, 'test_single'), ['kept']);
  });

  test(`${backend}: a failing store is rest_meta_database_error (500) naming the key`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    const store = m.site.app.storage.posts.meta;
    const failing = async (): Promise<never> => {
      throw new Error('disk full');
    };
    const original = { update: store.update, add: store.add, delete: store.delete };
    Object.assign(store, { update: failing, add: failing });
    const single = await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta: { test_single: 'v' } });
    t.is(single.status, 500);
    t.deepEqual(single.body, { code: 'rest_meta_database_error', message: 'Could not update the meta value of test_single in database.', data: { key: 'test_single', status: 500 } });
    const multi = await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta: { new_name: 'x', test_multi: ['v'] } });
    // Failures share the code, so (as WP_Error merges them) the last data is the code's data, the earlier its additional data.
    const shared = { data: { key: 'new_name', status: 500 }, additional_data: [{ key: 'test_multi', status: 500 }] };
    t.deepEqual(multi.body, {
      code: 'rest_meta_database_error', message: 'Could not update the meta value of test_multi in database.', ...shared,
      additional_errors: [{ code: 'rest_meta_database_error', message: 'Could not update the meta value of test_custom_name in database.', ...shared }],
    });
    Object.assign(store, original);
    await store.add(id, 'test_single', 'v');
    Object.assign(store, { delete: failing });
    const deleting = await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { meta: { test_single: null } });
    t.deepEqual(deleting.body, { code: 'rest_meta_database_error', message: 'Could not delete meta value from database.', data: { key: 'test_single', status: 500 } });
    Object.assign(store, original);
  });

  test(`${backend}: terms — general and per-taxonomy keys, written on create and update, validated, primed for a page`, async (t) => {
    const m = await metaSite(t, backend);
    const created = await m.call(m.sessions.editor, 'POST', '/wp/v2/categories', { name: 'Colours', meta: { color: 'red', term_note: 'n' } });
    t.is(created.status, 201);
    t.deepEqual(metaOf(created), { term_note: 'n', color: 'red' });
    const id = (created.body as Json).id as number;
    const updated = await m.call(m.sessions.editor, 'POST', `/wp/v2/categories/${id}`, { meta: { color: null } });
    t.deepEqual(metaOf(updated), { term_note: 'n', color: '' });
    const tag = await m.call(m.sessions.editor, 'POST', '/wp/v2/tags', { name: 'T', meta: { color: 'red', term_note: 'x' } });
    t.deepEqual(metaOf(tag), { term_note: 'x' }, 'the category key is not a tag key');
    t.deepEqual(await m.site.app.storage.terms.meta.get((tag.body as Json).id as number, 'color'), []);
    const invalid = await m.call(m.sessions.editor, 'POST', `/wp/v2/categories/${id}`, { meta: { color: 5 } });
    t.deepEqual(invalid.body, { code: 'rest_invalid_param', message: 'meta.color is not of type string.', data: { status: 400 }, additional_data: [{ param: 'meta.color' }] });
    const list = await m.call(undefined, 'GET', '/wp/v2/categories?_fields=id,meta');
    t.deepEqual((list.body as Json[]).find((term) => term.id === id), { id, meta: { term_note: 'n', color: '' } });
    // A page of terms reads the registered meta of all its terms at once: 12 terms cost what 2 do.
    for (let i = 0; i < 12; i++) {
      const term = await m.site.app.storage.terms.create({ name: `Tag ${i}`, taxonomy: 'post_tag' });
      await m.site.app.storage.terms.meta.add(term.term_id, 'term_note', `note ${i}`);
    }
    const statements = async (perPage: number): Promise<number> => {
      const { result, statements: run } = await (m.site.app.storage as SqlStorage).statements.measure(() => m.call(undefined, 'GET', `/wp/v2/tags?per_page=${perPage}`));
      t.is(result.status, 200);
      t.is((result.body as Json[]).length, perPage);
      return run.length;
    };
    t.is(await statements(12), await statements(2));
    // Without registered keys a term's meta is WordPress's empty array.
    const plain = await createApp({ database: ':memory:' });
    t.teardown(() => plain.close());
    t.deepEqual(metaRegistryOf(plain).restFields('term', 'category'), []);
  });

  test(`${backend}: users and comments — own profile meta, view and edit contexts, comment meta written with the comment`, async (t) => {
    const m = await metaSite(t, backend);
    const me = await m.call(m.sessions.subscriber, 'POST', '/wp/v2/users/me', { meta: { favorite_color: 'blue' } });
    t.is(me.status, 200);
    t.deepEqual(metaOf(me), { persisted_preferences: [], favorite_color: 'blue' });
    t.deepEqual(metaOf(await m.call(m.sessions.subscriber, 'GET', '/wp/v2/users/me')), { favorite_color: 'blue' }, 'persisted_preferences is edit-context only');
    const other = await m.call(m.sessions.subscriber, 'POST', `/wp/v2/users/${m.ids.editor}`, { meta: { favorite_color: 'red' } });
    t.deepEqual(other.body, { code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this user.', data: { status: 403 } });
    const bad = await m.call(m.sessions.subscriber, 'POST', '/wp/v2/users/me', { meta: { favorite_color: ['red'] } });
    t.deepEqual(bad.body, { code: 'rest_invalid_param', message: 'meta.favorite_color is not of type string.', data: { status: 400 }, additional_data: [{ param: 'meta.favorite_color' }] });
    const post = await publishedPost(m);
    const comment = await m.call(m.sessions.editor, 'POST', '/wp/v2/comments', { post, content: 'Nice', meta: { rating: '5', _wp_note_status: 'resolved' } });
    t.is(comment.status, 201);
    t.deepEqual(metaOf(comment), { _wp_note_status: 'resolved', rating: 5 });
    const commentId = (comment.body as Json).id as number;
    const invalid = await m.call(m.sessions.editor, 'POST', `/wp/v2/comments/${commentId}`, { meta: { _wp_note_status: 'closed' } });
    t.deepEqual(invalid.body, { code: 'rest_invalid_param', message: 'meta._wp_note_status is not one of resolved, reopen.', data: { status: 400 } });
  });

  test(`${backend}: revisioned keys are copied to revisions; revisions show the parent type's meta`, async (t) => {
    const m = await metaSite(t, backend);
    const id = await publishedPost(m);
    await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { title: 'v2', meta: { revisioned: 'first', test_single: 'not revisioned' } });
    await m.call(m.sessions.editor, 'POST', `/wp/v2/posts/${id}`, { title: 'v3', meta: { revisioned: 'second' } });
    const revisions = (await m.call(m.sessions.editor, 'GET', `/wp/v2/posts/${id}/revisions?_fields=title,meta`)).body as Json[];
    t.deepEqual(revisions.map((revision) => [(revision.title as Json).rendered, (revision.meta as Json).revisioned, (revision.meta as Json).test_single]), [
      ['v3', 'second', ''], ['v2', 'first', ''], ['A post', '', ''],
    ]);
  });
}

test('registerMeta refuses what WordPress refuses, with a notice, and keeps core registrations', async (t) => {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const registry = metaRegistryOf(app);
  t.false(registerMeta(app, 'post', 'list', { type: 'array', showInRest: true }));
  t.false(registerMeta(app, 'post', 'bad_default', { type: 'integer', default: 'ten' }));
  t.false(registerMeta(app, 'term', 'rev', { revisionsEnabled: true }));
  t.false(registerMeta(app, 'post', 'rev', { revisionsEnabled: true, objectSubtype: 'attachment' }));
  t.deepEqual(app.notices.map((notice) => `${notice.functionName}: ${notice.message}`), [
    'register_meta: When registering an "array" meta type to show in the REST API, you must specify the schema for each array item in "show_in_rest.schema.items".',
    'register_meta: When registering a default meta value the data must match the type provided.',
    'register_meta: Meta keys cannot enable revisions support unless the object type supports revisions.',
    'register_meta: Meta keys cannot enable revisions support unless the object subtype supports revisions.',
  ]);
  t.true(registerMeta(app, 'post', 'list', { type: 'array', single: true, showInRest: { schema: { items: { type: 'string' } } } }));
  t.true(registry.unregister('post', 'list'));
  t.false(registry.unregister('post', 'list'));
  // Core's keys: reusable blocks' sync status, and footnotes on every REST type with an editor, custom fields and revisions.
  void app.server;
  t.deepEqual(registry.restFields('post', 'wp_block').map((field) => field.name), ['wp_pattern_sync_status', 'footnotes']);
  t.deepEqual(registry.restFields('post', 'wp_block')[0]!.schema, { type: 'string', title: '', description: '', default: '', enum: ['partial', 'unsynced'] });
  t.deepEqual(registry.restFields('post', 'post').map((field) => field.name), ['footnotes']);
  t.deepEqual(registry.restFields('post', 'attachment'), []);
  t.deepEqual(registry.revisionedKeys('page'), ['footnotes']);
  t.is(registry.sanitize('post', 'wp_pattern_sync_status', ' <b>unsynced</b> ', 'wp_block'), 'unsynced');
});
