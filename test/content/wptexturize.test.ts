import test from 'ava';
import { wptexturize } from '../../src/content/wptexturize';

test('quotes, apostrophes, dashes and ellipses in text become typographic entities', (t) => {
  t.is(wptexturize('"Sit amet." -- it\'s a quote...'), '&#8220;Sit amet.&#8221; &#8212; it&#8217;s a quote&#8230;');
  t.is(wptexturize("pages 3--5, 'single' and A & B"), 'pages 3&#8211;5, &#8216;single&#8217; and A &#038; B');
});

test('tags, comments, shortcodes and code elements are left alone', (t) => {
  t.is(wptexturize('<a title="x -- y">"in"</a>'), '<a title="x -- y">&#8220;in&#8221;</a>');
  t.is(wptexturize('<code>"ok" -- x</code> "out"'), '<code>"ok" -- x</code> &#8220;out&#8221;');
  t.is(wptexturize('[gallery ids="1,2"] <!-- "c" -->'), '[gallery ids="1,2"] <!-- "c" -->');
});
