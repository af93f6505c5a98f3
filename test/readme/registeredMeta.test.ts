/**
 * The README's registered-meta example, run as written, over HTTP: the `isbn` key is served,
 * described under OPTIONS, written, sanitized and validated.
 */
import test from 'ava';
import { createApp, registerMeta } from '../../src/index';
import { SECRET, serveSite } from '../auth-http/site';

test('the README isbn meta key is served, written and validated as described', async (t) => {
  const app = await createApp({ database: ':memory:', secret: SECRET });
  registerMeta(app, 'post', 'isbn', {
    objectSubtype: 'post',
    type: 'string',
    single: true,
    description: 'ISBN of the reviewed book.',
    showInRest: { schema: { type: 'string', pattern: '^[0-9-]{10,17}$' } },
    sanitizeCallback: (value) => String(value).trim(),
    authCallback: (_allowed, _key, _postId, userId) => userId > 0,
  });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await app.users.create({ username: 'editor', email: 'editor@example.com', password: 'editor-pass', roles: ['editor'] });
  const editor = await site.login('editor', 'editor-pass');
  const post = await app.storage.posts.create({ post_title: 'Review', post_status: 'publish', post_type: 'post', post_author: 1 });

  const schema = (((await site.request('OPTIONS', '/wp/v2/posts')).body as { schema: { properties: { meta: { properties: Record<string, unknown> } } } }).schema);
  t.deepEqual(schema.properties.meta.properties.isbn, { type: 'string', title: '', description: 'ISBN of the reviewed book.', default: '', pattern: '^[0-9-]{10,17}$' });
  // Unset, the key reads as its empty default, which the pattern refuses: null, as WordPress shows it.
  t.deepEqual((await site.request('GET', `/wp/v2/posts/${post.id}?_fields=meta`)).body, { meta: { isbn: null, footnotes: '' } });

  const written = await site.request('POST', `/wp/v2/posts/${post.id}?_fields=meta`, { session: editor, json: { meta: { isbn: '978-0-14-103614-4' } } });
  t.deepEqual(written.body, { meta: { isbn: '978-0-14-103614-4', footnotes: '' } });
  const invalid = await site.request('POST', `/wp/v2/posts/${post.id}`, { session: editor, json: { meta: { isbn: 'not an isbn' } } });
  t.is(invalid.status, 400);
  t.is((invalid.body as { code: string; message: string }).message, 'meta.isbn does not match pattern ^[0-9-]{10,17}$.');
  const deleted = await site.request('POST', `/wp/v2/posts/${post.id}?_fields=meta`, { session: editor, json: { meta: { isbn: null } } });
  t.deepEqual(deleted.body, { meta: { isbn: null, footnotes: '' } });
  // Pages do not have the key.
  const page = await app.storage.posts.create({ post_title: 'About', post_status: 'publish', post_type: 'page', post_author: 1 });
  t.deepEqual((await site.request('GET', `/wp/v2/pages/${page.id}?_fields=meta`)).body, { meta: { footnotes: '' } });
});
