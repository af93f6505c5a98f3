import test from 'ava';
import { isFieldIncluded } from '../../src/shaping/index';

test('listed field is included', (t) => {
  t.true(isFieldIncluded('title', ['id', 'title']));
});

test('a parent is included when one of its sub-paths is listed', (t) => {
  t.true(isFieldIncluded('title', ['title.raw']));
  t.true(isFieldIncluded('meta', ['meta.a.b']));
  t.true(isFieldIncluded('meta.a', ['meta.a.b']));
});

test('a sub-path is included when its parent is listed', (t) => {
  t.true(isFieldIncluded('title.raw', ['title']));
  t.true(isFieldIncluded('meta.a.b', ['meta']));
});

test('names that merely share a prefix are not included', (t) => {
  t.false(isFieldIncluded('title', ['titles']));
  t.false(isFieldIncluded('titles', ['title']));
  t.false(isFieldIncluded('title', ['subtitle.raw']));
  t.false(isFieldIncluded('title.raw', ['title.rendered']));
});

test('empty list includes nothing', (t) => {
  t.false(isFieldIncluded('id', []));
});

test('empty names and bare dots follow the same prefix rule', (t) => {
  const cases: Array<[field: string, fields: string[], included: boolean]> = [
    ['', [''], true],
    ['', ['.a'], true],
    ['', ['a'], false],
    ['a', [''], false],
    ['.a', [''], true],
    ['a.', ['a'], true],
    ['a', ['a.'], true],
    ['a..b', ['a.'], true],
    ['a.b', ['a..b'], false],
    ['b.a', ['a'], false],
  ];
  for (const [field, fields, included] of cases) t.is(isFieldIncluded(field, fields), included, `${JSON.stringify(field)} in ${JSON.stringify(fields)}`);
});
