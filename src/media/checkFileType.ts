/**
 * WordPress's wp_check_filetype_and_ext: the type a file's name claims is
 * checked against what its content is. An image whose name says another image
 * type gets the right extension; any other mismatch leaves no type, and the
 * upload is refused.
 */
import { extensionForType, fileTypeOf } from './mimeTypes';
import { imageMimeOf, sniffMime } from './sniffMime';

export interface CheckedFileType {
  ext: string | null;
  type: string | null;
  /** The corrected name when the extension was changed to match the content. */
  properFilename: string | null;
}

/** Types a plain-text body may be uploaded as. */
const TEXT_TYPES = ['text/plain', 'text/csv', 'application/csv', 'text/richtext', 'text/tsv', 'text/vtt', 'text/tab-separated-values', 'text/calendar', 'text/css', 'application/ttaf+xml'];
/** Types stored in ZIP or OLE containers (office documents), which sniff as the container. */
const CONTAINER_TYPES = /^application\/(vnd\.|msword|onenote|oxps|wordperfect|zip|java)/;
/** Types with no recognisable signature of their own. */
const UNSIGNED_TYPES = ['application/octet-stream', 'application/vnd.ms-access', 'application/vnd.ms-project', 'application/vnd.ms-write'];

export function checkFileType(head: Buffer, filename: string, allowed: Readonly<Record<string, string>>): CheckedFileType {
  let { ext, type } = fileTypeOf(filename, allowed);
  let properFilename: string | null = null;
  const none = { ext: null, type: null, properFilename: null };
  if (type === null) return none;

  if (type.startsWith('image/')) {
    const real = imageMimeOf(head);
    if (real !== undefined && real !== type && !real.startsWith('image/heic')) {
      const fixed = extensionForType(real, allowed);
      if (fixed === undefined) return none;
      properFilename = `${filename.slice(0, filename.lastIndexOf('.'))}.${fixed}`;
      ext = fixed;
      type = real;
    }
    if (real !== undefined) return { ext, type, properFilename };
  }

  const real = sniffMime(head);
  if (real === undefined) return UNSIGNED_TYPES.includes(type) || CONTAINER_TYPES.test(type) ? { ext, type, properFilename } : none;
  if (real === 'text/plain') return TEXT_TYPES.includes(type) || (type === 'text/html' || type === 'application/javascript') ? { ext, type, properFilename } : none;
  if (real === 'application/zip' || real === 'application/CDFV2') return CONTAINER_TYPES.test(type) ? { ext, type, properFilename } : none;
  if (real === 'text/rtf') return type === 'application/rtf' ? { ext, type, properFilename } : none;
  const group = (mime: string): string => mime.split('/', 1)[0]!;
  // Audio and video containers are often mislabelled one as the other; the family has to match.
  if (['audio', 'video'].includes(group(real))) return ['audio', 'video'].includes(group(type)) ? { ext, type, properFilename } : none;
  return real === type ? { ext, type, properFilename } : none;
}
