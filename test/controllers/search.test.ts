/** /wp/v2/search: shapes against search.json, handlers and the svc_rest_search_handlers filter, parameters, errors. */
import test from 'ava';
import { SearchController } from '../../controllers/search/SearchController';
import { SearchHandler, type SearchContext, type SearchResult } from '../../controllers/search/SearchHandler';
import { TermSearchHandler } from '../../controllers/search/TermSearchHandler';
import { PostFormatSearchHandler } from '../../controllers/search/PostFormatSearchHandler';
import type { SvcApp } from '../../src/app/SvcApp';
import { BASE, call, capture, keys, makeTermsSite, ROOT, type Item } from './terms.site';

type Handlers = (handlers: unknown[], context: SearchContext) => unknown[];

/** The terms controllers plus search, with `handlers` as the svc_rest_search_handlers filter when given. */
async function searchSite(handlers?: Handlers) {
  const site = await makeTermsSite([SearchController]);
  if (handlers !== undefined) site.app.hooks.addFilter('svc_rest_search_handlers', handlers);
  return site;
}

const post = (app: SvcApp, title: string, extra: Record<string, unknown> = {}) =>
  app.storage.posts.create({ post_title: title, post_status: 'publish', post_name: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-$/, ''), ...extra });

const error = (code: string, message: string, status: number) => ({ code, message, data: { status } });

test('GET /search?search=a answers as WordPress (search.json): fields, links, totals and next link', async (t) => {
  // With the posts routes, as in WordPress: the results' self links then carry targetHints.
  const { PostsController } = await import('../../controllers/posts/PostsController');
  const site = await makeTermsSite([SearchController, PostsController]);
  for (let i = 0; i < 10; i++) await post(site.app, `Filler about nothing ${i}`, { post_date: `2026-01-01 00:00:${String(10 + i)}` });
  const older = await post(site.app, 'Quick Recipe to Databases #999', { post_date: '2026-11-01 10:00:00' });
  const newer = await post(site.app, 'Curious Note to Typography #1000', { post_date: '2026-11-02 10:00:00' });
  const res = await call(site.app, 0, 'GET', '/wp/v2/search?search=a');
  const expected = capture('search');
  t.is(res.status, expected.status);
  const body = res.body as Item[];
  const ids = [newer.id, older.id];
  for (const [index, item] of (expected.body as Item[]).entries()) {
    const want = JSON.parse(JSON.stringify(item).replaceAll(String(item.id), String(ids[index]))) as Item;
    t.deepEqual(keys(body[index]), keys(want));
    t.deepEqual(keys(body[index]!._links), keys(want._links));
    t.deepEqual(body[index], want);
  }
  t.is(res.headers['X-WP-Total'], '12');
  t.is(res.headers['X-WP-TotalPages'], '2');
  t.is(res.headers.Link, `<${ROOT}/wp/v2/search?search=a&page=2>; rel="next"`);
  t.is(res.headers.Allow, 'GET');
});

test('the post handler finds published posts and pages only, in title or content; subtypes narrow it', async (t) => {
  const site = await searchSite();
  const published = await post(site.app, 'Kiwi post');
  const page = await post(site.app, 'About', { post_type: 'page', post_content: 'kiwi farming' });
  const child = await post(site.app, 'Kiwi child', { post_type: 'page', post_parent: page.id });
  await post(site.app, 'Kiwi draft', { post_status: 'draft' });
  await post(site.app, 'Kiwi private', { post_status: 'private' });
  await post(site.app, 'Kiwi photo', { post_type: 'attachment', post_status: 'inherit' });
  const found = async (query: string): Promise<unknown[]> => ((await call(site.app, 0, 'GET', `/wp/v2/search?${query}`)).body as Item[]).map((item) => item.id);
  t.deepEqual((await found('search=kiwi')).sort(), [published.id, page.id, child.id].sort());
  t.deepEqual(await found('search=kiwi&subtype=post'), [published.id]);
  t.deepEqual((await found('search=kiwi&subtype=page,post')).sort(), [published.id, page.id, child.id].sort());
  t.deepEqual((await found('search=kiwi&subtype=any,post')).length, 3, 'any wins over the others');
  t.deepEqual(await found(`search=kiwi&include=${page.id}`), [page.id]);
  t.deepEqual((await found(`search=kiwi&exclude=${page.id},${child.id}`)), [published.id]);
  const childItem = ((await call(site.app, 0, 'GET', `/wp/v2/search?include=${child.id}`)).body as Item[])[0]!;
  t.like(childItem, { title: 'Kiwi child', url: `${BASE}/about/kiwi-child/`, type: 'post', subtype: 'page' });
  t.deepEqual(childItem._links.about, [{ href: `${ROOT}/wp/v2/types/page` }]);
  const bogus = await call(site.app, 0, 'GET', '/wp/v2/search?subtype=category');
  t.is(bogus.status, 400);
  t.is((bogus.body as { code: string }).code, 'rest_invalid_param');
});

