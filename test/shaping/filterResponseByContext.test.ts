import test from 'ava';
import { filterResponseByContext } from '../../src/shaping/index';
import type { Schema } from '../../src/schema/types';

const postSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer', context: ['view', 'edit', 'embed'] },
    password: { type: 'string', context: ['edit'] },
    slug: { type: 'string' },
    title: {
      type: 'object',
      context: ['view', 'edit', 'embed'],
      properties: {
        raw: { type: 'string', context: ['edit'] },
        rendered: { type: 'string', context: ['view', 'edit', 'embed'] },
      },
    },
  },
};

const post = () => ({ id: 1, password: 'pw', slug: 's', title: { raw: 'r', rendered: 'R' }, extra: 9 });

test('fields whose context list lacks the context are removed; fields without context stay', (t) => {
  t.deepEqual(filterResponseByContext(post(), postSchema, 'view'), {
    id: 1,
    slug: 's',
    title: { rendered: 'R' },
    extra: 9,
  });
});

test('edit context keeps everything listed for edit', (t) => {
  t.deepEqual(filterResponseByContext(post(), postSchema, 'edit'), post());
});

test('embed context filters nested objects too', (t) => {
  t.deepEqual(filterResponseByContext(post(), postSchema, 'embed'), {
    id: 1,
    slug: 's',
    title: { rendered: 'R' },
    extra: 9,
  });
});

test('a child without context is kept whole, even if its own children name contexts', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      meta: { type: 'object', properties: { secret: { type: 'string', context: ['edit'] } } },
    },
  };
  const data = { meta: { secret: 'x' } };
  t.deepEqual(filterResponseByContext(data, schema, 'view'), { meta: { secret: 'x' } });
});

test('lists of objects are filtered through items', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      blocks: {
        type: 'array',
        context: ['view', 'edit'],
        items: {
          type: 'object',
          context: ['view', 'edit'],
          properties: { name: { type: 'string', context: ['view', 'edit'] }, raw: { type: 'string', context: ['edit'] } },
        },
      },
    },
  };
  const data = { blocks: [{ name: 'a', raw: '1' }, { name: 'b', raw: '2' }] };
  t.deepEqual(filterResponseByContext(data, schema, 'view'), { blocks: [{ name: 'a' }, { name: 'b' }] });
  t.deepEqual(filterResponseByContext(data, schema, 'edit'), data);
});

test('a list whose items schema lacks the context becomes empty', (t) => {
  const schema: Schema = { type: 'array', items: { type: 'string', context: ['edit'] } };
  t.deepEqual(filterResponseByContext(['a', 'b'], schema, 'view'), []);
  t.deepEqual(filterResponseByContext(['a', 'b'], schema, 'edit'), ['a', 'b']);
});

test('an additionalProperties schema applies to keys not named in properties', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: { known: { type: 'string', context: ['view'] } },
    additionalProperties: {
      type: 'object',
      context: ['view', 'edit'],
      properties: { raw: { type: 'string', context: ['edit'] }, shown: { type: 'string', context: ['view'] } },
    },
  };
  const data = { known: 'k', one: { raw: 'r1', shown: 's1' }, two: { raw: 'r2', shown: 's2' } };
  t.deepEqual(filterResponseByContext(data, schema, 'view'), { known: 'k', one: { shown: 's1' }, two: { shown: 's2' } });
  t.deepEqual(filterResponseByContext(data, schema, 'edit'), { one: { raw: 'r1' }, two: { raw: 'r2' } });
});

test('additionalProperties true gives no schema: extra keys stay', (t) => {
  const schema: Schema = { type: 'object', properties: {}, additionalProperties: true };
  t.deepEqual(filterResponseByContext({ a: 1 }, schema, 'view'), { a: 1 });
});

test('patternProperties schemas apply to matching keys', (t) => {
  const schema: Schema = {
    type: 'object',
    patternProperties: { '^_private': { type: 'string', context: ['edit'] } },
  };
  t.deepEqual(filterResponseByContext({ _private_x: 'p', open: 'o' }, schema, 'view'), { open: 'o' });
});

test('type lists: object and array together pick by the value shape', (t) => {
  const schema: Schema = {
    type: ['object', 'array'],
    properties: { hidden: { type: 'string', context: ['edit'] }, shown: { type: 'string', context: ['view'] } },
    items: { type: 'string', context: ['edit'] },
  };
  t.deepEqual(filterResponseByContext({ hidden: 'h', shown: 's' }, schema, 'view'), { shown: 's' });
  t.deepEqual(filterResponseByContext(['x'], schema, 'view'), []);
});

test('type lists with null still filter objects', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      maybe: {
        type: ['object', 'null'],
        context: ['view', 'edit'],
        properties: { raw: { type: 'string', context: ['edit'] }, rendered: { type: 'string', context: ['view', 'edit'] } },
      },
    },
  };
  t.deepEqual(filterResponseByContext({ maybe: { raw: 'r', rendered: 'R' } }, schema, 'view'), { maybe: { rendered: 'R' } });
  t.deepEqual(filterResponseByContext({ maybe: null }, schema, 'view'), { maybe: null });
});

