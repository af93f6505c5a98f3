import test from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import { newScope, runInScope } from '../../src/scope/RequestScope';
import { RestUrlBuilder } from '../../src/http/RestUrlBuilder';
import { parseQueryString } from '../../src/server/queryString';

async function urlsFor(options: AppOptions = {}) {
  const app = await createApp({ database: ':memory:', defaultControllers: false, baseUrl: 'http://example.test', ...options });
  return { app, urls: app.urls };
}

function inRequest<T>(host: string, secure: boolean, fn: () => T): T {
  const scope = newScope(true);
  scope.host = host;
  scope.secure = secure;
  return runInScope(scope, fn);
}

test('the container holds a RestUrlBuilder under TOKENS.RestUrls', async (t) => {
  const { urls } = await urlsFor();
  t.true(urls instanceof RestUrlBuilder);
});

test('pretty permalinks: {base}/{prefix}/<route>, the root with a trailing slash', async (t) => {
  const { urls } = await urlsFor({ permalinks: 'pretty' });
  t.is(urls.restUrl(), 'http://example.test/svc-json/');
  t.is(urls.restUrl(''), 'http://example.test/svc-json/');
  t.is(urls.restUrl('/'), 'http://example.test/svc-json/');
  t.is(urls.restUrl('/wp/v2/posts'), 'http://example.test/svc-json/wp/v2/posts');
  t.is(urls.restUrl('wp/v2/posts'), 'http://example.test/svc-json/wp/v2/posts');
  t.is(urls.restUrl('//wp/v2/posts?a=1'), 'http://example.test/svc-json/wp/v2/posts?a=1');
});

test('index permalinks: {base}/index.php/{prefix}/<route>', async (t) => {
  const { urls } = await urlsFor({ permalinks: 'index' });
  t.is(urls.restUrl(), 'http://example.test/index.php/svc-json/');
  t.is(urls.restUrl('/wp/v2/posts'), 'http://example.test/index.php/svc-json/wp/v2/posts');
});

test('plain permalinks: {base}/index.php?rest_route=/<route>, not escaped', async (t) => {
  const { urls } = await urlsFor({ permalinks: 'plain' });
  t.is(urls.restUrl(), 'http://example.test/index.php?rest_route=/');
  t.is(urls.restUrl('wp/v2/posts'), 'http://example.test/index.php?rest_route=/wp/v2/posts');
  t.is(urls.restUrl('/wp/v2/search?search=a b'), 'http://example.test/index.php?rest_route=/wp/v2/search&search=a b');
});

test('the prefix comes from the rest_url_prefix filter, the result passes the rest_url filter', async (t) => {
  const { app, urls } = await urlsFor();
  t.is(urls.restUrl('/wp/v2/posts'), 'http://example.test/svc-json/wp/v2/posts', 'built once before the filters');
  app.hooks.addFilter('rest_url_prefix', (prefix: string) => `${prefix}-v2`);
  const seen: unknown[] = [];
  app.hooks.addFilter('rest_url', (url: string, path: string) => {
    seen.push(path);
    return `${url}#filtered`;
  });
  t.is(urls.restUrl('wp/v2/posts'), 'http://example.test/svc-json-v2/wp/v2/posts#filtered');
  t.deepEqual(seen, ['/wp/v2/posts']);
});

test('https is forced when the request came in securely on the site host', async (t) => {
  const { urls } = await urlsFor();
  t.is(inRequest('example.test', true, () => urls.restUrl('/x')), 'https://example.test/svc-json/x');
  t.is(inRequest('EXAMPLE.test', true, () => urls.restUrl('/x')), 'https://example.test/svc-json/x');
  // Another host, or an insecure connection: the scheme of the site address stays.
  t.is(inRequest('other.test', true, () => urls.restUrl('/x')), 'http://example.test/svc-json/x');
  t.is(inRequest('example.test', false, () => urls.restUrl('/x')), 'http://example.test/svc-json/x');
  t.is(urls.restUrl('/x'), 'http://example.test/svc-json/x');
});

test('https is forced everywhere when the site is declared secure', async (t) => {
  const { urls } = await urlsFor({ secure: true });
  t.is(urls.restUrl('/x'), 'https://example.test/svc-json/x');
  const plain = await urlsFor({ secure: true, permalinks: 'plain' });
  t.is(plain.urls.restUrl('/x'), 'https://example.test/index.php?rest_route=/x');
});

