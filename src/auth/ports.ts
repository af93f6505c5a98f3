/**
 * The small structural interfaces the auth primitives need from storage.
 * Storage classes satisfy them by shape; nothing here imports storage.
 */

import type { MaybePromise } from '../hooks/maybePromise';

/** A user as authentication and capability checks see it. */
export interface AuthUser {
  id: number;
  user_login: string;
  /** The stored password hash (its tail signs the logged-in cookie). */
  user_pass: string;
  roles: string[];
  /** Per-user capability grants (`true`) and denials (`false`), applied over the roles. */
  caps?: Record<string, boolean>;
  user_email?: string;
}

export interface UserLookupPort {
  getUserByLogin(login: string): Promise<AuthUser | undefined>;
  getUserById(id: number): Promise<AuthUser | undefined>;
  /** Optional: lets application passwords accept an e-mail address as the username, as WordPress does. */
  getUserByEmail?(email: string): Promise<AuthUser | undefined>;
  /** Optional: stores a fresh hash after a login with a hash in an older format (see hashVerifiers/). */
  savePasswordHash?(id: number, hash: string): Promise<void>;
}

export interface SessionTokenCreateArgs {
  /** Unix time (seconds) at which the session ends. */
  expiration: number;
  ip?: string;
  ua?: string;
  /** Unix time (seconds) of the login. */
  login: number;
}

/** WordPress's WP_Session_Tokens: random tokens stored per user, checked on every cookie. */
export interface SessionTokenPort {
  create(userId: number, args: SessionTokenCreateArgs): Promise<string>;
  /** The stored session when the token is live, else undefined. */
  verify(userId: number, token: string): Promise<unknown | undefined>;
  destroy(userId: number, token: string): Promise<void>;
}

/** The parts of a post that capability mapping reads. */
export interface CapPost {
  id: number;
  post_author: number;
  post_status: string;
  post_type: string;
  /** Needed for revisions (checked against their parent) and attachments (which inherit the parent's status). */
  post_parent?: number;
  /** For trashed posts: the status the post had before it was trashed (`_wp_trash_meta_status`). */
  trash_meta_status?: string;
}

export interface CapComment {
  id: number;
  user_id: number;
  comment_post_ID: number;
}

export interface CapTerm {
  id: number;
  taxonomy: string;
}

/** Objects the meta capabilities are checked against; a plain value when it is at hand (see MaybePromise). */
export interface CapabilityObjectsPort {
  getPost(id: number): MaybePromise<CapPost | undefined>;
  getComment(id: number): MaybePromise<CapComment | undefined>;
  getTerm(id: number): MaybePromise<CapTerm | undefined>;
  /**
   * Optional site options the mapping consults (`page_on_front`, `page_for_posts`,
   * `wp_page_for_privacy_policy`, `default_category`, `default_term_<taxonomy>`,
   * `link_manager_enabled`). Absent: every option reads as unset.
   */
  getOption?(name: string): MaybePromise<unknown>;
}

/** One stored application password, as WordPress keeps them in user meta. */
export interface ApplicationPasswordItem {
  uuid: string;
  app_id: string;
  name: string;
  /** Hash of the password; the plain password is shown once at creation. */
  password: string;
  created: number;
  last_used: number | null;
  last_ip: string | null;
}

export interface ApplicationPasswordStorePort {
  list(userId: number): Promise<ApplicationPasswordItem[]>;
  /** Replaces the user's whole list. */
  save(userId: number, items: ApplicationPasswordItem[]): Promise<void>;
  /**
   * Optional: notes one password's last use in place (false when it is gone). Without it the whole
   * list is saved again, which parallel requests with one password can race on.
   */
  recordUse?(userId: number, uuid: string, ip: string | null, timestamp: number): Promise<boolean>;
  /**
   * Optional: whether any application password was ever created on the site.
   * WordPress skips Basic-auth checking entirely until one has (absent: treated as in use).
   */
  isInUse?(): Promise<boolean>;
}
