/**
 * `/wp/v2/font-families` over HTTP on SQLite and PostgreSQL: creating (settings as a JSON string,
 * cleaned as WordPress cleans them), unique slugs, the settings checks and their exact errors,
 * updating (merged, slug fixed), listing, deleting only with `force`, and who may do what.
 */
import test from 'ava';
import { testOnEachBackend } from '../storage/backends';
import { error, familyBody, fontSite, invalidParam, paramFailure, schemaFailure } from './fontSite';

const OPEN_SANS = { name: 'Open Sans', slug: 'open-sans', fontFamily: 'Open Sans, sans-serif' };

testOnEachBackend('a font family is created from its settings string, shown with its version, faces and links, and its slug is unique', 'svc_fonts_family', async (t, database) => {
  const site = await fontSite(t, database);
  const created = await site.send('POST', '/wp/v2/font-families', familyBody({ ...OPEN_SANS, preview: 'https://example.com/open-sans.png' }));
  t.is(created.status, 201);
  const id = created.body.id as number;
  t.is(created.headers.get('location'), `http://localhost:8080/svc-json/wp/v2/font-families/${id}`);
  t.deepEqual({ ...created.body, _links: undefined }, {
    id,
    theme_json_version: 3,
    font_faces: [],
    // Names with spaces are quoted, as WordPress's sanitize_font_family does.
    font_family_settings: { name: 'Open Sans', slug: 'open-sans', fontFamily: '"Open Sans", sans-serif', preview: 'https://example.com/open-sans.png' },
    _links: undefined,
  });
  const links = created.body._links as Record<string, Array<{ href: string }>>;
  t.deepEqual(Object.keys(links), ['self', 'collection']);
  t.is(links.self![0]!.href, `http://localhost:8080/svc-json/wp/v2/font-families/${id}`);

  const duplicate = await site.send('POST', '/wp/v2/font-families', familyBody({ name: 'Another', slug: 'open-sans', fontFamily: 'Another' }));
  t.is(duplicate.status, 400);
  t.deepEqual(duplicate.body, error('rest_duplicate_font_family', 'A font family with slug "open-sans" already exists.', 400));

  const listed = await site.send('GET', '/wp/v2/font-families');
  t.is(listed.status, 200);
  t.is(listed.headers.get('x-wp-total'), '1');
  t.deepEqual(listed.list.map((family) => family.id), [id]);
  const single = await site.send('GET', `/wp/v2/font-families/${id}?_fields=id,font_family_settings`);
  t.deepEqual(single.body, { id, font_family_settings: { name: 'Open Sans', slug: 'open-sans', fontFamily: '"Open Sans", sans-serif', preview: 'https://example.com/open-sans.png' } });
  const bySlug = await site.send('GET', '/wp/v2/font-families?slug=open-sans&_fields=id');
  t.deepEqual(bySlug.list, [{ id }]);
});

testOnEachBackend('font family settings are checked as WordPress checks them', 'svc_fonts_family_checks', async (t, database) => {
  const site = await fontSite(t, database);
  const post = (body: Record<string, unknown>) => site.send('POST', '/wp/v2/font-families', body);

  const missing = await post({});
  t.deepEqual(missing.body, { code: 'rest_missing_callback_param', message: 'Missing parameter(s): font_family_settings', data: { status: 400, params: ['font_family_settings'] } });
  t.deepEqual((await post({ font_family_settings: '{not json' })).body, invalidParam('font_family_settings', 'font_family_settings parameter must be a valid JSON string.'));
  t.deepEqual(paramFailure(await post({ font_family_settings: { name: 'x' } }), 'font_family_settings'), schemaFailure('font_family_settings is not of type string.', 'rest_invalid_param'));
  t.deepEqual(paramFailure(await post(familyBody({ name: 'x', slug: 'x' })), 'font_family_settings'), schemaFailure('fontFamily is a required property of font_family_settings.', 'rest_property_required'));
  t.deepEqual(paramFailure(await post(familyBody({ ...OPEN_SANS, weight: 400 })), 'font_family_settings'), schemaFailure('weight is not a valid property of Object.', 'rest_invalid_param'));
  t.deepEqual((await post(familyBody({ ...OPEN_SANS, name: '' }))).body, invalidParam('font_family_settings', 'font_family_settings[ name ] cannot be empty.'));
  t.deepEqual(paramFailure(await post(familyBody({ ...OPEN_SANS, preview: 42 })), 'font_family_settings'), schemaFailure('font_family_settings[preview] is not of type string.', 'rest_invalid_param'));
  const version = await post({ ...familyBody(OPEN_SANS), theme_json_version: 4 });
  t.is(version.status, 400);
  t.is((version.body.data as { params: Record<string, string> }).params.theme_json_version, 'theme_json_version must be between 2 (inclusive) and 3 (inclusive)');
  t.is((await site.send('GET', '/wp/v2/font-families')).headers.get('x-wp-total'), '0', 'nothing was created');
});

