import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasBlocks, parseBlocks, type ParsedBlock } from '../../src/content/parseBlocks';

/** Gutenberg's parser fixtures, copied as data (see test/fixtures/blocks/SOURCE.md). Tests run from dist/test/content. */
const FIXTURES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'blocks');

const documents = readdirSync(FIXTURES).filter((file) => file.endsWith('.html')).sort();

test('the fixture set is present', (t) => {
  t.true(documents.length >= 9);
});

for (const file of documents) {
  const name = file.slice(0, -'.html'.length);
  test(`fixture ${name}: parse equals WordPress's parse`, (t) => {
    const html = readFileSync(join(FIXTURES, file), 'utf8').trim();
    const expected = JSON.parse(readFileSync(join(FIXTURES, `${name}.parsed.json`), 'utf8')) as ParsedBlock[];
    t.deepEqual(parseBlocks(html), expected);
  });
}

interface SpecCase {
  name: string;
  input: string;
  expected?: ParsedBlock[];
  like?: Array<Partial<ParsedBlock>>;
  sameAs?: string;
  firstInnerContent?: Array<string | null>;
}

const cases = JSON.parse(readFileSync(join(FIXTURES, 'spec-parser-cases.json'), 'utf8')) as SpecCase[];

for (const spec of cases) {
  test(`spec: ${spec.name}`, (t) => {
    const parsed = parseBlocks(spec.input);
    if (spec.expected !== undefined) t.deepEqual(parsed, spec.expected);
    if (spec.sameAs !== undefined) t.deepEqual(parsed, parseBlocks(spec.sameAs));
    if (spec.firstInnerContent !== undefined) t.deepEqual(parsed[0]?.innerContent, spec.firstInnerContent);
    if (spec.like !== undefined) {
      t.is(parsed.length, spec.like.length);
      spec.like.forEach((partial, i) => t.like(parsed[i], partial));
    }
  });
}

test('spec: really long JSON attribute sections parse', (t) => {
  const long = 'a'.repeat(100000);
  const [block] = parseBlocks(`<!-- wp:fake {"a":"${long}"} /-->`);
  t.is((block?.attrs as { a: string }).a.length, 100000);
});

test('freeform content is one null-named block; an empty document is no block', (t) => {
  t.deepEqual(parseBlocks('<p>Classic</p>\n<p>Text</p>'), [{ blockName: null, attrs: {}, innerBlocks: [], innerHTML: '<p>Classic</p>\n<p>Text</p>', innerContent: ['<p>Classic</p>\n<p>Text</p>'] }]);
  t.deepEqual(parseBlocks(''), []);
});

test('names: namespaced kept, bare given core/, invalid names stay freeform', (t) => {
  t.is(parseBlocks('<!-- wp:my-plugin/thing /-->')[0]?.blockName, 'my-plugin/thing');
  t.is(parseBlocks('<!-- wp:paragraph /-->')[0]?.blockName, 'core/paragraph');
  t.deepEqual(parseBlocks('<!-- wp:core/4-invalid /-->'), [{ blockName: null, attrs: {}, innerBlocks: [], innerHTML: '<!-- wp:core/4-invalid /-->', innerContent: ['<!-- wp:core/4-invalid /-->'] }]);
  t.deepEqual(parseBlocks('<!-- wp:Paragraph /-->')[0]?.blockName, null);
});

test('attributes: nested JSON, `}` inside strings, invalid JSON as null', (t) => {
  t.deepEqual(parseBlocks('<!-- wp:x {"a":{"b":[1,"}"]},"c":"-->"} /-->')[0]?.attrs, { a: { b: [1, '}'] }, c: '-->' });
  t.is(parseBlocks('<!-- wp:x {"a":} /-->')[0]?.attrs, null);
});

test('unclosed blocks close at the end (each keeps the rest of the document, as WordPress); a stray closer makes the rest freeform', (t) => {
  t.deepEqual(parseBlocks('<!-- wp:a -->one<!-- wp:b -->two'), [
    { blockName: null, attrs: {}, innerBlocks: [], innerHTML: 'one', innerContent: ['one'] },
    { blockName: 'core/b', attrs: {}, innerBlocks: [], innerHTML: 'two', innerContent: ['two'] },
    { blockName: 'core/a', attrs: {}, innerBlocks: [], innerHTML: 'one<!-- wp:b -->two', innerContent: ['one<!-- wp:b -->two'] },
  ]);
  t.deepEqual(parseBlocks('x<!-- /wp:a -->y'), [{ blockName: null, attrs: {}, innerBlocks: [], innerHTML: 'x<!-- /wp:a -->y', innerContent: ['x<!-- /wp:a -->y'] }]);
});

test('hasBlocks', (t) => {
  t.true(hasBlocks('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->'));
  t.false(hasBlocks('<p>classic</p>'));
});
