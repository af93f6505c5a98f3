/**
 * What a file's first bytes say it is (the job PHP's getimagesize and finfo do
 * for WordPress): images by their signatures, a few document, archive, audio
 * and video containers, and text. Undefined when nothing is recognised.
 */
import { open } from 'node:fs/promises';

const HEAD_BYTES = 4096;

const ascii = (bytes: Buffer, at: number, text: string): boolean => bytes.subarray(at, at + text.length).toString('latin1') === text;
const starts = (bytes: Buffer, signature: readonly number[]): boolean => signature.every((byte, i) => bytes[i] === byte);

/** The image type of the bytes (WordPress's wp_get_image_mime), or undefined. */
export function imageMimeOf(head: Buffer): string | undefined {
  if (starts(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 0, 'BM') && head.length >= 26) return 'image/bmp';
  if (starts(head, [0x49, 0x49, 0x2a, 0x00]) || starts(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (starts(head, [0x00, 0x00, 0x01, 0x00]) && head.length >= 22) return 'image/x-icon';
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'mif1'].includes(brand)) return 'image/heic';
    if (['hevc', 'hevx', 'msf1'].includes(brand)) return 'image/heic-sequence';
  }
  return undefined;
}

/** The type of anything else the bytes show (documents, archives, audio, video, text). */
function otherMimeOf(head: Buffer): string | undefined {
  if (ascii(head, 0, '%PDF-')) return 'application/pdf';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) return 'application/zip';
  if (starts(head, [0x1f, 0x8b])) return 'application/x-gzip';
  if (ascii(head, 0, 'Rar!')) return 'application/rar';
  if (starts(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'application/x-7z-compressed';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/CDFV2';
  if (ascii(head, 0, '{\\rtf')) return 'text/rtf';
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'audio/wav';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'video/avi';
  if (ascii(head, 0, 'OggS')) return 'audio/ogg';
  if (ascii(head, 0, 'fLaC')) return 'audio/flac';
  if (ascii(head, 0, 'MThd')) return 'audio/midi';
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (ascii(head, 4, 'ftyp')) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'audio/mp4';
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('3g2')) return 'video/3gpp2';
    if (brand.startsWith('3g')) return 'video/3gpp';
    return 'video/mp4';
  }
  if (starts(head, [0x00, 0x00, 0x01, 0xba]) || starts(head, [0x00, 0x00, 0x01, 0xb3])) return 'video/mpeg';
  const font = fontMimeOf(head);
  if (font !== undefined) return font;
  if (isText(head)) return 'text/plain';
  return undefined;
}

/**
 * Font files, named as PHP's finfo names them (the types WordPress's font uploads
 * expect). The table count after an sfnt tag has a zero high byte, which keeps
 * text that merely starts with `true` or `OTTO` from passing for a font.
 */
function fontMimeOf(head: Buffer): string | undefined {
  if (head.length < 12) return undefined;
  if (ascii(head, 0, 'wOF2')) return 'font/woff2';
  if (ascii(head, 0, 'wOFF')) return 'font/woff';
  if (head[4] !== 0x00) return undefined;
  if (ascii(head, 0, 'OTTO')) return 'application/vnd.ms-opentype';
  if (starts(head, [0x00, 0x01, 0x00, 0x00]) || ascii(head, 0, 'true')) return 'font/sfnt';
  return undefined;
}

/** Text: no NUL byte, and valid UTF-8 (a multi-byte character cut at the end of the head is allowed). */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type of the content: an image type when it is an image, else what else it shows. */
export function sniffMime(head: Buffer): string | undefined {
  return imageMimeOf(head) ?? otherMimeOf(head);
}
