import test from 'ava';
import { createApp } from '../../src/index';
import { blockDirectoryCatalogueOf } from '../../controllers/block-directory/BlockDirectoryCatalogue';
import { BlockDirectoryController } from '../../controllers/block-directory/BlockDirectoryController';
import { pluginRegistryOf } from '../../controllers/plugins/PluginRegistry';
import { ROOT, call, error, makeSite } from './site-helpers';

const CANNOT = 'Sorry, you are not allowed to browse the block directory.';

test('with an empty catalogue the search answers [] with pagination headers', async (t) => {
  const { app, admin } = await makeSite();
  const res = await call(app, admin, 'GET', '/wp/v2/block-directory/search?term=gallery');
  t.deepEqual([res.status, res.body], [200, []]);
  t.is(res.headers['X-WP-Total'], '0');
  t.is(res.headers['X-WP-TotalPages'], '0');
  t.is(res.headers['Allow'], 'GET');
});

test('term is required and may not be empty', async (t) => {
  const { app, admin } = await makeSite();
  const missing = await call(app, admin, 'GET', '/wp/v2/block-directory/search');
  t.deepEqual([missing.status, missing.body], [400, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): term', data: { status: 400, params: ['term'] } }]);
  const empty = await call(app, admin, 'GET', '/wp/v2/block-directory/search?term=');
  t.is(empty.status, 400);
  t.is((empty.body as { code: string }).code, 'rest_invalid_param');
});

test('permission matrix: install_plugins and activate_plugins', async (t) => {
  const { app, subscriber, contributor, editor, admin } = await makeSite();
  for (const [user, status] of [[0, 401], [subscriber, 403], [contributor, 403], [editor, 403]] as const) {
    const res = await call(app, user, 'GET', '/wp/v2/block-directory/search?term=x');
    t.deepEqual([res.status, res.body], [status, error('rest_block_directory_cannot_view', CANNOT, status)]);
  }
  t.is((await call(app, admin, 'GET', '/wp/v2/block-directory/search?term=x')).status, 200);
});

test('a filled catalogue is searched and paged; plugins without blocks are skipped; links name the install route', async (t) => {
  const now = Date.parse('2026-01-31T00:00:00Z');
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', defaultControllers: false, controllers: [BlockDirectoryController], now: () => now });
  const admin = (await app.storage.users.create({ user_login: 'admin', roles: ['administrator'] })).id;
  const catalogue = blockDirectoryCatalogueOf(app);
  for (const n of [1, 2, 3]) {
    catalogue.add({
      slug: `gallery-${n}`, name: `Gallery ${n}`, blocks: [{ name: `acme/gallery-${n}`, title: n === 1 ? '' : `Fancy Gallery ${n}` }],
      short_description: 'A <b>gallery</b> block.', rating: 90, num_ratings: 12, active_installs: 1000, author_block_rating: 80, author_block_count: 3,
      author: '<a href="https://example.com">Acme</a>', icons: n === 2 ? { '1x': 'https://example.com/icon.png' } : {}, last_updated: '2026-01-01 00:00:00',
    });
  }
  catalogue.add({ slug: 'gallery-tools', name: 'Gallery tools', blocks: [] });
  pluginRegistryOf(app).register({ plugin: 'gallery-2/gallery-2', name: 'Gallery 2' });
  const first = await call(app, admin, 'GET', '/wp/v2/block-directory/search?term=GALLERY&per_page=2');
  t.is(first.headers['X-WP-Total'], '3');
  t.is(first.headers['X-WP-TotalPages'], '2');
  const items = first.body as Array<Record<string, unknown>>;
  const { _links: links, ...item } = items[0]!;
  t.deepEqual(item, {
    name: 'acme/gallery-1', title: 'Gallery 1', description: 'A gallery block.', id: 'gallery-1', rating: 4.5, rating_count: 12, active_installs: 1000,
    author_block_rating: 4, author_block_count: 3, author: 'Acme', icon: 'block-default', last_updated: '2026-01-01T00:00:00', humanized_updated: '1 month ago',
  });
  t.deepEqual(links, { 'wp:install-plugin': [{ href: `${ROOT}/wp/v2/plugins?slug=gallery-1` }], curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }] });
  t.is(items[1]!.title, 'Fancy Gallery 2');
  t.is(items[1]!.icon, 'https://example.com/icon.png');
  t.deepEqual((items[1]!._links as Record<string, unknown>)['wp:plugin'], [{ embeddable: true, href: `${ROOT}/wp/v2/plugins/gallery-2/gallery-2` }]);
  const second = await call(app, admin, 'GET', '/wp/v2/block-directory/search?term=gallery&per_page=2&page=2');
  t.deepEqual((second.body as Array<{ id: string }>).map((entry) => entry.id), ['gallery-3']);
  t.true((second.headers['Link'] ?? '').includes('rel="prev"'));
});
