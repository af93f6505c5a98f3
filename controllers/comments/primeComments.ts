/**
 * What preparing each comment of a page reads (its post and the post's ancestors, the registered
 * author, meta, whether it has replies), read for the whole page at once (WordPress's
 * update_comment_cache and _prime_post_caches); the request cache then serves the per-comment reads.
 */
import { isFieldIncluded } from '../../src/shaping/index';
import type { RestRequest } from '../../src/server/RestRequest';
import type { CommentRecord, Storage } from '../../src/storage/types';
import { NOT_READY } from '../../src/storage/notReady';
import { linksRequested } from '../shared/linksRequested';
import { permalinkReadsParents, type PermalinkSite } from '../posts/postPermalink';

export async function primeComments(
  storage: Storage,
  postTypes: PermalinkSite['postTypes'],
  fields: string[],
  comments: readonly CommentRecord[],
  request: RestRequest,
): Promise<void> {
  if (comments.length === 0 || request.getMethod() === 'HEAD') return;
  const has = (field: string): boolean => isFieldIncluded(field, fields);
  const links = linksRequested(request);
  const ids = comments.map((comment) => comment.comment_id);
  // Every comment's post is read to check it may be shown; the link needs the posts' ancestors where
  // their permalinks read parents. Posts already at hand whose permalinks read none (an `_embed` of
  // replies: the embedding page's posts) need no reading at all.
  const postIds = comments.map((comment) => comment.comment_post_id).filter((id) => id > 0);
  if (has('link')) {
    const peek = storage.posts.peekShared?.bind(storage.posts);
    const toRead = postIds.filter((id) => {
      // Undefined from the peek: known not to exist, so there is nothing to read either.
      const post = peek === undefined ? NOT_READY : peek(id);
      return post === NOT_READY || (post !== undefined && permalinkReadsParents(postTypes, post));
    });
    if (toRead.length > 0) await storage.posts.getManyWithAncestors(toRead);
  } else {
    await storage.posts.getMany(postIds);
  }
  const authors = comments.map((comment) => comment.user_id).filter((id) => id > 0);
  const reads: Promise<unknown>[] = [];
  if (has('author_avatar_urls') && authors.length > 0) reads.push(storage.users.getManyById(authors));
  if (has('meta')) reads.push(storage.comments.meta.getAllOfMany(ids));
  if (links) reads.push(storage.comments.countRepliesOfMany(ids));
  // Each embedded page of replies primes: one read is awaited alone, without Promise.all's promise per entry.
  if (reads.length === 1) await reads[0];
  else if (reads.length > 1) await Promise.all(reads);
}
