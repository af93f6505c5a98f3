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
import type { MaybePromise } from '../../src/hooks/maybePromise';

export class CommentAccess {
  /** Posts and their readability, remembered for one request (a page of comments shares few posts). */
  private readonly postCache = new WeakMap<RestRequest, Map<number, Promise<PostRecord | undefined>>>();
  private readonly readCache = new WeakMap<RestRequest, Map<number, Promise<boolean>>>();

  constructor(readonly posts: PostAccess) {}

  /** The post with this id, looked up once per request. */
  post(id: number, request: RestRequest): Promise<PostRecord | undefined> {
    return remembered(this.postCache, request, id, () => this.posts.storage.posts.get(id));
  }

  can(cap: string, ...args: unknown[]): MaybePromise<boolean> {
    return this.posts.can(cap, ...args);
  }

  /**
   * Whether the post of a comment may be read. Its password counts only when the
   * request names one post or one comment; a protected post otherwise needs edit_post.
   */
  canReadPost(post: PostRecord, request: RestRequest): Promise<boolean> {
    return remembered(this.readCache, request, post.id, () => this.checkReadPost(post, request));
  }

  private async checkReadPost(post: PostRecord, request: RestRequest): Promise<boolean> {
    if (this.posts.postTypes.get(post.post_type) === undefined) return false;
    const postParam = request.getParam('post');
    const onePost = !isEmpty(postParam) && (!Array.isArray(postParam) || postParam.length === 1);
    const oneComment = !isEmpty(request.getParam('id'));
    const context = String(request.getParam('context') ?? '');
    const unlocked = (onePost || oneComment) && (await this.posts.canSeeProtected(post, context, request.getParam('password')));
    if (post.post_password !== '' && !unlocked) return this.can('edit_post', post.id);
    return this.posts.canRead(post);
  }

  /** Approved comments on readable posts are public; otherwise their author and editors of the comment may read them. */
  async canRead(comment: CommentRecord, request: RestRequest): Promise<boolean> {
    if (comment.comment_post_id !== 0) {
      const post = await this.post(comment.comment_post_id, request);
      if (post !== undefined && comment.comment_approved === 'approve' && (await this.canReadPost(post, request))) return true;
    }
    const userId = currentUser().id;
    if (userId === 0) return false;
    if (comment.comment_post_id === 0 && !(await this.can('moderate_comments'))) return false;
    if (comment.user_id !== 0 && comment.user_id === userId) return true;
    return this.can('edit_comment', comment.comment_id);
  }

  /** Moderators may edit every comment; others need edit_comment (edit_post of the comment's post). */
  async canEdit(comment: CommentRecord): Promise<boolean> {
    if (currentUser().id === 0) return false;
    if (await this.can('moderate_comments')) return true;
    return this.can('edit_comment', comment.comment_id);
  }

  /** The comment's post when it names one that exists. */
  async postOf(comment: Pick<CommentRecord, 'comment_post_id'>, request: RestRequest): Promise<PostRecord | undefined> {
    const id = toInt(comment.comment_post_id);
    return id > 0 ? this.post(id, request) : undefined;
  }
}

function remembered<T>(cache: WeakMap<RestRequest, Map<number, Promise<T>>>, request: RestRequest, key: number, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(request);
  if (entries === undefined) cache.set(request, (entries = new Map()));
  let value = entries.get(key);
  if (value === undefined) entries.set(key, (value = load()));
  return value;
}