testOnEachBackend('a font family update merges the settings sent, never changes the slug, and deleting needs force', 'svc_fonts_family_update', async (t, database) => {
  const site = await fontSite(t, database);
  const id = (await site.send('POST', '/wp/v2/font-families', familyBody(OPEN_SANS))).body.id as number;

  const slug = await site.send('POST', `/wp/v2/font-families/${id}`, familyBody({ slug: 'other' }));
  t.deepEqual(slug.body, invalidParam('font_family_settings', 'font_family_settings[slug] cannot be updated.'));
  const updated = await site.send('PUT', `/wp/v2/font-families/${id}`, familyBody({ name: 'Open Sans Pro', preview: 'https://example.com/p.png' }));
  t.is(updated.status, 200);
  t.deepEqual(updated.body.font_family_settings, { name: 'Open Sans Pro', slug: 'open-sans', fontFamily: '"Open Sans", sans-serif', preview: 'https://example.com/p.png' });
  const emptied = await site.send('PATCH', `/wp/v2/font-families/${id}`, familyBody({ fontFamily: '' }));
  t.deepEqual(emptied.body, invalidParam('font_family_settings', 'font_family_settings[ fontFamily ] cannot be empty.'));
  t.is((await site.send('POST', '/wp/v2/font-families/999999', familyBody({ name: 'x' }))).status, 404);

  const trashed = await site.send('DELETE', `/wp/v2/font-families/${id}`);
  t.is(trashed.status, 501);
  t.deepEqual(trashed.body, error('rest_trash_not_supported', 'Font faces do not support trashing. Set "force=true" to delete.', 501));
  const deleted = await site.send('DELETE', `/wp/v2/font-families/${id}?force=true`);
  t.is(deleted.status, 200);
  t.is(deleted.body.deleted, true);
  t.deepEqual((deleted.body.previous as Record<string, unknown>).font_family_settings, updated.body.font_family_settings);
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${id}`)).body, error('rest_post_invalid_id', 'Invalid post ID.', 404));
});

testOnEachBackend('only users who may edit theme options see or change font families', 'svc_fonts_family_perms', async (t, database) => {
  const site = await fontSite(t, database);
  const id = (await site.send('POST', '/wp/v2/font-families', familyBody(OPEN_SANS))).body.id as number;

  t.deepEqual((await site.send('GET', '/wp/v2/font-families', undefined, null)).body, error('rest_cannot_read', 'Sorry, you are not allowed to access font families.', 401));
  const editorList = await site.send('GET', '/wp/v2/font-families', undefined, site.editor);
  t.deepEqual(editorList.body, error('rest_cannot_read', 'Sorry, you are not allowed to access font families.', 403));
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${id}`, undefined, site.subscriber)).body, error('rest_cannot_read', 'Sorry, you are not allowed to access this font family.', 403));
  t.deepEqual((await site.send('POST', '/wp/v2/font-families', familyBody({ ...OPEN_SANS, slug: 'x' }), site.editor)).body, error('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 403));
  t.deepEqual((await site.send('POST', `/wp/v2/font-families/${id}`, familyBody({ name: 'x' }), site.editor)).body, error('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 403));
  t.deepEqual((await site.send('DELETE', `/wp/v2/font-families/${id}?force=true`, undefined, null)).body, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', 401));
  t.is((await site.send('GET', `/wp/v2/font-families/${id}`)).status, 200, 'still there');
});

test('the font settings helpers: family names quoted per CSS Fonts 4 and the face slug that spots duplicates', async (t) => {
  const { sanitizeFontFamily, fontFaceSlug } = await import('../../controllers/fonts/fontSettings');
  t.is(sanitizeFontFamily('Open Sans, sans-serif'), '"Open Sans", sans-serif');
  t.is(sanitizeFontFamily("'Noto Serif JP',serif,generic(kai)"), '"Noto Serif JP", serif, generic(kai)');
  t.is(sanitizeFontFamily('Inter'), 'Inter');
  t.is(sanitizeFontFamily(''), '');
  t.is(fontFaceSlug({ fontFamily: 'Open Sans' }), 'open sans;normal;400;100%;U+0-10FFFF');
  t.is(fontFaceSlug({ fontFamily: '"Open Sans", serif', fontWeight: 'bold', fontStyle: 'Italic', fontStretch: 'condensed', unicodeRange: 'u+0-7f' }), 'open sans,serif;italic;700;75%;U+0-7F');
  t.is(fontFaceSlug({ fontFamily: 'A', fontWeight: 400 }), fontFaceSlug({ fontFamily: 'a', fontWeight: 'normal' }));
});
