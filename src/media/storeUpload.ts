/**
 * WordPress's wp_handle_upload / wp_handle_sideload: an uploaded temporary
 * file is checked (not empty; its content matches an allowed type) and moved
 * to `<uploads>/YYYY/MM/` under a safe name no other file has.
 */
import { link, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadedFile } from '../server/UploadedFile';
import { checkFileType } from './checkFileType';
import { uniqueFileName } from './fileNames';
import { readHead } from './sniffMime';

export interface StoredUpload {
  /** Absolute path of the stored file. */
  path: string;
  /** The path relative to the uploads directory (`2026/11/photo.png`, WordPress's `_wp_attached_file`). */
  relative: string;
  type: string;
}

export interface UploadTarget {
  uploadsDir: string;
  allowed: Readonly<Record<string, string>>;
  /** Whether the user may upload files of any type (`unfiltered_upload`). */
  unfiltered: boolean;
  /** Year and month folder, `2026/11`. */
  subdir: string;
}

export const EMPTY_FILE_MESSAGE = 'File is empty. Please upload something more substantial. This error could also be caused by uploads being disabled in your php.ini file or by post_max_size being defined as smaller than upload_max_filesize in php.ini.';
export const FILE_TYPE_MESSAGE = 'Sorry, you are not allowed to upload this file type.';

/** The `YYYY/MM` folder of a `Y-m-d H:i:s` date. */
export const monthFolder = (date: string): string => `${date.slice(0, 4)}/${date.slice(5, 7)}`;

export async function storeUpload(file: UploadedFile, target: UploadTarget): Promise<StoredUpload | { error: string }> {
  if (file.size <= 0) return { error: EMPTY_FILE_MESSAGE };
  const checked = checkFileType(await readHead(file.tmp_name), file.name, target.allowed);
  if ((checked.type === null || checked.ext === null) && !target.unfiltered) return { error: FILE_TYPE_MESSAGE };
  const name = checked.properFilename ?? file.name;
  const type = checked.type ?? (file.type !== '' ? file.type : 'application/octet-stream');
  const dir = join(target.uploadsDir, ...target.subdir.split('/'));
  await mkdir(dir, { recursive: true });
  const filename = await claimName(file.tmp_name, dir, name, target.allowed);
  return { path: join(dir, filename), relative: `${target.subdir}/${filename}`, type };
}

/** Links the file in under a free name (a parallel upload of the same name takes the next one), then drops the temporary name. */
async function claimName(tmp: string, dir: string, name: string, allowed: Readonly<Record<string, string>>): Promise<string> {
  for (;;) {
    const filename = await uniqueFileName(dir, name, allowed);
    try {
      await link(tmp, join(dir, filename));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    await rm(tmp, { force: true });
    return filename;
  }
}
