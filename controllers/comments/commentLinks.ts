/**
 * URLs of a comment: its front-end link (the post's permalink plus
 * `#comment-<id>`, WordPress's get_comment_link) and its `_links` (self,
 * collection, author, up to the post, in-reply-to, children).
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Hooks } from '../../src/hooks/Hooks';
import type { RestUrls } from '../../src/server/RestUrls';
import type { CommentRecord, PostRecord, Storage } from '../../src/storage/types';
import { postPermalink } from '../posts/postPermalink';
import { addQueryArgs } from '../shared/queryUrl';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { replyCountNow } from '../../src/storage/readNow';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export interface CommentLinkDeps {
  storage: Storage;
  options: ResolvedOptions;
  urls: RestUrls;
  hooks: Hooks;
  postTypes: PostTypeRegistry;
  namespace: string;
  restBase: string;
}

type Link = { href: string; [attribute: string]: unknown };

/** get_comment_link: the post's permalink with the comment's anchor (the site root when the post is gone). */
export function commentLink(deps: CommentLinkDeps, comment: CommentRecord, post: Readonly<PostRecord> | undefined): MaybePromise<string> {
  const base = post === undefined ? `${deps.options.baseUrl}/` : postPermalink(deps, post);
  return andThen(base, (url) => deps.hooks.applyFilters<string>('get_comment_link', `${url}#comment-${comment.comment_id}`, comment));
}

/** rest_get_route_for_post: `/<namespace>/<rest base>/<id>` for a type shown in REST, else ''. */
export function routeForPost(deps: CommentLinkDeps, post: Readonly<PostRecord>): string {
  const type = deps.postTypes.get(post.post_type);
  const route = type !== undefined && type.showInRest ? `/${type.restNamespace}/${type.restBase}/${post.id}` : '';
  return deps.hooks.applyFilters<string>('rest_route_for_post', route, post);
}

/** The comment's `_links`; without a promise when its reply count is in the request's cache. */
export function commentLinks(deps: CommentLinkDeps, comment: CommentRecord, post: Readonly<PostRecord> | undefined): MaybePromise<Record<string, Link>> {
  const collection = deps.urls.restUrl(`/${deps.namespace}/${deps.restBase}`);
  const links: Record<string, Link> = {
    self: { href: `${collection}/${comment.comment_id}` },
    collection: { href: collection },
  };
  if (comment.user_id !== 0) links.author = { href: deps.urls.restUrl(`/wp/v2/users/${comment.user_id}`), embeddable: true };
  if (post !== undefined) {
    const route = routeForPost(deps, post);
    if (route !== '') links.up = { href: deps.urls.restUrl(route), embeddable: true, post_type: post.post_type };
  }
  if (comment.comment_parent !== 0) links['in-reply-to'] = { href: `${collection}/${comment.comment_parent}`, embeddable: true };
  return andThen(replyCountNow(deps.storage.comments, comment.comment_id), (replies) => {
    if (replies > 0) links.children = { href: addQueryArgs(collection, { parent: comment.comment_id }), embeddable: true };
    return links;
  });
}
