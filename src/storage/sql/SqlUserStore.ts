import { sql, type Expression, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { StorageConflictError, StorageNotFoundError } from '../errors';
import { AUTHOR_ROLES } from '../roles';
import type {
  MetaStore, QueryResult, UserDeleteOptions, UserInput, UserLookupOptions, UserQuery, UserRecord, UserSearchColumn, UserStore,
} from '../types';
import { allOf, anyOf, compare, inList, notInList, positionIn, type Condition } from './conditions';
import { withConflicts, withParent } from './conflicts';
import { inSavepoint, inTransaction, type SqlContext } from './context';
import { SqlMetaStore } from './SqlMetaStore';
import { SqlPostStore } from './SqlPostStore';
import { direction, pageWithTotal, tablePage, type CountBy } from './paging';
import { listingRunner, plainListing, type ShapedStatement } from './plainListing';
import type { UsersTable } from './tables';
import { firstFreeValue } from './uniqueValue';
import { formatUtc, hasItems, pickDefined, sanitizeSlug, storableIds } from './values';
import { isStorableInteger } from './storableValues';
import { omitColumns } from './omitColumns';
import { runShaped } from './shapedStatement';

type UserRow = Selectable<UsersTable>;
type UserColumns = Omit<UserRow, 'id'>;

const SEARCH_COLUMNS: readonly UserSearchColumn[] = ['user_login', 'user_email', 'user_url', 'user_nicename', 'display_name'];
/** How often create() derives a fresh nicename after losing a race for the previous one. */
const CREATE_ATTEMPTS = 5;
const NICENAME_MAX = 50;

/** Unique user fields, in the order a clash is reported when several clash at once. */
const UNIQUE_FIELDS = ['user_login', 'user_email', 'user_nicename'] as const;

/** Case-insensitive equality, written to match the lower(...) unique indexes (the e-mail one skips ''). */
function sameText(column: string, value: string): Condition {
  const match = sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;
  return column.endsWith('user_email') ? sql<boolean>`(${match} and ${sql.ref(column)} <> '')` : match;
}

const INPUT_FIELDS = [
  'user_login', 'user_pass', 'user_nicename', 'user_email', 'user_url', 'user_registered', 'display_name',
  'nickname', 'first_name', 'last_name', 'description', 'locale',
] as const satisfies readonly (keyof UserInput)[];

/** Columns of the users table from input fields (roles live in their own table). */
function toColumns(input: UserInput): Partial<UserColumns> {
  return pickDefined(input, INPUT_FIELDS);
}

export class SqlUserStore implements UserStore {
  readonly meta: MetaStore;

  constructor(private readonly ctx: SqlContext) {
    this.meta = new SqlMetaStore(ctx, 'usermeta');
  }

  async create(input: UserInput & { user_login: string }): Promise<UserRecord> {
    for (let attempt = 1; ; attempt++) {
      const clash = await this.findClash(this.ctx, input);
      if (clash) throw clash;
      try {
        return await inSavepoint(this.ctx, (tx) => this.insert(tx, input));
      } catch (error) {
        // A concurrent writer took a value between the check and the insert. The next round's check names
        // the field, or derives a fresh nicename when only the derived one was lost (inside a transaction,
        // the savepoint undid the failed attempt alone).
        if (!(error instanceof StorageConflictError) || attempt >= CREATE_ATTEMPTS) throw error;
      }
    }
  }

  async update(id: number, changes: UserInput): Promise<UserRecord | undefined> {
    const clash = await this.findClash(this.ctx, changes, id);
    if (clash) throw clash;
    return inTransaction(this.ctx, async (tx) => {
      if (!(await tx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst())) return undefined;
      const columns = toColumns(changes);
      if (Object.keys(columns).length > 0) {
        await withConflicts(tx.dialect, () => tx.db.updateTable('users').set(columns).where('id', '=', id).execute(), columns);
      }
      if (changes.roles !== undefined) await this.writeRoles(tx, id, changes.roles);
      return new SqlUserStore(tx).getById(id);
    });
  }

  getById(id: number, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    if (!isStorableInteger(id)) return Promise.resolve(undefined);
    return this.findOne(sql<boolean>`users.id = ${id}`, options);
  }

  async getManyById(ids: readonly number[], options: UserLookupOptions = {}): Promise<Map<number, UserRecord>> {
    const found = new Map<number, UserRecord>();
    if (storableIds(ids).length === 0) return found;
    // Roles come in the same statement: one row per role (one with a null role for a user without any).
    const wanted = storableIds(ids);
    const rows = await runShaped(this.ctx, `usersWithRoles:${wanted.length}`, wanted, () => this.ctx.db
      .selectFrom('users').leftJoin('user_roles as ur', 'ur.user_id', 'users.id')
      .selectAll('users').select('ur.role as role')
      .where('users.id', 'in', wanted).orderBy('users.id').orderBy('ur.role_order'));
    const users = omitColumns<Omit<UserRecord, 'roles' | 'user_pass'>>(rows, ['role', 'user_pass']);
    rows.forEach(({ role, user_pass: userPass }, i) => {
      const row = users[i]!;
      const user = found.get(row.id) ?? found.set(row.id, { ...row, roles: [], ...(options.withPassword === true ? { user_pass: userPass } : {}) }).get(row.id)!;
      if (role !== null) user.roles.push(role);
    });
    return found;
  }

  getByLogin(login: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return this.findOne(sameText('users.user_login', login), options);
  }

  getByEmail(email: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return email === '' ? Promise.resolve(undefined) : this.findOne(sameText('users.user_email', email), options);
  }

  getBySlug(nicename: string, options?: UserLookupOptions): Promise<UserRecord | undefined> {
    return this.findOne(sameText('users.user_nicename', nicename), options);
  }

  async delete(id: number, options: UserDeleteOptions = {}): Promise<boolean> {
    return inTransaction(this.ctx, async (tx) => {
      const user = await tx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
      if (!user) return false;
      if (options.reassign !== undefined) {
        const heir = await tx.db.selectFrom('users').select('id').where('id', '=', options.reassign).executeTakeFirst();
        if (!heir || options.reassign === id) throw new StorageNotFoundError('user', options.reassign);
        await tx.db.updateTable('posts').set({ post_author: options.reassign }).where('post_author', '=', id).execute();
      } else {
        const posts = new SqlPostStore(tx);
        const owned = await tx.db.selectFrom('posts').select('id')
          .where('post_author', '=', id).where('post_type', '<>', 'revision').execute();
        for (const post of owned) await posts.delete(post.id);
      }
      // Meta, roles, capabilities, sessions and application passwords go with the row (ON DELETE CASCADE).
      await tx.db.deleteFrom('users').where('id', '=', id).execute();
      return true;
    });
  }

  async query(query: UserQuery = {}): Promise<QueryResult<UserRecord>> {
    const statements = () => tablePage(this.ctx.db, 'users', this.conditions(query), this.ordering(query));
    // Authors with published posts are found by walking the authors of the posts: once for the page and its count where the dialect can.
    const readsPosts = query.has_published_posts === true || (Array.isArray(query.has_published_posts) && query.has_published_posts.length > 0);
    const countBy = readsPosts ? this.ctx.dialect.countsScansBy : 'subquery';
    const { rows, total } = await pageWithTotal(statements, query, countBy, listingRunner(this.ctx, usersListing(query, countBy)));
    return { items: await this.hydrate(this.ctx, rows, query.withPassword === true), total };
  }

  async setRoles(id: number, roles: string[]): Promise<void> {
    await withParent(this.ctx.dialect, 'user', id, () => inTransaction(this.ctx, (tx) => this.writeRoles(tx, id, roles)));
  }

  async getCapabilities(id: number): Promise<Record<string, boolean>> {
    const rows = await this.ctx.db.selectFrom('user_capabilities').select(['capability', 'grant_cap'])
      .where('user_id', '=', id).orderBy('capability').execute();
    return Object.fromEntries(rows.map((r) => [r.capability, r.grant_cap === 1]));
  }

  async hasPublishedPosts(id: number, postTypes: readonly string[]): Promise<boolean> {
    return (await this.hasPublishedPostsOfMany([id], postTypes)).get(id) === true;
  }

  async hasPublishedPostsOfMany(ids: readonly number[], postTypes: readonly string[]): Promise<Map<number, boolean>> {
    const found = new Map<number, boolean>(ids.map((id) => [id, false]));
    if (storableIds(ids).length === 0 || !hasItems(postTypes)) return found;
    // EXISTS stops at each author's first published post; a DISTINCT over posts visits every post they wrote.
    const wanted = storableIds(ids);
    const rows = await runShaped(this.ctx, `publishedAuthors:${wanted.length}:${postTypes.length}`, [...wanted, 'publish', ...postTypes], () => this.ctx.db
      .selectFrom('users').select('users.id')
      .where('users.id', 'in', wanted)
      .where(({ exists, selectFrom }) => exists(selectFrom('posts').select('posts.id')
        .whereRef('posts.post_author', '=', 'users.id').where('posts.post_status', '=', 'publish')
        .where('posts.post_type', 'in', [...postTypes]))));
    for (const row of rows) found.set(row.id, true);
    return found;
  }

  async getCapabilitiesOfMany(ids: readonly number[]): Promise<Map<number, Record<string, boolean>>> {
    const found = new Map<number, Record<string, boolean>>(ids.map((id) => [id, {}]));
    if (storableIds(ids).length === 0) return found;
    const rows = await this.ctx.db.selectFrom('user_capabilities').select(['user_id', 'capability', 'grant_cap'])
      .where('user_id', 'in', storableIds(ids)).orderBy('user_id').orderBy('capability').execute();
    for (const row of rows) {
      const caps = found.get(row.user_id);
      if (caps !== undefined) caps[row.capability] = row.grant_cap === 1;
    }
    return found;
  }

  async setCapability(id: number, capability: string, grant: boolean): Promise<void> {
    await withParent(this.ctx.dialect, 'user', id, () => this.ctx.db.insertInto('user_capabilities')
      .values({ user_id: id, capability, grant_cap: grant ? 1 : 0 })
      .onConflict((oc) => oc.columns(['user_id', 'capability']).doUpdateSet({ grant_cap: grant ? 1 : 0 }))
      .execute());
  }

  async removeCapability(id: number, capability: string): Promise<boolean> {
    const result = await this.ctx.db.deleteFrom('user_capabilities')
      .where('user_id', '=', id).where('capability', '=', capability).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  private async insert(tx: SqlContext, input: UserInput & { user_login: string }): Promise<UserRecord> {
    const login = input.user_login;
    const row: UserColumns = {
      user_pass: '', user_email: '', user_url: '', display_name: login, nickname: login,
      first_name: '', last_name: '', description: '', locale: '',
      user_registered: formatUtc(tx.now()),
      ...toColumns(input),
      user_login: login,
      user_nicename: input.user_nicename || (await this.freeNicename(tx, login)),
    };
    const created = await withConflicts(tx.dialect,
      () => tx.db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow(), row);
    await this.writeRoles(tx, created.id, input.roles ?? []);
    const user = await new SqlUserStore(tx).getById(created.id);
    if (!user) throw new StorageNotFoundError('user', created.id);
    return user;
  }

  /** WordPress derives the nicename from the login (50 characters at most) and numbers it when taken. */
  private async freeNicename(tx: SqlContext, login: string): Promise<string> {
    const base = (sanitizeSlug(login) || login.toLowerCase()).slice(0, NICENAME_MAX);
    return firstFreeValue(base, async (candidate) =>
      (await tx.db.selectFrom('users').select('id').where(sameText('users.user_nicename', candidate)).executeTakeFirst()) !== undefined);
  }

  /** The first unique field of `input` another user already holds, as a conflict error. */
  private async findClash(ctx: SqlContext, input: UserInput, excludeId?: number): Promise<StorageConflictError | undefined> {
    for (const field of UNIQUE_FIELDS) {
      const value = input[field];
      if (value === undefined || value === '') continue;
      let q = ctx.db.selectFrom('users').select('id').where(sameText(`users.${field}`, value));
      if (excludeId !== undefined) q = q.where('id', '<>', excludeId);
      if (await q.executeTakeFirst()) return new StorageConflictError(field, value);
    }
    return undefined;
  }

  private async writeRoles(tx: SqlContext, id: number, roles: readonly string[]): Promise<void> {
    await tx.db.deleteFrom('user_roles').where('user_id', '=', id).execute();
    const unique = [...new Set(roles)];
    if (!hasItems(unique)) return;
    await tx.db.insertInto('user_roles')
      .values(unique.map((role, i) => ({ user_id: id, role, role_order: i }))).execute();
  }

  private async findOne(condition: Condition, options: UserLookupOptions = {}): Promise<UserRecord | undefined> {
    const rows = await this.ctx.db.selectFrom('users').selectAll().where(condition).limit(1).execute();
    return (await this.hydrate(this.ctx, rows, options.withPassword === true))[0];
  }

  /** Rows to records: roles attached, the password hash only when asked for. */
  private async hydrate(ctx: SqlContext, rows: UserRow[], withPassword: boolean): Promise<UserRecord[]> {
    const roles = new Map<number, string[]>();
    if (hasItems(rows)) {
      const ids = rows.map((r) => r.id);
      const roleRows = await runShaped(ctx, `rolesOfMany:${ids.length}`, ids, () => ctx.db.selectFrom('user_roles').select(['user_id', 'role'])
        .where('user_id', 'in', ids).orderBy('user_id').orderBy('role_order'));
      for (const r of roleRows) (roles.get(r.user_id) ?? roles.set(r.user_id, []).get(r.user_id))?.push(r.role);
    }
    return rows.map(({ user_pass, ...row }) => ({
      ...row,
      roles: roles.get(row.id) ?? [],
      ...(withPassword ? { user_pass } : {}),
    }));
  }

  private conditions(q: UserQuery): Condition {
    const withRole = (roles: readonly string[]): Condition =>
      sql<boolean>`users.id in (select user_id from user_roles where role in (${sql.join(roles)}))`;
    const publishedOf = (types: Condition): Condition => sql<boolean>`users.id in (${publishedAuthors(types)})`;
    let published: Condition | undefined;
    if (q.has_published_posts === true) {
      published = publishedOf(sql<boolean>`posts.post_type <> 'revision'`);
    } else if (Array.isArray(q.has_published_posts)) {
      published = hasItems(q.has_published_posts)
        ? publishedOf(sql<boolean>`posts.post_type in (${sql.join(q.has_published_posts)})`)
        : sql<boolean>`1 = 0`;
    }
    const search = q.search?.trim();
    return allOf([
      hasItems(q.roles) ? withRole(q.roles) : undefined,
      q.who === 'authors' ? withRole(q.author_roles ?? AUTHOR_ROLES) : undefined,
      published,
      search ? this.searchCondition(search, q.search_columns) : undefined,
      inList('users.id', q.include),
      notInList('users.id', q.exclude),
      inList('users.user_nicename', q.slug),
    ]);
  }

  /** Text columns contain the search; `ID` equals it (WordPress compares the id exactly). */
  private searchCondition(search: string, columns: readonly UserSearchColumn[] | undefined): Condition {
    if (columns === undefined || columns.length === 0) return anyOf(SEARCH_COLUMNS.map((c) => this.ctx.dialect.containsText(c, search)));
    return anyOf(columns.map((column) => (column === 'ID'
      ? ((/^\d+$/.test(search) ? compare('users.id', '=', Number(search)) : undefined) ?? sql<SqlBool>`1 = 0`)
      : this.ctx.dialect.containsText(`users.${column}`, search))));
  }

  private ordering(q: UserQuery): [Expression<unknown>, 'asc' | 'desc'][] {
    const dir = direction(q.order, 'asc');
    const id: [Expression<unknown>, 'asc' | 'desc'] = [sql.ref('users.id'), dir];
    const text = (column: string): [Expression<unknown>, 'asc' | 'desc'][] => [[this.ctx.dialect.textSortKey(column), dir], id];
    switch (q.orderby ?? 'name') {
      case 'id': return [id];
      case 'registered_date': return [[sql.ref('users.user_registered'), dir], id];
      case 'slug': return text('users.user_nicename');
      case 'email': return text('users.user_email');
      case 'url': return text('users.user_url');
      case 'include': return [[positionIn('users.id', q.include ?? []), 'asc'], id];
      case 'include_slugs': return [[positionIn('users.user_nicename', q.slug ?? []), 'asc'], id];
      default: return text('users.display_name');
    }
  }
}

/** What a plain listing of users may name (the password hash is read or left out after the statement). */
const LISTING_KEYS = new Set(['has_published_posts', 'orderby', 'order', 'limit', 'offset', 'withPassword']);

/** A plain listing of users: the authors with published posts of some types, by name (what a visitor lists). */
function usersListing(query: UserQuery, countBy: CountBy): ShapedStatement | undefined {
  if ((query.orderby ?? 'name') !== 'name' || !Array.isArray(query.has_published_posts) || query.has_published_posts.length === 0) return undefined;
  return plainListing('users listing', query, LISTING_KEYS, [query.has_published_posts], direction(query.order, 'asc'), query, countBy);
}

/**
 * The ids of the authors with a published post whose type meets `types`, read by walking the distinct
 * authors of the posts through the author index (each step seeks the next larger author id) and probing
 * each one's posts until a published one: the cost follows the number of authors, not of posts or users.
 * The users are then met by primary key. Measured on SQLite (the users page statement of the bench site,
 * 10 users and 1,000 posts, and of the same with 100,000 more subscribers): `users.id in (select post_author
 * from posts …)` reads every published post (275 and 292 µs, growing with the blog); an `exists` per user
 * probes every user (49 µs, then 6.6 ms); this walk takes 35 and 57 µs.
 */
function publishedAuthors(types: Condition): RawBuilder<number> {
  return sql<number>`with recursive author(id) as (
      select min(post_author) from posts
      union all
      select (select min(later.post_author) from posts as later where later.post_author > author.id) from author where author.id is not null
    )
    select author.id from author where author.id is not null
      and exists (select 1 from posts where posts.post_author = author.id and posts.post_status = 'publish' and ${types})`;
}
