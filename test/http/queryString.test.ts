import test from 'ava';
import { parseQueryString, phpUrlDecode } from '../../src/server/queryString';
import { routeFromRaw } from '../../src/http/routeFromRaw';
import { InterfacePathMatcher } from '../../src/http/interfacePath';
import { INVALID_REST_ROUTE, recognizeInterfaceRequest } from '../../src/http/recognizeInterfaceRequest';

test('parseQueryString reads PHP brackets: lists, maps, nesting, later keys winning', (t) => {
  t.deepEqual(parseQueryString('a[]=1&a[]=2&m[x]=1&m[y][]=2&n[2]=b&n[]=c&s=1&s=2'), {
    a: ['1', '2'],
    m: { x: '1', y: ['2'] },
    n: { 2: 'b', 3: 'c' },
    s: '2',
  });
  t.deepEqual(parseQueryString('flag&empty=&=nokey&&x=%41+b'), { flag: '', empty: '', x: 'A b' });
  t.deepEqual(parseQueryString('a=1&a[]=2'), { a: ['2'] });
});

test('parseQueryString ignores prototype keys and over-deep nesting', (t) => {
  const parsed = parseQueryString(`__proto__[x]=1&a[__proto__]=2&ok=1&deep${'[a]'.repeat(40)}=1`);
  t.deepEqual(parsed, { ok: '1' });
  t.is(({} as Record<string, unknown>).x, undefined);
});

test('phpUrlDecode decodes + and valid escapes and keeps broken ones', (t) => {
  t.is(phpUrlDecode('a+b%20c'), 'a b c');
  t.is(phpUrlDecode('caf%C3%A9'), 'café');
  t.is(phpUrlDecode('100%'), '100%');
  t.is(phpUrlDecode('%zz%41'), '%zzA');
  t.is(phpUrlDecode('plain'), 'plain');
});

test('routeFromRaw adds the leading slash, drops trailing slashes, and makes empty the index', (t) => {
  t.is(routeFromRaw('wp/v2/posts/'), '/wp/v2/posts');
  t.is(routeFromRaw('/wp/v2/posts//'), '/wp/v2/posts');
  t.is(routeFromRaw(''), '/');
  t.is(routeFromRaw('/'), '/');
  t.is(routeFromRaw('wp/v2/search%2Fx'), '/wp/v2/search/x');
  t.is(routeFromRaw('%2F', true), '/%2F');
});

test('the path matcher accepts the prefix forms, with or without the site base path', (t) => {
  const matcher = new InterfacePathMatcher('/blog');
  t.is(matcher.match('/blog/svc-json/wp/v2', 'svc-json'), 'wp/v2');
  t.is(matcher.match('/svc-json/wp/v2', 'svc-json'), 'wp/v2');
  t.is(matcher.match('/blog/index.php/svc-json', 'svc-json'), '');
  t.is(matcher.match('/blog/svc-json/', 'svc-json'), '');
  t.is(matcher.match('/blog/svc-jsonx', 'svc-json'), null);
  t.is(matcher.match('/blog/svc-json/wp', 'api'), null);
  t.is(matcher.match('/blog/api/wp', 'api'), 'wp');
  t.is(matcher.match('/a.b/x', 'a.b'), 'x');
  t.is(matcher.match('/aXb/x', 'a.b'), null);
});

test('recognizeInterfaceRequest: rest_route first, then the path, else null', (t) => {
  const matcher = new InterfacePathMatcher('');
  t.deepEqual(recognizeInterfaceRequest('/svc-json/a/', 'x=1', 'svc-json', matcher), { route: '/a', query: { x: '1' } });
  t.deepEqual(recognizeInterfaceRequest('/page', 'rest_route=/b/', 'svc-json', matcher), { route: '/b', query: { rest_route: '/b/' } });
  t.deepEqual(recognizeInterfaceRequest('/page', 'rest%5Froute=/c', 'svc-json', matcher), { route: '/c', query: { rest_route: '/c' } });
  t.is(recognizeInterfaceRequest('/page', 'rest_route=', 'svc-json', matcher), null);
  t.is(recognizeInterfaceRequest('/page', 'x=1', 'svc-json', matcher), null);
  t.is(recognizeInterfaceRequest('/page', 'rest_route[]=/a', 'svc-json', matcher), INVALID_REST_ROUTE);
});