test('parseRestUrl reads every addressing form back', async (t) => {
  const { urls } = await urlsFor();
  const expected = { route: '/wp/v2/users/1', query: { context: 'embed' } };
  t.deepEqual(urls.parseRestUrl('http://example.test/svc-json/wp/v2/users/1?context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('https://example.test/svc-json/wp/v2/users/1?context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('http://example.test/index.php/svc-json/wp/v2/users/1?context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('http://example.test/index.php?rest_route=/wp/v2/users/1&context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('http://example.test/?rest_route=%2Fwp%2Fv2%2Fusers%2F1&context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('/svc-json/wp/v2/users/1/?context=embed'), expected);
  t.deepEqual(urls.parseRestUrl('http://example.test/svc-json/'), { route: '/', query: {} });
  t.deepEqual(urls.parseRestUrl('http://example.test/svc-json/wp/v2/posts?categories[]=1&categories[]=2'), {
    route: '/wp/v2/posts',
    query: { categories: ['1', '2'] },
  });
});

test('parseRestUrl reads a plain link under the root as its route, and escapes, + and slashes as before', async (t) => {
  const { urls } = await urlsFor();
  const read = (url: string) => urls.parseRestUrl(url);
  t.deepEqual(read('http://example.test/svc-json/wp/v2/comments/5'), { route: '/wp/v2/comments/5', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp/v2/Block-Types/core.x~y'), { route: '/wp/v2/Block-Types/core.x~y', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp/v2/%70osts'), { route: '/wp/v2/posts', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp/v2/a+b'), { route: '/wp/v2/a b', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp/v2/posts//'), { route: '/wp/v2/posts', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp//v2'), { route: '/wp//v2', query: {} });
  t.deepEqual(read('http://example.test/svc-json/wp/v2/posts#top'), { route: '/wp/v2/posts', query: {} });
  t.is(read('http://example.test/svc-jsonwp/v2/posts'), null);
  // Each answer has a query object of its own: a reader adding to one does not change the next.
  (read('http://example.test/svc-json/wp/v2/posts')!.query as Record<string, unknown>).page = '2';
  t.deepEqual(read('http://example.test/svc-json/wp/v2/posts'), { route: '/wp/v2/posts', query: {} });
});

test('parseRestUrl reads a plain link with a query as the query parser does', async (t) => {
  const { urls } = await urlsFor();
  for (const query of [
    'post=12', 'post=12&context=embed', 'a=1&a=2', 'a=', 'per_page=5&page=2', 'v=1.5~x-y_z', 'x.y=1', 'a%20b=1', 'a[]=1&a[]=2',
    'a=%20', 'a=1+2', 'a', '=1', 'a=1&&b=2', '', 'a=1&', 'a=b=c', 'rest_route=/wp/v2/posts', '__proto__=1', 'constructor=1',
  ]) {
    const read = urls.parseRestUrl(`http://example.test/svc-json/wp/v2/comments?${query}`);
    t.deepEqual(read, { route: '/wp/v2/comments', query: parseQueryString(query) }, query);
    t.is(Object.getPrototypeOf(read!.query), Object.getPrototypeOf(parseQueryString(query)), query);
  }
  t.deepEqual(urls.parseRestUrl('http://example.test/svc-json/wp/v2/comments?post=1#top'), { route: '/wp/v2/comments', query: { post: '1' } });
  t.deepEqual(urls.parseRestUrl('http://example.test/svc-json/wp/v2/%70osts?post=1'), { route: '/wp/v2/posts', query: { post: '1' } });
});

test('parseRestUrl refuses URLs outside the interface', async (t) => {
  const { urls } = await urlsFor();
  t.is(urls.parseRestUrl('http://elsewhere.test/svc-json/wp/v2/users/1'), null);
  t.is(urls.parseRestUrl('http://example.test/about/'), null);
  t.is(urls.parseRestUrl('http://example.test/svc-jsonx/wp'), null);
  t.is(urls.parseRestUrl('http://example.test/?rest_route='), null);
  t.is(urls.parseRestUrl('relative/path'), null);
});

test('parseRestUrl follows a rest_url filter that moved the root', async (t) => {
  const { app, urls } = await urlsFor();
  app.hooks.addFilter('rest_url', (url: string) => url.replace('http://example.test/svc-json', 'https://api.example.test/v1'));
  t.is(urls.restUrl('/wp/v2/posts'), 'https://api.example.test/v1/wp/v2/posts');
  t.deepEqual(urls.parseRestUrl('https://api.example.test/v1/wp/v2/posts?page=2'), { route: '/wp/v2/posts', query: { page: '2' } });
});

test('parseRestUrl reads the URLs restUrl builds in each permalink mode', async (t) => {
  for (const permalinks of ['pretty', 'index', 'plain'] as const) {
    const { urls } = await urlsFor({ permalinks });
    t.deepEqual(urls.parseRestUrl(urls.restUrl('/wp/v2/comments?post=4')), { route: '/wp/v2/comments', query: { post: '4' } }, permalinks);
  }
});

test('a request\'s host, scheme and address are read from the connection once, whatever the number of links built', async (t) => {
  const { urls } = await urlsFor();
  const reads = { hostname: 0, secure: 0, ip: 0 };
  const connection = {
    get hostname() { reads.hostname++; return 'example.test'; },
    get secure() { reads.secure++; return true; },
    get ip() { reads.ip++; return '203.0.113.9'; },
  };
  const scope = newScope(true, connection);
  const built = runInScope(scope, () => [urls.restUrl('/wp/v2/posts/1'), urls.restUrl('//wp/v2/posts/2'), urls.restUrl('/')]);
  t.deepEqual(built, ['https://example.test/svc-json/wp/v2/posts/1', 'https://example.test/svc-json/wp/v2/posts/2', 'https://example.test/svc-json/']);
  t.is(scope.ip, '203.0.113.9');
  t.is(scope.ip, '203.0.113.9');
  t.deepEqual(reads, { hostname: 1, secure: 1, ip: 1 });
  // A value set by the framework (a trusted proxy's header) wins over the connection.
  scope.secure = false;
  t.is(runInScope(scope, () => urls.restUrl('/x')), 'http://example.test/svc-json/x');
});
