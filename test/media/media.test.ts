/**
 * `/wp/v2/media` over HTTP on SQLite and PostgreSQL: uploads (multipart and raw) of real PNG and JPEG
 * images with their sub-sizes on disk, sideloading from a `url` (a fake remote site), the refused uploads (empty, forged type, too large, `../` names)
 * leaving no file or row behind, edit, post-process, delete, permissions, featured media, and the
 * response shape against WordPress's capture.
 */
import test, { type ExecutionContext } from 'ava';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import { SECRET, serveSite, type Session, type Site } from '../auth-http/site';
import { dropPostgresSchema, reachablePostgres } from '../storage/backends';

type Json = Record<string, unknown>;
const BACKENDS = ['sqlite', 'postgres'] as const;
const LIMIT = 200 * 1024;

interface MediaSite {
  site: Site;
  admin: Session;
  uploads: string;
  send(method: string, path: string, init?: { body?: RequestInit["body"]; headers?: Record<string, string>; session?: Session | null }): Promise<{ status: number; headers: Headers; body: Json }>;
  rows(): Promise<number>;
}

async function mediaSite(t: ExecutionContext, backend: (typeof BACKENDS)[number], extra: AppOptions = {}): Promise<MediaSite> {
  const uploads = mkdtempSync(join(tmpdir(), 'svc-media-'));
  t.teardown(() => rmSync(uploads, { recursive: true, force: true }));
  let db: { database: string; databaseSchema?: string } = { database: ':memory:' };
  if (backend === 'postgres') {
    const url = await reachablePostgres();
    const schema = `svc_media_${randomBytes(6).toString('hex')}`;
    db = { database: url, databaseSchema: schema };
    t.teardown(() => dropPostgresSchema(url, schema));
  }
  const app = await createApp({ secret: SECRET, ...db, uploadsDir: uploads, maxUploadBytes: LIMIT, ...extra });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  await app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  await app.users.create({ username: 'sub', email: 'sub@example.com', password: 'sub-pass', roles: ['subscriber'] });
  const admin = await site.login('admin', 'admin-pass');
  const send: MediaSite['send'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    const session = init.session === undefined ? admin : init.session;
    if (session !== null) {
      headers.Cookie = session.cookie;
      headers['X-SVC-Nonce'] = session.nonce;
    }
    const response = await fetch(`${site.base}${path}`, { method, headers, ...(init.body !== undefined ? { body: init.body } : {}) });
    const text = await response.text();
    let body: Json = {};
    try {
      body = JSON.parse(text) as Json;
    } catch {
      body = { text };
    }
    return { status: response.status, headers: response.headers, body };
  };
  const rows = async (): Promise<number> => (await app.storage.posts.query({ type: 'attachment', status: 'any', limit: 100 })).total;
  return { site, admin, uploads, send, rows };
}

/** Every file under the uploads directory, relative to it (the spool folder included). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string): void => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
const jpeg = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } }).jpeg().toBuffer();

function multipart(bytes: Buffer, filename: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/**
 * A remote site to sideload from: a PNG, a text file named like a PNG, a 404 and a file over the
 * upload limit (streamed in pieces, so the limit is met while it arrives).
 */
