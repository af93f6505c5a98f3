/**
 * Where uploaded font files live (WordPress's wp_get_font_dir: `fonts/` in the
 * uploads directory, no month folders), how one is received (wp_handle_upload
 * limited to font types) and how a face's files go when the face does.
 */
import { join } from 'node:path';
import { RestError } from '../../src/errors/RestError';
import { UPLOADS_URL_PATH } from '../../src/media/uploadsMiddleware';
import { FILE_TYPE_MESSAGE, storeUpload } from '../../src/media/storeUpload';
import type { UploadedFile } from '../../src/server/UploadedFile';
import type { Storage } from '../../src/storage/types';

/** The only types a font upload may have (WordPress's WP_Font_Utils::get_allowed_font_mime_types on PHP 8.1.12+). */
export const FONT_MIME_TYPES: Readonly<Record<string, string>> = {
  otf: 'application/vnd.ms-opentype',
  ttf: 'font/sfnt',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/** The folder of font files inside the uploads directory. */
export const FONTS_FOLDER = 'fonts';

/** The meta key listing a face's files, relative to the fonts folder. */
export const FONT_FACE_FILE = '_wp_font_face_file';

export interface FontsDir {
  uploadsDir: string;
  baseUrl: string;
}

export const fontFileUrl = (dir: FontsDir, name: string): string => `${dir.baseUrl}${UPLOADS_URL_PATH}/${FONTS_FOLDER}/${name}`;
export const fontFilePath = (dir: FontsDir, name: string): string => join(dir.uploadsDir, FONTS_FOLDER, name);

/** A stored font file: its name in the fonts folder and its URL. */
export interface StoredFont {
  name: string;
  path: string;
  url: string;
}

/**
 * The upload moved into the fonts folder under a free name, or WordPress's
 * error: `rest_font_upload_invalid_file_type` (400) for a type that is not a
 * font, `rest_font_upload_unknown_error` (500) for anything else.
 */
export async function storeFontFile(file: UploadedFile, dir: FontsDir, unfiltered: boolean): Promise<StoredFont | RestError> {
  if (file.error === 4) return new RestError('rest_font_upload_unknown_error', 'No file was uploaded.', { status: 500 });
  const stored = await storeUpload(file, { uploadsDir: dir.uploadsDir, allowed: FONT_MIME_TYPES, unfiltered, subdir: FONTS_FOLDER });
  if ('error' in stored) {
    const invalidType = stored.error === FILE_TYPE_MESSAGE;
    return new RestError(invalidType ? 'rest_font_upload_invalid_file_type' : 'rest_font_upload_unknown_error', stored.error, { status: invalidType ? 400 : 500 });
  }
  const name = stored.relative.slice(FONTS_FOLDER.length + 1);
  return { name, path: stored.path, url: fontFileUrl(dir, name) };
}

/** The files a face lists (read before the face is deleted, its meta goes with it); names never leave the fonts folder. */
export async function fontFaceFiles(storage: Storage, dir: FontsDir, faceId: number): Promise<string[]> {
  const names = (await storage.posts.meta.get(faceId, FONT_FACE_FILE)).filter((name): name is string => typeof name === 'string' && name !== '');
  return names.filter((name) => !name.split('/').includes('..')).map((name) => fontFilePath(dir, name));
}