test('default handlers: posts only — type enum, defaults and the route arguments as WordPress lists them', async (t) => {
  const site = await searchSite();
  const options = await call(site.app, 0, 'OPTIONS', '/wp/v2/search');
  const body = options.body as { endpoints: Array<{ args: Record<string, Record<string, unknown>> }>; schema: { title: string; properties: Record<string, Record<string, unknown>> } };
  const args = body.endpoints[0]!.args;
  t.deepEqual(keys(args), ['context', 'page', 'per_page', 'search', 'type', 'subtype', 'exclude', 'include']);
  t.like(args.type, { default: 'post', enum: ['post'] });
  t.deepEqual(args.subtype!.items, { enum: ['post', 'page', 'any'], type: 'string' });
  t.is(body.schema.title, 'search-result');
  t.deepEqual(keys(body.schema.properties), ['id', 'title', 'url', 'type', 'subtype']);
  const term = await call(site.app, 0, 'GET', '/wp/v2/search?type=term');
  t.is(term.status, 400);
  t.deepEqual((term.body as { data: { params: unknown } }).data.params, { type: 'type is not one of post.' });
});

test('svc_rest_search_handlers adds the term handler: results typed by taxonomy, _embed follows the self link', async (t) => {
  const site = await searchSite((handlers, context) => [...handlers, new TermSearchHandler(context)]);
  const travel = await site.app.storage.terms.create({ name: 'Travel', taxonomy: 'category' });
  const europe = await site.app.storage.terms.create({ name: 'Europe', taxonomy: 'category', parent: travel.term_id });
  await site.app.storage.terms.create({ name: 'Europe trips', taxonomy: 'post_tag' });
  await site.app.storage.terms.create({ name: 'Europe menu', taxonomy: 'nav_menu' });
  const res = await call(site.app, 0, 'GET', '/wp/v2/search?type=term&search=europe&_embed=self');
  t.is(res.status, 200);
  const items = res.body as Item[];
  t.deepEqual(items.map((item) => item.title), ['Europe', 'Europe trips'], 'nav_menu is not public, so it is not searched');
  const first = items[0]!;
  t.deepEqual(keys(first), ['id', 'title', 'url', 'type', '_links', '_embedded']);
  t.like(first, { id: europe.term_id, url: `${BASE}/category/travel/europe/`, type: 'category' });
  t.deepEqual(first._links.self, [{ embeddable: true, href: `${ROOT}/wp/v2/categories/${europe.term_id}`, targetHints: { allow: ['GET'] } }]);
  t.deepEqual(first._links.about, [{ href: `${ROOT}/wp/v2/taxonomies/category` }]);
  const embedded = (first._embedded as { self: Item[] }).self[0]!;
  t.deepEqual(keys(embedded), ['id', 'link', 'name', 'slug', 'taxonomy', '_links'], 'the term in the embed context');
  t.is(embedded.id, europe.term_id);
  const tags = await call(site.app, 0, 'GET', '/wp/v2/search?type=term&subtype=post_tag&search=europe');
  t.deepEqual((tags.body as Item[]).map((item) => item.title), ['Europe trips']);
});

test('the post-format handler lists formats whose term exists, by slug', async (t) => {
  const site = await searchSite((handlers, context) => [...handlers, new PostFormatSearchHandler(context)]);
  await site.app.storage.terms.create({ name: 'Aside', slug: 'post-format-aside', taxonomy: 'post_format' });
  await site.app.storage.terms.create({ name: 'Audio', slug: 'post-format-audio', taxonomy: 'post_format' });
  const res = await call(site.app, 0, 'GET', '/wp/v2/search?type=post-format&search=as');
  t.deepEqual(res.body, [{ id: 'aside', title: 'Aside', url: `${BASE}/type/aside/`, type: 'post-format', _links: { collection: [{ href: `${ROOT}/wp/v2/search` }] } }]);
  const all = await call(site.app, 0, 'GET', '/wp/v2/search?type=post-format');
  t.deepEqual((all.body as Item[]).map((item) => item.id), ['aside', 'audio']);
});

