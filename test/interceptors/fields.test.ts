import test from 'ava';
import { RestError } from '../../src/errors/RestError';
import { RestResponse } from '../../src/server/RestResponse';
import { startHarness, type Harness } from './harness';

function post(id: number): Record<string, unknown> {
  return {
    id,
    title: { raw: `Raw ${id}`, rendered: `Title ${id}` },
    content: { rendered: `<p>${id}</p>`, protected: false },
    meta: { a: { b: 1, c: 2 }, d: 3 },
    tags: [3, 4],
  };
}

/** A collection item carries its links in its data, as controllers prepare them. */
function collectionItem(id: number): Record<string, unknown> {
  return {
    ...post(id),
    _links: {
      self: [{ href: `http://localhost:8080/svc-json/test/v1/posts/${id}` }],
      collection: [{ href: 'http://localhost:8080/svc-json/test/v1/posts' }],
    },
  };
}

let harness: Harness;
test.before(async () => {
  harness = await startHarness({}, (server) => {
    const route = (path: string, callback: () => unknown): void => {
      server.registerRoute('test/v1', path, { methods: 'GET', permission_callback: () => true, callback });
    };
    route('/posts', () => [collectionItem(1), collectionItem(2)]);
    route('/post', () => {
      const response = new RestResponse(post(1));
      response.addLink('self', 'http://localhost:8080/svc-json/test/v1/posts/1');
      return response;
    });
    route('/broken', () => new RestError('test_broken', 'Broken.', { status: 400, details: { a: 1 } }));
    route('/failing-response', () => new RestResponse({ code: 'x', message: 'Y', extra: 1 }, 409));
  });
});
test.after.always(() => harness.close());

test('a list is filtered item by item', async (t) => {
  const response = await harness.request('/test/v1/posts?_fields=id,title');
  t.is(response.status, 200);
  t.deepEqual(response.json(), [
    { id: 1, title: { raw: 'Raw 1', rendered: 'Title 1' } },
    { id: 2, title: { raw: 'Raw 2', rendered: 'Title 2' } },
  ]);
});

test('dotted names keep nested paths, including a list item\'s _links', async (t) => {
  const response = await harness.request('/test/v1/posts?_fields=id,title.rendered,_links.self,content.protected');
  t.deepEqual(response.json(), [
    { id: 1, title: { rendered: 'Title 1' }, content: { protected: false }, _links: { self: [{ href: 'http://localhost:8080/svc-json/test/v1/posts/1' }] } },
    { id: 2, title: { rendered: 'Title 2' }, content: { protected: false }, _links: { self: [{ href: 'http://localhost:8080/svc-json/test/v1/posts/2' }] } },
  ]);
});

test('an object is filtered recursively, deep paths included', async (t) => {
  const response = await harness.request('/test/v1/post?_fields=meta.a.b,title.raw');
  t.deepEqual(response.json(), {
    title: { raw: 'Raw 1' },
    meta: { a: { b: 1 } },
    // Links kept on the response object are added to the body after _fields, as in WordPress.
    _links: { self: [{ href: 'http://localhost:8080/svc-json/test/v1/posts/1' }] },
  });
});

test('a listed parent keeps the whole value, whatever its sub-paths', async (t) => {
  const response = await harness.request('/test/v1/post?_fields=title.raw,title,meta.a');
  t.deepEqual(response.json(), {
    title: { raw: 'Raw 1', rendered: 'Title 1' },
    meta: { a: { b: 1, c: 2 } },
    _links: { self: [{ href: 'http://localhost:8080/svc-json/test/v1/posts/1' }] },
  });
});

test('names may be separated by whitespace and are trimmed; a list parameter works too', async (t) => {
  const spaced = await harness.request('/test/v1/posts?_fields=%20id%20%20tags%20');
  t.deepEqual(spaced.json(), [
    { id: 1, tags: [3, 4] },
    { id: 2, tags: [3, 4] },
  ]);
  const listed = await harness.request('/test/v1/posts?_fields[]=id&_fields[]=content.rendered');
  t.deepEqual(listed.json(), [
    { id: 1, content: { rendered: '<p>1</p>' } },
    { id: 2, content: { rendered: '<p>2</p>' } },
  ]);
});

test('without _fields, or with an empty list, the data is unchanged', async (t) => {
  const expected = [collectionItem(1), collectionItem(2)];
  t.deepEqual((await harness.request('/test/v1/posts')).json(), expected);
  t.deepEqual((await harness.request('/test/v1/posts?_fields=')).json(), expected);
  t.deepEqual((await harness.request('/test/v1/posts?_fields=,%20,')).json(), expected);
});

test('an unknown field leaves empty objects', async (t) => {
  const response = await harness.request('/test/v1/posts?_fields=nope');
  t.deepEqual(response.json(), [{}, {}]);
});

test('_fields is not applied to errors', async (t) => {
  const response = await harness.request('/test/v1/broken?_fields=code');
  t.is(response.status, 400);
  t.deepEqual(response.json(), { code: 'test_broken', message: 'Broken.', data: { status: 400, details: { a: 1 } } });
  const failing = await harness.request('/test/v1/failing-response?_fields=code');
  t.is(failing.status, 409);
  t.deepEqual(failing.json(), { code: 'x', message: 'Y', extra: 1 });
  const missing = await harness.request('/test/v1/nowhere?_fields=code');
  t.is(missing.status, 404);
  t.deepEqual(Object.keys(missing.json() as object), ['code', 'message', 'data']);
});
