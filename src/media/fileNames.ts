/**
 * File names as WordPress makes them safe (sanitize_file_name) and unique in
 * their folder (wp_unique_filename). Path separators are removed, so a name can
 * never climb out of its folder.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeOf } from './mimeTypes';

const SPECIAL_CHARS = ['?', '[', ']', '/', '\\', '=', '<', '>', ':', ';', ',', "'", '"', '&', '$', '#', '*', '(', ')', '|', '~', '`', '!', '{', '}', '%', '+', '’', '«', '»', '”', '“', String.fromCharCode(0)];

export function sanitizeFileName(name: string, allowed: Readonly<Record<string, string>>): string {
  let filename = name.normalize('NFC');
  for (const char of SPECIAL_CHARS) filename = filename.split(char).join('');
  filename = filename.replace(/%20|\+/g, '-').replace(/\.{2,}/g, '.').replace(/[\r\n\t -]+/g, '-');
  filename = filename.replace(/^[.\-_]+|[.\-_]+$/g, '');
  const parts = filename.split('.');
  if (parts.length <= 1) {
    // A bare extension becomes the extension of an unnamed file.
    return fileTypeOf(`.${filename}`, allowed).ext !== null ? `unnamed-file.${filename}` : filename;
  }
  const extension = parts.pop()!;
  let result = parts.shift()!;
  // Inner parts that look like extensions but are not allowed ones get a `_`, so `evil.php.png` cannot run as PHP.
  for (const part of parts) {
    result += `.${part}`;
    if (/^[a-zA-Z]{2,5}\d?$/.test(part) && fileTypeOf(`.${part}`, allowed).ext === null) result += '_';
  }
  return `${result}.${extension}`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** `name.ext`, else `name-1.ext`, `name-2.ext`… whichever is free in `dir` (the extension lower-cased). */
export async function uniqueFileName(dir: string, filename: string, allowed: Readonly<Record<string, string>>): Promise<string> {
  const safe = sanitizeFileName(filename, allowed);
  const dot = safe.lastIndexOf('.');
  const base = dot === -1 ? safe : safe.slice(0, dot);
  const ext = dot === -1 ? '' : `.${safe.slice(dot + 1).toLowerCase()}`;
  let candidate = `${base}${ext}`;
  for (let n = 1; await exists(join(dir, candidate)); n += 1) candidate = `${base}-${n}${ext}`;
  return candidate;
}
