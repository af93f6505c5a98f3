import test from 'ava';
import { parseEmbedParam } from '../../src/shaping/index';

test('absent, empty, true and 1 mean embed all', (t) => {
  for (const value of [undefined, null, '', true, 'true', '1', 1]) {
    t.is(parseEmbedParam(value), true, `value ${String(value)}`);
  }
});

test('PHP-falsy values also mean embed all, as in WordPress', (t) => {
  for (const value of ['0', 0, false, [], {}]) {
    t.is(parseEmbedParam(value), true, `value ${JSON.stringify(value)}`);
  }
});

test('a comma string lists relations', (t) => {
  t.deepEqual(parseEmbedParam('author,wp:term'), ['author', 'wp:term']);
  t.deepEqual(parseEmbedParam(' author , replies '), ['author', 'replies']);
});

test('an array lists relations as given', (t) => {
  t.deepEqual(parseEmbedParam(['author', 'up']), ['author', 'up']);
  t.deepEqual(parseEmbedParam({ a: 'author' }), ['author']);
});

test('a list that parses to nothing means embed all', (t) => {
  t.is(parseEmbedParam(' , ,'), true);
  t.is(parseEmbedParam([null, { x: 1 }]), true);
});
