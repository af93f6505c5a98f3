/**
 * WordPress's attachment metadata for an image (wp_generate_attachment_metadata):
 * dimensions, the file relative to the uploads directory, its size, the
 * sub-sizes made with sharp, and `image_meta`.
 */
import { rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_IMAGE_SIZES, constrainDimensions, resizePlan } from './imageSizes';

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

/** Originals larger than this on either side are scaled down (WordPress's big_image_size_threshold). */
export const BIG_IMAGE_THRESHOLD = 2560;

/**
 * The metadata of the image at `path` (`relative` to the uploads directory), with the sub-sizes
 * `sizeNames` made. As WordPress does, a big original (PNGs excepted) is kept beside a `-scaled` copy
 * and one with an EXIF orientation beside a `-rotated` copy; the copy becomes the attachment's file and
 * `original_image` names the original. `relative` in the result is the file the attachment now uses.
 */
export async function generateImageMetadata(path: string, relative: string, mimeType: string, sizeNames = orderedSizeNames()): Promise<AttachmentMetadata> {
  const info = await sharp(path).metadata();
  let width = info.width ?? 0;
  let height = info.height ?? 0;
  const orientation = info.orientation ?? 0;
  let file = path;
  let original: string | undefined;
  if (EDITABLE_IMAGE_TYPES.includes(mimeType) && sizeNames.length > 0) {
    const big = mimeType !== 'image/png' && (width > BIG_IMAGE_THRESHOLD || height > BIG_IMAGE_THRESHOLD);
    if (big || orientation > 1) {
      const ext = extname(path);
      file = join(dirname(path), `${basename(path, ext)}-${big ? 'scaled' : 'rotated'}${ext}`);
      let image = sharp(path).rotate();
      if (big) {
        const upright = orientation >= 5 ? [height, width] : [width, height];
        const [w, h] = constrainDimensions(upright[0]!, upright[1]!, BIG_IMAGE_THRESHOLD, BIG_IMAGE_THRESHOLD);
        image = image.resize(w, h, { fit: 'fill' });
      }
      const written = await image.toFile(file);
      width = written.width;
      height = written.height;
      original = basename(path);
    }
  }
  const meta: AttachmentMetadata = {
    width, height, file: original === undefined ? relative : `${dirname(relative)}/${basename(file)}`, filesize: (await stat(file)).size, sizes: {},
    image_meta: emptyImageMeta(orientation),
  };
  if (EDITABLE_IMAGE_TYPES.includes(mimeType)) meta.sizes = await makeSubSizes(file, width, height, mimeType, sizeNames);
  if (original !== undefined) meta.original_image = original;
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

/** Every file of an attachment: its file, the original it was scaled or rotated from, and its sub-sizes. */
export function attachmentFiles(path: string, meta: Partial<AttachmentMetadata> | undefined): string[] {
  const files = [path];
  if (typeof meta?.original_image === 'string' && meta.original_image !== '') files.push(join(dirname(path), basename(meta.original_image)));
  for (const size of Object.values(meta?.sizes ?? {})) if (typeof size.file === 'string' && size.file !== '') files.push(join(dirname(path), basename(size.file)));
  return files;
}

export async function removeFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(path, { force: true })));
}
