/** The controllers read the app's content registries (bound in its container), not copies of their own. */
import test from 'ava';
import { createApp } from '../../src/index';
import { contentRegistriesOf } from '../../controllers/registries';
import { SearchController } from '../../controllers/search/SearchController';
import { call, makeSite, withoutLinks } from './types-statuses-taxonomies-settings.site';

async function siteWithBooks() {
  const site = await makeSite();
  const registries = contentRegistriesOf(site.app);
  registries.postTypes.register({ name: 'book', label: 'Books', singularLabel: 'Book', restBase: 'books', viewable: true });
  registries.taxonomies.register({
    name: 'genre', label: 'Genres', singularLabel: 'Genre', objectTypes: ['book'], hierarchical: false, showInRest: true, showTagcloud: false,
  });
  registries.postStatuses.register({ name: 'shelved', label: 'Shelved', public: true });
  registries.settings.register({ option: 'books_per_shelf', type: 'integer', description: 'Books on one shelf.', default: 12 });
  return site;
}

test('a post type registered in the app registry is served by /types, with its taxonomy', async (t) => {
  const { app } = await siteWithBooks();
  const list = await call(app, 0, 'GET', '/wp/v2/types');
  t.true(Object.keys(list.body as object).includes('book'));
  const one = await call(app, 0, 'GET', '/wp/v2/types/book?_fields=slug,rest_base,taxonomies');
  t.is(one.status, 200);
  t.deepEqual(withoutLinks(one.body), { slug: 'book', rest_base: 'books', taxonomies: ['genre'] });
});

test('a taxonomy registered in the app registry is served by /taxonomies and filtered by its post type', async (t) => {
  const { app } = await siteWithBooks();
  const res = await call(app, 0, 'GET', '/wp/v2/taxonomies?type=book');
  t.is(res.status, 200);
  const body = res.body as Record<string, { slug: string; types: string[] }>;
  t.deepEqual(Object.keys(body), ['genre']);
  t.deepEqual([body.genre!.slug, body.genre!.types], ['genre', ['book']]);
});

test('a status registered in the app registry is served by /statuses', async (t) => {
  const { app } = await siteWithBooks();
  const res = await call(app, 0, 'GET', '/wp/v2/statuses/shelved?_fields=name,slug,public');
  t.is(res.status, 200);
  t.deepEqual(withoutLinks(res.body), { name: 'Shelved', slug: 'shelved', public: true });
});

test('a setting registered in the app registry is read by /settings with its default', async (t) => {
  const { app, admin } = await siteWithBooks();
  const res = await call(app, admin, 'GET', '/wp/v2/settings');
  t.is(res.status, 200);
  t.is((res.body as Record<string, unknown>).books_per_shelf, 12);
});

test('registrations belong to one app: a second app serves none of them', async (t) => {
  await siteWithBooks();
  const { app } = await makeSite();
  t.is((await call(app, 0, 'GET', '/wp/v2/types/book')).status, 404);
  t.is((await call(app, 0, 'GET', '/wp/v2/statuses/shelved')).status, 404);
});

test('search offers the subtypes of the app registry', async (t) => {
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', defaultControllers: false, controllers: [SearchController] });
  contentRegistriesOf(app).postTypes.register({ name: 'book', label: 'Books', singularLabel: 'Book', viewable: true });
  const res = await call(app, 0, 'OPTIONS', '/wp/v2/search');
  const args = (res.body as { endpoints: Array<{ args: { subtype: { items: { enum: string[] } } } }> }).endpoints[0]!.args;
  t.deepEqual(args.subtype.items.enum, ['post', 'page', 'book', 'any']);
});
