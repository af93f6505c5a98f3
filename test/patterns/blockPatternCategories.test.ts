/** `/wp/v2/block-patterns/categories` over HTTP on SQLite and PostgreSQL: WordPress's categories, users' `wp_pattern_category` terms. */
import test from 'ava';
import { registerBlockPatternCategory, unregisterBlockPatternCategory } from '../../controllers/patterns/BlockPatternCategoryRegistry';
import { TOKENS } from '../../src/di/tokens';
import type { Notices } from '../../src/notices/Notices';
import { list, obj } from '../auth-http/site';
import { BACKENDS, assertEditorsOnly, editorSite } from './editorSite';

const PATH = '/wp/v2/block-patterns/categories';

/** WordPress 7.1's own categories as it lists them: `query` left out, `banner` without a description. */
const CORE = [
  { name: 'banner', label: 'Banners' },
  { name: 'buttons', label: 'Buttons', description: 'Patterns that contain buttons and call to actions.' },
  { name: 'columns', label: 'Columns', description: 'Multi-column patterns with more complex layouts.' },
  { name: 'text', label: 'Text', description: 'Patterns containing mostly text.' },
  { name: 'featured', label: 'Featured', description: 'A set of high quality curated patterns.' },
  { name: 'call-to-action', label: 'Call to action', description: 'Sections whose purpose is to trigger a specific action.' },
  { name: 'team', label: 'Team', description: 'A variety of designs to display your team members.' },
  { name: 'testimonials', label: 'Testimonials', description: 'Share reviews and feedback about your brand/business.' },
  { name: 'services', label: 'Services', description: 'Briefly describe what your business does and how you can help.' },
  { name: 'contact', label: 'Contact', description: 'Display your contact information.' },
  { name: 'about', label: 'About', description: 'Introduce yourself.' },
  { name: 'portfolio', label: 'Portfolio', description: 'Showcase your latest work.' },
  { name: 'gallery', label: 'Gallery', description: 'Different layouts for displaying images.' },
  { name: 'media', label: 'Media', description: 'Different layouts containing video or audio.' },
  { name: 'videos', label: 'Videos', description: 'Different layouts containing videos.' },
  { name: 'audio', label: 'Audio', description: 'Different layouts containing audio.' },
  { name: 'posts', label: 'Posts', description: 'Display your latest posts in lists, grids or other layouts.' },
  { name: 'footer', label: 'Footers', description: 'A variety of footer designs displaying information and site navigation.' },
  { name: 'header', label: 'Headers', description: 'A variety of header designs displaying your site title and navigation.' },
];

test('only users who can edit posts may list the categories', async (t) => {
  await assertEditorsOnly(t, await editorSite(t), PATH, 'rest_cannot_view', 'Sorry, you are not allowed to view the registered block pattern categories.');
});

test('WordPress\'s categories are listed in its order; registered ones follow; _fields and unregistering work', async (t) => {
  const { site, as } = await editorSite(t);
  const reply = await as('contributor', 'GET', PATH);
  t.is(reply.status, 200);
  t.deepEqual(reply.body, CORE);
  t.true(registerBlockPatternCategory(site.app, 'acme', { label: 'Acme', description: 'Ours.' }));
  t.true(unregisterBlockPatternCategory(site.app, 'team'));
  const names = list(await as('admin', 'GET', `${PATH}?_fields=name`));
  t.deepEqual(names.slice(-2), [{ name: 'header' }, { name: 'acme' }]);
  t.false(names.some((entry) => entry.name === 'team'));
  const notices = site.app.container.get<Notices>(TOKENS.Notices);
  notices.clear();
  t.false(registerBlockPatternCategory(site.app, 'nolabel', {} as never));
  t.false(unregisterBlockPatternCategory(site.app, 'team'));
  t.deepEqual(notices.all().map((notice) => notice.message), ['Block pattern category label must be a string.', 'Block pattern category "team" not found.']);
});

for (const backend of BACKENDS) {
  test(`source=user lists the wp_pattern_category terms first (with their ids); a term's label hides the registered category of that label (${backend})`, async (t) => {
    const { as } = await editorSite(t, backend);
    const headers = obj(await as('admin', 'POST', '/wp/v2/wp_pattern_category', { json: { name: 'Headers', description: 'Mine.' } }));
    const cards = obj(await as('admin', 'POST', '/wp/v2/wp_pattern_category', { json: { name: 'Cards', slug: 'my-cards' } }));

    const both = list(await as('contributor', 'GET', `${PATH}?source[]=user&source[]=core`));
    t.deepEqual(both.slice(0, 2), [
      { name: 'my-cards', label: 'Cards', description: '', id: cards.id },
      { name: 'headers', label: 'Headers', description: 'Mine.', id: headers.id },
    ]);
    t.deepEqual(both.slice(2), CORE.filter((category) => category.label !== 'Headers'));

    t.deepEqual(list(await as('contributor', 'GET', `${PATH}?source[]=user`)).map((category) => category.name), ['my-cards', 'headers']);
    t.deepEqual(list(await as('contributor', 'GET', `${PATH}?source[]=core`)), CORE, 'users\' categories only when asked for');
    t.deepEqual(list(await as('contributor', 'GET', PATH)), CORE);
  });
}
