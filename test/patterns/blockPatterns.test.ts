/** `/wp/v2/block-patterns/patterns` over HTTP: registered patterns, the directory's core and featured ones, permissions. */
import test from 'ava';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerBlockPattern, unregisterBlockPattern, blockPatternRegistryOf } from '../../controllers/patterns/BlockPatternRegistry';
import { addPatternFolder, patternsFromFolder } from '../../controllers/patterns/patternsFromFolder';
import { LocalPatternDirectory } from '../../controllers/pattern-directory/PatternDirectorySource';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { list } from '../auth-http/site';
import { assertEditorsOnly, editorSite } from './editorSite';

const PATH = '/wp/v2/block-patterns/patterns';

test('only users who can edit posts may list the patterns', async (t) => {
  await assertEditorsOnly(t, await editorSite(t), PATH, 'rest_cannot_view', 'Sorry, you are not allowed to view the registered block patterns.');
});

test('the directory\'s core-keyword patterns are listed as core/<title>, then its featured ones, each shaped as WordPress shapes them', async (t) => {
  const { as } = await editorSite(t);
  const reply = await as('contributor', 'GET', PATH);
  t.is(reply.status, 200);
  t.is(reply.headers.get('allow'), 'GET');
  t.is(reply.headers.get('x-wp-total'), null, 'the list is not paged');
  const patterns = list(reply);
  t.deepEqual(patterns.map((pattern) => [pattern.name, pattern.source]), [
    ['core/quote-with-citation', 'pattern-directory/core'],
    ['core/simple-header', 'pattern-directory/core'],
    ['core/two-columns-of-text', 'pattern-directory/core'],
    ['image-gallery-grid', 'pattern-directory/featured'],
    ['call-to-action-with-buttons', 'pattern-directory/featured'],
  ]);
  t.deepEqual(Object.entries(patterns[4]!), Object.entries({
    name: 'call-to-action-with-buttons',
    title: 'Call to action with buttons',
    content: patterns[4]!.content,
    description: 'A centered heading above a button.',
    viewport_width: 800,
    categories: ['call-to-action', 'featured'],
    keywords: ['button', 'cta'],
    block_types: ['core/buttons'],
    source: 'pattern-directory/featured',
  }), 'keys in WordPress\'s order, unset ones (inserter, post_types, template_types) left out');
  t.true(String(patterns[4]!.content).startsWith('<!-- wp:group'));
});

test('registered patterns come first with their fields; old core category names are listed under the new ones; _fields picks', async (t) => {
  const { site, as } = await editorSite(t, 'sqlite', { patternDirectory: new LocalPatternDirectory([]) });
  t.true(registerBlockPattern(site.app, 'acme/hero', {
    title: 'Hero', content: '<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading -->', description: 'Big words.', viewportWidth: 1400, inserter: false,
    categories: ['buttons', 'columns', 'query', 'featured'], keywords: ['big'], blockTypes: ['core/heading'], postTypes: ['page'], templateTypes: ['404'], source: 'plugin',
  }));
  t.true(registerBlockPattern(site.app, 'acme/plain', { title: 'Plain', content: '<p>x</p>' }));
  const patterns = list(await as('admin', 'GET', PATH));
  t.deepEqual(patterns, [
    {
      name: 'acme/hero', title: 'Hero', content: '<!-- wp:heading --><h2>Hi</h2><!-- /wp:heading -->', description: 'Big words.', viewport_width: 1400, inserter: false,
      categories: ['call-to-action', 'text', 'posts', 'featured'], keywords: ['big'], block_types: ['core/heading'], post_types: ['page'], template_types: ['404'], source: 'plugin',
    },
    { name: 'acme/plain', title: 'Plain', content: '<p>x</p>' },
  ]);
  t.deepEqual(list(await as('admin', 'GET', `${PATH}?_fields=name,categories`)), [
    { name: 'acme/hero', categories: ['call-to-action', 'text', 'posts', 'featured'] },
    { name: 'acme/plain' },
  ]);
  t.true(unregisterBlockPattern(site.app, 'acme/plain'));
  t.deepEqual(list(await as('admin', 'GET', PATH)).map((pattern) => pattern.name), ['acme/hero']);
});

test('registering without a title or content, or unregistering an unknown pattern, is refused with a notice', async (t) => {
  const { site } = await editorSite(t);
  const notices = site.app.container.get<Notices>(TOKENS.Notices);
  notices.clear();
  t.false(registerBlockPattern(site.app, 'acme/a', { content: '<p/>' } as never));
  t.false(registerBlockPattern(site.app, 'acme/b', { title: 'B' }));
  t.false(unregisterBlockPattern(site.app, 'acme/none'));
  t.deepEqual(notices.all().map((notice) => notice.message), ['Pattern title must be a string.', 'Pattern content must be a string.', 'Pattern "acme/none" not found.']);
  t.false(blockPatternRegistryOf(site.app).isRegistered('acme/a'));
});

