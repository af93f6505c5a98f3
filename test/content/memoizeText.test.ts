import test from 'ava';
import { memoizeText } from '../../src/content/memoizeText';
import { wpautop } from '../../src/content/wpautop';
import { wptexturize } from '../../src/content/wptexturize';

test('a memoized transform runs once per input and gives the same output', (t) => {
  const seen: string[] = [];
  const upper = memoizeText((text) => {
    seen.push(text);
    return text.toUpperCase();
  }, { entries: 10, chars: 1000 });
  t.is(upper('abc'), 'ABC');
  t.is(upper('abc'), 'ABC');
  t.is(upper('def'), 'DEF');
  t.deepEqual(seen, ['abc', 'def']);
});

test('the memo drops its least recently used entries beyond its entry and character limits', (t) => {
  const seen: string[] = [];
  const same = memoizeText((text) => {
    seen.push(text);
    return text;
  }, { entries: 2, chars: 1000 });
  same('a');
  same('b');
  same('a');
  same('c');
  same('a');
  same('b');
  t.deepEqual(seen, ['a', 'b', 'c', 'b']);
  const bounded = memoizeText((text) => {
    seen.push(text);
    return text;
  }, { entries: 100, chars: 400 });
  seen.length = 0;
  bounded('x'.repeat(20));
  bounded('x'.repeat(20));
  bounded('y'.repeat(100));
  bounded('y'.repeat(100));
  t.deepEqual(seen, ['x'.repeat(20), 'y'.repeat(100), 'y'.repeat(100)], 'only what fits in an eighth of the character limit is kept');
});

test('repeated content renders the same through the memoized filters', (t) => {
  const text = "It's \"quoted\" -- and 1920x1080... & more\n\nSecond line";
  const first = [wptexturize(text), wpautop(text)];
  t.deepEqual([wptexturize(text), wpautop(text)], first);
  t.is(first[0], 'It&#8217;s &#8220;quoted&#8221; &#8212; and 1920&#215;1080&#8230; &#038; more\n\nSecond line');
  t.is(wpautop(text, false), '<p>It\'s "quoted" -- and 1920x1080... & more</p>\n<p>Second line</p>\n');
});
