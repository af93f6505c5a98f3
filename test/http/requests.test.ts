import test from 'ava';
import { header, headerValues, json, send, startApp } from './helpers';

interface Echo {
  method: string;
  route: string;
  params: Record<string, unknown>;
  body: string;
}

test('bracket query parameters become lists and maps, as PHP reads them', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/echo?ids[]=1&ids[]=2&filter[status]=publish&filter[tags][]=a&plain=x+y%21');
  t.deepEqual((json(res) as Echo).params, {
    ids: ['1', '2'],
    filter: { status: 'publish', tags: ['a'] },
    plain: 'x y!',
  });
});

test('a JSON body is handed to the request raw and read as parameters', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const body = '{"title":"Hello","tags":[1,2]}';
  const res = await send(port, '/svc-json/t/v1/echo?title=fromQuery', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const echoed = json(res) as Echo;
  t.is(res.status, 200);
  t.is(echoed.body, body);
  t.deepEqual(echoed.params, { title: 'Hello', tags: [1, 2] });
});

test('invalid JSON answers 400 rest_invalid_json exactly as WordPress', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"title": ' });
  t.is(res.status, 400);
  t.is(res.body, '{"code":"rest_invalid_json","message":"Invalid JSON body passed.","data":{"status":400,"json_error_code":4,"json_error_message":"Syntax error"}}');
  t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8');
});

test('a form body becomes body parameters, brackets included', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/echo?a=query', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: 'a=form&list[]=1&list[]=2&name=caf%C3%A9',
  });
  t.deepEqual((json(res) as Echo).params, { a: 'form', list: ['1', '2'], name: 'café' });
});

test('a PUT body without a content type is read as a form, a POST one is not', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const put = await send(port, '/svc-json/t/v1/echo', { method: 'PUT', body: 'a=1' });
  t.deepEqual((json(put) as Echo).params, { a: '1' });
  const post = await send(port, '/svc-json/t/v1/echo', { method: 'POST', body: 'a=1' });
  t.deepEqual((json(post) as Echo).params, {});
  t.is((json(post) as Echo).body, 'a=1');
});

test('_method in the query overrides the method of a POST', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/echo?_method=delete', { method: 'POST' });
  t.is((json(res) as Echo).method, 'DELETE');
});

test('X-HTTP-Method-Override overrides the method of a POST; _method wins over it', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const header1 = await send(port, '/svc-json/t/v1/echo', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'PATCH' } });
  t.is((json(header1) as Echo).method, 'PATCH');
  const both = await send(port, '/svc-json/t/v1/echo?_method=PUT', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'PATCH' } });
  t.is((json(both) as Echo).method, 'PUT');
});

test('method overrides are ignored on anything but POST', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const query = await send(port, '/svc-json/t/v1/echo?_method=DELETE');
  t.is((json(query) as Echo).method, 'GET');
  const overridden = await send(port, '/svc-json/t/v1/echo', { method: 'GET', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
  t.is((json(overridden) as Echo).method, 'GET');
});

test('a header override that ends in a 4xx sends the no-cache headers', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/items/1', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
  t.is(res.status, 404);
  t.is((json(res) as { code: string }).code, 'rest_no_route');
  t.is(header(res, 'Expires'), 'Wed, 11 Jan 1984 05:00:00 GMT');
  t.is(header(res, 'Cache-Control'), 'no-cache, must-revalidate, max-age=0, no-store, private');
  const plain = await send(port, '/svc-json/t/v1/items/1', { method: 'DELETE' });
  t.is(plain.status, 404);
  t.is(header(plain, 'Expires'), undefined);
});

test('a body over maxBodyBytes is refused with 413 JSON', async (t) => {
  const { port, close } = await startApp({ maxBodyBytes: 64 });
  t.teardown(close);
  const expected = {
    code: 'rest_request_too_large',
    message: 'The request body is larger than the 64 bytes the server accepts.',
    data: { status: 413 },
  };
  // Declared too large: refused before reading.
  const declared = await send(port, '/svc-json/t/v1/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(100) }) });
  t.is(declared.status, 413);
  t.deepEqual(json(declared), expected);
  t.is(header(declared, 'Connection'), 'close');
  // Chunked, no length: refused once the limit is crossed.
  const chunked = await send(port, '/svc-json/t/v1/echo', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    body: JSON.stringify({ a: 'x'.repeat(100) }),
  });
  t.is(chunked.status, 413);
  t.deepEqual(json(chunked), expected);
  // At the limit: served.
  const fits = await send(port, '/svc-json/t/v1/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: 'x'.repeat(56) }) });
  t.is(fits.status, 200);
});

test('HEAD answers headers without a body', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/items/3', { method: 'HEAD' });
  t.is(res.status, 200);
  t.is(res.body, '');
  t.is(header(res, 'Content-Type'), 'application/json; charset=UTF-8');
  t.is(header(res, 'Allow'), 'GET');
  t.is(header(res, 'Content-Length'), undefined);
});

test('response headers are written in the order the server produced them', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/items/3');
  const names = res.headers.map(([name]) => name).filter((name) => !/^(date|connection|content-length|keep-alive)$/i.test(name));
  t.deepEqual(names.slice(0, 5), ['Content-Type', 'X-Robots-Tag', 'Link', 'X-Content-Type-Options', 'Access-Control-Expose-Headers']);
});

test('a null response has status 200 and an empty body', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/null');
  t.is(res.status, 200);
  t.is(res.body, '');
});

test('JSONP wraps the body in the callback', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const res = await send(port, '/svc-json/t/v1/items/8?_jsonp=cb');
  t.is(res.status, 200);
  t.is(res.body, '/**/cb({"id":"8"})');
  t.is(header(res, 'Content-Type'), 'application/javascript; charset=UTF-8');
  const bad = await send(port, '/svc-json/t/v1/items/8?_jsonp=a(b)');
  t.is(bad.status, 400);
  t.deepEqual(json(bad), { code: 'rest_callback_invalid', message: 'Invalid JSONP callback function.', data: { status: 400 } });
});

test('the connection host and security reach the URL builder (https forced behind a trusted proxy)', async (t) => {
  const { port, close } = await startApp({}, (app) => {
    app.koa.proxy = true;
  });
  t.teardown(close);
  const secure = await send(port, '/svc-json/t/v1/items/1', { headers: { Host: 'example.test', 'X-Forwarded-Proto': 'https' } });
  t.deepEqual(headerValues(secure, 'Link'), ['<https://example.test/svc-json/>; rel="https://api.w.org/"']);
  const otherHost = await send(port, '/svc-json/t/v1/items/1', { headers: { Host: 'other.test', 'X-Forwarded-Proto': 'https' } });
  t.deepEqual(headerValues(otherHost, 'Link'), ['<http://example.test/svc-json/>; rel="https://api.w.org/"']);
});

test('an unexpected handler error is a 500 rest_internal_error without internals', async (t) => {
  const { port, close } = await startApp();
  t.teardown(close);
  const original = console.error;
  console.error = () => undefined;
  t.teardown(() => {
    console.error = original;
  });
  const res = await send(port, '/svc-json/t/v1/throws');
  t.is(res.status, 500);
  t.deepEqual(json(res), { code: 'rest_internal_error', message: 'The server encountered an internal error.', data: { status: 500 } });
  t.false(res.body.includes('secret'));
});
