/**
 * What WordPress's `prepend_attachment` content filter puts before an
 * attachment's description: a link to the file, showing the medium image (with
 * its srcset of the same-ratio sizes) for images and the title otherwise.
 */
import { escapeHtml } from '../blocks/html';
import { constrainDimensions } from '../../src/media/imageSizes';
import type { AttachmentMetadata } from '../../src/media/imageMetadata';

/** Widest image a srcset lists (WordPress's max_srcset_image_width). */
const MAX_SRCSET_WIDTH = 2048;

/** WordPress's wp_image_matches_ratio: the two sizes have the same shape, to a pixel. */
function sameRatio(w1: number, h1: number, w2: number, h2: number): boolean {
  const [constrained, expected] = w1 > w2 ? [constrainDimensions(w1, h1, w2, 0), [w2, h2]] : [constrainDimensions(w2, h2, w1, 0), [w1, h1]];
  return Math.abs(constrained[0] - expected[0]!) <= 1 && Math.abs(constrained[1] - expected[1]!) <= 1;
}

export interface AttachmentForMarkup {
  url: string;
  title: string;
  alt: string;
  image: boolean;
  meta: AttachmentMetadata | undefined;
}

export function attachmentPrefix(a: AttachmentForMarkup): string {
  const folder = a.url.slice(0, a.url.lastIndexOf('/') + 1);
  const meta = a.meta;
  if (!a.image || meta === undefined || !(meta.width > 0)) {
    const text = a.title !== '' ? escapeHtml(a.title) : escapeHtml(a.url.slice(folder.length));
    return `<p class="attachment"><a href='${escapeHtml(a.url)}'>${text}</a></p>`;
  }
  const medium = meta.sizes?.medium;
  const [width, height] = medium !== undefined ? [medium.width, medium.height] : constrainDimensions(meta.width, meta.height, 300, 300);
  const src = medium !== undefined ? `${folder}${medium.file}` : a.url;
  const candidates = [...Object.values(meta.sizes ?? {}).map((size) => ({ url: `${folder}${size.file}`, width: size.width, height: size.height })), { url: a.url, width: meta.width, height: meta.height }];
  const widths = new Set<number>();
  const sources: string[] = [];
  for (const candidate of candidates) {
    if (candidate.width > MAX_SRCSET_WIDTH || widths.has(candidate.width) || !sameRatio(width, height, candidate.width, candidate.height)) continue;
    widths.add(candidate.width);
    sources.push(`${candidate.url} ${candidate.width}w`);
  }
  const srcset = sources.length > 1 ? ` srcset="${escapeHtml(sources.join(', '))}" sizes="auto, (max-width: ${width}px) 100vw, ${width}px"` : '';
  const img = `<img loading="lazy" decoding="async" width="${width}" height="${height}" src="${escapeHtml(src)}" class="attachment-medium size-medium" alt="${escapeHtml(a.alt)}"${srcset} />`;
  return `<p class="attachment"><a href='${escapeHtml(a.url)}'>${img}</a></p>`;
}
