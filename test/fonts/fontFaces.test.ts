/**
 * `/wp/v2/font-families/<id>/font-faces` over HTTP on SQLite and PostgreSQL: a face with an uploaded
 * font file (stored in `uploads/fonts/`, served back by its URL), faces by URL, the settings and file
 * checks with WordPress's messages, refused file types leaving nothing behind, duplicates, faces of
 * another family, deleting a face (its file goes) and deleting a family (its faces and files go).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testOnEachBackend } from '../storage/backends';
import { error, faceForm, familyBody, fontSite, invalidParam, paramFailure, schemaFailure, ttfBytes, woff2Bytes, type FontSite } from './fontSite';

const fontFiles = (site: FontSite): string[] => (existsSync(join(site.uploads, 'fonts')) ? readdirSync(join(site.uploads, 'fonts')).sort() : []);

async function family(site: FontSite, slug = 'open-sans'): Promise<number> {
  const created = await site.send('POST', '/wp/v2/font-families', familyBody({ name: slug, slug, fontFamily: slug }));
  return created.body.id as number;
}

testOnEachBackend('a font face uploads its font file to uploads/fonts, answers with its URL, and the file is served', 'svc_fonts_face', async (t, database) => {
  const site = await fontSite(t, database);
  const familyId = await family(site);
  const bytes = woff2Bytes();
  const form = faceForm({ fontFamily: 'Open Sans', fontWeight: 400, fontStyle: 'normal', src: 'file-0-0' }, { 'file-0-0': { bytes, name: 'OpenSans-Regular.woff2', type: 'font/woff2' } });
  const created = await site.send('POST', `/wp/v2/font-families/${familyId}/font-faces`, form);
  t.is(created.status, 201);
  const id = created.body.id as number;
  // WordPress builds it from the post type's rest base, pattern included.
  t.is(created.headers.get('location'), `http://localhost:8080/svc-json/wp/v2/font-families/(?P<font_family_id>[\\d]+)/font-faces/${id}`);
  t.deepEqual({ ...created.body, _links: undefined }, {
    id,
    theme_json_version: 3,
    parent: familyId,
    font_face_settings: { fontFamily: '"Open Sans"', fontWeight: '400', fontStyle: 'normal', src: 'http://localhost:8080/wp-content/uploads/fonts/OpenSans-Regular.woff2' },
    _links: undefined,
  });
  const links = created.body._links as Record<string, Array<{ href: string }>>;
  t.deepEqual(Object.fromEntries(Object.entries(links).map(([rel, list]) => [rel, list[0]!.href])), {
    self: `http://localhost:8080/svc-json/wp/v2/font-families/${familyId}/font-faces/${id}`,
    collection: `http://localhost:8080/svc-json/wp/v2/font-families/${familyId}/font-faces`,
    parent: `http://localhost:8080/svc-json/wp/v2/font-families/${familyId}`,
  });
  t.deepEqual(fontFiles(site), ['OpenSans-Regular.woff2']);

  const served = await site.fetchFile((created.body.font_face_settings as { src: string }).src);
  t.is(served.status, 200);
  t.is(served.headers.get('content-type'), 'font/woff2');
  t.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);

  // The family lists its faces, and embeds them.
  const parent = await site.send('GET', `/wp/v2/font-families/${familyId}?_embed`);
  t.deepEqual(parent.body.font_faces, [id]);
  t.deepEqual(((parent.body._embedded as Record<string, Array<Record<string, unknown>>>).font_faces!)[0]!.id, id);
  const listed = await site.send('GET', `/wp/v2/font-families/${familyId}/font-faces`);
  t.is(listed.headers.get('x-wp-total'), '1');
  t.deepEqual(listed.list.map((face) => face.id), [id]);
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${familyId}/font-faces/${id}?_fields=parent`)).body, { parent: familyId });

  // A second face of the same family by URL and with two files of two types.
  const byUrl = await site.send('POST', `/wp/v2/font-families/${familyId}/font-faces`, faceForm({ fontFamily: 'Open Sans', fontWeight: '700', src: ' https://fonts.example/open-sans-700.woff2' }));
  t.is(byUrl.status, 201);
  t.deepEqual(byUrl.body.font_face_settings, { fontFamily: '"Open Sans"', fontWeight: '700', src: 'https://fonts.example/open-sans-700.woff2' });
  const two = await site.send('POST', `/wp/v2/font-families/${familyId}/font-faces`, faceForm(
    { fontFamily: 'Open Sans', fontStyle: 'italic', src: ['file-a', 'file-b'] },
    { 'file-a': { bytes: woff2Bytes(9), name: 'OpenSans-Regular.woff2' }, 'file-b': { bytes: ttfBytes(), name: 'open sans italic.ttf' } },
  ));
  t.is(two.status, 201);
  t.deepEqual((two.body.font_face_settings as { src: string[] }).src, [
    'http://localhost:8080/wp-content/uploads/fonts/OpenSans-Regular-1.woff2',
    'http://localhost:8080/wp-content/uploads/fonts/open-sans-italic.ttf',
  ]);
  t.deepEqual(fontFiles(site), ['OpenSans-Regular-1.woff2', 'OpenSans-Regular.woff2', 'open-sans-italic.ttf']);
});

testOnEachBackend('font face settings and files are checked as WordPress checks them, and a refused upload leaves nothing behind', 'svc_fonts_face_checks', async (t, database) => {
  const site = await fontSite(t, database);
  const familyId = await family(site);
  const path = `/wp/v2/font-families/${familyId}/font-faces`;
  const send = (form: FormData) => site.send('POST', path, form);
  const font = { bytes: woff2Bytes(), name: 'a.woff2' };

  const badJson = new FormData();
  badJson.append('font_face_settings', 'nope');
  t.deepEqual((await send(badJson)).body, invalidParam('font_face_settings', 'font_face_settings parameter must be a valid JSON string.'));
  t.deepEqual(paramFailure(await send(faceForm({ fontFamily: 'A' })), 'font_face_settings'), schemaFailure('src is a required property of font_face_settings.', 'rest_property_required'));
  t.deepEqual((await send(faceForm({ fontFamily: '', src: 'https://x.example/a.woff2' }))).body, invalidParam('font_face_settings', 'font_face_setting[ fontFamily ] cannot be empty.'));
  t.deepEqual((await send(faceForm({ fontFamily: 'A', src: ['https://x.example/a.woff2', ' '] }))).body, invalidParam('font_face_settings', 'font_face_settings[src] values must be non-empty strings.'));
  t.deepEqual((await send(faceForm({ fontFamily: 'A', src: 'fonts/a.woff2' }))).body, invalidParam('font_face_settings', 'font_face_settings[src] value "fonts/a.woff2" must be a valid URL or file reference.'));
  // As wp_http_validate_url: no private addresses or odd ports but on the site itself (localhost:8080 here).
  for (const src of ['http://127.0.0.1/a.woff2', 'http://192.168.1.2/a.woff2', 'https://fonts.example:8443/a.woff2', 'ftp://fonts.example/a.woff2']) {
    t.deepEqual((await send(faceForm({ fontFamily: 'A', src }))).body, invalidParam('font_face_settings', `font_face_settings[src] value "${src}" must be a valid URL or file reference.`), src);
  }
  const own = await send(faceForm({ fontFamily: 'Own', src: ['http://localhost:8080/wp-content/uploads/fonts/own.woff2', 'https://fonts.example:8080/own.woff2'] }));
  t.is(own.status, 201);
  t.is((await site.send('DELETE', `${path}/${own.body.id as number}?force=true`)).status, 200);
  t.deepEqual((await send(faceForm({ fontFamily: 'A', src: 'https://x.example/a.woff2' }, { 'file-0': font }))).body, invalidParam('font_face_settings', 'File file-0 must be used in font_face_settings[src].'));
  t.deepEqual(paramFailure(await send(faceForm({ fontFamily: 'A', fontDisplay: 'never', src: 'https://x.example/a.woff2' })), 'font_face_settings'), schemaFailure('font_face_settings[fontDisplay] is not one of auto, block, fallback, swap, optional.', 'rest_invalid_param'));

  // Not a font: a text file named like one, and a font whose name claims another type.
  const text = await send(faceForm({ fontFamily: 'A', src: 'file-0' }, { 'file-0': { bytes: Buffer.from('just some text, not a font'), name: 'fake.woff2' } }));
  t.deepEqual(text.body, error('rest_font_upload_invalid_file_type', 'Sorry, you are not allowed to upload this file type.', 400));
  const renamed = await send(faceForm({ fontFamily: 'A', src: 'file-0' }, { 'file-0': { bytes: woff2Bytes(), name: 'font.ttf' } }));
  t.deepEqual(renamed.body, error('rest_font_upload_invalid_file_type', 'Sorry, you are not allowed to upload this file type.', 400));
  const image = await send(faceForm({ fontFamily: 'A', src: 'file-0' }, { 'file-0': { bytes: woff2Bytes(), name: 'font.png' } }));
  t.deepEqual(image.body, error('rest_font_upload_invalid_file_type', 'Sorry, you are not allowed to upload this file type.', 400));
  // The first of two files stored, the second refused: neither stays.
  const half = await send(faceForm({ fontFamily: 'A', src: ['file-0', 'file-1'] }, { 'file-0': font, 'file-1': { bytes: Buffer.from('text'), name: 'b.otf' } }));
  t.is(half.status, 400);
  t.deepEqual(fontFiles(site), []);
  const empty = await send(faceForm({ fontFamily: 'A', src: 'file-0' }, { 'file-0': { bytes: Buffer.alloc(0), name: 'empty.woff2' } }));
  t.is(empty.status, 500);
  t.is(empty.body.code, 'rest_font_upload_unknown_error');
  t.is((await site.send('GET', path)).headers.get('x-wp-total'), '0', 'no face was created');

  // Families that are not there, or not families.
  const post = (await site.send('POST', '/wp/v2/posts', { title: 'a post', status: 'publish' })).body.id as number;
  for (const parent of [999999, post]) {
    t.deepEqual((await site.send('POST', `/wp/v2/font-families/${parent}/font-faces`, faceForm({ fontFamily: 'A', src: 'https://x.example/a.woff2' }))).body, error('rest_post_invalid_parent', 'Invalid post parent ID.', 404));
    t.deepEqual((await site.send('GET', `/wp/v2/font-families/${parent}/font-faces`)).body, error('rest_post_invalid_parent', 'Invalid post parent ID.', 404));
  }
});

testOnEachBackend('duplicate faces are refused, faces answer only under their own family, and faces cannot be updated', 'svc_fonts_face_dupes', async (t, database) => {
  const site = await fontSite(t, database);
  const first = await family(site, 'first');
  const second = await family(site, 'second');
  const settings = { fontFamily: 'Inter', fontWeight: '400', src: 'https://x.example/inter.woff2' };
  const face = (await site.send('POST', `/wp/v2/font-families/${first}/font-faces`, faceForm(settings))).body.id as number;
  // "normal" weight and the same family in other quotes and case match the same face.
  const duplicate = await site.send('POST', `/wp/v2/font-families/${first}/font-faces`, faceForm({ ...settings, fontFamily: "'inter'", fontWeight: 'normal' }));
  t.deepEqual(duplicate.body, error('rest_duplicate_font_face', 'A font face matching those settings already exists.', 400));

  const mismatch = error('rest_font_face_parent_id_mismatch', `The font face does not belong to the specified font family with id of "${second}".`, 404);
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${second}/font-faces/${face}`)).body, mismatch);
  t.deepEqual((await site.send('DELETE', `/wp/v2/font-families/${second}/font-faces/${face}?force=true`)).body, mismatch);
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${first}/font-faces/${second}`)).body, error('rest_post_invalid_id', 'Invalid post ID.', 404));
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${second}/font-faces`)).list, []);
  const update = await site.send('POST', `/wp/v2/font-families/${first}/font-faces/${face}`, faceForm(settings));
  t.deepEqual(update.body, error('rest_no_route', 'No route was found matching the URL and request method.', 404));
});

testOnEachBackend('deleting a face (with force) deletes its file; deleting a family deletes its faces and their files', 'svc_fonts_face_delete', async (t, database) => {
  const site = await fontSite(t, database);
  const familyId = await family(site);
  const path = `/wp/v2/font-families/${familyId}/font-faces`;
  const upload = async (weight: string, name: string): Promise<number> => {
    const created = await site.send('POST', path, faceForm({ fontFamily: 'Open Sans', fontWeight: weight, src: 'file' }, { file: { bytes: woff2Bytes(), name } }));
    t.is(created.status, 201);
    return created.body.id as number;
  };
  const regular = await upload('400', 'regular.woff2');
  const bold = await upload('700', 'bold.woff2');
  const black = await upload('900', 'black.woff2');
  t.deepEqual(fontFiles(site), ['black.woff2', 'bold.woff2', 'regular.woff2']);

  const trashed = await site.send('DELETE', `${path}/${regular}`);
  t.deepEqual(trashed.body, error('rest_trash_not_supported', 'Font faces do not support trashing. Set "force=true" to delete.', 501));
  t.deepEqual((await site.send('DELETE', `${path}/${regular}?force=true`, undefined, site.editor)).body, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.', 403));
  const deleted = await site.send('DELETE', `${path}/${regular}?force=true`);
  t.is(deleted.status, 200);
  t.is(deleted.body.deleted, true);
  t.is((deleted.body.previous as Record<string, unknown>).id, regular);
  t.deepEqual(fontFiles(site), ['black.woff2', 'bold.woff2']);
  t.is((await site.fetchFile('http://x/wp-content/uploads/fonts/regular.woff2')).status, 404);
  t.deepEqual((await site.send('GET', `/wp/v2/font-families/${familyId}`)).body.font_faces, [bold, black]);

  const gone = await site.send('DELETE', `/wp/v2/font-families/${familyId}?force=true`);
  t.deepEqual((gone.body.previous as Record<string, unknown>).font_faces, [bold, black]);
  t.deepEqual(fontFiles(site), []);
  for (const face of [bold, black]) t.is(await site.app.storage.posts.get(face), undefined, `face ${face} deleted with its family`);
});

testOnEachBackend('only users who may edit theme options see or add font faces', 'svc_fonts_face_perms', async (t, database) => {
  const site = await fontSite(t, database);
  const familyId = await family(site);
  const path = `/wp/v2/font-families/${familyId}/font-faces`;
  const face = (await site.send('POST', path, faceForm({ fontFamily: 'A', src: 'https://x.example/a.woff2' }))).body.id as number;
  t.deepEqual((await site.send('GET', path, undefined, null)).body, error('rest_cannot_read', 'Sorry, you are not allowed to access font faces.', 401));
  t.deepEqual((await site.send('GET', path, undefined, site.editor)).body, error('rest_cannot_read', 'Sorry, you are not allowed to access font faces.', 403));
  t.deepEqual((await site.send('GET', `${path}/${face}`, undefined, site.subscriber)).body, error('rest_cannot_read', 'Sorry, you are not allowed to access this font face.', 403));
  const refused = await site.send('POST', path, faceForm({ fontFamily: 'B', src: 'file' }, { file: { bytes: woff2Bytes(), name: 'b.woff2' } }), site.editor);
  t.deepEqual(refused.body, error('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.', 403));
  t.deepEqual(fontFiles(site), [], 'a refused request stores no file');
});
