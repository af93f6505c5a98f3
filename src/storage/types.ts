/**
 * Storage services of svc-rest. Records use WordPress's column names (snake_case) so code can be read
 * beside WordPress's own; methods are camelCase. Dates are WordPress strings 'YYYY-MM-DD HH:MM:SS'
 * (local time in `*_date`, UTC in `*_gmt`); timestamps (sessions, application passwords) are Unix seconds.
 */

import type { NotReady } from './notReady';

/** Which SQL backend a Storage runs on. */
export type StorageDialect = 'sqlite' | 'postgres';

/** A value that survives a JSON round trip; meta and option values are stored as JSON text. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Sort direction, as the REST `order` parameter spells it. */
export type SortOrder = 'asc' | 'desc';

/** A page of query results plus the number of rows matching without limit/offset (X-WP-Total). */
export interface QueryResult<T> {
  items: T[];
  total: number;
}

/** Paging shared by every query: no limit means all rows. */
export interface Paging {
  limit?: number;
  offset?: number;
}

/** Metadata of one object kind (posts, terms, users, comments); several values per key are allowed. */
export interface MetaStore {
  /** Every value stored under `key`, oldest first (empty list when none). */
  get(objectId: number, key: string): Promise<JsonValue[]>;
  /** What `get` would answer, when the request's cache already holds the object's meta; never reads. */
  peek?(objectId: number, key: string): JsonValue[] | NotReady;
  /** All keys of the object with their values. */
  getAll(objectId: number): Promise<Record<string, JsonValue[]>>;
  /** getAll for many objects in one read: every id given is in the map (empty record when it has no meta). */
  getAllOfMany(objectIds: readonly number[]): Promise<Map<number, Record<string, JsonValue[]>>>;
  /** Adds one more value; with `unique` it refuses (returns false) when the key already has a value. */
  add(objectId: number, key: string, value: JsonValue, unique?: boolean): Promise<number | false>;
  /**
   * Sets `key` to `value`: every row of the key is changed (only rows equal to `prevValue` when given);
   * when no row matches and no `prevValue` was given the value is added. Returns whether anything changed.
   */
  update(objectId: number, key: string, value: JsonValue, prevValue?: JsonValue): Promise<boolean>;
  /** Replaces all values of `key` by `values` (an empty list deletes the key). */
  set(objectId: number, key: string, values: JsonValue[]): Promise<void>;
  /** Deletes the key, or only the rows equal to `value`; returns the number of rows removed. */
  delete(objectId: number, key: string, value?: JsonValue): Promise<number>;
  /** Deletes the rows of `key` equal to `value` on every object (WordPress's delete_metadata with delete_all); returns how many. */
  deleteEverywhere(key: string, value: JsonValue): Promise<number>;
}

// ---------------------------------------------------------------- posts

export interface PostRecord {
  id: number;
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
  /** The slug. */
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
  /** WordPress keeps sticky ids in the `sticky_posts` option; here it is a column so queries can filter on it. */
  sticky: boolean;
}

/** Fields accepted by create/update; `id` and `comment_count` are managed by the store. */
export type PostInput = Partial<Omit<PostRecord, 'id' | 'comment_count'>>;

export type PostOrderBy =
  | 'date' | 'id' | 'title' | 'slug' | 'modified' | 'menu_order' | 'include' | 'parent' | 'author' | 'relevance';

/** One taxonomy condition of a posts query (WordPress's tax_query clause, by term ids). */
export interface TaxClause {
  taxonomy: string;
  terms: number[];
  /** IN: linked to any of the terms; AND: to every one; NOT IN: to none. */
  operator: 'IN' | 'AND' | 'NOT IN';
  /** IN and NOT IN also match the terms' descendants. */
  include_children?: boolean;
}

export interface PostTaxQuery {
  /** How the clauses combine (default AND). */
  relation?: 'AND' | 'OR';
  clauses: TaxClause[];
}

