import test from 'ava';
import { parseShortcodeAttributes, ShortcodeRegistry } from '../../src/content/shortcodes';

test('attributes: named (lower-cased), quoted, bare and positional', (t) => {
  t.deepEqual(parseShortcodeAttributes(' ID="6" align=\'left\' width=300 "pos one" two'), { id: '6', align: 'left', width: '300', 0: 'pos one', 1: 'two' });
});

test('do: self-closing, enclosing, escaped [[…]], unknown tags left alone', async (t) => {
  const registry = new ShortcodeRegistry();
  registry.add('hello', (atts, content) => `<b>${atts.name ?? 'world'}${content === null ? '' : `:${content}`}</b>`);
  t.is(await registry.doShortcode('A [hello name="you"]inner[/hello] B [hello] C [[hello]] [other]'), 'A <b>you:inner</b> B <b>world</b> C [hello] [other]');
  // As in WordPress, an unclosed shortcode followed by a closed one of the same name encloses everything up to the closer.
  t.is(await registry.doShortcode('[hello] x [hello]y[/hello]'), '<b>world: x [hello]y</b>');
  t.is(await registry.doShortcode('[hello /]'), '<b>world</b>');
});

test('handlers may be async; strip removes registered shortcodes', async (t) => {
  const registry = new ShortcodeRegistry();
  registry.add('later', async () => 'done');
  t.is(await registry.doShortcode('[later]'), 'done');
  t.is(registry.stripShortcodes('x [later] y [[later]] [keep]'), 'x  y [later] [keep]');
});

test('unautop unwraps a paragraph holding only a shortcode', (t) => {
  const registry = new ShortcodeRegistry();
  registry.add('gallery', () => '');
  t.is(registry.unautop('<p>[gallery ids="1,2"]</p>\n<p>text [gallery]</p>'), '[gallery ids="1,2"]\n<p>text [gallery]</p>');
});

test('invalid names are refused', (t) => {
  const registry = new ShortcodeRegistry();
  t.throws(() => registry.add('bad name', () => ''), { message: 'Invalid shortcode name: bad name. Do not use spaces or reserved characters: & / < > [ ] =' });
});
