/**
 * Sticky posts first, as WP_Query puts them on the first page of the blog home
 * when the REST request asks for it (`ignore_sticky=false`; the default,
 * true, leaves the order alone). Like WP_Query's is_home, a search, a taxonomy
 * or format filter, an `include` list or `sticky=true` (WordPress's post__in)
 * turn it off; `sticky=false` leaves no sticky post to move. The sticky posts
 * in the page move to its front in their order; the published ones not in it
 * (and not excluded) follow them, newest first, so page 1 may hold more than
 * `per_page` items while the totals stay those of the query.
 */
import type { PostQuery, PostRecord, Storage } from '../../src/storage/types';
import type { PostCollectionArgs } from './postCollectionParams';

export function putsStickiesFirst(args: PostCollectionArgs, query: PostQuery): boolean {
  if (args.ignore_sticky !== false) return false;
  if (query.sticky !== undefined || (query.include !== undefined && query.include.length > 0)) return false;
  if ((query.search ?? '') !== '' || query.tax_query !== undefined) return false;
  if (args.format !== undefined && args.format.length > 0) return false;
  return Math.max(1, args.page) <= 1;
}

/** `posts` with the sticky ones of their type first, then the other published sticky posts of the type. */
export async function withStickiesFirst(storage: Storage, posts: readonly PostRecord[], query: PostQuery, postType: string): Promise<PostRecord[]> {
  const sticky = posts.filter((post) => post.sticky);
  const others = posts.filter((post) => !post.sticky);
  const missing = await storage.posts.query({
    type: postType, status: ['publish'], sticky: true, orderby: 'date', order: 'desc',
    exclude: [...posts.map((post) => post.id), ...(query.exclude ?? [])],
  });
  return [...sticky, ...missing.items, ...others];
}
