/**
 * Upload bodies are written to disk as they arrive, never held in memory: a
 * `multipart/form-data` body (its files to temporary files, its other fields
 * as body parameters) and a raw body sent with a `Content-Disposition` file
 * name (WordPress's second way to upload media). Temporary files live in
 * `<uploads>/.incoming`, inside the uploads directory.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { ParamMap } from '../server/ParamMap';
import type { UploadedFile } from '../server/UploadedFile';
import { parseQueryString } from '../server/queryString';

export type SpooledUpload =
  | { kind: 'tooLarge' }
  | { kind: 'multipart'; fields: ParamMap; files: Record<string, UploadedFile>; paths: string[] }
  | { kind: 'raw'; file: UploadedFile; paths: string[] };

/** Most files one multipart request may carry, and the room its other fields may take. */
const MAX_FILES = 20;
const MAX_FIELDS_BYTES = 1024 * 1024;

class TooLarge extends Error {}

/** Which kind of upload body the request has, or null for an ordinary body. */
export function uploadKindOf(req: IncomingMessage): 'multipart' | 'raw' | null {
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return 'multipart';
  const disposition = req.headers['content-disposition'];
  if (disposition === undefined || disposition === '') return null;
  return type === 'application/json' || type === 'application/x-www-form-urlencoded' ? null : 'raw';
}

export const incomingDir = (uploadsDir: string): string => join(uploadsDir, '.incoming');

/** Counts bytes going through, failing once `limit` is passed. */
function byteLimit(limit: number, counted: { size: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.size += chunk.length;
      if (counted.size > limit) done(new TooLarge());
      else done(null, chunk);
    },
  });
}

/**
 * Writes the source to `path`. The source itself is only unpiped and paused on failure, never destroyed:
 * for a raw body it is the request, whose socket must stay open for the 413.
 */
async function writeLimited(source: Readable, path: string, limit: number): Promise<number> {
  const counted = { size: 0 };
  const limiter = byteLimit(limit, counted);
  const ended = new Promise<void>((resolve, reject) => {
    // A source that fails ends the file being written too, so no stream is left open.
    const abort = (error: Error): void => {
      limiter.destroy(error);
      reject(error);
    };
    source.once('error', abort);
    source.once('aborted', () => abort(new Error('Request aborted')));
    source.once('close', () => {
      if (!source.readableEnded) abort(new Error('Upload stream closed early'));
    });
    limiter.once('error', () => {
      source.unpipe(limiter);
      source.pause();
    });
    source.once('end', resolve);
  });
  source.pipe(limiter);
  await Promise.all([pipeline(limiter, createWriteStream(path, { flags: 'wx', mode: 0o600 })), ended]);
  return counted.size;
}

/**
 * Writes a stream that is not a request (a sideloaded download) to a temporary file in the spool folder,
 * under the same size limit as uploads. On any failure the file is removed and the source destroyed.
 */
export async function spoolStream(source: Readable, uploadsDir: string, limit: number): Promise<{ kind: 'tooLarge' } | { kind: 'file'; path: string; size: number }> {
  const dir = incomingDir(uploadsDir);
  await mkdir(dir, { recursive: true });
  const path = join(dir, randomUUID());
  try {
    return { kind: 'file', path, size: await writeLimited(source, path, limit) };
  } catch (error) {
    source.destroy();
    await rm(path, { force: true });
    if (error instanceof TooLarge) return { kind: 'tooLarge' };
    throw error;
  }
}

