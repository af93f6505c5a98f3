/**
 * WordPress's wp_allow_comment for a new comment: duplicate detection
 * (`comment_duplicate`, 409 in REST), flood control (`comment_flood`, 400 in
 * REST: a second comment within 15 seconds from the same user, address or
 * e-mail), then the approval decision — the post's author and moderators are
 * approved; everyone else goes through the discussion settings (moderation,
 * link count, previously approved author).
 */
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import type { CommentInput, CommentStatus, Storage } from '../../src/storage/types';
import type { DiscussionSettings } from './commentOptions';

export type NewComment = CommentInput & { comment_post_id: number };

export interface ApprovalDeps {
  storage: Storage;
  capabilities: Capabilities;
  hooks: Hooks;
  settings: DiscussionSettings;
  /** The user sending the comment (0: a guest). */
  currentUserId: number;
}

const FLOOD_MESSAGE = 'You are posting comments too quickly. Slow down.';
const FLOOD_INTERVAL_SECONDS = 15;
const HOUR_MS = 3_600_000;

const toMs = (gmt: string): number => Date.parse(`${gmt.replace(' ', 'T')}Z`);

const DUPLICATE_MESSAGE = 'Duplicate comment detected; it looks as though you&#8217;ve already said that!';

/** The id of an earlier comment saying the same thing on the same thread by the same author, or 0 (one indexed query). */
function findDuplicate(storage: Storage, comment: NewComment): Promise<number> {
  return storage.comments.findDuplicate({
    comment_post_id: comment.comment_post_id,
    comment_parent: comment.comment_parent ?? 0,
    comment_content: comment.comment_content ?? '',
    comment_author: comment.comment_author ?? '',
    comment_author_email: comment.comment_author_email ?? '',
  });
}

/**
 * WordPress's wp_check_comment_flood with wp_throttle_comment_flood: moderators
 * are never throttled; others may not comment again within 15 seconds of their
 * last comment of the past hour (matched by user id, or address for guests, or e-mail).
 */
async function isFlood(deps: ApprovalDeps, comment: NewComment): Promise<boolean> {
  const declared = deps.hooks.applyFilters<unknown>('wp_is_comment_flood', false, comment.comment_author_ip, comment.comment_author_email, comment.comment_date_gmt);
  if (declared === true) return true;
  const userId = deps.currentUserId;
  if ((await deps.capabilities.userCan(userId, 'manage_options')) || (await deps.capabilities.userCan(userId, 'moderate_comments'))) return false;
  const now = toMs(comment.comment_date_gmt ?? '');
  if (Number.isNaN(now)) return false;
  const hourAgo = new Date(now - HOUR_MS).toISOString().slice(0, 19).replace('T', ' ');
  const email = comment.comment_author_email ?? '';
  const last = await deps.storage.comments.latestCommentDate({ userId, ip: comment.comment_author_ip ?? '', email, since: hourAgo });
  if (last === undefined) return false;
  const lastTime = Math.floor(toMs(last) / 1000);
  const newTime = Math.floor(now / 1000);
  const throttled = deps.hooks.applyFilters<boolean>('comment_flood_filter', newTime - lastTime < FLOOD_INTERVAL_SECONDS, lastTime, newTime);
  if (throttled) deps.hooks.doAction('comment_flood_trigger', lastTime, newTime);
  return throttled;
}

/** WordPress's check_comment: whether a comment by someone who is neither the post author nor a moderator is approved at once. */
async function passesChecks(deps: ApprovalDeps, comment: NewComment): Promise<boolean> {
  const { settings, storage } = deps;
  if (settings.comment_moderation) return false;
  if (settings.comment_max_links > 0) {
    const links = (comment.comment_content ?? '').match(/<a [^>]*href/gi)?.length ?? 0;
    if (links >= settings.comment_max_links) return false;
  }
  if (!settings.comment_previously_approved) return true;
  const type = comment.comment_type ?? 'comment';
  const author = comment.comment_author ?? '';
  const email = comment.comment_author_email ?? '';
  if (type === 'trackback' || type === 'pingback' || author === '' || email === '') return false;
  const user = await storage.users.getByEmail(email);
  if (user !== undefined) {
    return (await storage.comments.query({ author: [user.id], status: 'approve', type: undefined, limit: 1 })).total > 0;
  }
  const earlier = await storage.comments.query({ author_email: email, status: 'approve', type: undefined, search: author });
  return earlier.items.some((other) => other.comment_author === author);
}

/** The status a new comment gets, or `comment_duplicate` / `comment_flood`. */
export async function allowComment(deps: ApprovalDeps, comment: NewComment): Promise<CommentStatus | RestError> {
  const { storage, hooks, capabilities } = deps;
  const duplicate = hooks.applyFilters<number>('duplicate_comment_id', await findDuplicate(storage, comment), comment);
  if (duplicate) {
    hooks.doAction('comment_duplicate_trigger', comment);
    const message = hooks.applyFilters<string>('comment_duplicate_message', DUPLICATE_MESSAGE);
    return new RestError('comment_duplicate', message, { status: 409 });
  }
  if (await isFlood(deps, comment)) {
    return new RestError('comment_flood', hooks.applyFilters<string>('comment_flood_message', FLOOD_MESSAGE), { status: 400 });
  }
  let approved: CommentStatus;
  const userId = comment.user_id ?? 0;
  const post = await storage.posts.get(comment.comment_post_id);
  if (userId > 0 && (userId === post?.post_author || (await capabilities.userCan(userId, 'moderate_comments')))) {
    approved = 'approve';
  } else {
    approved = (await passesChecks(deps, comment)) ? 'approve' : 'hold';
  }
  return hooks.applyFilters<CommentStatus>('pre_comment_approved', approved, comment);
}

/** Column limits of WordPress's comments table (wp_check_comment_data_max_lengths). */
const MAX_LENGTHS: ReadonlyArray<[keyof CommentInput, number, string]> = [
  ['comment_author', 245, 'comment_author_column_length'],
  ['comment_author_email', 100, 'comment_author_email_column_length'],
  ['comment_author_url', 200, 'comment_author_url_column_length'],
  ['comment_content', 65525, 'comment_content_column_length'],
];

/** `Comment field exceeds maximum length allowed.` (400) under the code of the first field too long (lengths in bytes). */
export function checkMaxLengths(comment: CommentInput): true | RestError {
  for (const [field, max, code] of MAX_LENGTHS) {
    const value = comment[field];
    if (typeof value === 'string' && Buffer.byteLength(value, 'utf8') > max) {
      return new RestError(code, 'Comment field exceeds maximum length allowed.', { status: 400 });
    }
  }
  return true;
}
