import type { MaybePromise } from '../hooks/maybePromise';
import { NOT_READY, type NotReady } from './notReady';
import type { CommentStore, JsonValue, MetaStore, OptionStore, PostRecord, PostStore, TermRecord, TermStore, UserRecord, UserStore } from './types';

/** A store of rows by id whose request cache can be peeked (posts, terms, comments). */
interface RowsById<T> {
  get(id: number): Promise<T | undefined>;
  peek?(id: number): T | undefined | NotReady;
  peekShared?(id: number): Readonly<T> | undefined | NotReady;
}

/** A row straight from the request's cache when it is there (no promise), else read. */
export function rowNow<T>(rows: RowsById<T>, id: number): MaybePromise<T | undefined> {
  const cached = rows.peek === undefined ? NOT_READY : rows.peek(id);
  return cached === NOT_READY ? rows.get(id) : cached;
}

/**
 * rowNow() for a reader that only looks at the row (a permission check, a capability's mapping): the
 * request cache's own row, not a copy, when it is there. A page's target hints check every item's row
 * several times (one check per method), and copying each row cost more than the checks themselves.
 */
export function rowView<T>(rows: RowsById<T>, id: number): MaybePromise<Readonly<T> | undefined> {
  const cached = rows.peekShared === undefined ? NOT_READY : rows.peekShared(id);
  return cached === NOT_READY ? rows.get(id) : cached;
}

/** A user (without the password hash) straight from the request's cache when it is there (no promise), else read. */
export function userNow(users: UserStore, id: number): MaybePromise<UserRecord | undefined> {
  const cached = users.peekById === undefined ? NOT_READY : users.peekById(id);
  return cached === NOT_READY ? users.getById(id) : cached;
}

/** A comment's reply count straight from the request's cache when it is there (no promise), else read. */
export function replyCountNow(comments: CommentStore, parentId: number): MaybePromise<number> {
  const cached = comments.peekReplyCount === undefined ? NOT_READY : comments.peekReplyCount(parentId);
  return cached === NOT_READY ? comments.countReplies(parentId) : cached;
}

/** Whether a user has published posts of `postTypes`, from the request's cache when it answers (no promise), else read. */
export function publishedPostsNow(users: UserStore, id: number, postTypes: readonly string[]): MaybePromise<boolean> {
  const cached = users.peekPublishedPosts === undefined ? NOT_READY : users.peekPublishedPosts(id, postTypes);
  return cached === NOT_READY ? users.hasPublishedPosts(id, postTypes) : cached;
}

/** An option straight from the request's cache when it is there (no promise), else read. */
export function optionNow(options: OptionStore, name: string): MaybePromise<JsonValue | undefined> {
  const cached = options.peek === undefined ? NOT_READY : options.peek(name);
  return cached === NOT_READY ? options.get(name) : cached;
}

/** An object's values of a meta key straight from the request's cache when it is there (no promise), else read. */
export function metaNow(meta: MetaStore, objectId: number, key: string): MaybePromise<JsonValue[]> {
  const cached = meta.peek === undefined ? NOT_READY : meta.peek(objectId, key);
  return cached === NOT_READY ? meta.get(objectId, key) : cached;
}

/** A post's terms of a taxonomy straight from the request's cache when they are there (no promise), else read. */
export function postTermsNow(terms: TermStore, postId: number, taxonomy: string): MaybePromise<TermRecord[]> {
  const cached = terms.peekPostTerms === undefined ? NOT_READY : terms.peekPostTerms(postId, taxonomy);
  return cached === NOT_READY ? terms.getPostTerms(postId, taxonomy) : cached;
}

/** A post's revisions straight from the request's cache when they are there (no promise), else read. */
export function revisionsNow(posts: PostStore, parentId: number): MaybePromise<PostRecord[]> {
  const cached = posts.peekRevisions === undefined ? NOT_READY : posts.peekRevisions(parentId);
  return cached === NOT_READY ? posts.listRevisions(parentId) : cached;
}
