import type { Generated } from 'kysely';

/** Kysely's view of the tables (see migrations/). Booleans are stored as 0/1 integers in both dialects. */

export interface PostsTable {
  id: Generated<number>;
  post_author: number;
  post_date: string;
  post_date_gmt: string;
  post_content: string;
  post_title: string;
  post_excerpt: string;
  post_status: string;
  comment_status: string;
  ping_status: string;
  post_password: string;
  post_name: string;
  post_modified: string;
  post_modified_gmt: string;
  post_content_filtered: string;
  post_parent: number;
  guid: string;
  menu_order: number;
  post_type: string;
  post_mime_type: string;
  comment_count: number;
  sticky: number;
}

/** Shape shared by postmeta, termmeta, usermeta and commentmeta; meta_value holds JSON text. */
export interface MetaTable {
  meta_id: Generated<number>;
  object_id: number;
  meta_key: string;
  meta_value: string;
}

export interface TermsTable {
  term_id: Generated<number>;
  name: string;
  slug: string;
  taxonomy: string;
  description: string;
  parent: number;
  count: number;
  term_group: number;
}

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

export interface UsersTable {
  id: Generated<number>;
  user_login: string;
  user_pass: string;
  user_nicename: string;
  user_email: string;
  user_url: string;
  user_registered: string;
  display_name: string;
  nickname: string;
  first_name: string;
  last_name: string;
  description: string;
  locale: string;
}

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

export interface CommentsTable {
  comment_id: Generated<number>;
  comment_post_id: number;
  comment_parent: number;
  user_id: number;
  comment_author: string;
  comment_author_email: string;
  comment_author_url: string;
  comment_author_ip: string;
  comment_agent: string;
  comment_date: string;
  comment_date_gmt: string;
  comment_content: string;
  comment_approved: string;
  comment_type: string;
  comment_karma: number;
}

export interface OptionsTable {
  option_name: string;
  option_value: string;
  autoload: number;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expiration: number;
  ip: string;
  ua: string;
  login: number;
}

export interface ApplicationPasswordsTable {
  uuid: string;
  user_id: number;
  app_id: string;
  name: string;
  password: string;
  created: number;
  last_used: number | null;
  last_ip: string | null;
}

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