async function remoteSite(t: ExecutionContext): Promise<string> {
  const image = await png(1200, 800);
  const server: Server = createServer((req, res) => {
    if (req.url === '/images/red-square.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(image);
    } else if (req.url === '/images/fake.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' }).end('<?php echo "not an image"; ?>');
    } else if (req.url === '/images/huge.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.write(image);
      for (let sent = image.length; sent <= LIMIT; sent += 16 * 1024) res.write(Buffer.alloc(16 * 1024));
      res.end();
    } else {
      res.writeHead(404, 'Not Found', { 'Content-Type': 'text/plain' }).end('no such image');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  t.teardown(() => new Promise<void>((done) => server.close(() => done())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The fetcher the sideload tests configure: plain fetch, which the fake site answers. */
const fetchFromRemote = (url: string): Promise<Response> => fetch(url);

const json = (body: unknown): { body: string; headers: Record<string, string> } => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

const raw = (filename: string, type: string): Record<string, string> => ({ 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"` });

for (const backend of BACKENDS) {
  test(`${backend}: a PNG uploaded as multipart gets WordPress's sub-sizes on disk, served at source_url`, async (t) => {
    const m = await mediaSite(t, backend);
    const reply = await m.send('POST', '/wp/v2/media', { body: multipart(await png(1200, 800), 'Red Square.png', 'image/png', { alt_text: 'A red block', caption: 'Red' }) });
    t.is(reply.status, 201, JSON.stringify(reply.body));
    const body = reply.body;
    t.is(reply.headers.get('x-wp-upload-attachment-id'), String(body.id));
    t.is(body.media_type, 'image');
    t.is(body.mime_type, 'image/png');
    t.is(body.status, 'inherit');
    t.is(body.alt_text, 'A red block');
    t.deepEqual((body.title as Json).raw, 'Red Square');
    t.deepEqual((body.caption as Json).raw, 'Red');
    t.is(body.post, null);
    t.is(body.filename, 'Red-Square.png');
    const details = body.media_details as { width: number; height: number; file: string; filesize: number; sizes: Record<string, { file: string; width: number; height: number; mime_type: string; source_url: string }> };
    t.is(details.width, 1200);
    t.is(details.height, 800);
    t.regex(details.file, /^\d{4}\/\d{2}\/Red-Square\.png$/);
    t.deepEqual(Object.keys(details.sizes), ['medium', 'large', 'thumbnail', 'medium_large', 'full']);
    const expected: Record<string, [number, number]> = { thumbnail: [150, 150], medium: [300, 200], medium_large: [768, 512], large: [1024, 683], full: [1200, 800] };
    const folder = details.file.slice(0, 8);
    for (const [name, [width, height]] of Object.entries(expected)) {
      const size = details.sizes[name]!;
      t.is(size.width, width, name);
      t.is(size.height, height, name);
      const onDisk = await sharp(join(m.uploads, folder, size.file)).metadata();
      t.deepEqual([onDisk.width, onDisk.height], [width, height], name);
    }
    t.deepEqual(body.missing_image_sizes, []);
    t.is(body.filesize, statSync(join(m.uploads, details.file)).size);
    const origin = m.site.base.replace(/\/svc-json$/, '');
    const served = await fetch(`${origin}${new URL(body.source_url as string).pathname}`);
    t.is(served.status, 200);
    t.is(served.headers.get('content-type'), 'image/png');
    t.deepEqual(Buffer.from(await served.arrayBuffer()), readFileSync(join(m.uploads, details.file)));
    // Nothing is left in the spool folder.
    t.deepEqual(filesUnder(m.uploads).filter((file) => file.startsWith('.incoming')), []);
  });

  test(`${backend}: a JPEG uploaded as a raw body; a clashing name gets -1; a small image gets only the sizes smaller than it`, async (t) => {
    const m = await mediaSite(t, backend);
    const bytes = await jpeg(400, 300);
    const first = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(bytes), headers: raw('photo.jpg', 'image/jpeg') });
    t.is(first.status, 201, JSON.stringify(first.body));
    const second = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(bytes), headers: raw('photo.jpg', 'image/jpeg') });
    t.is(second.status, 201);
    t.is(first.body.mime_type, 'image/jpeg');
    t.is(first.body.filename, 'photo.jpg');
    t.is(second.body.filename, 'photo-1.jpg');
    const sizes = (first.body.media_details as { sizes: Record<string, { width: number; height: number }> }).sizes;
    t.deepEqual(Object.keys(sizes), ['medium', 'thumbnail', 'full']);
    t.deepEqual([sizes.medium!.width, sizes.medium!.height], [300, 225]);
    const file = (first.body.media_details as { file: string }).file;
    t.true(existsSync(join(m.uploads, file.replace('photo.jpg', 'photo-150x150.jpg'))));
  });

  test(`${backend}: refused uploads leave no file and no row: empty, forged type, ../ name kept inside, too large`, async (t) => {
    const m = await mediaSite(t, backend);
    const empty = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(0), headers: raw('empty.png', 'image/png') });
    t.is(empty.status, 400);
    t.is(empty.body.code, 'rest_upload_no_data');
    t.is(empty.body.message, 'No data supplied.');
    const emptyFile = await m.send('POST', '/wp/v2/media', { body: multipart(Buffer.alloc(0), 'empty.png', 'image/png') });
    t.is(emptyFile.status, 500);
    t.is(emptyFile.body.code, 'rest_upload_unknown_error');
    t.regex(emptyFile.body.message as string, /^File is empty\. Please upload something more substantial\./);

    const forged = await m.send('POST', '/wp/v2/media', { body: new TextEncoder().encode('<?php system($_GET["c"]); ?>'), headers: raw('evil.png', 'image/png') });
    t.is(forged.status, 500);
    t.is(forged.body.code, 'rest_upload_sideload_error');
    t.is(forged.body.message, 'Sorry, you are not allowed to upload this file type.');
    const forgedForm = await m.send('POST', '/wp/v2/media', { body: multipart(Buffer.from('MZ\x90\x00 not an image'), 'photo.jpg', 'image/jpeg') });
    t.is(forgedForm.body.code, 'rest_upload_unknown_error');
    t.is(forgedForm.body.message, 'Sorry, you are not allowed to upload this file type.');

    const tooBig = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(LIMIT + 1), headers: raw('big.png', 'image/png') });
    t.is(tooBig.status, 413);
    t.is(tooBig.body.code, 'rest_upload_file_too_big');
    t.is(tooBig.body.message, 'This file is too big. Files must be less than 200 KB in size.');
    const tooBigForm = await m.send('POST', '/wp/v2/media', { body: multipart(Buffer.concat([await png(10, 10), Buffer.alloc(LIMIT)]), 'big.png', 'image/png') });
    t.is(tooBigForm.status, 413);
    t.is(await m.rows(), 0);
    t.deepEqual(filesUnder(m.uploads), []);

    const climbing = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(await png(20, 20)), headers: raw('../../../escape.png', 'image/png') });
    t.is(climbing.status, 201, JSON.stringify(climbing.body));
    t.is(climbing.body.filename, 'escape.png');
    const stored = (climbing.body.media_details as { file: string }).file;
    t.true(resolve(m.uploads, stored).startsWith(m.uploads + '/'));
    t.deepEqual(filesUnder(m.uploads), [stored]);
    t.false(existsSync(resolve(m.uploads, '..', 'escape.png')));
    t.is(await m.rows(), 1);
    // Nor can the file server be walked out of the directory.
    const out = await fetch(`${m.site.base.replace(/\/svc-json$/, '')}/wp-content/uploads/..%2F..%2Fetc%2Fpasswd`);
    t.is(out.status, 404);
  });

  test(`${backend}: permissions: anonymous and subscribers may not upload; delete needs force and removes the files`, async (t) => {
    const m = await mediaSite(t, backend);
    const anonymous = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(await png(20, 20)), headers: raw('a.png', 'image/png'), session: null });
    t.is(anonymous.status, 401);
    t.is(anonymous.body.code, 'rest_cannot_create');
    const subscriber = await m.site.login('sub', 'sub-pass');
    const denied = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(await png(20, 20)), headers: raw('a.png', 'image/png'), session: subscriber });
    t.is(denied.status, 403);
    t.is(denied.body.code, 'rest_cannot_create');
    t.is(await m.rows(), 0);
    t.deepEqual(filesUnder(m.uploads), []);

    const created = await m.send('POST', '/wp/v2/media', { body: multipart(await png(500, 400), 'gone.png', 'image/png') });
    t.is(created.status, 201);
    t.is(filesUnder(m.uploads).length, 3);
    const read = await m.send('GET', `/wp/v2/media/${created.body.id}`, { session: null });
    t.is(read.status, 200);
    const trash = await m.send('DELETE', `/wp/v2/media/${created.body.id}`);
    t.is(trash.status, 501);
    t.is(trash.body.code, 'rest_trash_not_supported');
    const deleted = await m.send('DELETE', `/wp/v2/media/${created.body.id}?force=true`);
    t.is(deleted.status, 200);
    t.true(deleted.body.deleted);
    t.deepEqual(filesUnder(m.uploads), []);
    t.is(await m.rows(), 0);
  });

  test(`${backend}: edit crops and rotates into a new attachment; post-process makes missing sizes`, async (t) => {
    const m = await mediaSite(t, backend);
    const created = await m.send('POST', '/wp/v2/media?generate_sub_sizes=false', { body: multipart(await png(800, 400), 'wide.png', 'image/png', { title: 'Wide' }) });
    t.is(created.status, 201);
    t.deepEqual((created.body.media_details as { sizes: Json }).sizes, {});
    t.deepEqual(created.body.missing_image_sizes, ['medium', 'thumbnail', 'medium_large']);
    const processed = await m.send('POST', `/wp/v2/media/${created.body.id}/post-process`, { body: JSON.stringify({ action: 'create-image-subsizes' }), headers: { 'Content-Type': 'application/json' } });
    t.is(processed.status, 200);
    t.deepEqual(processed.body.missing_image_sizes, []);

    const edit = await m.send('POST', `/wp/v2/media/${created.body.id}/edit`, {
      body: JSON.stringify({ src: created.body.source_url, modifiers: [{ type: 'crop', args: { left: 0, top: 0, width: 50, height: 50 } }, { type: 'rotate', args: { angle: 90 } }] }),
      headers: { 'Content-Type': 'application/json' },
    });
    t.is(edit.status, 201, JSON.stringify(edit.body));
    t.not(edit.body.id, created.body.id);
    t.is(edit.body.filename, 'wide-edited.png');
    t.is(edit.body.edit_root, created.body.id);
    const details = edit.body.media_details as { width: number; height: number; file: string };
    t.deepEqual([details.width, details.height], [200, 400]);
    const onDisk = await sharp(join(m.uploads, details.file)).metadata();
    t.deepEqual([onDisk.width, onDisk.height], [200, 400]);
    t.is((edit.body.title as Json).raw, 'Wide');

    const wrongSrc = await m.send('POST', `/wp/v2/media/${created.body.id}/edit`, { body: JSON.stringify({ src: 'http://example.com/other.png', rotation: 90 }), headers: { 'Content-Type': 'application/json' } });
    t.is(wrongSrc.status, 404);
    t.is(wrongSrc.body.code, 'rest_unknown_attachment');
    const notEdited = await m.send('POST', `/wp/v2/media/${created.body.id}/edit`, { body: JSON.stringify({ src: created.body.source_url }), headers: { 'Content-Type': 'application/json' } });
    t.is(notEdited.body.code, 'rest_image_not_edited');
  });

  test(`${backend}: featured_media takes only attachments and embeds as wp:featuredmedia`, async (t) => {
    const m = await mediaSite(t, backend);
    const media = await m.send('POST', '/wp/v2/media', { body: multipart(await png(300, 300), 'cover.png', 'image/png') });
    const json = { 'Content-Type': 'application/json' };
    const post = await m.send('POST', '/wp/v2/posts', { body: JSON.stringify({ title: 'With cover', status: 'publish', featured_media: media.body.id }), headers: json });
    t.is(post.status, 201);
    t.is(post.body.featured_media, media.body.id);
    const notMedia = await m.send('POST', '/wp/v2/posts', { body: JSON.stringify({ title: 'Bad', featured_media: post.body.id }), headers: json });
    t.is(notMedia.status, 400);
    t.is(notMedia.body.code, 'rest_invalid_featured_media');
    const embedded = await m.send('GET', `/wp/v2/posts/${post.body.id}?_embed=wp:featuredmedia`, { session: null });
    const featured = (embedded.body._embedded as Record<string, Json[]>)['wp:featuredmedia']![0]!;
    t.is(featured.id, media.body.id);
    t.is(featured.source_url, media.body.source_url);
    // Attached to the post: the attachment links back to it.
    const attached = await m.send('POST', '/wp/v2/media', { body: multipart(await png(20, 20), 'child.png', 'image/png', { post: String(post.body.id) }) });
    t.is(attached.body.post, post.body.id);
    const links = attached.body._links as Record<string, Json[]>;
    t.is(links['wp:attached-to']![0]!.id, post.body.id);
    const listed = await m.send('GET', `/wp/v2/media?parent=${post.body.id}`, { session: null });
    t.deepEqual((listed.body as unknown as Json[]).map((item) => item.id), [attached.body.id]);
    // Deleting the featured image leaves no post pointing at it (wp_delete_attachment).
    t.is((await m.send('DELETE', `/wp/v2/media/${media.body.id}?force=true`)).status, 200);
    const after = await m.send('GET', `/wp/v2/posts/${post.body.id}`, { session: null });
    t.is(after.body.featured_media, 0);
    t.false('wp:featuredmedia' in (after.body._links as Record<string, unknown>));
  });

  test(`${backend}: url sideloads the remote image through the configured fetcher, with its sizes`, async (t) => {
    const remote = await remoteSite(t);
    const m = await mediaSite(t, backend, { sideloadFetcher: fetchFromRemote });
    const reply = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/images/red-square.png`, alt_text: 'Fetched' }));
    t.is(reply.status, 201, JSON.stringify(reply.body));
    const body = reply.body;
    t.regex(reply.headers.get('location') ?? '', new RegExp(`/wp/v2/media/${String(body.id)}$`));
    t.is(reply.headers.get('x-wp-upload-attachment-id'), null);
    t.is(body.media_type, 'image');
    t.is(body.mime_type, 'image/png');
    t.is(body.status, 'inherit');
    t.is(body.alt_text, 'Fetched');
    t.is((body.title as Json).raw, 'red-square');
    t.is(body.filename, 'red-square.png');
    const details = body.media_details as { width: number; height: number; file: string; sizes: Record<string, { file: string }> };
    t.deepEqual([details.width, details.height], [1200, 800]);
    t.deepEqual(Object.keys(details.sizes), ['medium', 'large', 'thumbnail', 'medium_large', 'full']);
    const folder = details.file.slice(0, 8);
    const expected = [details.file, ...Object.entries(details.sizes).filter(([name]) => name !== 'full').map(([, size]) => `${folder}${size.file}`)];
    t.deepEqual(filesUnder(m.uploads), expected.sort());
    t.is(await m.rows(), 1);
  });

  test(`${backend}: url: a 404, an oversized file and a non-image leave no row and no file; a non-image URL is not fetched`, async (t) => {
    const remote = await remoteSite(t);
    const fetched: string[] = [];
    const m = await mediaSite(t, backend, { sideloadFetcher: (url) => (fetched.push(url), fetchFromRemote(url)) });
    const missing = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/images/missing.png` }));
    t.is(missing.status, 500);
    t.deepEqual(missing.body, { code: 'http_404', message: 'Not Found', data: { code: 404, body: 'no such image' } });
    const huge = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/images/huge.png` }));
    t.is(huge.status, 400);
    t.deepEqual(huge.body, { code: 'rest_upload_file_too_big', message: 'This file is too big. Files must be less than 200 KB in size.', data: { status: 400 } });
    const fake = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/images/fake.png` }));
    t.is(fake.status, 500);
    t.deepEqual(fake.body, { code: 'upload_error', message: 'Sorry, you are not allowed to upload this file type.', data: null });
    t.is(fetched.length, 3);
    const script = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/shell.php` }));
    t.is(script.status, 400);
    t.deepEqual(script.body, { code: 'rest_invalid_url', message: 'The provided URL does not point to a supported image file.', data: { status: 400 } });
    const noName = await m.send('POST', '/wp/v2/media', json({ url: `${remote}/images/` }));
    t.deepEqual(noName.body, { code: 'rest_invalid_url', message: 'Could not determine a filename from the provided URL.', data: { status: 400 } });
    const ftp = await m.send('POST', '/wp/v2/media', json({ url: 'ftp://example.com/a.png' }));
    t.is(ftp.status, 400);
    t.is(ftp.body.code, 'rest_invalid_param');
    t.deepEqual((ftp.body.data as Json).params, { url: 'Invalid URL. Provide a valid, publicly reachable HTTP or HTTPS image URL.' });
    t.is(fetched.length, 3);
    t.is(await m.rows(), 0);
    t.deepEqual(filesUnder(m.uploads), []);
  });

  test(`${backend}: url without a configured fetcher downloads nothing and says so`, async (t) => {
    const m = await mediaSite(t, backend);
    const reply = await m.send('POST', '/wp/v2/media', json({ url: 'https://example.com/images/photo.png' }));
    t.is(reply.status, 500);
    t.deepEqual(reply.body, {
      code: 'http_request_failed',
      message: 'The file could not be downloaded: no sideload fetcher is configured on this server (the sideloadFetcher option).',
      data: null,
    });
    t.is(await m.rows(), 0);
    t.deepEqual(filesUnder(m.uploads), []);
  });

  test(`${backend}: a batch may not name /wp/v2/media (attachments are not batchable), while posts in the same batch are created`, async (t) => {
    const m = await mediaSite(t, backend);
    const reply = await m.send('POST', '/batch/v1', json({ requests: [
      { method: 'POST', path: '/wp/v2/media', body: { url: 'https://example.com/a.png' } },
      { method: 'POST', path: '/wp/v2/posts', body: { title: 'Batched' } },
    ] }));
    t.is(reply.status, 207, JSON.stringify(reply.body));
    const [media, post] = reply.body.responses as Array<{ body: Json; status: number }>;
    t.deepEqual(media!.body, { code: 'rest_batch_not_allowed', message: 'The requested route does not support batch requests.', data: { status: 400 } });
    t.is(media!.status, 400);
    t.is(post!.status, 201);
    t.is(await m.rows(), 0);
  });
}

test('sqlite: a big JPEG is kept beside its -scaled copy; Content-MD5, media_type and parent type are checked', async (t) => {
  const m = await mediaSite(t, 'sqlite');
  const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 1, g: 2, b: 3 } } }).jpeg({ quality: 30 }).toBuffer();
  const created = await m.send('POST', '/wp/v2/media', { body: new Uint8Array(big), headers: raw('huge.jpg', 'image/jpeg') });
  t.is(created.status, 201, JSON.stringify(created.body));
  const details = created.body.media_details as { width: number; height: number; file: string; original_image: string; sizes: Record<string, { width: number; height: number }> };
  t.deepEqual([details.width, details.height], [2560, 1707]);
  t.regex(details.file, /\/huge-scaled\.jpg$/);
  t.is(details.original_image, 'huge.jpg');
  t.is(created.body.filename, 'huge.jpg');
  t.regex(created.body.source_url as string, /\/huge-scaled\.jpg$/);
  t.deepEqual([details.sizes['2048x2048']!.width, details.sizes['2048x2048']!.height], [2048, 1366]);
  t.is(filesUnder(m.uploads).length, 8);
  const deleted = await m.send('DELETE', `/wp/v2/media/${created.body.id}?force=true`);
  t.is(deleted.status, 200);
  t.deepEqual(filesUnder(m.uploads), []);

  const small = new Uint8Array(await png(10, 10));
  const mismatch = await m.send('POST', '/wp/v2/media', { body: small, headers: { ...raw('a.png', 'image/png'), 'Content-MD5': '0123456789abcdef0123456789abcdef' } });
  t.is(mismatch.status, 412);
  t.is(mismatch.body.code, 'rest_upload_hash_mismatch');
  const md5 = (await import('node:crypto')).createHash('md5').update(small).digest('hex');
  const matching = await m.send('POST', '/wp/v2/media', { body: small, headers: { ...raw('a.png', 'image/png'), 'Content-MD5': md5 } });
  t.is(matching.status, 201);
  const text = await m.send('POST', '/wp/v2/media', { body: new TextEncoder().encode('plain words'), headers: raw('notes.txt', 'text/plain') });
  t.is(text.status, 201);
  t.is(text.body.media_type, 'file');
  t.deepEqual(text.body.media_details, { filesize: 11, sizes: {} });
  const images = await m.send('GET', '/wp/v2/media?media_type=image', { session: null });
  t.deepEqual((images.body as unknown as Json[]).map((item) => item.id), [matching.body.id]);
  const texts = await m.send('GET', '/wp/v2/media?mime_type=text/plain', { session: null });
  t.deepEqual((texts.body as unknown as Json[]).map((item) => item.id), [text.body.id]);
  const onAttachment = await m.send('POST', `/wp/v2/media?post=${text.body.id}`, { body: small, headers: raw('b.png', 'image/png') });
  t.is(onAttachment.status, 400);
  t.is(onAttachment.body.code, 'rest_invalid_param');
  t.is(onAttachment.body.message, 'Invalid parent type.');
  t.is(await m.rows(), 2);
});

test('sqlite: the view-context shape matches WordPress 7.1 field for field (keys and types)', async (t) => {
  const m = await mediaSite(t, 'sqlite');
  await m.send('POST', '/wp/v2/media', {
    body: multipart(await png(1200, 800), 'anchor-image-5.png', 'image/png', { caption: 'Caption for image 5', description: 'Description of image 5', alt_text: 'Solid colour block number 5', title: 'Anchor image 5' }),
  });
  const listed = await m.send('GET', '/wp/v2/media', { session: null });
  t.is(listed.status, 200);
  const ours = (listed.body as unknown as Json[])[0]!;
  const capture = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', 'media.json'), 'utf8')) as { response: { body: Json[] } };
  const theirs = capture.response.body[0]!;
  const shape = (value: unknown): unknown => {
    if (Array.isArray(value)) return 'array';
    if (value === null) return 'null';
    if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Json).filter(([key]) => key !== '_links').map(([key, inner]) => [key, shape(inner)]));
    return typeof value;
  };
  t.deepEqual(Object.keys(ours), Object.keys(theirs));
  t.deepEqual(shape(ours), shape(theirs));
  // The same image as the capture's: the same sizes in the same order, the same rendered caption and description.
  const sizesOf = (item: Json): Array<[string, unknown, unknown]> =>
    Object.entries((item.media_details as { sizes: Record<string, Json> }).sizes).map(([name, size]) => [name, size.width, size.height]);
  t.deepEqual(sizesOf(ours), sizesOf(theirs));
  t.deepEqual(ours.caption, theirs.caption);
  t.is(ours.link, 'http://localhost:8080/anchor-image-5/');
  t.deepEqual(ours.class_list, [`post-${ours.id}`, 'attachment', 'type-attachment', 'status-inherit', 'hentry']);
  const folder = (ours.source_url as string).replace(/[^/]+$/, '');
  const description = (theirs.description as Json).rendered as string;
  t.is((ours.description as Json).rendered, description.replaceAll('http://127.0.0.1:8088/wp-content/uploads/2023/01/', folder));
});
