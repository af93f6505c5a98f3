import test from 'ava';
import { PhpUnserializeError, isPhpSerialized, phpUnserialize } from '../../src/importer/wordpress/phpUnserialize';

test('scalars: null, booleans, integers, floats, strings with byte lengths', (t) => {
  t.is(phpUnserialize('N;'), null);
  t.is(phpUnserialize('b:1;'), true);
  t.is(phpUnserialize('b:0;'), false);
  t.is(phpUnserialize('i:-42;'), -42);
  t.is(phpUnserialize('d:0.5;'), 0.5);
  t.is(phpUnserialize('s:0:"";'), '');
  // "Café crème" is 12 bytes in UTF-8; a quote and semicolon inside a string are just bytes.
  t.is(phpUnserialize('s:12:"Café crème";'), 'Café crème');
  t.is(phpUnserialize('s:4:"a";b";'), 'a";b');
});

test('arrays: 0..n-1 keys give a list, any other keys an object; nesting and objects', (t) => {
  t.deepEqual(phpUnserialize('a:1:{s:13:"administrator";b:1;}'), { administrator: true });
  t.deepEqual(phpUnserialize('a:2:{i:0;i:128;i:1;i:528;}'), [128, 528]);
  t.deepEqual(phpUnserialize('a:2:{i:1;s:1:"x";i:0;s:1:"y";}'), { 1: 'x', 0: 'y' });
  t.deepEqual(phpUnserialize('a:0:{}'), []);
  t.deepEqual(
    phpUnserialize('a:2:{s:5:"width";i:1200;s:5:"sizes";a:1:{s:9:"thumbnail";a:1:{s:4:"file";s:5:"a.png";}}}'),
    { width: 1200, sizes: { thumbnail: { file: 'a.png' } } },
  );
  t.deepEqual(phpUnserialize('O:8:"stdClass":1:{s:1:"a";i:1;}'), { a: 1 });
});

test('malformed or unsupported input throws PhpUnserializeError naming the byte', (t) => {
  for (const bad of ['s:5:"abc";', 'i:1', 'a:1:{i:0;}', 'b:2;', 'R:1;', 'C:3:"Foo":0:{}', 'i:1;x', 'd:INF;', '']) {
    t.throws(() => phpUnserialize(bad), { instanceOf: PhpUnserializeError }, bad);
  }
  t.throws(() => phpUnserialize('s:50:"abc";'), { message: 'string runs past the end at byte 6' });
});

test('isPhpSerialized tells serialized values from plain meta strings', (t) => {
  t.true(isPhpSerialized('a:0:{}'));
  t.true(isPhpSerialized('s:1:"x";'));
  t.true(isPhpSerialized('N;'));
  t.false(isPhpSerialized('12'));
  t.false(isPhpSerialized('default'));
  t.false(isPhpSerialized('a: b;'));
});
