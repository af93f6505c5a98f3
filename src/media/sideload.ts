/**
 * WordPress's download_url for `POST /wp/v2/media` with a `url` (create_item_from_url):
 * the remote image is fetched by an injectable fetcher and its body written to the
 * upload spool under the upload size limit. Without a fetcher nothing is fetched:
 * the machine may be offline, and which hosts may be reached is the host's decision.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { RestError } from '../errors/RestError';
import { spoolStream } from '../http/spoolUpload';
import { readBodyStart } from '../http/readBodyStart';
import { fileTypeOf } from './mimeTypes';

/**
 * Fetches a URL for sideloading; the global `fetch` is one. It decides which hosts
 * may be reached (WordPress refuses private and local addresses).
 */
export type SideloadFetcher = (url: string) => Promise<Response>;

/** Bytes of a failed download's body kept in the error (download_url's default 1 KB). */
const ERROR_BODY_BYTES = 1024;

const invalidUrl = (message: string): RestError => new RestError('rest_invalid_url', message, { status: 400 });

/** wp_http_validate_url's part that does not depend on the network: an HTTP(S) URL with a host. */
export function validateSideloadUrl(value: unknown): true | RestError {
  let url: URL | undefined;
  try {
    url = new URL(String(value));
  } catch {
    url = undefined;
  }
  if (url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '') return true;
  return invalidUrl('Invalid URL. Provide a valid, publicly reachable HTTP or HTTPS image URL.');
}

/** The file name the URL's path ends with, when its extension is an allowed image type. */
export function sideloadFileName(url: string, allowed: Readonly<Record<string, string>>): string | RestError {
  let path = '';
  try {
    path = new URL(url).pathname;
  } catch {
    path = '';
  }
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === '') return invalidUrl('Could not determine a filename from the provided URL.');
  const { type } = fileTypeOf(name, allowed);
  if (type === null || !type.startsWith('image/')) return invalidUrl('The provided URL does not point to a supported image file.');
  return name;
}

/** Downloads the URL into the spool: the temporary file and its size, or WordPress's error. */
export async function downloadToSpool(fetcher: SideloadFetcher | undefined, url: string, uploadsDir: string, limit: number): Promise<{ path: string; size: number } | RestError> {
  if (fetcher === undefined) {
    return new RestError('http_request_failed', 'The file could not be downloaded: no sideload fetcher is configured on this server (the sideloadFetcher option).');
  }
  let response: Response;
  try {
    response = await fetcher(url);
  } catch (error) {
    return new RestError('http_request_failed', error instanceof Error ? error.message : String(error));
  }
  if (response.status !== 200) {
    const body = await readBodyStart(response, ERROR_BODY_BYTES);
    return new RestError('http_404', response.statusText.trim(), { code: response.status, body });
  }
  const source = response.body === null ? Readable.from([]) : Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  const spooled = await spoolStream(source, uploadsDir, limit);
  if (spooled.kind === 'tooLarge') {
    const kb = Math.floor(limit / 1024).toLocaleString('en-US');
    return new RestError('rest_upload_file_too_big', `This file is too big. Files must be less than ${kb} KB in size.`, { status: 400 });
  }
  return { path: spooled.path, size: spooled.size };
}
