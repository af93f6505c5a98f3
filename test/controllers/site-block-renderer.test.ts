import test from 'ava';
import { blockTypeRegistryOf } from '../../controllers/blocks/BlockTypeRegistry';
import { call, error, makeSite, type Site } from './site-helpers';

/** A site with a dynamic test block that echoes its attributes as JSON, and one that prints its post id. */
async function renderSite(): Promise<Site> {
  const site = await makeSite();
  const registry = blockTypeRegistryOf(site.app);
  registry.register({
    name: 'test/echo',
    attributes: {
      some_string: { type: 'string', default: 'some_default' },
      some_int: { type: 'integer' },
      some_array: { type: 'array', items: { type: 'integer' } },
      flag: { type: 'boolean', default: false },
    },
    render: (attributes) => JSON.stringify(attributes),
  });
  registry.register({ name: 'test/post', render: (_attributes, _content, context) => `post:${context.postId ?? 'none'}` });
  registry.register({ name: 'test/static' });
  return site;
}

const rendered = (body: unknown): unknown => JSON.parse((body as { rendered: string }).rendered);

test('GET renders with validated, sanitized attributes and defaults filled in', async (t) => {
  const { app, editor } = await renderSite();
  const res = await call(app, editor, 'GET', '/wp/v2/block-renderer/test/echo?context=edit&attributes[some_int]=123&attributes[some_array][]=1&attributes[some_array][]=2&attributes[flag]=true');
  t.is(res.status, 200);
  t.deepEqual(rendered(res.body), { some_int: 123, some_array: [1, 2], flag: true, some_string: 'some_default' });
  t.deepEqual(Object.keys(res.body as object), ['rendered']);
  t.is(res.headers['Allow'], 'GET, POST');
});

test('POST takes the attributes from the JSON body', async (t) => {
  const { app, editor } = await renderSite();
  const res = await call(app, editor, 'POST', '/wp/v2/block-renderer/test/echo?context=edit', { attributes: { some_string: 'Lorem ipsum' } });
  t.is(res.status, 200);
  t.deepEqual(rendered(res.body), { some_string: 'Lorem ipsum', flag: false });
});

test('invalid or unknown attributes are rest_invalid_param 400', async (t) => {
  const { app, editor } = await renderSite();
  const wrongType = await call(app, editor, 'POST', '/wp/v2/block-renderer/test/echo?context=edit', { attributes: { some_string: ['no!'] } });
  t.is(wrongType.status, 400);
  t.is((wrongType.body as { code: string }).code, 'rest_invalid_param');
  t.truthy(((wrongType.body as { data: { params: Record<string, string> } }).data.params).attributes);
  const unknown = await call(app, editor, 'POST', '/wp/v2/block-renderer/test/echo?context=edit', { attributes: { unrecognized: 'yes' } });
  t.is(unknown.status, 400);
  t.is((unknown.body as { code: string }).code, 'rest_invalid_param');
});

test('the context must be edit (its default, view, is refused)', async (t) => {
  const { app, editor } = await renderSite();
  const res = await call(app, editor, 'GET', '/wp/v2/block-renderer/test/echo');
  t.is(res.status, 400);
  t.is((res.body as { code: string }).code, 'rest_invalid_param');
});

test('unknown and static blocks are block_invalid 404', async (t) => {
  const { app, editor } = await renderSite();
  for (const name of ['core/123', 'test/static', 'core/paragraph']) {
    const res = await call(app, editor, 'GET', `/wp/v2/block-renderer/${name}?context=edit`);
    t.deepEqual([res.status, res.body], [404, error('block_invalid', 'Invalid block.', 404)], name);
  }
});

test('permission matrix without post_id: edit_posts required', async (t) => {
  const { app, subscriber, contributor, admin } = await renderSite();
  const path = '/wp/v2/block-renderer/test/post?context=edit';
  const message = 'Sorry, you are not allowed to read blocks as this user.';
  const anon = await call(app, 0, 'GET', path);
  t.deepEqual([anon.status, anon.body], [401, error('block_cannot_read', message, 401)]);
  const sub = await call(app, subscriber, 'GET', path);
  t.deepEqual([sub.status, sub.body], [403, error('block_cannot_read', message, 403)]);
  t.deepEqual((await call(app, contributor, 'GET', path)).body, { rendered: 'post:none' });
  t.deepEqual((await call(app, admin, 'GET', path)).body, { rendered: 'post:none' });
});

test('with post_id: edit_post of that post; a missing post is refused too', async (t) => {
  const { app, admin, contributor, editor } = await renderSite();
  const post = await app.storage.posts.create({ post_title: 'Test Post', post_status: 'publish', post_author: admin, post_type: 'post' });
  const message = 'Sorry, you are not allowed to read blocks of this post.';
  const mine = await call(app, editor, 'GET', `/wp/v2/block-renderer/test/post?context=edit&post_id=${post.id}`);
  t.deepEqual([mine.status, mine.body], [200, { rendered: `post:${post.id}` }]);
  const other = await call(app, contributor, 'GET', `/wp/v2/block-renderer/test/post?context=edit&post_id=${post.id}`);
  t.deepEqual([other.status, other.body], [403, error('block_cannot_read', message, 403)]);
  const missing = await call(app, editor, 'GET', '/wp/v2/block-renderer/test/post?context=edit&post_id=999999');
  t.deepEqual([missing.status, missing.body], [403, error('block_cannot_read', message, 403)]);
});

test('pre_render_block can answer instead; render_block filters the output', async (t) => {
  const { app, editor } = await renderSite();
  app.hooks.addFilter('render_block', (html: string) => `[${html}]`);
  const filtered = await call(app, editor, 'GET', '/wp/v2/block-renderer/test/post?context=edit');
  t.deepEqual(filtered.body, { rendered: '[post:none]' });
  app.hooks.addFilter('pre_render_block', (_pre: unknown, block: { blockName: string }) => (block.blockName === 'test/post' ? '<p>Alternate content.</p>' : null));
  const early = await call(app, editor, 'GET', '/wp/v2/block-renderer/test/post?context=edit');
  t.deepEqual(early.body, { rendered: '<p>Alternate content.</p>' });
});

test('core dynamic blocks render: widget group wraps its title', async (t) => {
  const { app, editor } = await renderSite();
  const res = await call(app, editor, 'POST', '/wp/v2/block-renderer/core/widget-group?context=edit', { attributes: { title: 'A & B' } });
  t.deepEqual(res.body, { rendered: '<div class="wp-block-widget-group"><h2 class="widget-title">A &amp; B</h2></div>' });
});
