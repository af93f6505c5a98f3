import test from 'ava';
import { filterResponseFields, parseFieldsParam } from '../../src/shaping/index';

const post = () => ({
  id: 7,
  date: '2024-01-02T03:04:05',
  title: { raw: 'Hello', rendered: '<p>Hello</p>' },
  content: { raw: 'Body', rendered: '<p>Body</p>', protected: false },
  meta: { a: { b: { c: 1, d: 2 }, e: 3 }, f: 4 },
  tags: [3, 5, 8],
});

test('comma list keeps only the named top-level fields, in data order', (t) => {
  const out = filterResponseFields(post(), 'title,id');
  t.deepEqual(out, { id: 7, title: { raw: 'Hello', rendered: '<p>Hello</p>' } });
  t.deepEqual(Object.keys(out as object), ['id', 'title']);
});

test('whitespace and commas both separate names; surrounding blanks are dropped', (t) => {
  t.deepEqual(filterResponseFields(post(), ' id \t date\n,  ,tags '), {
    id: 7,
    date: '2024-01-02T03:04:05',
    tags: [3, 5, 8],
  });
});

test('array of names: each entry is trimmed, not split', (t) => {
  t.deepEqual(filterResponseFields(post(), [' id ', 'title.raw']), { id: 7, title: { raw: 'Hello' } });
  t.deepEqual(filterResponseFields(post(), ['id,date']), {});
});

test('dotted name keeps only that nested path', (t) => {
  t.deepEqual(filterResponseFields(post(), 'title.rendered'), { title: { rendered: '<p>Hello</p>' } });
});

test('three-level dotted name a.b.c', (t) => {
  t.deepEqual(filterResponseFields(post(), 'meta.a.b.c'), { meta: { a: { b: { c: 1 } } } });
  t.deepEqual(filterResponseFields(post(), 'meta.a.b.c,meta.f'), { meta: { a: { b: { c: 1 } }, f: 4 } });
});

test('sibling sub-paths of one parent merge', (t) => {
  t.deepEqual(filterResponseFields(post(), 'content.raw,content.protected,id'), {
    id: 7,
    content: { raw: 'Body', protected: false },
  });
});

test('parent listed before a child keeps the whole parent, and later names still apply', (t) => {
  t.deepEqual(filterResponseFields(post(), 'title,title.raw,id'), {
    id: 7,
    title: { raw: 'Hello', rendered: '<p>Hello</p>' },
  });
});

test('a child of an already-listed parent adds nothing anywhere else', (t) => {
  t.deepEqual(filterResponseFields({ a: { b: 1, c: 2 }, b: 3 }, 'a,a.b'), { a: { b: 1, c: 2 } });
});

test('parent listed after a child also keeps the whole parent', (t) => {
  t.deepEqual(filterResponseFields(post(), 'meta.a.b.c,meta.a'), {
    meta: { a: { b: { c: 1, d: 2 }, e: 3 } },
  });
});

test('a list response is filtered item by item', (t) => {
  const list = [post(), { ...post(), id: 8, title: { raw: 'Two', rendered: 'Two' } }];
  t.deepEqual(filterResponseFields(list, 'id,title.rendered'), [
    { id: 7, title: { rendered: '<p>Hello</p>' } },
    { id: 8, title: { rendered: 'Two' } },
  ]);
});

test('the reference capture: id,title.rendered,_links.self,content.protected', (t) => {
  const item = {
    id: 1028,
    title: { rendered: 'Curious Note' },
    content: { rendered: 'x', protected: false },
    excerpt: { rendered: 'y' },
    _links: { self: [{ href: 'http://h/svc-json/wp/v2/posts/1028' }], collection: [{ href: 'c' }] },
  };
  t.deepEqual(filterResponseFields([item], 'id,title.rendered,_links.self,content.protected'), [
    {
      id: 1028,
      title: { rendered: 'Curious Note' },
      content: { protected: false },
      _links: { self: [{ href: 'http://h/svc-json/wp/v2/posts/1028' }] },
    },
  ]);
});

test('unknown names are ignored; no match gives an empty object', (t) => {
  t.deepEqual(filterResponseFields(post(), 'nope,title.nope'), { title: {} });
  t.deepEqual(filterResponseFields(post(), 'nope'), {});
});

test('a sub-path of a scalar keeps the scalar', (t) => {
  t.deepEqual(filterResponseFields(post(), 'id.x'), { id: 7 });
});

test('a nested list is intersected by index, like PHP arrays', (t) => {
  t.deepEqual(filterResponseFields(post(), 'tags.0'), { tags: [3] });
  t.deepEqual(filterResponseFields(post(), 'tags.0,tags.1'), { tags: [3, 5] });
  t.deepEqual(filterResponseFields(post(), 'tags.2'), { tags: { '2': 8 } });
  t.deepEqual(filterResponseFields(post(), 'tags.x'), { tags: [] });
});

test('empty parsed list leaves the data unchanged (same reference)', (t) => {
  const data = post();
  t.is(filterResponseFields(data, ''), data);
  t.is(filterResponseFields(data, ' , ,\t'), data);
  t.is(filterResponseFields(data, []), data);
});

test('the input is not mutated', (t) => {
  const data = post();
  const before = JSON.stringify(data);
  filterResponseFields(data, 'title.raw,meta.a.b.c');
  t.is(JSON.stringify(data), before);
});

test('objects with toJSON are filtered by what they serialise to', (t) => {
  const model = { toJSON: () => ({ id: 1, secret: 's', title: { raw: 'r', rendered: 'R' } }) };
  t.deepEqual(filterResponseFields({ item: model }, 'item.id,item.title.rendered'), {
    item: { id: 1, title: { rendered: 'R' } },
  });
  t.deepEqual(filterResponseFields(model, 'id'), { id: 1 });
});

test('scalar data and scalar list items pass through', (t) => {
  t.is(filterResponseFields('text', 'id'), 'text');
  t.deepEqual(filterResponseFields([1, { id: 2, x: 3 }], 'id'), [1, { id: 2 }]);
});

test('parseFieldsParam splits strings, trims array entries, keeps only scalars', (t) => {
  t.deepEqual(parseFieldsParam('a, b\tc\n\nd,,e'), ['a', 'b', 'c', 'd', 'e']);
  t.deepEqual(parseFieldsParam(' a.b , c '), ['a.b', 'c']);
  t.deepEqual(parseFieldsParam([' a ', 'b.c', 3, true, null, { x: 1 }]), ['a', 'b.c', '3', '1']);
  t.deepEqual(parseFieldsParam(''), []);
});

test('a map (from `_fields[k]=v`) counts as the list of its values', (t) => {
  t.deepEqual(parseFieldsParam({ a: 'id', b: ' title.raw ' }), ['id', 'title.raw']);
  t.deepEqual(filterResponseFields(post(), { x: 'id' }), { id: 7 });
});
