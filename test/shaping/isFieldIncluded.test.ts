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
