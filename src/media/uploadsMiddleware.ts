/**
 * Serves the uploads directory at `/wp-content/uploads/…` (where WordPress's
 * attachment URLs point), with the Content-Type of the file's extension. Only
 * files inside the directory are served: no `..`, no hidden entries (the
 * `.incoming` spool), no symbolic links out of it.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import type { Context, Middleware, Next } from 'koa';
import { basePathOf } from '../http/interfacePath';
import { KNOWN_MIME_TYPES, fileTypeOf } from './mimeTypes';

export const UPLOADS_URL_PATH = '/wp-content/uploads';

/** Media types, and the font files of the font library (a web server's own types for them). */
const SERVED_TYPES: Readonly<Record<string, string>> = { ...KNOWN_MIME_TYPES, ttf: 'font/ttf', otf: 'font/otf', woff: 'font/woff', woff2: 'font/woff2' };

export function uploadsMiddleware(baseUrl: string, uploadsDir: string): Middleware {
  const prefix = `${basePathOf(baseUrl).replace(/\/+$/, '')}${UPLOADS_URL_PATH}/`;
  return async function serveUploads(ctx: Context, next: Next): Promise<void> {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(prefix)) return next();
    const path = await resolveInside(uploadsDir, ctx.path.slice(prefix.length));
    if (path === undefined) return next();
    const info = await stat(path).catch(() => undefined);
    if (info === undefined || !info.isFile()) return next();
    ctx.status = 200;
    ctx.type = fileTypeOf(path, SERVED_TYPES).type ?? 'application/octet-stream';
    ctx.length = info.size;
    ctx.set('Last-Modified', info.mtime.toUTCString());
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.method === 'GET') ctx.body = createReadStream(path);
  };
}

/** The real path of `relative` when it names something inside `root`, else undefined. */
async function resolveInside(root: string, relative: string): Promise<string | undefined> {
  let segments: string[];
  try {
    segments = relative.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\') || segment.includes('/') || segment.includes('\0'))) return undefined;
  try {
    const realRoot = await realpath(root);
    const real = await realpath([root, ...segments].join(sep));
    return real.startsWith(realRoot + sep) ? real : undefined;
  } catch {
    return undefined;
  }
}