export interface PostQuery extends Paging {
  /** Post type(s); default 'post'. `'any'` means every type except revisions. */
  type?: string | string[];
  /** Status list; default ['publish']. `'any'` means every status. */
  status?: string | string[];
  author?: number[];
  author_exclude?: number[];
  parent?: number[];
  parent_exclude?: number[];
  include?: number[];
  exclude?: number[];
  slug?: string[];
  /** Exact MIME types (`post_mime_type`), as the media collection's `media_type`/`mime_type` filters ask. */
  mime_type?: string[];
  /** Words searched in title, content and excerpt (a leading '-' excludes a word). */
  search?: string;
  /** Strict bounds on post_date / post_modified (local time strings). */
  before?: string;
  after?: string;
  modified_before?: string;
  modified_after?: string;
  sticky?: boolean;
  menu_order?: number;
  /** Taxonomy conditions, run in SQL. */
  tax_query?: PostTaxQuery;
  /** Default 'date'; 'relevance' needs `search` and otherwise falls back to date. */
  orderby?: PostOrderBy;
  /** Default 'desc'. */
  order?: SortOrder;
}

export interface PostStore {
  readonly meta: MetaStore;
  /**
   * Creates a post with WordPress's defaults (status 'draft', type 'post', dates = now in UTC unless given).
   * Like WordPress, a post whose status is not draft/pending/auto-draft gets a slug unique within its type
   * (from the title when empty, else its id); callers pass slugs already sanitized.
   */
  create(input: PostInput): Promise<PostRecord>;
  /** Updates the given fields; `post_modified*` are set to now unless given. Undefined when missing. */
  update(id: number, changes: PostInput): Promise<PostRecord | undefined>;
  get(id: number): Promise<PostRecord | undefined>;
  /** The post as `get` would answer, when the request's cache already holds it (undefined: known missing); never reads. */
  peek?(id: number): PostRecord | undefined | NotReady;
  /** What `peek` answers, without the copy: the request cache's own row, for a reader that only looks at it (a permission check). */
  peekShared?(id: number): Readonly<PostRecord> | undefined | NotReady;
  /**
   * Reads the post and, inside a transaction on PostgreSQL, locks its row until the transaction ends, so
   * a read-check-write sequence cannot interleave with another writer's (SQLite transactions already run
   * one at a time). Outside a transaction it is a plain read.
   */
  lock(id: number): Promise<PostRecord | undefined>;
  /** The posts of `ids` that exist, in one read. */
  getMany(ids: readonly number[]): Promise<Map<number, PostRecord>>;
  /** The posts of `ids` that exist with every ancestor (parent, its parent, …), in one read. */
  getManyWithAncestors(ids: readonly number[]): Promise<Map<number, PostRecord>>;
  /** Deletes the post with its meta, term relationships, comments and revisions. */
  delete(id: number): Promise<boolean>;
  query(query?: PostQuery): Promise<QueryResult<PostRecord>>;
  /** `slug`, or `slug-2`, `slug-3`… — the first one no other post of `postType` (except `excludeId`) uses. */
  uniqueSlug(slug: string, postType: string, excludeId?: number): Promise<string>;
  /** Stores a copy of the post's title, content and excerpt as a 'revision' child. */
  createRevision(parentId: number): Promise<PostRecord | undefined>;
  /** Revisions of a post, newest first. */
  listRevisions(parentId: number): Promise<PostRecord[]>;
  /** The revisions as `listRevisions` would answer, when the request's cache already holds them; never reads. */
  peekRevisions?(parentId: number): PostRecord[] | NotReady;
  /** listRevisions for many posts in one read: every id given is in the map. */
  listRevisionsOfMany(parentIds: readonly number[]): Promise<Map<number, PostRecord[]>>;
}

// ---------------------------------------------------------------- terms

export interface TermRecord {
  term_id: number;
  name: string;
  slug: string;
  taxonomy: string;
  description: string;
  parent: number;
  /** Number of published posts linked to the term (WordPress's term_taxonomy.count). */
  count: number;
  term_group: number;
}

export interface TermInput {
  name?: string;
  slug?: string;
  taxonomy?: string;
  description?: string;
  parent?: number;
  term_group?: number;
}

export type TermOrderBy = 'id' | 'name' | 'slug' | 'description' | 'count' | 'term_group' | 'include' | 'include_slugs';

export interface TermQuery extends Paging {
  taxonomy?: string | string[];
  include?: number[];
  exclude?: number[];
  /** Matched against name and slug. */
  search?: string;
  slug?: string[];
  /** Only terms whose parent is this id (0 = top level). */
  parent?: number;
  /** Only terms linked to this post. */
  post?: number;
  hide_empty?: boolean;
  /** Default 'name'. */
  orderby?: TermOrderBy;
  /** Default 'asc'. */
  order?: SortOrder;
}

export interface TermCreateOptions {
  /** The name is already used at this level and WordPress allows another term with it (a distinct slug was given). */
  sharedName?: boolean;
}