test('handlers that are not SearchHandler are skipped with a notice; none left means rest_search_invalid_type', async (t) => {
  const site = await searchSite(() => [{ type: 'fake' }]);
  const res = await call(site.app, 0, 'GET', '/wp/v2/search');
  t.is(res.status, 400);
  t.deepEqual(res.body, error('rest_search_invalid_type', 'Invalid type parameter.', 400));
  t.true(site.app.notices.some((notice) => notice.message === 'REST search handlers must extend the SearchHandler class.'));
});

test('a handler answering without ids and total is rest_search_handler_error', async (t) => {
  class BrokenHandler extends SearchHandler {
    readonly type = 'broken';
    async searchItems(): Promise<SearchResult> {
      return { ids: 'nope' } as unknown as SearchResult;
    }
    async prepareItem(): Promise<Record<string, unknown>> {
      return {};
    }
    async prepareItemLinks(): Promise<Record<string, never>> {
      return {};
    }
  }
  const site = await searchSite((handlers, context) => [new BrokenHandler(context), ...handlers]);
  const res = await call(site.app, 0, 'GET', '/wp/v2/search');
  t.is(res.status, 500);
  t.deepEqual(res.body, error('rest_search_handler_error', 'Internal search handler error.', 500));
  t.is((await call(site.app, 0, 'GET', '/wp/v2/search?type=post')).status, 200, 'the other handlers still answer');
});

test('pagination: prev and next links, a page past the end is rest_search_invalid_page_number', async (t) => {
  const site = await searchSite();
  for (let i = 0; i < 5; i++) await post(site.app, `Item ${i}`, { post_date: `2026-01-0${String(i + 1)} 00:00:00` });
  const res = await call(site.app, 0, 'GET', '/wp/v2/search?per_page=2&page=2');
  t.deepEqual((res.body as Item[]).map((item) => item.title), ['Item 2', 'Item 1']);
  t.is(res.headers['X-WP-Total'], '5');
  t.is(res.headers['X-WP-TotalPages'], '3');
  t.is(res.headers.Link, `<${ROOT}/wp/v2/search?per_page=2&page=1>; rel="prev", <${ROOT}/wp/v2/search?per_page=2&page=3>; rel="next"`);
  const past = await call(site.app, 0, 'GET', '/wp/v2/search?per_page=2&page=4');
  t.is(past.status, 400);
  t.deepEqual(past.body, error('rest_search_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400));
  const none = await call(site.app, 0, 'GET', '/wp/v2/search?search=zzz&page=3');
  t.is(none.status, 200, 'no results is not an error, whatever the page');
  t.deepEqual(none.body, []);
});

test('_fields and context: embed keeps every field; _fields=id,title drops the links', async (t) => {
  const site = await searchSite();
  const created = await post(site.app, 'Solo');
  const embed = await call(site.app, 0, 'GET', '/wp/v2/search?context=embed');
  t.deepEqual(keys((embed.body as Item[])[0]), ['id', 'title', 'url', 'type', 'subtype', '_links']);
  const fields = await call(site.app, 0, 'GET', '/wp/v2/search?_fields=id,title');
  t.deepEqual(fields.body, [{ id: created.id, title: 'Solo' }]);
  const edit = await call(site.app, 0, 'GET', '/wp/v2/search?context=edit');
  t.is(edit.status, 400, 'edit is not a context of search results');
});

test('_embed on post results embeds the post through its own route', async (t) => {
  const { PostsController } = await import('../../controllers/posts/PostsController');
  const site = await makeTermsSite([SearchController, PostsController]);
  const created = await post(site.app, 'Embedded one');
  const res = await call(site.app, 0, 'GET', '/wp/v2/search?_embed');
  const item = (res.body as Item[])[0]!;
  t.deepEqual(item._links.self, [{ embeddable: true, href: `${ROOT}/wp/v2/posts/${created.id}`, targetHints: { allow: ['GET'] } }]);
  const embedded = (item._embedded as { self: Item[] }).self[0]!;
  t.like(embedded, { id: created.id, type: 'post', link: `${BASE}/embedded-one/`, title: { rendered: 'Embedded one' } });
});
