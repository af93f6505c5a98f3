/**
 * WordPress's per-post permission checks (check_read/update/delete_permission)
 * and password rules, shared by the posts, revisions and autosaves controllers.
 */
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import type { PostRecord, Storage } from '../../src/storage/types';
import type { PostStatusRegistry } from '../../src/model/PostStatusRegistry';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export class PostAccess {
  constructor(
    readonly capabilities: Capabilities,
    readonly storage: Storage,
    readonly postTypes: PostTypeRegistry,
    readonly statuses: PostStatusRegistry,
  ) {}

  /** current_user_can; a plain answer when nothing had to be read (a page's posts are in the request's cache). */
  can(cap: string, ...args: unknown[]): MaybePromise<boolean> {
    return currentUserCan(this.capabilities, cap, ...args);
  }

  private typeAllowed(post: PostRecord): boolean {
    return this.postTypes.get(post.post_type)?.showInRest === true;
  }

  canRead(post: PostRecord): MaybePromise<boolean> {
    if (!this.typeAllowed(post)) return false;
    if (post.post_status === 'publish') return true;
    return andThen(this.can('read_post', post.id), (readable) => readable || this.canReadUnreadable(post));
  }

  /** What canRead still allows when read_post does not: public statuses, and children inheriting a readable parent. */
  private async canReadUnreadable(post: PostRecord): Promise<boolean> {
    if (this.statuses.get(post.post_status)?.public === true) return true;
    if (post.post_status === 'inherit') {
      // A child inherits its parent's visibility; without a parent it counts as published.
      const parent = post.post_parent > 0 ? await this.storage.posts.get(post.post_parent) : undefined;
      return parent === undefined ? true : this.canRead(parent);
    }
    return false;
  }

  canEdit(post: PostRecord): MaybePromise<boolean> {
    return this.typeAllowed(post) && this.can('edit_post', post.id);
  }

  canDelete(post: PostRecord): MaybePromise<boolean> {
    return this.typeAllowed(post) && this.can('delete_post', post.id);
  }

  /**
   * Whether the content of a password-protected post may be shown: in the edit
   * context to editors of the post, otherwise only with the right `password`.
   */
  canSeeProtected(post: PostRecord, context: string, password: unknown): MaybePromise<boolean> {
    if (post.post_password === '') return true;
    const rightPassword = typeof password === 'string' && password !== '' && password === post.post_password;
    if (context !== 'edit') return rightPassword;
    return andThen(this.can('edit_post', post.id), (editor) => editor || rightPassword);
  }

}
