/**
 * WordPress's registered image sub-sizes and the arithmetic it sizes them with
 * (image_resize_dimensions and wp_constrain_dimensions): a size is made only
 * when it is smaller than the original, never by upscaling.
 */
export interface ImageSize {
  width: number;
  height: number;
  crop: boolean;
}

/** WordPress's default sizes, in the order it registers them. */
export const DEFAULT_IMAGE_SIZES: ReadonlyMap<string, ImageSize> = new Map([
  ['thumbnail', { width: 150, height: 150, crop: true }],
  ['medium', { width: 300, height: 300, crop: false }],
  ['medium_large', { width: 768, height: 0, crop: false }],
  ['large', { width: 1024, height: 1024, crop: false }],
  ['1536x1536', { width: 1536, height: 1536, crop: false }],
  ['2048x2048', { width: 2048, height: 2048, crop: false }],
]);

export interface ResizePlan {
  /** The source rectangle. */
  left: number;
  top: number;
  cropWidth: number;
  cropHeight: number;
  /** The size written. */
  width: number;
  height: number;
}

/** WordPress's wp_constrain_dimensions: fit within the maximums (0 = unbounded), keeping the ratio. */
export function constrainDimensions(width: number, height: number, maxWidth: number, maxHeight: number): [number, number] {
  if (maxWidth === 0 && maxHeight === 0) return [width, height];
  let widthRatio = 1;
  let heightRatio = 1;
  let didWidth = false;
  let didHeight = false;
  if (maxWidth > 0 && width > 0 && width > maxWidth) {
    widthRatio = maxWidth / width;
    didWidth = true;
  }
  if (maxHeight > 0 && height > 0 && height > maxHeight) {
    heightRatio = maxHeight / height;
    didHeight = true;
  }
  const smaller = Math.min(widthRatio, heightRatio);
  const larger = Math.max(widthRatio, heightRatio);
  const ratio = phpRound(width * larger) > maxWidth || phpRound(height * larger) > maxHeight ? smaller : larger;
  let w = Math.max(1, phpRound(width * ratio));
  let h = Math.max(1, phpRound(height * ratio));
  // Rounding can land one pixel short of the bound that was applied.
  if (didWidth && w === maxWidth - 1) w = maxWidth;
  if (didHeight && h === maxHeight - 1) h = maxHeight;
  return [w, h];
}

/** PHP's round(): halves away from zero. */
function phpRound(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** WordPress's image_resize_dimensions, or undefined when the size would not be smaller than the original. */
export function resizePlan(origWidth: number, origHeight: number, size: ImageSize): ResizePlan | undefined {
  if (origWidth <= 0 || origHeight <= 0 || (size.width <= 0 && size.height <= 0)) return undefined;
  let plan: ResizePlan;
  if (size.crop) {
    const ratio = origWidth / origHeight;
    let newWidth = Math.min(size.width, origWidth);
    let newHeight = Math.min(size.height, origHeight);
    if (newWidth === 0) newWidth = Math.trunc(newHeight * ratio);
    if (newHeight === 0) newHeight = Math.trunc(newWidth / ratio);
    const scale = Math.max(newWidth / origWidth, newHeight / origHeight);
    const cropWidth = phpRound(newWidth / scale);
    const cropHeight = phpRound(newHeight / scale);
    plan = {
      left: Math.floor((origWidth - cropWidth) / 2), top: Math.floor((origHeight - cropHeight) / 2),
      cropWidth, cropHeight, width: newWidth, height: newHeight,
    };
  } else {
    const [width, height] = constrainDimensions(origWidth, origHeight, size.width, size.height);
    plan = { left: 0, top: 0, cropWidth: origWidth, cropHeight: origHeight, width, height };
  }
  if (plan.width >= origWidth && plan.height >= origHeight) return undefined;
  return plan;
}
