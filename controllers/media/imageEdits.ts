/**
 * The edits of `POST /media/<id>/edit` (flip, rotate, crop in percent), from
 * `modifiers` or the older `rotation`/`x`/`y`/`width`/`height` arguments, applied
 * with sharp in order, as WordPress's edit_media_item applies them.
 */
import type { Sharp } from 'sharp';
import sharp from 'sharp';
import { RestError } from '../../src/errors/RestError';
import type { RestRequest } from '../../src/server/RestRequest';

export type ImageEdit =
  | { type: 'flip'; horizontal: boolean; vertical: boolean }
  | { type: 'rotate'; angle: number }
  | { type: 'crop'; left: number; top: number; width: number; height: number };

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value ?? 0));
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function imageEditsOf(request: RestRequest): ImageEdit[] {
  const modifiers = request.getParam('modifiers');
  if (Array.isArray(modifiers)) {
    return modifiers.map((modifier): ImageEdit => {
      const m = record(modifier);
      const args = record(m.args);
      if (m.type === 'flip') {
        const flip = record(args.flip);
        return { type: 'flip', horizontal: flip.horizontal === true, vertical: flip.vertical === true };
      }
      if (m.type === 'rotate') return { type: 'rotate', angle: num(args.angle) };
      return { type: 'crop', left: num(args.left), top: num(args.top), width: num(args.width), height: num(args.height) };
    });
  }
  const edits: ImageEdit[] = [];
  const flip = record(request.getParam('flip'));
  if (flip.horizontal !== undefined || flip.vertical !== undefined) edits.push({ type: 'flip', horizontal: flip.horizontal === true, vertical: flip.vertical === true });
  const rotation = num(request.getParam('rotation'));
  if (rotation !== 0) edits.push({ type: 'rotate', angle: rotation });
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((key) => request.getParam(key));
  if ([x, y, width, height].every((value) => value !== undefined && value !== null)) edits.push({ type: 'crop', left: num(x), top: num(y), width: num(width), height: num(height) });
  return edits;
}

/**
 * Applies the edits one after another. Each step is rendered before the next so that a crop's
 * percentages refer to the image as the previous steps left it.
 */
export async function applyImageEdits(image: Sharp, edits: readonly ImageEdit[]): Promise<Sharp | RestError> {
  let current = image;
  for (const edit of edits) {
    try {
      const { data, info } = await current.toBuffer({ resolveWithObject: true });
      let next = sharp(data);
      if (edit.type === 'flip') {
        if (edit.vertical) next = next.flip();
        if (edit.horizontal) next = next.flop();
      } else if (edit.type === 'rotate') {
        if (edit.angle % 360 !== 0) next = next.rotate(edit.angle);
      } else {
        const left = Math.round((info.width * edit.left) / 100);
        const top = Math.round((info.height * edit.top) / 100);
        const width = Math.min(info.width - left, Math.round((info.width * edit.width) / 100));
        const height = Math.min(info.height - top, Math.round((info.height * edit.height) / 100));
        if (width !== info.width || height !== info.height) {
          if (width <= 0 || height <= 0) return new RestError('rest_image_crop_failed', 'Unable to crop this image.', { status: 500 });
          next = next.extract({ left, top, width, height });
        }
      }
      current = next;
    } catch {
      const [code, message] = edit.type === 'flip' ? ['rest_image_flip_failed', 'Unable to flip this image.']
        : edit.type === 'rotate' ? ['rest_image_rotation_failed', 'Unable to rotate this image.'] : ['rest_image_crop_failed', 'Unable to crop this image.'];
      return new RestError(code, message, { status: 500 });
    }
  }
  return current;
}