/** Spools the body; on any failure (too large, broken body) nothing it wrote is left behind. */
export async function spoolUpload(req: IncomingMessage, kind: 'multipart' | 'raw', uploadsDir: string, limit: number): Promise<SpooledUpload> {
  const declared = Number(req.headers['content-length']);
  // A multipart body carries boundaries and fields besides the file: allow it that much room.
  const bodyLimit = kind === 'raw' ? limit : limit + MAX_FIELDS_BYTES;
  if (Number.isFinite(declared) && declared > bodyLimit) return { kind: 'tooLarge' };
  const dir = incomingDir(uploadsDir);
  const paths: string[] = [];
  const tempPath = (): string => {
    const path = join(dir, randomUUID());
    paths.push(path);
    return path;
  };
  try {
    if (kind === 'raw') {
      await mkdir(dir, { recursive: true });
      const path = tempPath();
      const size = await writeLimited(req, path, limit);
      const type = (req.headers['content-type'] ?? '').trim();
      return { kind: 'raw', file: { name: '', type, tmp_name: path, size, error: 0 }, paths };
    }
    // The spool folder is made when a file arrives, not for a form without files.
    return await spoolMultipart(req, limit, () => mkdir(dir, { recursive: true }).then(tempPath), paths);
  } catch (error) {
    await Promise.all(paths.map((path) => rm(path, { force: true })));
    if (error instanceof TooLarge) return { kind: 'tooLarge' };
    throw Object.assign(error instanceof Error ? error : new Error(String(error)), { status: 400, expose: false });
  }
}

function spoolMultipart(req: IncomingMessage, limit: number, tempPath: () => Promise<string>, paths: string[]): Promise<SpooledUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: limit, files: MAX_FILES, fieldSize: MAX_FIELDS_BYTES } });
    } catch {
      // A multipart type without a boundary: like PHP, the body gives no fields and no files.
      discardBody(req, limit + MAX_FIELDS_BYTES).then(() => resolve({ kind: 'multipart', fields: {}, files: {}, paths }), reject);
      return;
    }
    const fields: string[] = [];
    const files: Record<string, UploadedFile> = {};
    const writes: Promise<void>[] = [];
    const streams: Readable[] = [];
    let failed: Error | null = null;
    // Stops reading, ends the files being written, and rejects once no write can still create a file.
    const fail = (error: Error): void => {
      if (failed !== null) return;
      failed = error;
      req.unpipe(parser);
      req.pause();
      for (const stream of streams) stream.destroy();
      void Promise.allSettled(writes).then(() => reject(error));
    };
    parser.on('field', (name, value) => fields.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`));
    parser.on('file', (field, stream, info) => {
      if (info.filename === undefined || info.filename === '') {
        // A file input left empty, as PHP reports it.
        files[field] = { name: '', type: '', tmp_name: '', size: 0, error: 4 };
        stream.resume();
        return;
      }
      streams.push(stream);
      const file: UploadedFile = { name: info.filename, type: info.mimeType, tmp_name: '', size: 0, error: 0 };
      files[field] = file;
      stream.on('limit', () => fail(new TooLarge()));
      writes.push(tempPath().then(async (path) => {
        file.tmp_name = path;
        file.size = await writeLimited(stream, path, limit);
      }).catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error)))));
    });
    parser.on('filesLimit', () => fail(new TooLarge()));
    parser.on('error', (error: Error) => fail(error));
    parser.on('close', () => {
      void Promise.allSettled(writes).then(() => {
        if (failed === null) resolve({ kind: 'multipart', fields: parseQueryString(fields.join('&')), files, paths });
      });
    });
    req.on('aborted', () => fail(new Error('Request aborted')));
    req.pipe(parser);
  });
}

/** Reads the body to its end without keeping it (TooLarge past `limit`). */
function discardBody(req: IncomingMessage, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) return;
      // Paused, not destroyed: the socket stays open for the 413.
      req.off('data', onData);
      req.pause();
      reject(new TooLarge());
    };
    req.on('data', onData);
    req.once('end', () => resolve());
    req.once('error', reject);
  });
}

/** Removes whatever temporary files of the upload are still there (handlers move the ones they keep). */
export async function discardSpooled(upload: SpooledUpload | null): Promise<void> {
  if (upload === null || upload.kind === 'tooLarge') return;
  await Promise.all(upload.paths.map((path) => rm(path, { force: true })));
}