export interface TermStore {
  readonly meta: MetaStore;
  /**
   * Needs name and taxonomy; the slug defaults to the sanitized name. Duplicate slug → StorageConflictError('slug').
   * The term claims its name at its level (taxonomy and parent, letter case ignored): another term holding it
   * → StorageConflictError('name'), unless `options.sharedName` says WordPress allows the duplicate name.
   */
  create(input: TermInput & { name: string; taxonomy: string }, options?: TermCreateOptions): Promise<TermRecord>;
  /** Changes are not refused for a name another term holds (WordPress renames freely); the claim follows when free. */
  update(id: number, changes: TermInput): Promise<TermRecord | undefined>;
  get(id: number): Promise<TermRecord | undefined>;
  /** The term as `get` would answer, when the request's cache already holds it (undefined: known missing); never reads. */
  peek?(id: number): TermRecord | undefined | NotReady;
  /** What `peek` answers, without the copy: the request cache's own row, for a reader that only looks at it (a permission check). */
  peekShared?(id: number): Readonly<TermRecord> | undefined | NotReady;
  /** The terms of `ids` that exist, in one read. */
  getMany(ids: readonly number[]): Promise<Map<number, TermRecord>>;
  getBySlug(taxonomy: string, slug: string): Promise<TermRecord | undefined>;
  /** Terms of `taxonomy` directly under `parent` named `name`, letter case ignored, oldest first. */
  findByName(taxonomy: string, name: string, parent: number): Promise<TermRecord[]>;
  /** Deletes the term, its meta and links; its children move up to its parent. */
  delete(id: number): Promise<boolean>;
  query(query?: TermQuery): Promise<QueryResult<TermRecord>>;
  /** What `query` would answer, when the request's cache already holds it (one post's terms, mostly); never reads. */
  peekQuery?(query: TermQuery): QueryResult<TermRecord> | NotReady;
  /** `query` (without offset) run once per post of `postIds` as its `post` filter, in one read: every id given is in the map. */
  queryForEachPost(query: Omit<TermQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<TermRecord>>>;
  /** `slug`, or `slug-2`, `slug-3`… free in `taxonomy` (ignoring `excludeId`). */
  uniqueSlug(slug: string, taxonomy: string, excludeId?: number): Promise<string>;
  /** Replaces the post's terms of `taxonomy` by `termIds` (or appends with `append`); counts follow. */
  setPostTerms(postId: number, taxonomy: string, termIds: number[], append?: boolean): Promise<void>;
  /** The post's terms of `taxonomy`, by name (as WordPress lists them). */
  getPostTerms(postId: number, taxonomy: string): Promise<TermRecord[]>;
  /** What `getPostTerms` would answer, when the request's cache already holds it; never reads. */
  peekPostTerms?(postId: number, taxonomy: string): TermRecord[] | NotReady;
  /** getPostTerms for many posts and taxonomies in one read: post id → taxonomy → terms, for every pair asked. */
  getPostTermsOfMany(postIds: readonly number[], taxonomies: readonly string[]): Promise<Map<number, Map<string, TermRecord[]>>>;
}

// ---------------------------------------------------------------- users

export interface UserRecord {
  id: number;
  user_login: string;
  /** The slug. */
  user_nicename: string;
  user_email: string;
  user_url: string;
  /** UTC 'YYYY-MM-DD HH:MM:SS'. */
  user_registered: string;
  display_name: string;
  nickname: string;
  first_name: string;
  last_name: string;
  description: string;
  locale: string;
  roles: string[];
  /** The password hash; only present when asked for with `withPassword`. */
  user_pass?: string;
}

export type UserInput = Partial<Omit<UserRecord, 'id'>>;

export type UserOrderBy = 'id' | 'name' | 'registered_date' | 'slug' | 'email' | 'url' | 'include' | 'include_slugs';

/** User fields a search can look at (WordPress's WP_User_Query search_columns); `ID` matches the whole search text. */
export type UserSearchColumn = 'ID' | 'user_login' | 'user_nicename' | 'user_email' | 'user_url' | 'display_name';

export interface UserQuery extends Paging {
  /** Users having any of these roles. */
  roles?: string[];
  /** Matched against login, e-mail, URL, nicename and display name (or `search_columns` when given). */
  search?: string;
  search_columns?: UserSearchColumn[];
  include?: number[];
  exclude?: number[];
  /** Nicenames. */
  slug?: string[];
  /** 'authors': users with one of `author_roles` (default AUTHOR_ROLES). */
  who?: 'authors';
  author_roles?: string[];
  /** true: authors of at least one published post (any type but revisions); a list: of those post types. */
  has_published_posts?: boolean | string[];
  /** Default 'name'. */
  orderby?: UserOrderBy;
  /** Default 'asc'. */
  order?: SortOrder;
  withPassword?: boolean;
}

export interface UserLookupOptions {
  withPassword?: boolean;
}

export interface UserDeleteOptions {
  /** Posts of the deleted user go to this user; without it they are deleted. */
  reassign?: number;
}

export interface UserStore {
  readonly meta: MetaStore;
  /**
   * Needs user_login. Nicename defaults to the sanitized login (made unique with -2, -3…), display_name and
   * nickname to the login, roles to []. A login, e-mail or explicit nicename already used (case-insensitively)
   * → StorageConflictError naming the field.
   */
  create(input: UserInput & { user_login: string }): Promise<UserRecord>;
  update(id: number, changes: UserInput): Promise<UserRecord | undefined>;
  getById(id: number, options?: UserLookupOptions): Promise<UserRecord | undefined>;
  /** The user as `getById` (without options) would answer, when the request's cache already holds it (undefined: known missing); never reads. */
  peekById?(id: number): UserRecord | undefined | NotReady;
  /** The users of `ids` that exist (with their roles), in one read. */
  getManyById(ids: readonly number[], options?: UserLookupOptions): Promise<Map<number, UserRecord>>;
  getByLogin(login: string, options?: UserLookupOptions): Promise<UserRecord | undefined>;
  getByEmail(email: string, options?: UserLookupOptions): Promise<UserRecord | undefined>;
  getBySlug(nicename: string, options?: UserLookupOptions): Promise<UserRecord | undefined>;
  delete(id: number, options?: UserDeleteOptions): Promise<boolean>;
  query(query?: UserQuery): Promise<QueryResult<UserRecord>>;
  setRoles(id: number, roles: string[]): Promise<void>;
  /** Capabilities granted (true) or denied (false) to this user beyond their roles. */
  getCapabilities(id: number): Promise<Record<string, boolean>>;
  /** Whether the user authored a published post of one of `postTypes`. */
  hasPublishedPosts(id: number, postTypes: readonly string[]): Promise<boolean>;
  /** hasPublishedPosts() when the request's reads already answer it; never reads. */
  peekPublishedPosts?(id: number, postTypes: readonly string[]): boolean | NotReady;
  /** hasPublishedPosts for many users in one read: every id given is in the map. */
  hasPublishedPostsOfMany(ids: readonly number[], postTypes: readonly string[]): Promise<Map<number, boolean>>;
  /** getCapabilities for many users in one read: every id given is in the map. */
  getCapabilitiesOfMany(ids: readonly number[]): Promise<Map<number, Record<string, boolean>>>;
  setCapability(id: number, capability: string, grant: boolean): Promise<void>;
  removeCapability(id: number, capability: string): Promise<boolean>;
}

// ---------------------------------------------------------------- comments

/**
 * WordPress stores comment_approved as '1', '0', 'spam', 'trash'; we store the readable words
 * 'approve' (= '1'), 'hold' (= '0'), 'spam' and 'trash'.
 */
export type CommentStatus = 'approve' | 'hold' | 'spam' | 'trash';

export interface CommentRecord {
  comment_id: number;
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
  comment_approved: CommentStatus;
  comment_type: string;
  comment_karma: number;
}

export type CommentInput = Partial<Omit<CommentRecord, 'comment_id'>>;

export type CommentOrderBy = 'date' | 'date_gmt' | 'id' | 'include' | 'post' | 'parent' | 'type' | 'karma';

export interface CommentQuery extends Paging {
  post?: number[];
  parent?: number[];
  parent_exclude?: number[];
  /** User ids. */
  author?: number[];
  author_exclude?: number[];
  author_email?: string;
  /** Default ['approve']; 'all' means approve and hold, 'any' every status. */
  status?: CommentStatus | CommentStatus[] | 'all' | 'any';
  type?: string | string[];
  /** Matched against author name, e-mail, URL, IP and content. */
  search?: string;
  include?: number[];
  exclude?: number[];
  /** Strict bounds on comment_date. */
  before?: string;
  after?: string;
  /** Default 'date_gmt'. */
  orderby?: CommentOrderBy;
  /** Default 'desc'. */
  order?: SortOrder;
}

export interface CommentStore {
  readonly meta: MetaStore;
  /** Creates a comment; the post's comment_count counts its approved comments. */
  create(input: CommentInput & { comment_post_id: number }): Promise<CommentRecord>;
  update(id: number, changes: CommentInput): Promise<CommentRecord | undefined>;
  get(id: number): Promise<CommentRecord | undefined>;
  /** The comment as `get` would answer, when the request's cache already holds it (undefined: known missing); never reads. */
  peek?(id: number): CommentRecord | undefined | NotReady;
  /** What `peek` answers, without the copy: the request cache's own row, for a reader that only looks at it (a permission check). */
  peekShared?(id: number): Readonly<CommentRecord> | undefined | NotReady;
  /** The comments of `ids` that exist, in one read. */
  getMany(ids: readonly number[]): Promise<Map<number, CommentRecord>>;
  /** Replies of any type, approved or held, to the comment. */
  countReplies(parentId: number): Promise<number>;
  /** countReplies() when the request's cache already holds the count; never reads. */
  peekReplyCount?(parentId: number): number | NotReady;
  /** countReplies for many comments in one read: every id given is in the map. */
  countRepliesOfMany(parentIds: readonly number[]): Promise<Map<number, number>>;
  /** Deletes the comment and its meta; its replies move up to its parent. */
  delete(id: number): Promise<boolean>;
  query(query?: CommentQuery): Promise<QueryResult<CommentRecord>>;
  /**
   * The id of a comment (approved, held or spam) on the same post under the same parent with the same
   * content, by the same author name or, when given, e-mail; 0 when none (WordPress's duplicate check).
   */
  findDuplicate(probe: CommentDuplicateProbe): Promise<number>;
  /** `query` (without offset) run once per post of `postIds` as its `post` filter, in one read: every id given is in the map. */
  queryForEachPost(query: Omit<CommentQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<CommentRecord>>>;
  /**
   * GMT date of the latest comment since `since` by the user (or, for a guest, the address) or the
   * e-mail; undefined when none (WordPress's flood check). Inside a transaction on PostgreSQL, the
   * user's (or address's) other checking transactions wait until this one ends.
   */
  latestCommentDate(probe: CommentFloodProbe): Promise<string | undefined>;
}

export interface CommentDuplicateProbe {
  comment_post_id: number;
  comment_parent: number;
  comment_content: string;
  comment_author: string;
  comment_author_email: string;
}

export interface CommentFloodProbe {
  /** Matched by user id when > 0, else by `ip`. */
  userId: number;
  ip: string;
  email: string;
  /** 'YYYY-MM-DD HH:MM:SS' GMT. */
  since: string;
}

// ---------------------------------------------------------------- options

export interface OptionStore {
  get(name: string): Promise<JsonValue | undefined>;
  /** The option as `get` would answer, when the request's cache already holds it; never reads. */
  peek?(name: string): JsonValue | undefined | NotReady;
  /** Creates or replaces; `autoload` defaults to true on creation and is kept on replace unless given. */
  set(name: string, value: JsonValue, options?: { autoload?: boolean }): Promise<void>;
  delete(name: string): Promise<boolean>;
  /** Every autoloaded option by name. */
  loadAutoloaded(): Promise<Record<string, JsonValue>>;
  /**
   * In one read: every autoloaded option, and whichever of `names` exist whatever their autoload flag
   * (a name of `names` missing from `values` does not exist).
   */
  loadAutoloadedAnd(names: readonly string[]): Promise<{ autoloaded: Record<string, JsonValue>; values: Record<string, JsonValue> }>;
}

// ---------------------------------------------------------------- login throttle

/** A failed-login counter; times are Unix seconds. */
export interface ThrottleCounter {
  /** Failures counted in the current window (0 once a lockout started). */
  failures: number;
  /** When the lockout ends (0 or past: not locked). */
  lockedUntil: number;
}

/** How failures turn into a lockout. */
export interface ThrottleRule {
  maxFailures: number;
  windowSeconds: number;
  lockoutSeconds: number;
}

/**
 * Failed-login counters shared by every process using the database. Each change is one atomic
 * statement, so concurrent failures on several nodes are all counted.
 */
export interface LoginThrottleStore {
  get(key: string): Promise<ThrottleCounter | undefined>;
  /** Counts one failure at `now` under `rule` (ignored while locked); the counter afterwards. */
  recordFailure(key: string, now: number, rule: ThrottleRule): Promise<ThrottleCounter>;
  /** Forgets the key's failures unless it is locked at `now`. */
  clear(key: string, now: number): Promise<void>;
}

// ---------------------------------------------------------------- sessions

export interface SessionInput {
  /** Unix seconds after which the session no longer counts. */
  expiration: number;
  /** Client address and user agent at login (default ''). */
  ip?: string;
  ua?: string;
  /** Unix seconds of the login. */
  login: number;
}

export interface SessionRecord {
  user_id: number;
  expiration: number;
  ip: string;
  ua: string;
  login: number;
}

export interface SessionStore {
  /** Starts a session and returns its token (random, 32 bytes, base64url); only a sha256 of it is stored. */
  create(userId: number, session: SessionInput): Promise<string>;
  /** The session when the token belongs to the user and has not expired. */
  verify(userId: number, token: string): Promise<SessionRecord | undefined>;
  /** Unexpired sessions of the user. */
  list(userId: number): Promise<SessionRecord[]>;
  destroy(userId: number, token: string): Promise<boolean>;
  /** Ends every session of the user except the one of `token`. */
  destroyOthers(userId: number, token: string): Promise<number>;
  destroyAll(userId: number): Promise<number>;
}

// ---------------------------------------------------------------- application passwords

export interface ApplicationPasswordRecord {
  uuid: string;
  app_id: string;
  name: string;
  /** The password hash. */
  password: string;
  /** Unix seconds. */
  created: number;
  last_used: number | null;
  last_ip: string | null;
}

export interface ApplicationPasswordInput {
  name: string;
  /** The already hashed password. */
  password: string;
  app_id?: string;
}

export interface ApplicationPasswordStore {
  /** The user's application passwords, oldest first. */
  list(userId: number): Promise<ApplicationPasswordRecord[]>;
  /** Stores a new one with a fresh UUID and `created` = now. */
  create(userId: number, input: ApplicationPasswordInput): Promise<ApplicationPasswordRecord>;
  get(userId: number, uuid: string): Promise<ApplicationPasswordRecord | undefined>;
  delete(userId: number, uuid: string): Promise<boolean>;
  deleteAll(userId: number): Promise<number>;
  /** Replaces the user's whole list by `items` (kept as given, uuids included), as WordPress saves its meta. */
  save(userId: number, items: ApplicationPasswordRecord[]): Promise<void>;
  /** Whether any user has an application password (WordPress skips Basic auth until one exists). */
  isInUse(): Promise<boolean>;
  /** Notes a successful use; false when the uuid does not belong to the user. */
  recordUse(userId: number, uuid: string, ip: string | null, timestamp: number): Promise<boolean>;
}

// ---------------------------------------------------------------- aggregate

export interface MigrationReport {
  /** Names of the migrations applied by this call (empty when the schema was already current). */
  applied: string[];
}

export interface Storage {
  readonly dialect: StorageDialect;
  readonly posts: PostStore;
  readonly terms: TermStore;
  readonly users: UserStore;
  readonly comments: CommentStore;
  readonly options: OptionStore;
  readonly sessions: SessionStore;
  readonly applicationPasswords: ApplicationPasswordStore;
  readonly loginThrottle: LoginThrottleStore;
  /**
   * Runs `fn` with a Storage whose every call belongs to one transaction: committed when `fn` resolves,
   * rolled back when it throws. Nested calls join the outer transaction, and so does any call of this
   * Storage made within `fn`'s async call chain (SQLite has one connection, which the transaction holds,
   * so nothing inside may wait for another). On PostgreSQL a failed statement, such as
   * a StorageConflictError, spoils the whole transaction: let it end rather than carrying on.
   */
  transaction<T>(fn: (tx: Storage) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: waits for, then holds until the transaction ends, the lock named `key`, so a
   * check-then-insert (create a thing once, keep a name unique) by parallel requests or processes runs
   * one at a time. PostgreSQL takes an advisory lock; SQLite transactions already run one at a time.
   */
  claim(key: string): Promise<void>;
  /** Brings the schema up to date; running it again does nothing. */
  migrate(): Promise<MigrationReport>;
  /** Resolves when the database answers a trivial query (health checks); optional for other implementations. */
  ping?(): Promise<void>;
  /** Bytes the site's tables take in the database (site health's directory sizes); optional for other implementations. */
  databaseSize?(): Promise<number>;
  close(): Promise<void>;
}
