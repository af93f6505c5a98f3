import type { IncomingMessage } from 'node:http';

/** The body read in full, or the marker that it exceeds the limit. */
export type BodyResult = { tooLarge: false; bytes: Buffer } | { tooLarge: true };

/** What a request without a body reads as (shared: callers only read it). */
export const EMPTY_BODY: BodyResult = { tooLarge: false, bytes: Buffer.alloc(0) };
const TOO_LARGE: BodyResult = { tooLarge: true };

/**
 * Reads the request body up to `limit` bytes. A declared Content-Length above the
 * limit is refused before reading anything; a body that grows past the limit stops
 * being read at that point (the caller answers 413 and closes the connection).
 */
export function readRequestBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!hasBody(req)) return Promise.resolve(EMPTY_BODY);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  // Another middleware (a body parser) consumed the stream already.
  if (req.readableEnded) return Promise.resolve(EMPTY_BODY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = (): void => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      cleanup();
      resolve({ tooLarge: false, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) });
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(Object.assign(error, { status: 400, expose: false }));
    };
    const onAborted = (): void => onError(new Error('Request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

/** Whether the request declares a body (a Content-Length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}
