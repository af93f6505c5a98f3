/**
 * Comment statuses. Storage keeps approve|hold|spam|trash; the REST field shows
 * `approved` for approve (WordPress's prepare_status_response). Trashing and
 * marking as spam remember the previous status in `_wp_trash_meta_status`
 * (with the time in `_wp_trash_meta_time`) so untrash/unspam can restore it.
 */
import type { CommentQuery, CommentRecord, CommentStatus, CommentStore } from '../../src/storage/types';

const TRASH_STATUS_KEY = '_wp_trash_meta_status';
const TRASH_TIME_KEY = '_wp_trash_meta_time';

/** The REST `status` of a stored status. */
export function restStatus(stored: CommentStatus): string {
  return stored === 'approve' ? 'approved' : stored;
}

/** The `status` collection parameter as a store filter (WP_Comment_Query's status words; unknown words match nothing). */
export function statusFilter(value: string): CommentQuery['status'] | null {
  switch (value) {
    case 'approve': case '1': return 'approve';
    case 'hold': case '0': return 'hold';
    case 'spam': case 'trash': case 'all': case 'any': return value;
    default: return null;
  }
}

/** The `type` collection parameter as a store filter: `all` is every type, `pings` both ping types. */
export function typeFilter(value: string): string | string[] | undefined {
  if (value === 'all' || value === '') return undefined;
  if (value === 'pings') return ['pingback', 'trackback'];
  return value;
}

/** A stored status from a remembered one (WordPress wrote '1'/'0'). */
function restoredStatus(remembered: unknown): CommentStatus {
  if (remembered === 'approve' || remembered === '1' || remembered === 1) return 'approve';
  if (remembered === 'spam' || remembered === 'trash') return remembered;
  return 'hold';
}

/** Moves a comment to trash or spam, remembering where it was. */
async function setAside(store: CommentStore, comment: CommentRecord, status: 'trash' | 'spam', now: number): Promise<boolean> {
  await store.meta.set(comment.comment_id, TRASH_STATUS_KEY, [comment.comment_approved]);
  await store.meta.set(comment.comment_id, TRASH_TIME_KEY, [Math.floor(now / 1000)]);
  return (await store.update(comment.comment_id, { comment_approved: status })) !== undefined;
}

/** Brings a trashed or spammed comment back to the status it had. */
async function restore(store: CommentStore, comment: CommentRecord): Promise<boolean> {
  const remembered = await store.meta.get(comment.comment_id, TRASH_STATUS_KEY);
  await store.meta.delete(comment.comment_id, TRASH_STATUS_KEY);
  await store.meta.delete(comment.comment_id, TRASH_TIME_KEY);
  return (await store.update(comment.comment_id, { comment_approved: restoredStatus(remembered[0]) })) !== undefined;
}

export async function trashComment(store: CommentStore, comment: CommentRecord, now: number): Promise<boolean> {
  return setAside(store, comment, 'trash', now);
}

/**
 * Applies a REST `status` value (WordPress's handle_status_param): false when the
 * value is unknown or changes nothing.
 */
export async function applyStatusParam(store: CommentStore, comment: CommentRecord, value: unknown, now: number): Promise<boolean> {
  const current = comment.comment_approved;
  const set = async (status: CommentStatus): Promise<boolean> =>
    status !== current && (await store.update(comment.comment_id, { comment_approved: status })) !== undefined;
  switch (value) {
    case 'approved': case 'approve': case '1': return set('approve');
    case 'hold': case '0': return set('hold');
    case 'spam': return current !== 'spam' && setAside(store, comment, 'spam', now);
    case 'unspam': return current === 'spam' && restore(store, comment);
    case 'trash': return current !== 'trash' && setAside(store, comment, 'trash', now);
    case 'untrash': return current === 'trash' && restore(store, comment);
    default: return false;
  }
}
