/** Global styles over the REST interface: the user's styles of the active theme, the theme's own theme.json and variations, revisions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultThemeDirectory } from '../../controllers/themes/themeFolders';
import { testOnEachBackend } from '../storage/backends';
import { error, makeEditingSite, record, records, ROOT, THEME, type EditingSite } from './site';

const CANNOT_MANAGE = 'Sorry, you are not allowed to access the global styles on this site.';

/** The id of the user's global styles, as the active theme links it. */
async function userStylesId(site: EditingSite): Promise<number> {
  const theme = await site.as(site.admin, 'GET', `/wp/v2/themes/${THEME}?_fields=_links`);
  const href = ((record(theme)._links as Record<string, Array<{ href: string }>>)['wp:user-global-styles']![0]!).href;
  return Number(href.slice(`${ROOT}/wp/v2/global-styles/`.length));
}

testOnEachBackend('the active theme links its user global styles, made once on demand, empty until saved', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const id = await userStylesId(site);
  t.true(id > 0);
  t.is(await userStylesId(site), id);
  const links = Object.keys((record(await site.as(site.admin, 'GET', `/wp/v2/themes/${THEME}?_fields=_links`))._links as object));
  t.deepEqual(links, ['self', 'collection', 'wp:user-global-styles', 'wp:export-theme', 'curies']);
  const res = await site.as(site.admin, 'GET', `/wp/v2/global-styles/${id}`);
  t.is(res.status, 200);
  const { _links: styleLinks, ...data } = record(res);
  t.deepEqual(data, { id, title: { raw: 'Custom Styles', rendered: 'Custom Styles' }, settings: {}, styles: {} });
  const rels = styleLinks as Record<string, Array<Record<string, unknown>>>;
  t.deepEqual(rels['version-history'], [{ href: `${ROOT}/wp/v2/global-styles/${id}/revisions`, count: 0 }]);
  t.is(rels.about![0]!.href, `${ROOT}/wp/v2/types/wp_global_styles`);
  const missing = await site.as(site.admin, 'GET', '/wp/v2/global-styles/999999');
  t.deepEqual([missing.status, missing.body], [404, error('rest_global_styles_not_found', 'No global styles config exist with that id.', 404)]);
});

testOnEachBackend('saving styles and settings keeps the other half, refuses markup in custom CSS and records revisions', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const id = await userStylesId(site);
  const styles = { color: { background: '#000000' } };
  const saved = await site.as(site.admin, 'PUT', `/wp/v2/global-styles/${id}?_fields=id,styles,settings`, { styles });
  t.deepEqual([saved.status, saved.body], [200, { id, styles, settings: {} }]);
  const settings = { layout: { contentSize: '700px' } };
  const both = await site.as(site.admin, 'POST', `/wp/v2/global-styles/${id}?_fields=styles,settings,title`, { settings, title: 'Mine' });
  t.deepEqual(both.body, { styles, settings, title: { raw: 'Mine', rendered: 'Mine' } });
  const css = await site.as(site.admin, 'PATCH', `/wp/v2/global-styles/${id}`, { styles: { css: '</style><script>' } });
  t.deepEqual([css.status, css.body], [400, error('rest_custom_css_illegal_markup', 'Markup is not allowed in CSS.', 400)]);
  const revisions = await site.as(site.admin, 'GET', `/wp/v2/global-styles/${id}/revisions?_fields=id,parent,styles,settings,author`);
  t.is(revisions.status, 200);
  t.is(revisions.headers['X-WP-Total'], '2');
  const list = records(revisions);
  t.deepEqual(list.map(({ id: _id, ...rest }) => rest), [
    { styles, settings, author: site.admin, parent: id },
    { styles, settings: {}, author: site.admin, parent: id },
  ]);
  const one = await site.as(site.admin, 'GET', `/wp/v2/global-styles/${id}/revisions/${list[1]!.id as number}?_fields=id,styles`);
  t.deepEqual(one.body, { id: list[1]!.id, styles });
  const paged = await site.as(site.admin, 'GET', `/wp/v2/global-styles/${id}/revisions?per_page=1&page=3`);
  t.deepEqual([paged.status, paged.body], [400, error('rest_revision_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400)]);
  const wrongParent = await site.as(site.admin, 'GET', '/wp/v2/global-styles/999999/revisions');
  t.deepEqual([wrongParent.status, wrongParent.body], [404, error('rest_post_invalid_parent', 'Invalid post parent ID.', 404)]);
});

testOnEachBackend("the theme's own styles and its variations come from its folder; other themes are not found", 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const json = JSON.parse(readFileSync(join(defaultThemeDirectory(THEME), 'theme.json'), 'utf8')) as Record<string, unknown>;
  const theme = await site.as(site.editor, 'GET', `/wp/v2/global-styles/themes/${THEME}`);
  t.is(theme.status, 200);
  const { _links: links, ...data } = record(theme);
  t.deepEqual(data, { settings: json.settings, styles: json.styles });
  t.is((links as Record<string, Array<{ href: string }>>).self![0]!.href, `${ROOT}/wp/v2/global-styles/themes/${THEME}`);
  const variations = await site.as(site.editor, 'GET', `/wp/v2/global-styles/themes/${THEME}/variations`);
  t.deepEqual(records(variations).map((variation) => variation.title), ['Evening', 'Morning']);
  t.deepEqual(Object.keys(records(variations)[0]!), ['version', 'title', 'settings', 'styles']);
  for (const path of ['/wp/v2/global-styles/themes/twentytwentyfour', '/wp/v2/global-styles/themes/twentytwentyfour/variations']) {
    const other = await site.as(site.admin, 'GET', path);
    t.deepEqual([other.status, other.body], [404, error('rest_theme_not_found', 'Theme not found.', 404)], path);
  }
});

testOnEachBackend('global styles permissions: readers of posts may read, only theme editors may write or ask for the edit context', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const id = await userStylesId(site);
  for (const [user, status] of [[0, 401], [site.subscriber, 403]] as const) {
    for (const path of [`/wp/v2/global-styles/themes/${THEME}`, `/wp/v2/global-styles/themes/${THEME}/variations`]) {
      const res = await site.as(user, 'GET', path);
      t.deepEqual([res.status, res.body], [status, error('rest_cannot_manage_global_styles', CANNOT_MANAGE, status)], path);
    }
    const one = await site.as(user, 'GET', `/wp/v2/global-styles/${id}`);
    t.deepEqual([one.status, one.body], [status, error('rest_cannot_view', 'Sorry, you are not allowed to view this global style.', status)]);
  }
  t.is((await site.as(site.editor, 'GET', `/wp/v2/global-styles/${id}`)).status, 200);
  const context = await site.as(site.editor, 'GET', `/wp/v2/global-styles/${id}?context=edit`);
  t.deepEqual([context.status, context.body], [403, error('rest_forbidden_context', 'Sorry, you are not allowed to edit this global style.', 403)]);
  const write = await site.as(site.editor, 'PUT', `/wp/v2/global-styles/${id}`, { styles: {} });
  t.deepEqual([write.status, write.body], [403, error('rest_cannot_edit', 'Sorry, you are not allowed to edit this global style.', 403)]);
});
