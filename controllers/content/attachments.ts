/**
 * Attachment URLs and `<img>` tags as WordPress's wp_get_attachment_url and
 * wp_get_attachment_image give them, from the attachment's stored meta
 * (`_wp_attached_file`, `_wp_attachment_metadata`, `_wp_attachment_image_alt`).
 */
import type { BlockRenderSite } from '../blocks/render/BlockRenderSite';
import { escapeHtml } from '../blocks/html';
import type { PostRecord } from '../../src/storage/types';

interface ImageSize {
  file?: string;
  width?: number;
  height?: number;
}

interface AttachmentMetadata extends ImageSize {
  sizes?: Record<string, ImageSize>;
}

async function firstMeta(site: BlockRenderSite, id: number, key: string): Promise<unknown> {
  const values = await site.storage.posts.meta.get(id, key);
  return values[0];
}

const uploadsUrl = (site: BlockRenderSite): string => `${site.options.baseUrl}/wp-content/uploads`;

/** The file's URL: the uploads URL and the stored relative path, else the attachment's guid. */
export async function attachmentUrl(site: BlockRenderSite, attachment: PostRecord): Promise<string> {
  const file = await firstMeta(site, attachment.id, '_wp_attached_file');
  return typeof file === 'string' && file !== '' ? `${uploadsUrl(site)}/${file}` : attachment.guid;
}

/** An `<img>` of the attachment at `size` (the full image when that size was not generated). */
export async function attachmentImage(site: BlockRenderSite, attachment: PostRecord, size: string, describedBy: string): Promise<{ html: string; width: number; height: number }> {
  const full = await attachmentUrl(site, attachment);
  const meta = (await firstMeta(site, attachment.id, '_wp_attachment_metadata')) as AttachmentMetadata | undefined;
  const sized = meta?.sizes?.[size];
  const src = sized?.file !== undefined ? full.replace(/[^/]+$/, sized.file) : full;
  const width = sized?.width ?? meta?.width ?? 0;
  const height = sized?.height ?? meta?.height ?? 0;
  const alt = await firstMeta(site, attachment.id, '_wp_attachment_image_alt');
  const dims = width > 0 && height > 0 ? `width="${width}" height="${height}" ` : '';
  const described = describedBy === '' ? '' : ` aria-describedby="${escapeHtml(describedBy)}"`;
  const html = `<img ${dims}src="${escapeHtml(src)}" class="attachment-${escapeHtml(size)} size-${escapeHtml(size)}" alt="${escapeHtml(typeof alt === 'string' ? alt : '')}"${described} decoding="async" />`;
  return { html, width, height };
}