test('the should_load_remote_block_patterns filter keeps the directory\'s patterns out', async (t) => {
  const { site, as } = await editorSite(t);
  site.app.hooks.addFilter('should_load_remote_block_patterns', () => false);
  t.deepEqual(list(await as('admin', 'GET', PATH)), []);
});

test('patterns of a folder given in the patternFolders option are registered under their slugs, read as theme pattern files', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-patterns-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'b-hero.html'), [
    '<!--',
    ' * Title: Hero banner',
    ' * Slug: mytheme/hero',
    ' * Description: A big welcome.',
    ' * Categories: banner, featured',
    ' * Keywords: welcome, big title',
    ' * Block Types: core/cover',
    ' * Post Types: page, wp_template',
    ' * Template Types: front-page',
    ' * Viewport Width: 1280',
    ' * Inserter: no',
    ' -->',
    '<!-- wp:heading --><h2>Welcome</h2><!-- /wp:heading -->',
    '',
  ].join('\n'));
  writeFileSync(join(dir, 'a-plain.html'), '<!--\nTitle: Plain\nSlug: mytheme/plain\nInserter: yes\n-->\n<p>Plain</p>');
  writeFileSync(join(dir, 'no-slug.html'), '<!--\nTitle: Lost\n-->\n<p>x</p>');
  writeFileSync(join(dir, 'no-title.html'), '<!--\nSlug: mytheme/untitled\n-->\n<p>x</p>');
  writeFileSync(join(dir, 'notes.txt'), 'Title: Not a pattern\nSlug: mytheme/notes');
  const { site, as } = await editorSite(t, 'sqlite', { patternFolders: [dir], patternDirectory: new LocalPatternDirectory([]) });
  const patterns = list(await as('admin', 'GET', PATH));
  t.deepEqual(patterns, [
    { name: 'mytheme/plain', title: 'Plain', content: '<p>Plain</p>', description: '', inserter: true },
    {
      name: 'mytheme/hero', title: 'Hero banner', content: '<!-- wp:heading --><h2>Welcome</h2><!-- /wp:heading -->\n', description: 'A big welcome.',
      viewport_width: 1280, inserter: false, categories: ['banner', 'featured'], keywords: ['welcome', 'big', 'title'], block_types: ['core/cover'],
      post_types: ['page', 'wp_template'], template_types: ['front-page'],
    },
  ]);
  const notices = site.app.container.get<Notices>(TOKENS.Notices).all().map((notice) => notice.message);
  t.true(notices.includes('Could not register file "no-slug.html" as a block pattern ("Slug" field missing)'));
  t.true(notices.includes('Could not register file "no-title.html" as a block pattern ("Title" field missing)'));
});

test('addPatternFolder registers a folder later, sub-folders included, without replacing a slug already registered', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-patterns-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'sections'));
  writeFileSync(join(dir, 'sections', 'footer.html'), '<!--\nTitle: Footer\nSlug: mytheme/footer\n-->\n<p>Footer</p>');
  writeFileSync(join(dir, 'taken.html'), '<!--\nTitle: From the folder\nSlug: acme/taken\n-->\n<p>folder</p>');
  const { site, as } = await editorSite(t, 'sqlite', { patternDirectory: new LocalPatternDirectory([]) });
  registerBlockPattern(site.app, 'acme/taken', { title: 'From code', content: '<p>code</p>' });
  t.deepEqual(addPatternFolder(site.app, dir), ['mytheme/footer']);
  t.deepEqual(list(await as('admin', 'GET', PATH)).map((pattern) => [pattern.name, pattern.title, pattern.content]), [
    ['acme/taken', 'From code', '<p>code</p>'],
    ['mytheme/footer', 'Footer', '<p>Footer</p>'],
  ]);
  t.deepEqual(patternsFromFolder(dir).map((entry) => entry.file), ['sections/footer.html', 'taken.html']);
});

test('template parts in pattern content get the active theme, as WordPress injects it; the rest is serialized as it was', async (t) => {
  const { site, as } = await editorSite(t, 'sqlite', { patternDirectory: new LocalPatternDirectory([]) });
  registerBlockPattern(site.app, 'acme/page', {
    title: 'Page',
    content: '<!-- wp:template-part {"slug":"header"} /-->\n<!-- wp:group --><div class="wp-block-group"><!-- wp:template-part {"slug":"footer","theme":"other"} /-->'
      + '<!-- wp:paragraph {"placeholder":"a <b> & c"} --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
  });
  registerBlockPattern(site.app, 'acme/html', { title: 'HTML', content: '<p>No blocks</p>' });
  const [page, html] = list(await as('admin', 'GET', PATH));
  t.is(page!.content, '<!-- wp:template-part {"slug":"header","theme":"twentytwentyfive"} /-->\n<!-- wp:group --><div class="wp-block-group">'
    + '<!-- wp:template-part {"slug":"footer","theme":"other"} /--><!-- wp:paragraph {"placeholder":"a \\u003cb\\u003e \\u0026 c"} --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:group -->');
  t.is(html!.content, '<p>No blocks</p>');
});
