/**
 * A request keeps no map for a parameter source, a header or its state until something is put in it (a page
 * builds a request per embedded link and per target hint): what callers see must not change for that.
 */
import test from 'ava';
import { RestRequest } from '../../src/server/RestRequest';
import { RequestMemo } from '../../src/server/RequestMemo';

test('a fresh request: every source reads empty, and each source handed out is its own map, whose writes getParam sees', (t) => {
  const request = new RestRequest('GET', '/wp/v2/posts');
  t.is(request.getParam('page'), null);
  t.false(request.hasParam('page'));
  t.deepEqual({ ...request.getParams() }, {});
  const query = request.getQueryParams();
  query.page = 2;
  t.is(request.getQueryParams(), query, 'the same map each time');
  t.is(request.getParam('page'), 2);
  request.getUrlParams().id = '7';
  request.getDefaultParams().context = 'view';
  t.is(request.getParam('id'), '7');
  t.is(request.getParam('context'), 'view');
  t.not(request.getBodyParams(), request.getJsonParams(), 'sources never share a map');
  request.getFileParams().upload = 'x';
  t.deepEqual({ ...request.getBodyParams() }, {});
  t.deepEqual({ ...request.getJsonParams() }, {});
});

test('setParam on a fresh request writes into the highest source, and paramsFrom hands out a writable map', (t) => {
  const post = new RestRequest('POST', '/wp/v2/posts');
  post.setParam('title', 'Hello');
  t.deepEqual({ ...post.getBodyParams() }, { title: 'Hello' });
  t.deepEqual({ ...post.getQueryParams() }, {});
  const get = new RestRequest('GET', '/wp/v2/posts');
  get.setParam('per_page', 5);
  t.deepEqual({ ...get.getQueryParams() }, { per_page: 5 });
  const defaults = get.paramsFrom('defaults');
  defaults.order = 'asc';
  t.is(get.getParam('order'), 'asc');
  t.is(get.paramsFrom('defaults'), defaults);
});

test('headers and state: none until set, then kept', (t) => {
  const request = new RestRequest('get', '/');
  t.is(request.getMethod(), 'GET');
  t.deepEqual(request.getHeaders(), {});
  t.is(request.getHeader('X-Thing'), null);
  t.is(request.getHeaderAsArray('X-Thing'), null);
  request.removeHeader('X-Thing');
  request.setHeaders({ 'X-A': '1' });
  request.addHeader('X-A', '2');
  t.deepEqual(request.getHeaders(), { x_a: ['1', '2'] });
  request.setHeaders({}, true);
  t.deepEqual(request.getHeaders(), {});
  t.is(request.state, request.state, 'one state object');
  request.state.user = 3;
  t.is(request.state.user, 3);
});

test('memo: a value per key and request, made once; keys of one name stay apart', (t) => {
  const first = new RequestMemo<string[]>('seen');
  const second = new RequestMemo<string[]>('seen');
  const request = new RestRequest('GET', '/x');
  let made = 0;
  const make = (): string[] => {
    made++;
    return ['made'];
  };
  t.is(request.memoized(first), undefined);
  const value = request.memo(first, make);
  t.is(request.memo(first, make), value);
  t.is(made, 1);
  t.not(request.memo(second, make), value);
  t.is(made, 2);
  t.is(new RestRequest('GET', '/x').memoized(first), undefined);
  request.setMemo(first, ['set']);
  t.deepEqual(request.memoized(first), ['set']);
});

test('memo: a value made as undefined is kept, not made again', (t) => {
  const key = new RequestMemo<undefined>('nothing');
  const request = new RestRequest('GET', '/x');
  let made = 0;
  request.memo(key, () => {
    made++;
    return undefined;
  });
  request.memo(key, () => {
    made++;
    return undefined;
  });
  t.is(made, 1);
});
