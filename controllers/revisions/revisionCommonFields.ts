/** The fields every revision answer starts with (author to parent, WordPress's order), for the fields asked. */
import type { PostRecord } from '../../src/storage/types';
import { rfc3339 } from '../posts/postRendering';

export function addRevisionCommonFields(data: Record<string, unknown>, revision: PostRecord, has: (field: string) => boolean): void {
  if (has('author')) data.author = revision.post_author;
  if (has('date')) data.date = rfc3339(revision.post_date);
  if (has('date_gmt')) data.date_gmt = rfc3339(revision.post_date_gmt);
  if (has('id')) data.id = revision.id;
  if (has('modified')) data.modified = rfc3339(revision.post_modified);
  if (has('modified_gmt')) data.modified_gmt = rfc3339(revision.post_modified_gmt);
  if (has('parent')) data.parent = revision.post_parent;
}
