/**
 * WordPress's attachment metadata for an image (wp_generate_attachment_metadata):
 * dimensions, the file relative to the uploads directory, its size, the
 * sub-sizes made with sharp, and `image_meta`.
 */
import { rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_IMAGE_SIZES, resizePlan } from './imageSizes';

export interface SubSizeMeta {
  file: string;
  width: number;
  height: number;
  'mime-type': string;
  filesize: number;
}

export interface ImageMeta {
  aperture: string; credit: string; camera: string; caption: string; created_timestamp: string; copyright: string;
  focal_length: string; iso: string; shutter_speed: string; title: string; orientation: string; keywords: string[]; alt: string;
}

export interface AttachmentMetadata {
  width: number;
  height: number;
  file: string;
  filesize: number;
  sizes: Record<string, SubSizeMeta>;
  image_meta: ImageMeta;
  [key: string]: unknown;
}

/** Image types sharp reads and writes, so sub-sizes can be made (WordPress's wp_image_editor_supports). */
export const EDITABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/tiff'];

/** The order WordPress makes sub-sizes in: the ones the editor shows first. */
const SIZE_PRIORITY = ['medium', 'large', 'thumbnail', 'medium_large'];

export function orderedSizeNames(): string[] {
  const names = [...DEFAULT_IMAGE_SIZES.keys()];
  return [...SIZE_PRIORITY.filter((name) => names.includes(name)), ...names.filter((name) => !SIZE_PRIORITY.includes(name))];
}

function emptyImageMeta(orientation: number): ImageMeta {
  return {
    aperture: '0', credit: '', camera: '', caption: '', created_timestamp: '0', copyright: '', focal_length: '0', iso: '0',
    shutter_speed: '0', title: '', orientation: String(orientation), keywords: [], alt: '',
  };
}

/** The metadata of the image at `path` (`relative` to the uploads directory), with the sub-sizes `sizeNames` made. */
export async function generateImageMetadata(path: string, relative: string, mimeType: string, sizeNames = orderedSizeNames()): Promise<AttachmentMetadata> {
  const info = await sharp(path).metadata();
  const width = info.width ?? 0;
  const height = info.height ?? 0;
  const meta: AttachmentMetadata = {
    width, height, file: relative, filesize: (await stat(path)).size, sizes: {}, image_meta: emptyImageMeta(info.orientation ?? 0),
  };
  if (EDITABLE_IMAGE_TYPES.includes(mimeType)) meta.sizes = await makeSubSizes(path, width, height, mimeType, sizeNames);
  return meta;
}

/** Writes `name-WxH.ext` beside the original for every size smaller than it. */
export async function makeSubSizes(path: string, width: number, height: number, mimeType: string, sizeNames: readonly string[]): Promise<Record<string, SubSizeMeta>> {
  const sizes: Record<string, SubSizeMeta> = {};
  const ext = extname(path);
  const stem = basename(path, ext);
  for (const name of sizeNames) {
    const size = DEFAULT_IMAGE_SIZES.get(name);
    const plan = size === undefined ? undefined : resizePlan(width, height, size);
    if (plan === undefined) continue;
    const file = `${stem}-${plan.width}x${plan.height}${ext}`;
    const target = join(dirname(path), file);
    await sharp(path)
      .extract({ left: plan.left, top: plan.top, width: plan.cropWidth, height: plan.cropHeight })
      .resize(plan.width, plan.height, { fit: 'fill' })
      .toFile(target);
    sizes[name] = { file, width: plan.width, height: plan.height, 'mime-type': mimeType, filesize: (await stat(target)).size };
  }
  return sizes;
}

/** Every file of an attachment: the original and its sub-sizes. */
export function attachmentFiles(path: string, meta: Partial<AttachmentMetadata> | undefined): string[] {
  const files = [path];
  for (const size of Object.values(meta?.sizes ?? {})) if (typeof size.file === 'string' && size.file !== '') files.push(join(dirname(path), basename(size.file)));
  return files;
}

export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
