/** Templates and template parts over the REST interface: the shipped theme's files merged with customisations stored as posts. */
import { testOnEachBackend } from '../storage/backends';
import { error, makeEditingSite, record, records, ROOT, THEME } from './site';

const CANNOT_MANAGE = 'Sorry, you are not allowed to access the templates on this site.';
const INDEX_DESCRIPTION = 'Used as a fallback template for all pages when a more specific template is not defined.';

testOnEachBackend('templates list the active theme folder: default types titled, custom templates from theme.json, parts with areas', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const list = await site.as(site.admin, 'GET', '/wp/v2/templates?_fields=id,title,is_custom,source');
  t.is(list.status, 200);
  t.deepEqual(records(list), [
    { id: `${THEME}//404`, source: 'theme', title: { raw: 'Page: 404', rendered: 'Page: 404' }, is_custom: false },
    { id: `${THEME}//archive`, source: 'theme', title: { raw: 'All Archives', rendered: 'All Archives' }, is_custom: false },
    { id: `${THEME}//index`, source: 'theme', title: { raw: 'Index', rendered: 'Index' }, is_custom: false },
    { id: `${THEME}//page-no-title`, source: 'theme', title: { raw: 'Page No Title', rendered: 'Page No Title' }, is_custom: true },
    { id: `${THEME}//page`, source: 'theme', title: { raw: 'Pages', rendered: 'Pages' }, is_custom: false },
    { id: `${THEME}//single`, source: 'theme', title: { raw: 'Single Posts', rendered: 'Single Posts' }, is_custom: false },
  ]);
  const parts = await site.as(site.admin, 'GET', '/wp/v2/template-parts?_fields=id,area,title');
  t.deepEqual(records(parts), [
    { id: `${THEME}//footer`, title: { raw: 'Footer', rendered: 'Footer' }, area: 'footer' },
    { id: `${THEME}//header`, title: { raw: 'Header', rendered: 'Header' }, area: 'header' },
  ]);
  const footers = await site.as(site.admin, 'GET', '/wp/v2/template-parts?area=footer&_fields=id');
  t.deepEqual(records(footers), [{ id: `${THEME}//footer` }]);
  const forPosts = await site.as(site.admin, 'GET', '/wp/v2/templates?post_type=post&_fields=id');
  t.false(records(forPosts).some((template) => template.id === `${THEME}//page-no-title`));
});

testOnEachBackend('one theme template: every field as WordPress 7.1 shapes it, links, the theme attribute added to template parts', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const res = await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}//index`);
  t.is(res.status, 200);
  const { _links: links, content, ...fields } = record(res);
  t.deepEqual(fields, {
    id: `${THEME}//index`, theme: THEME, slug: 'index', source: 'theme', origin: null, type: 'wp_template', description: INDEX_DESCRIPTION,
    title: { raw: 'Index', rendered: 'Index' }, status: 'publish', wp_id: 0, has_theme_file: true, is_custom: false, author: 0, modified: false,
    author_text: 'Twenty Twenty-Five', original_source: 'theme',
  });
  const raw = (content as { raw: string }).raw;
  t.true(raw.startsWith(`<!-- wp:template-part {"slug":"header","theme":"${THEME}"} /-->`));
  t.deepEqual(Object.keys(content as object), ['raw']);
  t.deepEqual(Object.keys(links as object), ['self', 'collection', 'about', 'wp:action-publish', 'wp:action-unfiltered-html', 'curies']);
  t.is((links as Record<string, Array<{ href: string }>>).about![0]!.href, `${ROOT}/wp/v2/types/wp_template`);
  // A single slash before the slug is read as the double one.
  const single = await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}/single?_fields=id`);
  t.deepEqual([single.status, single.body], [200, { id: `${THEME}//single` }]);
  const edit = await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}//index?context=edit&_fields=content`);
  t.is((record(edit).content as { block_version: number }).block_version, 1);
  const missing = await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}//nothing-here`);
  t.deepEqual([missing.status, missing.body], [404, error('rest_template_not_found', 'No templates exist with that id.', 404)]);
  const otherTheme = await site.as(site.admin, 'GET', '/wp/v2/templates/twentytwentyfour//index');
  t.is(otherTheme.status, 404);
  const part = await site.as(site.admin, 'GET', `/wp/v2/template-parts/${THEME}//header?_fields=id,area,is_custom`);
  t.deepEqual(part.body, { id: `${THEME}//header`, area: 'header' });
});

