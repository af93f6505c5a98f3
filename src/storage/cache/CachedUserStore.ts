import type {
  MetaStore, QueryResult, UserDeleteOptions, UserInput, UserLookupOptions, UserQuery, UserRecord, UserStore,
} from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import { CachedMetaStore } from './CachedMetaStore';
import { knownPublishedAuthor } from './publishedAuthors';
import { NOT_READY, type NotReady } from '../notReady';
import type { CachedUser } from './RequestCache';

/** `userId postType,postType…`: one user's answer for one list of post types. */
const publishedKey = (id: number, postTypes: readonly string[]): string => `${id} ${postTypes.join(',')}`;

const WITH_PASSWORD = { withPassword: true } as const;

/** A user read with its password hash, as the request cache keeps it: split once, when read. */
function toCached(user: UserRecord): CachedUser {
  const { user_pass: pass, ...row } = user;
  return { row, pass: pass ?? '' };
}

/** A cached user as the reader asked for it: its own copy, the password hash only when asked. */
function view(user: CachedUser, options: UserLookupOptions | undefined): UserRecord {
  const copy = { ...user.row, roles: [...user.row.roles] };
  return options?.withPassword === true ? { ...copy, user_pass: user.pass } : copy;
}

/**
 * Users by id and their own capability grants, read through the request cache (rows are cached with
 * their password hash so authentication and display share one read); writes empty it.
 */
export class CachedUserStore implements UserStore {
  readonly meta: MetaStore;

  constructor(
    private readonly inner: UserStore,
    private readonly access: CacheAccess,
  ) {
    this.meta = new CachedMetaStore(inner.meta, 'usermeta', access);
  }

  async getById(id: number, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getById(id, options);
    const user = await cache.users.getBatched(id, (wanted) => this.readCached(wanted), () => undefined);
    return user && view(user, options);
  }

  peekById(id: number): UserRecord | undefined | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const user = cache.users.peek(id);
    return user === NOT_READY || user === undefined ? user : view(user, undefined);
  }

  async getManyById(ids: readonly number[], options?: UserLookupOptions): Promise<Map<number, UserRecord>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getManyById(ids, options);
    const found = await cache.users.getMany(ids, (wanted) => this.readCached(wanted), () => undefined);
    const result = new Map<number, UserRecord>();
    for (const [id, user] of found) if (user !== undefined) result.set(id, view(user, options));
    return result;
  }

  getByLogin(login: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return this.inner.getByLogin(login, options);
  }

  getByEmail(email: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return this.inner.getByEmail(email, options);
  }

  getBySlug(nicename: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return this.inner.getBySlug(nicename, options);
  }

  async query(query: UserQuery = {}): Promise<QueryResult<UserRecord>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.query(query);
    // The same statement either way; the hash is kept for the cache and given only to callers that asked.
    const result = await this.inner.query({ ...query, withPassword: true });
    const items = result.items.map((user) => {
      const cached = toCached(user);
      if (!cache.users.has(user.id)) cache.users.set(user.id, cached);
      return view(cached, query);
    });
    return { total: result.total, items };
  }

  /** Users by id with their hashes, as the request cache keeps them. */
  private async readCached(ids: number[]): Promise<Map<number, CachedUser>> {
    const found = new Map<number, CachedUser>();
    for (const [id, user] of await this.inner.getManyById(ids, WITH_PASSWORD)) found.set(id, toCached(user));
    return found;
  }

  async getCapabilities(id: number): Promise<Record<string, boolean>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getCapabilities(id);
    return { ...(await cache.userCapabilities.getBatched(id, (wanted) => this.inner.getCapabilitiesOfMany(wanted), () => ({}))) };
  }

  async hasPublishedPosts(id: number, postTypes: readonly string[]): Promise<boolean> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.hasPublishedPosts(id, postTypes);
    if (knownPublishedAuthor(cache, id, postTypes)) return true;
    return cache.publishedAuthors.getBatched(publishedKey(id, postTypes), (keys) => this.loadPublished(keys), () => false);
  }

  peekPublishedPosts(id: number, postTypes: readonly string[]): boolean | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    return knownPublishedAuthor(cache, id, postTypes) || cache.publishedAuthors.peek(publishedKey(id, postTypes));
  }

  async hasPublishedPostsOfMany(ids: readonly number[], postTypes: readonly string[]): Promise<Map<number, boolean>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.hasPublishedPostsOfMany(ids, postTypes);
    const known = new Set(ids.filter((id) => knownPublishedAuthor(cache, id, postTypes)));
    const unknown = ids.filter((id) => !known.has(id));
    const found = unknown.length === 0 ? new Map<string, boolean>()
      : await cache.publishedAuthors.getMany(unknown.map((id) => publishedKey(id, postTypes)), (keys) => this.loadPublished(keys), () => false);
    return new Map(ids.map((id) => [id, known.has(id) || found.get(publishedKey(id, postTypes)) === true]));
  }

  /** Published-post answers for `userId postTypes` keys; a batch mixing lists of post types reads each list apart (post type names hold no commas). */
  private async loadPublished(keys: string[]): Promise<Map<string, boolean>> {
    const byTypes = new Map<string, number[]>();
    for (const key of keys) {
      const space = key.indexOf(' ');
      const types = key.slice(space + 1);
      (byTypes.get(types) ?? byTypes.set(types, []).get(types)!).push(Number(key.slice(0, space)));
    }
    const found = new Map<string, boolean>();
    for (const [types, ids] of byTypes) {
      const postTypes = types === '' ? [] : types.split(',');
      for (const [id, published] of await this.inner.hasPublishedPostsOfMany(ids, postTypes)) found.set(publishedKey(id, postTypes), published);
    }
    return found;
  }

  async getCapabilitiesOfMany(ids: readonly number[]): Promise<Map<number, Record<string, boolean>>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getCapabilitiesOfMany(ids);
    const found = await cache.userCapabilities.getMany(ids, (wanted) => this.inner.getCapabilitiesOfMany(wanted), () => ({}));
    return new Map([...found].map(([id, caps]) => [id, { ...caps }]));
  }

  create(input: UserInput & { user_login: string }): Promise<UserRecord> {
    return writing(this.access, () => this.inner.create(input));
  }

  update(id: number, changes: UserInput): Promise<UserRecord | undefined> {
    return writing(this.access, () => this.inner.update(id, changes));
  }

  delete(id: number, options?: UserDeleteOptions): Promise<boolean> {
    return writing(this.access, () => this.inner.delete(id, options));
  }

  setRoles(id: number, roles: string[]): Promise<void> {
    return writing(this.access, () => this.inner.setRoles(id, roles));
  }

  setCapability(id: number, capability: string, grant: boolean): Promise<void> {
    return writing(this.access, () => this.inner.setCapability(id, capability, grant));
  }

  removeCapability(id: number, capability: string): Promise<boolean> {
    return writing(this.access, () => this.inner.removeCapability(id, capability));
  }
}
