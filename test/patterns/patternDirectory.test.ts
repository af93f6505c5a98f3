/** `/wp/v2/pattern-directory/patterns` over HTTP: the local catalogue searched and paged, an injected source, its failures. */
import test from 'ava';
import type { PatternDirectoryQuery, PatternDirectorySource } from '../../controllers/pattern-directory/PatternDirectorySource';
import { list } from '../auth-http/site';
import { assertEditorsOnly, editorSite, error } from './editorSite';

const PATH = '/wp/v2/pattern-directory/patterns';
const ids = (reply: { body: unknown }): unknown[] => (reply.body as Array<{ id: number }>).map((pattern) => pattern.id);

test('only users who can edit posts may browse the directory', async (t) => {
  await assertEditorsOnly(t, await editorSite(t), PATH, 'rest_pattern_directory_cannot_view', 'Sorry, you are not allowed to browse the local block pattern directory.');
});

test('the local catalogue answers newest first, each pattern shaped as WordPress shapes the directory\'s', async (t) => {
  const { as } = await editorSite(t);
  const reply = await as('contributor', 'GET', PATH);
  t.is(reply.status, 200);
  t.deepEqual(ids(reply), [106, 105, 104, 103, 102, 101]);
  t.is(reply.headers.get('x-wp-total'), null, 'WordPress sends no totals for the directory');
  t.is(reply.headers.get('x-wp-totalpages'), null);
  t.deepEqual(Object.entries(list(reply)[5]!), Object.entries({
    id: 101,
    title: 'Two columns of text',
    content: list(reply)[5]!.content,
    categories: ['text'],
    keywords: ['columns', 'text'],
    description: 'Two columns of paragraphs side by side.',
    viewport_width: 1000,
    block_types: [],
  }));
  t.true(String(list(reply)[5]!.content).startsWith('<!-- wp:columns -->'));
});

test('category, keyword, search and slug filter; page, per_page and offset page; order and orderby sort', async (t) => {
  const { as } = await editorSite(t);
  const get = async (query: string): Promise<unknown[]> => ids(await as('admin', 'GET', `${PATH}?${query}`));
  t.deepEqual(await get('category=26'), [105, 102]);
  t.deepEqual(await get('keyword=11'), [106, 103, 101]);
  t.deepEqual(await get('search=GALLERY'), [105]);
  t.deepEqual(await get('search=navigation'), [103], 'keywords are searched');
  t.deepEqual(await get('slug[]=simple-header&slug[]=quote-with-citation'), [106, 103]);
  t.deepEqual(await get('slug=simple-header,footer-with-credits'), [104, 103]);
  t.deepEqual(await get('per_page=2'), [106, 105]);
  t.deepEqual(await get('per_page=2&page=3'), [102, 101]);
  t.deepEqual(await get('per_page=2&page=4'), []);
  t.deepEqual(await get('per_page=2&offset=1'), [105, 104]);
  t.deepEqual(await get('order=asc'), [101, 102, 103, 104, 105, 106]);
  t.deepEqual(await get('orderby=title&order=asc'), [102, 104, 105, 106, 103, 101]);
  t.deepEqual(await get('orderby=favorite_count'), [102, 105, 106, 101, 103, 104]);
});

test('arguments are validated as WordPress declares them', async (t) => {
  const { as } = await editorSite(t);
  // Enum messages are worded by the schema engine ("a, b"), as for every route here.
  const invalid = async (query: string, param: string, message: string): Promise<void> => {
    const reply = await as('admin', 'GET', `${PATH}?${query}`);
    t.is(reply.status, 400, query);
    t.like(reply.body as object, { code: 'rest_invalid_param', message: `Invalid parameter(s): ${param}`, data: { status: 400, params: { [param]: message } } }, query);
  };
  await invalid('category=0', 'category', 'category must be greater than or equal to 1');
  await invalid('keyword=abc', 'keyword', 'keyword is not of type integer.');
  await invalid('per_page=101', 'per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
  await invalid('search=', 'search', 'search must be at least 1 character long.');
  await invalid('order=up', 'order', 'order is not one of asc, desc.');
  await invalid('orderby=rating', 'orderby', 'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, title, favorite_count.');
});

test('an injected source gets the query WordPress forwards, empty arguments left out', async (t) => {
  const seen: PatternDirectoryQuery[] = [];
  const source: PatternDirectorySource = { query: async (query) => { seen.push(query); return []; } };
  const { as } = await editorSite(t, 'sqlite', { patternDirectory: source });
  t.deepEqual((await as('admin', 'GET', `${PATH}?category=3&keyword=12&search=hero&slug[]=a&per_page=5&page=2&offset=0&order=asc&orderby=title`)).body, []);
  t.deepEqual((await as('admin', 'GET', PATH)).body, []);
  t.deepEqual(seen, [
    { page: 2, per_page: 5, order: 'asc', orderby: 'title', locale: 'en_US', search: 'hero', slug: ['a'], category: 3, keyword: 12 },
    { page: 1, per_page: 100, order: 'desc', orderby: 'date', locale: 'en_US' },
  ]);
});

test('a failing directory answers 500: unreachable as http_request_failed, a body that is no list as pattern_api_failed', async (t) => {
  const unreachable = await editorSite(t, 'sqlite', { patternDirectory: { query: async () => { throw new Error('cURL error 6: Could not resolve host: api.wordpress.org'); } } });
  const failed = await unreachable.as('admin', 'GET', PATH);
  t.deepEqual([failed.status, failed.body], [500, error('http_request_failed', 'cURL error 6: Could not resolve host: api.wordpress.org', 500)]);

  const garbled = await editorSite(t, 'sqlite', { patternDirectory: { query: async () => ({ code: 'nope' }) } });
  const reply = await garbled.as('admin', 'GET', PATH);
  t.is(reply.status, 500);
  t.deepEqual(reply.body, {
    code: 'pattern_api_failed',
    message: 'An unexpected error occurred. Something may be wrong with WordPress.org or this server&#8217;s configuration. If you continue to have problems, please try the <a href="https://wordpress.org/support/forums/">support forums</a>.',
    data: { response: '{"code":"nope"}', status: 500 },
  });
  // The block patterns list shrugs a failing directory off.
  t.deepEqual((await garbled.as('admin', 'GET', '/wp/v2/block-patterns/patterns')).body, []);
});
