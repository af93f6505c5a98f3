/**
 * Who may read and edit comments (WordPress's check_read_post_permission,
 * check_read_permission and check_edit_permission of the comments controller).
 * Post visibility and passwords are PostAccess's rules.
 */
import { isEmpty, toInt } from '../../src/schema/php';
import { currentUser } from '../../src/scope/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import type { CommentRecord, PostRecord } from '../../src/storage/types';
import type { PostAccess } from '../posts/PostAccess';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { rowView } from '../../src/storage/readNow';
import { RequestMemo } from '../../src/server/RequestMemo';

export class CommentAccess {
  /** Posts and their readability, remembered for one request (a page of comments shares few posts). */
  private readonly postCache = new RequestMemo<Map<number, MaybePromise<Readonly<PostRecord> | undefined>>>('comment posts');
  private readonly readCache = new RequestMemo<Map<number, MaybePromise<boolean>>>('comment post readability');

  constructor(readonly posts: PostAccess) {}

  /** The post with this id, looked up once per request (without a promise when the request's cache holds it). */
  post(id: number, request: RestRequest): MaybePromise<Readonly<PostRecord> | undefined> {
    return remembered(this.postCache, request, id, () => rowView(this.posts.storage.posts, id));
  }

  can(cap: string, ...args: unknown[]): MaybePromise<boolean> {
    return this.posts.can(cap, ...args);
  }

  /**
   * Whether the post of a comment may be read. Its password counts only when the
   * request names one post or one comment; a protected post otherwise needs edit_post.
   */
  canReadPost(post: PostRecord, request: RestRequest): MaybePromise<boolean> {
    return remembered(this.readCache, request, post.id, () => this.checkReadPost(post, request));
  }

  private checkReadPost(post: PostRecord, request: RestRequest): MaybePromise<boolean> {
    if (this.posts.postTypes.get(post.post_type) === undefined) return false;
    const postParam = request.getParam('post');
    const onePost = !isEmpty(postParam) && (!Array.isArray(postParam) || postParam.length === 1);
    const oneComment = !isEmpty(request.getParam('id'));
    const context = String(request.getParam('context') ?? '');
    const unlocked = (onePost || oneComment) && this.posts.canSeeProtected(post, context, request.getParam('password'));
    return andThen(unlocked, (open) => (post.post_password !== '' && !open ? this.can('edit_post', post.id) : this.posts.canRead(post)));
  }

  /** Approved comments on readable posts are public; otherwise their author and editors of the comment may read them. */
  canRead(comment: CommentRecord, request: RestRequest): MaybePromise<boolean> {
    if (comment.comment_post_id === 0) return this.canReadAsUser(comment);
    return andThen(this.post(comment.comment_post_id, request), (post) => {
      if (post === undefined || comment.comment_approved !== 'approve') return this.canReadAsUser(comment);
      return andThen(this.canReadPost(post, request), (readable) => readable || this.canReadAsUser(comment));
    });
  }

  /** A comment that is not public: its author, and editors of the comment (moderators, for one on no post). */
  private canReadAsUser(comment: CommentRecord): MaybePromise<boolean> {
    const userId = currentUser().id;
    if (userId === 0) return false;
    const ownOrEditor = (): MaybePromise<boolean> => (comment.user_id !== 0 && comment.user_id === userId) || this.can('edit_comment', comment.comment_id);
    if (comment.comment_post_id !== 0) return ownOrEditor();
    return andThen(this.can('moderate_comments'), (moderator) => (moderator ? ownOrEditor() : false));
  }

  /** Moderators may edit every comment; others need edit_comment (edit_post of the comment's post). */
  canEdit(comment: CommentRecord): MaybePromise<boolean> {
    if (currentUser().id === 0) return false;
    return andThen(this.can('moderate_comments'), (moderator) => moderator || this.can('edit_comment', comment.comment_id));
  }

  /** The comment's post when it names one that exists. */
  postOf(comment: Pick<CommentRecord, 'comment_post_id'>, request: RestRequest): MaybePromise<Readonly<PostRecord> | undefined> {
    const id = toInt(comment.comment_post_id);
    return id > 0 ? this.post(id, request) : undefined;
  }
}

function remembered<T>(cache: RequestMemo<Map<number, MaybePromise<T>>>, request: RestRequest, key: number, load: () => MaybePromise<T>): MaybePromise<T> {
  // memoized/setMemo, not memo(): a closure made on every call here (twice per comment and per hint) would cost what the memo saves.
  let entries = request.memoized(cache);
  if (entries === undefined) request.setMemo(cache, (entries = new Map()));
  if (entries.has(key)) return entries.get(key) as MaybePromise<T>;
  const value = load();
  entries.set(key, value);
  return value;
}
