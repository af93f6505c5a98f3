/** Revisions and autosaves of customised templates: listed under `…/templates/<theme//slug>/revisions` and `/autosaves`. */
import { testOnEachBackend } from '../storage/backends';
import { error, makeEditingSite, record, records, ROOT, THEME } from './site';

testOnEachBackend('each saved change of a customised template is a revision, shaped as the template with its parent', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const path = `/wp/v2/templates/${THEME}//page`;
  await site.as(site.admin, 'PUT', path, { content: 'first' });
  await site.as(site.admin, 'PUT', path, { content: 'second' });
  // Nothing changed: no revision.
  await site.as(site.admin, 'PUT', path, { content: 'second' });
  const wpId = record(await site.as(site.admin, 'GET', `${path}?_fields=wp_id`)).wp_id as number;
  const list = await site.as(site.admin, 'GET', `${path}/revisions?_fields=id,wp_id,parent,content,status,source`);
  t.is(list.status, 200);
  t.is(list.headers['X-WP-Total'], '2');
  t.is(list.headers['X-WP-TotalPages'], '1');
  const revisions = records(list);
  t.deepEqual(revisions.map((revision) => (revision.content as { raw: string }).raw), ['second', 'first']);
  for (const revision of revisions) {
    t.is(revision.id, `${THEME}//page`);
    t.is(revision.parent, wpId);
    t.is(revision.source, 'custom');
  }
  const newest = revisions[0]!.wp_id as number;
  const links = await site.as(site.admin, 'GET', `${path}?_fields=_links`);
  const templateLinks = record(links)._links as Record<string, Array<Record<string, unknown>>>;
  t.deepEqual(templateLinks['version-history'], [{ href: `${ROOT}${path}/revisions`, count: 2 }]);
  t.deepEqual(templateLinks['predecessor-version'], [{ href: `${ROOT}${path}/revisions/${newest}`, id: newest }]);
  const one = await site.as(site.admin, 'GET', `${path}/revisions/${newest}`);
  t.is(one.status, 200);
  const oneLinks = record(one)._links as Record<string, Array<{ href: string }>>;
  t.is(oneLinks.self![0]!.href, `${ROOT}${path}/revisions/${newest}`);
  t.is(oneLinks.parent![0]!.href, `${ROOT}${path}`);
  const paged = await site.as(site.admin, 'GET', `${path}/revisions?per_page=1&page=2&_fields=content`);
  t.deepEqual(records(paged), [{ content: { raw: 'first' } }]);
  const tooFar = await site.as(site.admin, 'GET', `${path}/revisions?per_page=1&page=3`);
  t.deepEqual([tooFar.status, tooFar.body], [400, error('rest_revision_invalid_page_number', 'The page number requested is larger than the number of pages available.', 400)]);
  // A revision of another template does not belong here.
  await site.as(site.admin, 'PUT', `/wp/v2/templates/${THEME}//single`, { content: 'other' });
  const otherRevision = records(await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}//single/revisions?_fields=wp_id`))[0]!.wp_id as number;
  const mismatch = await site.as(site.admin, 'GET', `${path}/revisions/${otherRevision}`);
  t.deepEqual([mismatch.status, mismatch.body], [404, error('rest_revision_parent_id_mismatch', `The revision does not belong to the specified parent with id of "${wpId}"`, 404)]);
  const notTrash = await site.as(site.admin, 'DELETE', `${path}/revisions/${newest}`);
  t.deepEqual([notTrash.status, notTrash.body], [501, error('rest_trash_not_supported', "Revisions do not support trashing. Set 'force=true' to delete.", 501)]);
  const removed = await site.as(site.admin, 'DELETE', `${path}/revisions/${newest}?force=true`);
  t.is(removed.status, 200);
  t.is(record(removed).deleted, true);
  t.is((await site.as(site.admin, 'GET', `${path}/revisions`)).headers['X-WP-Total'], '1');
});

testOnEachBackend('revisions of theme files and unknown templates are refused; subscribers may not read them', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const file = await site.as(site.admin, 'GET', `/wp/v2/templates/${THEME}//index/revisions`);
  t.deepEqual([file.status, file.body], [400, error('rest_invalid_template', "Templates based on theme files can't have revisions.", 400)]);
  const unknown = await site.as(site.admin, 'GET', `/wp/v2/template-parts/${THEME}//nothing/revisions`);
  t.deepEqual([unknown.status, unknown.body], [404, error('rest_post_invalid_parent', 'Invalid template parent ID.', 404)]);
  await site.as(site.admin, 'PUT', `/wp/v2/template-parts/${THEME}//footer`, { content: 'mine' });
  const reader = await site.as(site.subscriber, 'GET', `/wp/v2/template-parts/${THEME}//footer/revisions`);
  t.deepEqual([reader.status, reader.body], [403, error('rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.', 403)]);
  t.is((await site.as(site.admin, 'GET', `/wp/v2/template-parts/${THEME}//footer/revisions`)).headers['X-WP-Total'], '1');
});

testOnEachBackend('autosaves: one per user beside the customised template, listed apart from its revisions', 'site_editing', async (t, database) => {
  const site = await makeEditingSite(t, database);
  const path = `/wp/v2/templates/${THEME}//archive`;
  await site.as(site.admin, 'PUT', path, { content: 'saved' });
  const first = await site.as(site.admin, 'POST', `${path}/autosaves?_fields=id,content,status,parent,wp_id`, { content: 'draft one' });
  t.is(first.status, 200);
  const autosaveId = record(first).wp_id as number;
  t.deepEqual((record(first).content as { raw: string }).raw, 'draft one');
  t.is(record(first).status, 'inherit');
  const second = await site.as(site.admin, 'POST', `${path}/autosaves?_fields=wp_id,content`, { content: 'draft two' });
  t.deepEqual(second.body, { wp_id: autosaveId, content: { raw: 'draft two', block_version: 0 } });
  const list = await site.as(site.admin, 'GET', `${path}/autosaves?_fields=wp_id,content`);
  t.deepEqual(list.body, [{ wp_id: autosaveId, content: { raw: 'draft two' } }]);
  const one = await site.as(site.admin, 'GET', `${path}/autosaves/${autosaveId}?_fields=wp_id,_links`);
  t.is(((record(one)._links as Record<string, Array<{ href: string }>>).self![0]!.href), `${ROOT}${path}/autosaves/${autosaveId}`);
  t.is((await site.as(site.admin, 'GET', `${path}/revisions`)).headers['X-WP-Total'], '1');
  // The template itself is unchanged.
  t.deepEqual(record(await site.as(site.admin, 'GET', `${path}?_fields=content`)).content, { raw: 'saved' });
  const none = await site.as(site.admin, 'GET', `${path}/autosaves/999999`);
  t.deepEqual([none.status, none.body], [404, error('rest_post_no_autosave', 'There is no autosave revision for this post.', 404)]);
  const editor = await site.as(site.editor, 'POST', `${path}/autosaves`, { content: 'nope' });
  t.deepEqual([editor.status, editor.body], [403, error('rest_cannot_manage_templates', 'Sorry, you are not allowed to access the templates on this site.', 403)]);
});