test('a schema without type but with properties is read as an object', (t) => {
  const schema: Schema = { properties: { a: { type: 'string', context: ['edit'] }, b: { type: 'string' } } };
  t.deepEqual(filterResponseByContext({ a: 1, b: 2 }, schema, 'view'), { b: 2 });
});

test('a schema without type or properties leaves data unchanged', (t) => {
  const data = { a: 1 };
  t.is(filterResponseByContext(data, { context: ['edit'] }, 'view'), data);
  t.is(filterResponseByContext(data, {}, 'view'), data);
});

test('scalars come back unchanged', (t) => {
  t.is(filterResponseByContext('text', postSchema, 'view'), 'text');
  t.is(filterResponseByContext(null, postSchema, 'view'), null);
});

test('anyOf: the first matching branch filters the data', (t) => {
  const schema: Schema = {
    anyOf: [
      { type: 'string' },
      {
        type: 'object',
        properties: { raw: { type: 'string', context: ['edit'] }, rendered: { type: 'string', context: ['view'] } },
      },
    ],
  };
  t.deepEqual(filterResponseByContext({ raw: 'r', rendered: 'R' }, schema, 'view'), { rendered: 'R' });
  t.is(filterResponseByContext('plain', schema, 'view'), 'plain');
});

test('oneOf: a branch that matches filters the data; parent properties apply too', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: { top: { type: 'string', context: ['edit'] } },
    oneOf: [
      { properties: { kind: { type: 'string', enum: ['a'] }, aSecret: { type: 'string', context: ['edit'] } }, required: ['kind'] },
      { properties: { other: { type: 'string' } }, required: ['other'] },
    ],
  };
  t.deepEqual(filterResponseByContext({ kind: 'a', aSecret: 's', top: 't' }, schema, 'view'), { kind: 'a' });
});

test('nothing changed: the same object comes back; changed: input untouched', (t) => {
  const data = post();
  t.is(filterResponseByContext(data, postSchema, 'edit'), data);
  const before = JSON.stringify(data);
  const out = filterResponseByContext(data, postSchema, 'view');
  t.not(out, data);
  t.is(JSON.stringify(data), before);
});

test('objects with toJSON are filtered by what they serialise to', (t) => {
  const model = { toJSON: () => ({ id: 1, password: 'pw' }) };
  t.deepEqual(filterResponseByContext(model, postSchema, 'view'), { id: 1 });
});

test('a filtered object keeps the order of the keys it keeps, an own `__proto__` key included', (t) => {
  const data = JSON.parse('{"password":"pw","__proto__":{"polluted":true},"id":1,"slug":"s","title":{"raw":"r","rendered":"R"}}') as object;
  const filtered = filterResponseByContext(data, postSchema, 'view') as Record<string, unknown>;
  t.deepEqual(Object.keys(filtered), ['__proto__', 'id', 'slug', 'title']);
  t.is(Object.getPrototypeOf(filtered), Object.prototype);
  t.is(JSON.stringify(filtered), '{"__proto__":{"polluted":true},"id":1,"slug":"s","title":{"rendered":"R"}}');
});

test('only own keys are walked: an inherited enumerable property is neither copied nor filtered', (t) => {
  const base = { inherited: 'from the prototype', password: 'inherited pw' };
  const data = Object.assign(Object.create(base) as Record<string, unknown>, { password: 'pw', id: 1, slug: 's' });
  const filtered = filterResponseByContext(data, postSchema, 'view') as Record<string, unknown>;
  t.deepEqual(Object.keys(filtered), ['id', 'slug']);
  t.is(Object.getPrototypeOf(filtered), Object.prototype);
  t.false('inherited' in filtered);
});

test('a list read through an object schema keeps its length: a dropped entry leaves a hole, others are filtered in place', (t) => {
  const schema: Schema = {
    type: 'object',
    properties: {
      0: { type: 'string', context: ['view'] },
      1: { type: 'string', context: ['edit'] },
      2: { type: 'object', context: ['view'], properties: { raw: { type: 'string', context: ['edit'] } } },
    },
  };
  const data = ['a', 'b', { raw: 'r', kept: 1 }, 'd'];
  const filtered = filterResponseByContext(data, schema, 'view') as unknown[];
  t.is(filtered.length, 4);
  t.false(1 in filtered);
  t.deepEqual(filtered[2], { kept: 1 });
  t.is(JSON.stringify(filtered), '["a",null,{"kept":1},"d"]');
  t.deepEqual(data, ['a', 'b', { raw: 'r', kept: 1 }, 'd']);
});

test('holes of a filtered list stay holes; a list of only holes comes back as it is', (t) => {
  const schema: Schema = { type: 'array', context: ['view'], items: postSchema.properties!.title! };
  const data = [{ raw: 'r', rendered: 'R' }, , { raw: 'x', rendered: 'X' }];
  const filtered = filterResponseByContext({ list: data }, { type: 'object', properties: { list: schema } }, 'view') as { list: unknown[] };
  t.is(filtered.list.length, 3);
  t.false(1 in filtered.list);
  t.deepEqual(filtered.list[0], { rendered: 'R' });
  const holes = new Array<unknown>(3);
  const kept = { list: holes };
  t.is(filterResponseByContext(kept, { type: 'object', properties: { list: schema } }, 'view'), kept);
});