testOnEachBackend('lookup walks the template hierarchy to the template a new one falls back to', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const lookup = async (query: string): Promise<unknown> => (await site.as(site.admin, 'GET', `/wp/v2/templates/lookup?${query}&_fields=id`)).body;
  t.deepEqual(await lookup('slug=single-post-hello-world'), { id: `${THEME}//single` });
  t.deepEqual(await lookup('slug=page-about'), { id: `${THEME}//page` });
  t.deepEqual(await lookup('slug=author-ada'), { id: `${THEME}//archive` });
  t.deepEqual(await lookup('slug=front-page'), { id: `${THEME}//index` });
  t.deepEqual(await lookup('slug=my-landing&is_custom=true'), { id: `${THEME}//page` });
  t.deepEqual(await lookup('slug=taxonomy-genre-jazz&template_prefix=taxonomy-genre'), { id: `${THEME}//archive` });
  const missing = await site.as(site.admin, 'GET', '/wp/v2/templates/lookup');
  t.is(missing.status, 400);
  t.is(record(missing).code, 'rest_missing_callback_param');
});

testOnEachBackend('customising a theme template stores a post over the file; trashing or deleting it reverts to the file', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const path = `/wp/v2/templates/${THEME}//single`;
  const saved = await site.as(site.admin, 'PUT', `${path}?_fields=id,source,origin,has_theme_file,author,author_text,original_source,content,title,status`, { content: '<!-- wp:paragraph --><p>Mine</p><!-- /wp:paragraph -->' });
  t.is(saved.status, 200);
  t.deepEqual(saved.body, {
    id: `${THEME}//single`, content: { raw: '<!-- wp:paragraph --><p>Mine</p><!-- /wp:paragraph -->', block_version: 1 }, source: 'custom', origin: 'theme',
    title: { raw: 'Single Posts', rendered: 'Single Posts' }, status: 'publish', has_theme_file: true, author: site.admin,
    author_text: 'Twenty Twenty-Five', original_source: 'theme',
  });
  const wpId = record(await site.as(site.admin, 'GET', `${path}?_fields=wp_id`)).wp_id as number;
  t.true(wpId > 0);
  const listed = records(await site.as(site.admin, 'GET', '/wp/v2/templates?_fields=id,source'));
  t.deepEqual(listed.filter((template) => template.id === `${THEME}//single`), [{ id: `${THEME}//single`, source: 'custom' }]);
  t.deepEqual(records(await site.as(site.admin, 'GET', `/wp/v2/templates?wp_id=${wpId}&_fields=id`)), [{ id: `${THEME}//single` }]);
  // A theme file cannot be removed.
  const refused = await site.as(site.admin, 'DELETE', `/wp/v2/templates/${THEME}//index`);
  t.deepEqual([refused.status, refused.body], [400, error('rest_invalid_template', "Templates based on theme files can't be removed.", 400)]);
  const trashed = await site.as(site.admin, 'DELETE', `${path}?_fields=id,status,source`);
  t.deepEqual([trashed.status, trashed.body], [200, { id: `${THEME}//single`, source: 'custom', status: 'trash' }]);
  t.is(records(await site.as(site.admin, 'GET', '/wp/v2/templates?_fields=id,source')).find((template) => template.id === `${THEME}//single`)!.source, 'theme');
  const again = await site.as(site.admin, 'DELETE', path);
  t.deepEqual([again.status, again.body], [410, error('rest_template_already_trashed', 'The template has already been deleted.', 410)]);
  const deleted = await site.as(site.admin, 'DELETE', `${path}?force=true`);
  t.is(deleted.status, 200);
  t.is(record(deleted).deleted, true);
  t.is((record(deleted).previous as Record<string, unknown>).wp_id, wpId);
  const reverted = await site.as(site.admin, 'GET', `${path}?_fields=source,wp_id,content`);
  t.is(record(reverted).source, 'theme');
  t.is(record(reverted).wp_id, 0);
  // Saving with source=theme also drops the customisation.
  await site.as(site.admin, 'PUT', path, { content: 'again' });
  const back = await site.as(site.admin, 'POST', `${path}?source=theme&_fields=source,wp_id`, {});
  t.deepEqual(back.body, { source: 'theme', wp_id: 0 });
});

