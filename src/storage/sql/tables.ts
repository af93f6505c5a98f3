import type { Generated } from 'kysely';
import type { ApplicationPasswordRecord, CommentRecord, PostRecord, SessionRecord, TermRecord, UserRecord } from '../types';

/**
 * Kysely's view of the tables (see migrations/). The rows of the stored records
 * are derived from the record types (src/storage/types.ts), so a column is
 * declared once; only what the row stores differently is restated.
 */

/** A record as its row stores it: booleans as 0/1 integers (in both dialects). */
type StoredAs<T> = { [K in keyof T]: T[K] extends boolean ? number : T[K] };

/** A record whose key column the database generates on insert. */
type WithGeneratedKey<T, K extends keyof T> = Omit<T, K> & { [P in K]: Generated<T[P]> };

export type PostsTable = WithGeneratedKey<StoredAs<PostRecord>, 'id'>;

/** Shape shared by postmeta, termmeta, usermeta and commentmeta; meta_value holds JSON text. */
export interface MetaTable {
  meta_id: Generated<number>;
  object_id: number;
  meta_key: string;
  meta_value: string;
}

export type TermsTable = WithGeneratedKey<TermRecord, 'term_id'>;

/** The term that holds a name at one level of a taxonomy (see migration 002). */
export interface TermNamesTable {
  taxonomy: string;
  parent: number;
  name_key: string;
  term_id: number;
}

export interface TermRelationshipsTable {
  object_id: number;
  term_id: number;
  term_order: number;
}

/** Roles live in user_roles; the password hash is always a column. */
export type UsersTable = WithGeneratedKey<Omit<UserRecord, 'roles' | 'user_pass'>, 'id'> & { user_pass: string };

export interface UserRolesTable {
  user_id: number;
  role: string;
  role_order: number;
}

export interface UserCapabilitiesTable {
  user_id: number;
  capability: string;
  grant_cap: number;
}

/** `comment_approved` is stored as WordPress stores it ('1', '0', 'spam', 'trash'). */
export type CommentsTable = WithGeneratedKey<Omit<CommentRecord, 'comment_approved'>, 'comment_id'> & { comment_approved: string };

export interface OptionsTable {
  option_name: string;
  option_value: string;
  autoload: number;
}

/** A session row: its record, keyed by an id and the hash of its token. */
export type SessionsTable = SessionRecord & { id: Generated<number>; token_hash: string };

/** An application password row: its record and the user it belongs to. */
export type ApplicationPasswordsTable = ApplicationPasswordRecord & { user_id: number };

export interface Database {
  posts: PostsTable;
  postmeta: MetaTable;
  terms: TermsTable;
  termmeta: MetaTable;
  term_names: TermNamesTable;
  term_relationships: TermRelationshipsTable;
  users: UsersTable;
  usermeta: MetaTable;
  user_roles: UserRolesTable;
  user_capabilities: UserCapabilitiesTable;
  comments: CommentsTable;
  commentmeta: MetaTable;
  options: OptionsTable;
  sessions: SessionsTable;
  application_passwords: ApplicationPasswordsTable;
  login_throttle: LoginThrottleTable;
}

/** Failed-login counters by key ('account:…' or 'ip:…'); times are Unix seconds. */
export interface LoginThrottleTable {
  throttle_key: string;
  failures: number;
  window_start: number;
  locked_until: number;
}

export type MetaTableName = 'postmeta' | 'termmeta' | 'usermeta' | 'commentmeta';

/** Every table, children before parents, so deleting in this order never trips a foreign key. */
export const TABLE_NAMES: readonly (keyof Database)[] = [
  'login_throttle', 'postmeta', 'termmeta', 'usermeta', 'commentmeta', 'term_relationships', 'term_names', 'user_roles', 'user_capabilities',
  'sessions', 'application_passwords', 'comments', 'terms', 'posts', 'users', 'options',
];
