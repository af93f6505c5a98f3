import type { PostRecord } from '../types';
import { NOT_READY } from '../notReady';
import type { RequestCache } from './RequestCache';

/**
 * Records, from posts the request read, which post types each author has a published post of: a page of
 * published posts proves its authors have published posts, which is what the users route asks before
 * showing an author to a visitor (and the target hints of every author link ask again).
 */
export function notePublishedAuthors(cache: RequestCache, posts: readonly PostRecord[]): void {
  for (const post of posts) {
    if (post.post_status !== 'publish' || post.post_author <= 0) continue;
    const types = cache.publishedPostTypes.get(post.post_author);
    if (types === undefined) cache.publishedPostTypes.set(post.post_author, new Set([post.post_type]));
    else types.add(post.post_type);
  }
}

/**
 * Whether the request's reads already prove that user `id` exists and has a published post of one of
 * `postTypes` (the answer the published-authors read would give); false means "not known", not "no".
 */
export function knownPublishedAuthor(cache: RequestCache, id: number, postTypes: readonly string[]): boolean {
  const types = cache.publishedPostTypes.get(id);
  if (types === undefined) return false;
  // The read counts only authors that exist: a post may outlive its author's row.
  const user = cache.users.peek(id);
  if (user === NOT_READY || user === undefined) return false;
  for (const type of postTypes) if (types.has(type)) return true;
  return false;
}
