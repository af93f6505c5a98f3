/** Collection filters of posts: terms, authors, dates, search, slugs, ordering, offset. */
import test from 'ava';
import { call, list, makeSite, type Json } from './posts.site';

async function site3() {
  const site = await makeSite();
  const { storage } = site.app;
  const news = await storage.terms.create({ name: 'News', taxonomy: 'category' });
  const local = await storage.terms.create({ name: 'Local', taxonomy: 'category', parent: news.term_id });
  const tea = await storage.terms.create({ name: 'Tea', taxonomy: 'post_tag' });
  const a = await site.post({ post_title: 'Alpha apple', post_name: 'alpha', post_date: '2026-01-01 10:00:00', post_author: site.users.author });
  const b = await site.post({ post_title: 'Beta banana', post_name: 'beta', post_date: '2026-02-01 10:00:00', post_excerpt: 'apple pie' });
  const c = await site.post({ post_title: 'Gamma cherry', post_name: 'gamma', post_date: '2026-03-01 10:00:00' });
  await storage.terms.setPostTerms(a.id, 'category', [news.term_id]);
  await storage.terms.setPostTerms(b.id, 'category', [local.term_id]);
  await storage.terms.setPostTerms(b.id, 'post_tag', [tea.term_id]);
  await storage.terms.setPostTerms(c.id, 'post_tag', [tea.term_id]);
  return { site, ids: { a: a.id, b: b.id, c: c.id }, terms: { news: news.term_id, local: local.term_id, tea: tea.term_id } };
}

const titles = (reply: { body: unknown }): string[] => list(reply as never).map((p) => ((p as Json).title as Json).rendered as string);

test('taxonomy filters: ids, include_children, AND operator, exclusions and tax_relation', async (t) => {
  const { site, terms } = await site3();
  const get = async (query: string): Promise<string[]> => titles(await call(site.app, 0, 'GET', `/wp/v2/posts?${query}`));
  t.deepEqual(await get(`categories=${terms.news}`), ['Alpha apple']);
  t.deepEqual(await get(`categories[terms]=${terms.news}&categories[include_children]=1`), ['Beta banana', 'Alpha apple']);
  t.deepEqual(await get(`tags=${terms.tea}`), ['Gamma cherry', 'Beta banana']);
  t.deepEqual(await get(`tags_exclude=${terms.tea}`), ['Alpha apple']);
  t.deepEqual(await get(`categories=${terms.local}&tags=${terms.tea}`), ['Beta banana']);
  t.deepEqual(await get(`categories=${terms.news}&tags=${terms.tea}&tax_relation=OR`), ['Gamma cherry', 'Beta banana', 'Alpha apple']);
  const paged = await call(site.app, 0, 'GET', `/wp/v2/posts?tags=${terms.tea}&per_page=1`);
  t.is(paged.headers['X-WP-Total'], '2', 'totals count only matching posts');
  t.deepEqual(titles(paged), ['Gamma cherry']);
});

test('author, dates, search, slug, include/exclude and offset', async (t) => {
  const { site, ids } = await site3();
  const get = async (query: string): Promise<string[]> => titles(await call(site.app, 0, 'GET', `/wp/v2/posts?${query}`));
  t.deepEqual(await get(`author=${site.users.author}`), ['Alpha apple']);
  t.deepEqual(await get(`author_exclude=${site.users.author}`), ['Gamma cherry', 'Beta banana']);
  t.deepEqual(await get('after=2026-01-15T00:00:00&before=2026-02-15T00:00:00'), ['Beta banana']);
  t.deepEqual(await get('search=apple'), ['Beta banana', 'Alpha apple']);
  t.deepEqual(await get('search=apple&search_columns=post_title'), ['Alpha apple']);
  t.deepEqual(await get('slug=gamma,alpha'), ['Gamma cherry', 'Alpha apple']);
  t.deepEqual(await get('slug=gamma,alpha&orderby=include_slugs'), ['Gamma cherry', 'Alpha apple']);
  t.deepEqual(await get('slug=alpha,gamma&orderby=include_slugs'), ['Alpha apple', 'Gamma cherry']);
  t.deepEqual(await get(`include=${ids.a},${ids.c}&orderby=include`), ['Alpha apple', 'Gamma cherry']);
  t.deepEqual(await get(`exclude=${ids.b}`), ['Gamma cherry', 'Alpha apple']);
  t.deepEqual(await get('orderby=title&order=asc'), ['Alpha apple', 'Beta banana', 'Gamma cherry']);
  t.deepEqual(await get('offset=1&per_page=1'), ['Beta banana']);
});

test('ordering errors: relevance needs a search, include needs ids', async (t) => {
  const { site } = await site3();
  const relevance = await call(site.app, 0, 'GET', '/wp/v2/posts?orderby=relevance');
  t.deepEqual(relevance.body, { code: 'rest_no_search_term_defined', message: 'You need to define a search term to order by relevance.', data: { status: 400 } });
  const include = await call(site.app, 0, 'GET', '/wp/v2/posts?orderby=include');
  t.deepEqual(include.body, { code: 'rest_orderby_include_missing_include', message: 'You need to define an include parameter to order by include.', data: { status: 400 } });
});

test('format filter: standard is the absence of a format', async (t) => {
  const { site, ids } = await site3();
  await call(site.app, site.users.administrator, 'POST', `/wp/v2/posts/${ids.b}`, { format: 'quote' });
  t.deepEqual(titles(await call(site.app, 0, 'GET', '/wp/v2/posts?format=quote')), ['Beta banana']);
  t.deepEqual(titles(await call(site.app, 0, 'GET', '/wp/v2/posts?format=standard')), ['Gamma cherry', 'Alpha apple']);
});
