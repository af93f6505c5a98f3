import test from 'ava';
import { wpautop } from '../../src/content/wpautop';

test('paragraphs from blank lines, <br /> from single newlines', (t) => {
  t.is(wpautop('First line\nsecond line\n\nNext paragraph'), '<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>\n');
  t.is(wpautop('   \n  '), '');
});

test('block-level elements are not wrapped; inline ones are', (t) => {
  t.is(wpautop('<div>Inside</div>\n\nText <em>here</em>'), '<div>Inside</div>\n<p>Text <em>here</em></p>\n');
  t.is(wpautop('<h2>Title</h2>\nBody'), '<h2>Title</h2>\n<p>Body</p>\n');
  t.is(wpautop('<ul>\n<li>One</li>\n<li>Two</li>\n</ul>'), '<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n');
});

test('<pre> keeps its white space; newlines inside tags are not breaks', (t) => {
  t.is(wpautop('<pre>a\n\nb</pre>'), '<pre>a\n\nb</pre>\n');
  t.is(wpautop('<a\nhref="x">link</a>'), '<p><a\nhref="x">link</a></p>\n');
});

test('blockquote paragraphs go inside the quote', (t) => {
  t.is(wpautop('<blockquote>Quoted</blockquote>'), '<blockquote><p>Quoted</p></blockquote>\n');
});

test('the classic content of a WordPress 7.1 capture renders as WordPress rendered it', (t) => {
  // posts-list.json, post 1028: stored as two paragraphs separated by a blank line.
  const first = 'Route nulla exercitation sunt exercitation qui json ut minim lorem aliqua response irure lorem header.';
  const second = 'Non consectetur consectetur laboris request amet irure.';
  t.is(wpautop(`${first}\n\n${second}`), `<p>${first}</p>\n<p>${second}</p>\n`);
});