testOnEachBackend('new templates and parts: 201 with Location, user origin, unknown areas uncategorized, author checked', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const created = await site.as(site.admin, 'POST', '/wp/v2/templates?_fields=id,slug,source,origin,has_theme_file,is_custom,author_text,original_source,title,description,status', {
    slug: 'my-landing', title: 'Landing', description: 'A landing page.', content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->', status: 'draft',
  });
  t.is(created.status, 201);
  t.is(created.headers.Location, `${ROOT}/wp/v2/templates/${THEME}//my-landing`);
  // WordPress publishes whatever status is asked.
  t.deepEqual(created.body, {
    id: `${THEME}//my-landing`, slug: 'my-landing', source: 'custom', origin: null, description: 'A landing page.', title: { raw: 'Landing', rendered: 'Landing' },
    status: 'publish', has_theme_file: false, is_custom: true, author_text: 'Ada Admin', original_source: 'user',
  });
  const part = await site.as(site.admin, 'POST', '/wp/v2/template-parts?_fields=id,area', { slug: 'sidebar', area: 'nowhere' });
  t.deepEqual([part.status, part.body], [201, { id: `${THEME}//sidebar`, area: 'uncategorized' }]);
  const footer = await site.as(site.admin, 'POST', `/wp/v2/template-parts/${THEME}//sidebar?_fields=area`, { area: 'footer' });
  t.deepEqual(footer.body, { area: 'footer' });
  t.deepEqual(records(await site.as(site.admin, 'GET', '/wp/v2/template-parts?area=footer&_fields=id')).map((p) => p.id), [`${THEME}//sidebar`, `${THEME}//footer`]);
  const badAuthor = await site.as(site.admin, 'POST', '/wp/v2/templates', { slug: 'other', author: 9999 });
  t.deepEqual([badAuthor.status, badAuthor.body], [400, error('rest_invalid_author', 'Invalid author ID.', 400)]);
  const badSlug = await site.as(site.admin, 'POST', '/wp/v2/templates', {});
  t.deepEqual([badSlug.status, record(badSlug).code], [400, 'rest_missing_callback_param']);
});

testOnEachBackend('permissions: reading needs to edit some posts, writing needs edit_theme_options', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  for (const [user, status] of [[0, 401], [site.subscriber, 403]] as const) {
    for (const path of ['/wp/v2/templates', `/wp/v2/templates/${THEME}//index`, '/wp/v2/template-parts', '/wp/v2/templates/lookup?slug=single']) {
      const res = await site.as(user, 'GET', path);
      t.deepEqual([res.status, res.body], [status, error('rest_cannot_manage_templates', CANNOT_MANAGE, status)], path);
    }
  }
  t.is((await site.as(site.editor, 'GET', '/wp/v2/templates')).status, 200);
  t.is((await site.as(site.editor, 'GET', `/wp/v2/template-parts/${THEME}//header`)).status, 200);
  for (const [method, path, body] of [
    ['POST', '/wp/v2/templates', { slug: 'x' }], ['PUT', `/wp/v2/templates/${THEME}//index`, { content: 'x' }], ['DELETE', `/wp/v2/templates/${THEME}//index`, undefined],
  ] as const) {
    const res = await site.as(site.editor, method, path, body);
    t.deepEqual([res.status, res.body], [403, error('rest_cannot_manage_templates', CANNOT_MANAGE, 403)], `${method} ${path}`);
  }
});
