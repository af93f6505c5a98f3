import test from 'ava';
import { blockTypeRegistryOf } from '../../controllers/blocks/BlockTypeRegistry';
import { ROOT, call, captureBody, error, keysOf, makeSite } from './site-helpers';
import { TOKENS } from '../../src/di/tokens';

const CANNOT = 'Sorry, you are not allowed to manage block types.';

test('GET /block-types lists the first block types exactly as WordPress 7.1 does', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/block-types');
  t.is(res.status, 200);
  t.is(res.headers['Allow'], 'GET');
  const body = res.body as unknown[];
  const captured = captureBody('block-types-auth') as unknown[];
  t.deepEqual(body.slice(0, 2), captured);
  // Key order too, not only the values.
  t.deepEqual(keysOf(body[0]), keysOf(captured[0]));
  // Then the block library's blocks (from their block.json), by directory name.
  t.deepEqual(body.map((item) => (item as { name: string }).name).slice(2, 5), ['core/accordion', 'core/accordion-heading', 'core/accordion-item']);
});

test('a static core block: not dynamic, no render link, empty maps as []', async (t) => {
  const { app, contributor } = await makeSite();
  const res = await call(app, contributor, 'GET', '/wp/v2/block-types/core/paragraph');
  t.is(res.status, 200);
  const body = res.body as Record<string, unknown>;
  t.is(body.is_dynamic, false);
  t.is(body.title, 'Paragraph');
  t.is(body.category, 'text');
  t.deepEqual(body.keywords, ['text']);
  // The selectors of the paragraph's block.json (WordPress 7.1 styles text indent through them).
  t.deepEqual(body.selectors, { root: 'p', typography: { textIndent: '.wp-block-paragraph + .wp-block-paragraph' } });
  t.deepEqual(body.block_hooks, []);
  t.deepEqual(body.provides_context, []);
  t.deepEqual(keysOf(body.attributes), ['content', 'dropCap', 'placeholder', 'direction', 'lock', 'metadata', 'className', 'style']);
  t.deepEqual(keysOf(body._links), ['collection', 'self', 'up']);
  t.deepEqual((body._links as Record<string, unknown>).up, [{ href: `${ROOT}/wp/v2/block-types/core` }]);
});

test('permission matrix: 401 anonymous, 403 subscriber, 200 contributor and administrator', async (t) => {
  const { app, subscriber, contributor, admin } = await makeSite();
  for (const path of ['/wp/v2/block-types', '/wp/v2/block-types/core', '/wp/v2/block-types/core/paragraph']) {
    const anon = await call(app, 0, 'GET', path);
    t.deepEqual([anon.status, anon.body], [401, error('rest_block_type_cannot_view', CANNOT, 401)], path);
    const sub = await call(app, subscriber, 'GET', path);
    t.deepEqual([sub.status, sub.body], [403, error('rest_block_type_cannot_view', CANNOT, 403)], path);
    t.is((await call(app, contributor, 'GET', path)).status, 200, path);
    t.is((await call(app, admin, 'GET', path)).status, 200, path);
  }
});

test('an unknown block type is rest_block_type_invalid 404 (after the permission check)', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/block-types/core/nope');
  t.deepEqual([res.status, res.body], [404, error('rest_block_type_invalid', 'Invalid block type.', 404)]);
  t.is((await call(app, 0, 'GET', '/wp/v2/block-types/core/nope')).status, 401);
});

test('the namespace route and the namespace parameter filter the list', async (t) => {
  const { app, admin } = await makeSite();
  blockTypeRegistryOf(app).register({ name: 'acme/widget', title: 'Acme', render: () => 'acme' });
  const byRoute = await call(app, admin, 'GET', '/wp/v2/block-types/acme');
  t.deepEqual((byRoute.body as Array<{ name: string }>).map((item) => item.name), ['acme/widget']);
  const byParam = await call(app, admin, 'GET', '/wp/v2/block-types?namespace=acme');
  t.deepEqual((byParam.body as Array<{ name: string }>).map((item) => item.name), ['acme/widget']);
  const none = await call(app, admin, 'GET', '/wp/v2/block-types/nobody');
  t.deepEqual(none.body, []);
  const all = await call(app, admin, 'GET', '/wp/v2/block-types');
  t.true((all.body as unknown[]).length > 10);
});

test('registry: register/unregister/get/all reach the served list; the registry is bound in the container', async (t) => {
  const { app, admin } = await makeSite();
  const registry = blockTypeRegistryOf(app);
  t.is(app.container.get(TOKENS.BlockTypes), registry);
  t.truthy(registry.get('core/group'));
  t.true(registry.unregister('core/group'));
  t.is(registry.get('core/group'), undefined);
  const res = await call(app, admin, 'GET', '/wp/v2/block-types/core/group');
  t.is(res.status, 404);
  t.throws(() => registry.register({ name: 'NoNamespace' }));
  t.false(registry.all().some((type) => type.name === 'core/group'));
});

test('_fields limits the fields; context=embed keeps them all (every field is in every context)', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/block-types/core/heading?_fields=name,title');
  t.deepEqual(res.body, { name: 'core/heading', title: 'Heading' });
  const embed = await call(app, admin, 'GET', '/wp/v2/block-types/core/heading?context=embed');
  t.is(keysOf(embed.body).length, 34);
  const bad = await call(app, admin, 'GET', '/wp/v2/block-types/core/heading?context=nope');
  t.is(bad.status, 400);
  t.is((bad.body as { code: string }).code, 'rest_invalid_param');
});

test('OPTIONS publishes the block-type schema', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'OPTIONS', '/wp/v2/block-types');
  const schema = (res.body as { schema: { title: string; properties: Record<string, unknown> } }).schema;
  t.is(schema.title, 'block-type');
  t.true('view_script_module_ids' in schema.properties);
  t.true('allowed_blocks' in schema.properties);
});
