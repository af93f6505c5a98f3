/**
 * `/wp/v2/font-collections` over HTTP: the default local collection, collections registered with
 * registerFontCollection from a list or a loader (the injectable source; nothing is fetched from the
 * internet), pagination, a failing source, unknown slugs, and who may look.
 */
import test from 'ava';
import { fontLibraryOf, registerFontCollection } from '../../controllers/index';
import { RestError } from '../../src/errors/RestError';
import { error, fontSite } from './fontSite';

const MEMORY = { database: ':memory:' };

test('the default collection lists a few local families with faces, its URLs on the site', async (t) => {
  const site = await fontSite(t, MEMORY);
  const listed = await site.send('GET', '/wp/v2/font-collections');
  t.is(listed.status, 200);
  t.is(listed.headers.get('x-wp-total'), '1');
  t.is(listed.headers.get('x-wp-totalpages'), '1');
  t.deepEqual(listed.list.map((collection) => collection.slug), ['local-fonts']);
  const local = await site.send('GET', '/wp/v2/font-collections/local-fonts');
  t.deepEqual(Object.keys(local.body), ['slug', 'name', 'description', 'font_families', 'categories', '_links']);
  t.is(local.body.name, 'Local Fonts');
  const families = local.body.font_families as Array<{ font_family_settings: { slug: string; fontFace: Array<{ src: string }> }; categories: string[] }>;
  t.deepEqual(families.map((family) => family.font_family_settings.slug), ['dejavu-sans', 'dejavu-serif', 'liberation-mono']);
  t.is(families[0]!.font_family_settings.fontFace[0]!.src, 'http://localhost:8080/wp-content/fonts/dejavu/DejaVuSans.ttf');
  t.deepEqual((local.body.categories as Array<{ slug: string }>).map((category) => category.slug), ['sans-serif', 'serif', 'monospace']);
  const links = local.body._links as Record<string, Array<{ href: string }>>;
  t.is(links.self![0]!.href, 'http://localhost:8080/svc-json/wp/v2/font-collections/local-fonts');
  t.is(links.collection![0]!.href, 'http://localhost:8080/svc-json/wp/v2/font-collections');
});

test('collections registered from a list or a loader are served in order, paged; a failing source is skipped in the list and answers 500', async (t) => {
  const site = await fontSite(t, MEMORY);
  let loads = 0;
  registerFontCollection(site.app, {
    slug: 'studio/brand',
    name: 'Brand fonts',
    description: 'From the design system.',
    fontFamilies: async () => {
      loads += 1;
      return { font_families: [{ font_family_settings: { name: 'Brand Sans', slug: 'brand-sans', fontFamily: 'Brand Sans' }, categories: ['sans-serif'] }], categories: [{ name: 'Sans Serif', slug: 'sans-serif' }] };
    },
  });
  registerFontCollection(site.app, { slug: 'broken', name: 'Broken', fontFamilies: async () => Promise.reject(new Error('catalogue offline')) });
  registerFontCollection(site.app, {
    slug: 'plain',
    name: 'Plain',
    fontFamilies: [{ font_family_settings: { name: ' Plain <b>Sans</b> ', slug: 'Plain Sans', fontFamily: 'Plain Sans', extra: 1 }, categories: ['Sans Serif'], unknown: true }],
  });
  const again = registerFontCollection(site.app, { slug: 'plain', name: 'Plain again', fontFamilies: [] });
  t.true(again instanceof RestError);
  t.is((again as RestError).message, 'Font collection with slug: "plain" is already registered.');

  const slugsOnly = await site.send('GET', '/wp/v2/font-collections?_fields=slug');
  t.is(loads, 0, 'the slug alone loads no data');
  t.deepEqual(slugsOnly.list, [{ slug: 'local-fonts' }, { slug: 'studio/brand' }, { slug: 'broken' }, { slug: 'plain' }]);
  const all = await site.send('GET', '/wp/v2/font-collections');
  t.is(all.headers.get('x-wp-total'), '4');
  t.deepEqual(all.list.map((collection) => collection.slug), ['local-fonts', 'studio/brand', 'plain'], 'the broken one is left out');

  const page = await site.send('GET', '/wp/v2/font-collections?per_page=2&page=2&_fields=slug');
  t.deepEqual(page.list, [{ slug: 'broken' }, { slug: 'plain' }]);
  t.is(page.headers.get('x-wp-totalpages'), '2');
  t.regex(page.headers.get('link') ?? '', /rel="prev"/);
  const beyond = await site.send('GET', '/wp/v2/font-collections?per_page=2&page=3');
  t.deepEqual(beyond.body, error('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400));

  const brand = await site.send('GET', '/wp/v2/font-collections/studio/brand?_fields=slug,name,description,categories');
  t.deepEqual(brand.body, { slug: 'studio/brand', name: 'Brand fonts', description: 'From the design system.', categories: [{ name: 'Sans Serif', slug: 'sans-serif' }] });
  const broken = await site.send('GET', '/wp/v2/font-collections/broken');
  t.is(broken.status, 500);
  t.is(broken.body.code, 'font_collection_request_error');
  t.deepEqual((await site.send('GET', '/wp/v2/font-collections/nope')).body, error('rest_font_collection_not_found', 'Font collection not found.', 404));

  // Cleaned as WordPress cleans collection data: known keys only, each through its sanitizer.
  t.deepEqual((await site.send('GET', '/wp/v2/font-collections/plain')).body.font_families, [
    { font_family_settings: { name: 'Plain Sans', slug: 'plain-sans', fontFamily: '"Plain Sans"' }, categories: ['sans-serif'] },
  ]);
  registerFontCollection(site.app, { slug: 'empty', name: 'Empty', fontFamilies: [] });
  const empty = await site.send('GET', '/wp/v2/font-collections/empty');
  t.deepEqual(empty.body, error('font_collection_missing_property', 'Font collection "empty" has missing or empty property: "font_families".', 500));
  t.true(fontLibraryOf(site.app).unregister('empty'));

  t.true(fontLibraryOf(site.app).unregister('broken'));
  t.is((await site.send('GET', '/wp/v2/font-collections')).headers.get('x-wp-total'), '3');
});

test('only users who may edit theme options see font collections', async (t) => {
  const site = await fontSite(t, MEMORY);
  const denied = (status: number) => error('rest_cannot_read', 'Sorry, you are not allowed to access font collections.', status);
  t.deepEqual((await site.send('GET', '/wp/v2/font-collections', undefined, null)).body, denied(401));
  t.deepEqual((await site.send('GET', '/wp/v2/font-collections', undefined, site.editor)).body, denied(403));
  t.deepEqual((await site.send('GET', '/wp/v2/font-collections/local-fonts', undefined, site.subscriber)).body, denied(403));
});
