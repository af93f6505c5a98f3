/**
 * WordPress's WP_REST_Users_Controller under `wp/v2/users`: read it beside
 * `class-wp-rest-users-controller.php`. Routes are declared with decorators; the
 * schema and argument maps live in UserResource.
 */
import {
  inject, type ControllerServices, Args, Controller, Permission, Route, TOKENS, RestError, currentUser,
  type RestRequest, RestResponse, Methods, type Schema,
} from '../kit';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { AuthServices } from '../../src/auth/wiring/AuthServices';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import { avatarUrlsNow, getAvatarSizes } from '../../src/avatars/getAvatarUrls';
import type { IdArgs } from '../../src/baseControllers/CollectionArgs';
import { absint } from '../../src/baseControllers/requestArgCallbacks';
import { isEmpty, toInt } from '../../src/schema/php';
import type { RestUrls } from '../../src/server/RestUrls';
import type { UserQuery, UserRecord } from '../../src/storage/types';
import { insertUser, updateUser, type NewUser } from '../../src/users/userWrites';
import { addPaginationHeaders } from '../shared/pagination';
import { linksRequested } from '../shared/linksRequested';
import { USER_ARGS, UserResource, type UserCollectionArgs } from './UserResource';
import type { MetaRegistry } from '../meta/MetaRegistry';
import { RestMetaFields, emptyMetaAsList } from '../meta/RestMetaFields';
import { withIdArg } from '../shared/idArg';
import { userLink } from './userLink';
import { userSearchColumns } from './userSearchColumns';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';
import { denied, notFound } from '../shared/restErrors';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { runMaybeAsync, wait } from '../../src/hooks/maybeAsyncSteps';
import { publishedPostsNow, userNow } from '../../src/storage/readNow';

/** WordPress 7.1 lets the users collection and item routes run inside `/batch/v1` (not `/users/me`). */
const BATCH = { v1: true } as const;

const invalidId = (): RestError => notFound('rest_user_invalid_id', 'Invalid user ID.');

/** GET /users/{id}: `context` defaults to view. */
type UserReadArgs = IdArgs & { context: string };
/** The writable user fields (from the item schema), sent ones only (a create requires username, email and password). */
interface UserWriteArgs {
  username?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  url?: string;
  description?: string;
  locale?: string;
  nickname?: string;
  slug?: string;
  roles?: string[];
  password?: string;
  meta?: Record<string, unknown>;
}
type UserUpdateArgs = IdArgs & UserWriteArgs;
/** `reassign` is required; checkReassign keeps a number (or numeric text) or makes it false. */
type UserDeleteArgs = IdArgs & { force: boolean; reassign: number | string | false };

@Controller('wp/v2', { restBase: 'users' })
export class UsersController extends UserResource {
  /** The app's registered meta keys (a property, so subclasses keep their constructors). */
  @inject(TOKENS.Meta) protected readonly metaRegistry!: MetaRegistry;

  protected readonly auth: AuthServices;
  protected readonly options: ResolvedOptions;
  protected readonly urls: RestUrls;
  protected readonly postTypes: PostTypeRegistry;

  constructor(@inject(TOKENS.ControllerServices) readonly services: ControllerServices) {
    super();
    this.auth = services.auth;
    this.options = services.options;
    this.urls = services.urls;
    this.postTypes = services.postTypes;
  }

  /** The app's post types shown in REST: a user who published one of them is public. */
  protected override restPostTypeNames(): string[] {
    return this.postTypes.restTypes().map((type) => type.name);
  }

  /** The user meta registered on the app, under `meta`. */
  protected get meta(): RestMetaFields {
    return new RestMetaFields(this.metaRegistry, 'user', '', this.auth.storage.users.meta, this.auth.capabilities);
  }

  protected override metaSchema(): Schema {
    return this.meta.fieldSchema();
  }

  protected override avatarSizes(): readonly unknown[] {
    return getAvatarSizes({ hooks: this.auth.hooks });
  }

  // ------------------------------------------------------------ /users

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const canList = await this.can('list_users');
    if (!isEmpty(request.getParam('roles')) && !canList) {
      return denied('rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.');
    }
    if (!isEmpty(request.getParam('capabilities')) && !canList) {
      return denied('rest_user_cannot_view', 'Sorry, you are not allowed to filter users by capability.');
    }
    if (request.getParam('context') === 'edit' && !canList) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to list users.');
    }
    const orderby = request.getParam('orderby');
    if ((orderby === 'email' || orderby === 'registered_date') && !canList) {
      return denied('rest_forbidden_orderby', 'Sorry, you are not allowed to order users by this parameter.');
    }
    if (request.getParam('who') === 'authors') {
      // Anyone who may write posts or pages (the REST types that support authors) may list authors.
      if ((await this.can('edit_posts')) || (await this.can('edit_pages'))) return true;
      return denied('rest_forbidden_who', 'Sorry, you are not allowed to query users by this parameter.');
    }
    return true;
  }

  @Route('', { methods: 'GET', allow_batch: BATCH })
  @Args((c: UsersController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: UserCollectionArgs): Promise<RestResponse | RestError> {
    const perPage = args.per_page;
    // PHP's empty(): an offset of 0 falls back to the page's.
    const offset = args.offset || (args.page - 1) * perPage;
    const query: UserQuery = { limit: perPage, offset, order: args.order, orderby: args.orderby };
    if (args.include.length > 0) query.include = args.include;
    if (args.exclude.length > 0) query.exclude = args.exclude;
    if (args.slug !== undefined && args.slug.length > 0) query.slug = args.slug;
    if (args.search) {
      query.search = args.search;
      const columns = userSearchColumns(args.search_columns, await this.can('list_users'));
      if (columns !== undefined) query.search_columns = columns;
    }

    if (args.roles !== undefined && args.roles.length > 0) query.roles = args.roles;
    if (args.capabilities !== undefined && args.capabilities.length > 0) {
      // Users match a capability through their roles; with `roles` also given, both must hold.
      const holding = this.rolesWithAnyCapability(args.capabilities);
      query.roles = query.roles === undefined ? holding : query.roles.filter((role) => holding.includes(role));
      if (query.roles.length === 0) query.include = [0];
    }

    if (args.who === 'authors') query.who = 'authors';
    else if (!(await this.can('list_users'))) query.has_published_posts = this.restPostTypeNames();
    const published = args.has_published_posts;
    if (published === true) query.has_published_posts = this.restPostTypeNames();
    else if (Array.isArray(published) && published.length > 0) query.has_published_posts = published;

    const filtered = this.auth.hooks.applyFilters<UserQuery>('rest_user_query', query, request);
    const result = await this.auth.storage.users.query(filtered);
    await this.primeUsers(result.items, request);
    const items = await this.prepareCollectionItems(result.items, request);

    const response = new RestResponse(items);
    addPaginationHeaders(response, request, {
      total: result.total,
      perPage,
      offset,
      base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`),
    });
    return response;
  }

  override async createItemPermissionsCheck(): Promise<true | RestError> {
    if (!(await this.can('create_users'))) return denied('rest_cannot_create_user', 'Sorry, you are not allowed to create new users.');
    return true;
  }

  @Route('', { methods: 'POST', allow_batch: BATCH })
  @Args((c: UsersController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: UserWriteArgs): Promise<RestResponse | RestError> {
    // `id` is not an argument of the write (a read-only field): read as sent.
    if (!isEmpty(request.getParam('id'))) {
      return new RestError('rest_user_exists', 'Cannot create existing user.', { status: 400 });
    }
    const roles = args.roles ?? [];
    if (roles.length > 0) {
      const allowed = await this.checkRoleUpdate(0, roles);
      if (allowed !== true) return allowed;
    }
    const prepared = this.prepareItemForDatabase(request, args);
    // The row, roles, meta and additional fields in one transaction.
    const saved = await this.auth.storage.transaction(async () => {
      const created = await insertUser(this.writeDeps(), {
        ...prepared,
        user_login: prepared.user_login ?? '',
        ...(args.roles !== undefined ? { roles } : {}),
      });
      return created instanceof RestError ? created : this.saveExtras(created.id, request, args, true);
    });
    if (saved instanceof RestError) return saved;
    return this.respondToWrite(saved, request, true);
  }

  // ------------------------------------------------------------ /users/{id}

  // The single-user checks answer without a promise when the user is in the request's cache: every
  // author link of a page runs them (its target hints), and `_embed` once more.
  override getItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return runMaybeAsync(this.getItemCheckSteps(request));
  }

  private *getItemCheckSteps(request: RestRequest): Generator<unknown, true | RestError, unknown> {
    const user = yield* wait(this.getUser(request.getParam('id')));
    if (user instanceof RestError) return user;
    if (currentUser().id === user.id) return true;
    const canList = yield* wait(this.can('list_users'));
    // WordPress 7.1 names the refused edit context as the collection does.
    if (request.getParam('context') === 'edit' && !canList) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to list users.');
    }
    if (!canList && !(yield* wait(this.hasPublishedPosts(user.id))) && !(yield* wait(this.can('edit_user', user.id)))) {
      return denied('rest_user_cannot_view', 'Sorry, you are not allowed to list users.');
    }
    return true;
  }

  @Route('/(?P<id>[\\d]+)', { methods: 'GET', allow_batch: BATCH })
  @Args(USER_ARGS.item)
  @Permission('getItemPermissionsCheck')
  // Without a promise for a user the request read already (an `_embed` of each item's author).
  override getItem(request: RestRequest, args: UserReadArgs): MaybePromise<RestResponse | RestError> {
    return andThen(this.getUser(args.id), (user) => (user instanceof RestError ? user : this.prepareItemForResponse(user, request)));
  }

  override updateItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return runMaybeAsync(this.updateItemCheckSteps(request));
  }

  private *updateItemCheckSteps(request: RestRequest): Generator<unknown, true | RestError, unknown> {
    const user = yield* wait(this.getUser(request.getParam('id')));
    if (user instanceof RestError) return user;
    if (!isEmpty(request.getParam('roles'))) {
      if (!(yield* wait(this.can('promote_user', user.id)))) {
        return denied('rest_cannot_edit_roles', 'Sorry, you are not allowed to edit roles of this user.');
      }
      // Changing only the roles needs only `promote_user`.
      const keys = Object.keys(request.getParams()).sort();
      if (keys.length === 2 && keys[0] === 'id' && keys[1] === 'roles') return true;
    }
    if (!(yield* wait(this.can('edit_user', user.id)))) return denied('rest_cannot_edit', 'Sorry, you are not allowed to edit this user.');
    return true;
  }

  @Route('/(?P<id>[\\d]+)', { methods: 'POST, PUT, PATCH', allow_batch: BATCH })
  @Args((c: UsersController) => withIdArg('Unique identifier for the user.', c.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: UserUpdateArgs): Promise<RestResponse | RestError> {
    const user = await this.getUser(args.id);
    if (user instanceof RestError) return user;
    const { email, username, slug } = args;
    if (email) {
      const owner = await this.auth.storage.users.getByEmail(email);
      if (owner !== undefined && owner.id !== user.id) return new RestError('rest_user_invalid_email', 'Invalid email address.', { status: 400 });
    }
    if (!isEmpty(username) && username !== user.user_login) {
      return new RestError('rest_user_invalid_argument', "Username isn't editable.", { status: 400 });
    }
    if (slug && slug !== user.user_nicename && (await this.auth.storage.users.getBySlug(slug)) !== undefined) {
      return new RestError('rest_user_invalid_slug', 'Invalid slug.', { status: 400 });
    }
    const roles = args.roles ?? [];
    if (roles.length > 0) {
      const allowed = await this.checkRoleUpdate(user.id, roles);
      if (allowed !== true) return allowed;
    }
    const { user_login: _login, ...changes } = this.prepareItemForDatabase(request, args);
    const saved = await this.auth.storage.transaction(async () => {
      const updated = await updateUser(this.writeDeps(), user.id, { ...changes, ...(roles.length > 0 ? { roles } : {}) });
      if (updated === undefined) return invalidId();
      return updated instanceof RestError ? updated : this.saveExtras(user.id, request, args, false);
    });
    if (saved instanceof RestError) return saved;
    return this.respondToWrite(saved, request, false);
  }

  override deleteItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return andThen(this.getUser(request.getParam('id')), (user) => (user instanceof RestError ? user
      : andThen(this.can('delete_user', user.id), (allowed) => allowed || denied('rest_user_cannot_delete', 'Sorry, you are not allowed to delete this user.'))));
  }

  @Route('/(?P<id>[\\d]+)', { methods: 'DELETE', allow_batch: BATCH })
  @Args(USER_ARGS.remove)
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: UserDeleteArgs): Promise<RestResponse | RestError> {
    const user = await this.getUser(args.id);
    if (user instanceof RestError) return user;
    const reassign = args.reassign === false ? 0 : absint(args.reassign);
    if (args.force !== true) {
      return new RestError('rest_trash_not_supported', "Users do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    if (reassign !== 0 && (reassign === user.id || (await this.auth.storage.users.getById(reassign)) === undefined)) {
      return new RestError('rest_user_invalid_reassign', 'Invalid user ID for reassignment.', { status: 400 });
    }
    request.setParam('context', 'edit');
    const previous = await this.prepareItemForResponse(user, request);
    const deleted = await this.auth.storage.users.delete(user.id, reassign !== 0 ? { reassign } : {});
    if (!deleted) return new RestError('rest_cannot_delete', 'The user cannot be deleted.', { status: 500 });
    const response = new RestResponse({ deleted: true, previous: previous.getData() });
    this.auth.hooks.doAction('rest_delete_user', user, response, request);
    return response;
  }

  // ------------------------------------------------------------ /users/me

  @Route('/me', { methods: 'GET' })
  @Args(USER_ARGS.me)
  @Permission(() => true)
  async getCurrentItem(request: RestRequest): Promise<RestResponse | RestError> {
    const id = currentUser().id;
    if (id === 0) return new RestError('rest_not_logged_in', 'You are not currently logged in.', { status: 401 });
    const user = await this.getUser(id);
    if (user instanceof RestError) return user;
    return this.prepareItemForResponse(user, request);
  }

  @Route('/me', { methods: 'POST, PUT, PATCH' })
  @Args((c: UsersController) => c.getEndpointArgsForItemSchema(Methods.EDITABLE))
  @Permission('updateCurrentItemPermissionsCheck')
  async updateCurrentItem(request: RestRequest, args: Omit<UserUpdateArgs, 'id'>): Promise<RestResponse | RestError> {
    // The request carries the id too: the roles-only check and the write read its parameters.
    request.setParam('id', currentUser().id);
    return this.updateItem(request, { ...args, id: currentUser().id });
  }

  updateCurrentItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    request.setParam('id', currentUser().id);
    return this.updateItemPermissionsCheck(request);
  }

  @Route('/me', { methods: 'DELETE' })
  @Args(USER_ARGS.meRemove)
  @Permission('deleteCurrentItemPermissionsCheck')
  async deleteCurrentItem(request: RestRequest, args: Omit<UserDeleteArgs, 'id'>): Promise<RestResponse | RestError> {
    request.setParam('id', currentUser().id);
    return this.deleteItem(request, { ...args, id: currentUser().id });
  }

  deleteCurrentItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    request.setParam('id', currentUser().id);
    return this.deleteItemPermissionsCheck(request);
  }

  // ------------------------------------------------------------ shaping

  /** Without a promise when nothing has to be read (a page's authors, embedded for every post). */
  override prepareItemForResponse(item: unknown, request: RestRequest): MaybePromise<RestResponse> {
    return runMaybeAsync(this.presentSteps(item as UserRecord, request));
  }

  private *presentSteps(user: UserRecord, request: RestRequest): Generator<unknown, RestResponse, unknown> {
    const fields = new Set(this.getFieldsForResponse(request));
    const data: Record<string, unknown> = {};
    if (fields.has('id')) data.id = user.id;
    if (fields.has('username')) data.username = user.user_login;
    if (fields.has('name')) data.name = user.display_name;
    if (fields.has('first_name')) data.first_name = user.first_name;
    if (fields.has('last_name')) data.last_name = user.last_name;
    if (fields.has('email')) data.email = user.user_email;
    if (fields.has('url')) data.url = user.user_url;
    if (fields.has('description')) data.description = user.description;
    if (fields.has('link')) data.link = userLink(this.options, user);
    if (fields.has('locale')) data.locale = user.locale || 'en_US';
    if (fields.has('nickname')) data.nickname = user.nickname;
    if (fields.has('slug')) data.slug = user.user_nicename;
    if (fields.has('roles')) data.roles = [...user.roles];
    if (fields.has('registered_date')) data.registered_date = `${user.user_registered.replace(' ', 'T')}+00:00`;
    if (fields.has('capabilities') || fields.has('extra_capabilities')) {
      const own = yield* wait(this.auth.storage.users.getCapabilities(user.id));
      // All capabilities: the roles' merged with the user's own grants; "extra": role slugs and own grants.
      if (fields.has('capabilities')) data.capabilities = this.auth.capabilities.roles.capabilitiesFor(user.roles, own);
      if (fields.has('extra_capabilities')) data.extra_capabilities = { ...Object.fromEntries(user.roles.map((role) => [role, true])), ...own };
    }
    if (fields.has('avatar_urls')) data.avatar_urls = yield* wait(avatarUrlsNow({ email: user.user_email }, { hooks: this.auth.hooks }));
    if (fields.has('meta')) data.meta = yield* wait(this.meta.getValueMaybeAsync(user.id, request));

    const context = isEmpty(request.getParam('context')) ? 'embed' : String(request.getParam('context'));
    const shaped = this.filterResponseByContext(yield* wait(this.addAdditionalFieldsMaybeAsync(data, request)), context);
    emptyMetaAsList(shaped);
    const response = new RestResponse(shaped);
    if (linksRequested(request)) response.addLinks(this.prepareLinks(user));
    return this.auth.hooks.applyFilters<RestResponse>('rest_prepare_user', response, user, request);
  }

  protected prepareLinks(user: UserRecord): Record<string, { href: string }> {
    return {
      self: { href: this.urls.restUrl(`/${this.namespace}/${this.restBase}/${user.id}`) },
      collection: { href: this.urls.restUrl(`/${this.namespace}/${this.restBase}`) },
    };
  }

  protected override prepareItemForDatabase(request: RestRequest, args: UserWriteArgs): Partial<NewUser> {
    const prepared: Partial<NewUser> = {};
    const take = (param: Exclude<keyof UserWriteArgs, 'roles' | 'meta'>, field: keyof NewUser): void => {
      const value = args[param];
      if (value !== undefined) (prepared as Record<string, unknown>)[field] = value;
    };
    take('email', 'user_email');
    take('username', 'user_login');
    take('password', 'user_pass');
    take('name', 'display_name');
    take('first_name', 'first_name');
    take('last_name', 'last_name');
    take('nickname', 'nickname');
    take('slug', 'user_nicename');
    take('description', 'description');
    take('url', 'user_url');
    take('locale', 'locale');
    return this.auth.hooks.applyFilters<Partial<NewUser>>('rest_pre_insert_user', prepared, request);
  }

  // ------------------------------------------------------------ helpers

  /** The user `id` names, or `rest_user_invalid_id`. */
  /** The user `id` names, or `rest_user_invalid_id`; without a promise when the request's cache holds it. */
  protected getUser(id: unknown): MaybePromise<UserRecord | RestError> {
    const userId = toInt(id);
    if (userId <= 0) return invalidId();
    return andThen(userNow(this.auth.storage.users, userId), (user) => user ?? invalidId());
  }

  /** Whether the current user may give `userId` these roles (WordPress's check_role_update). */
  protected async checkRoleUpdate(userId: number, roles: string[]): Promise<true | RestError> {
    const registry = this.auth.capabilities.roles;
    const editable = this.auth.hooks.applyFilters<Record<string, string>>('editable_roles', registry.getNames());
    for (const role of roles) {
      const definition = registry.getRole(role);
      if (definition === undefined) return new RestError('rest_user_invalid_role', `The role ${role} does not exist.`, { status: 400 });
      // Nobody may take `edit_users` away from themselves.
      if (currentUser().id === userId && definition.capabilities['edit_users'] !== true) {
        return denied('rest_user_invalid_role', 'Sorry, you are not allowed to give users that role.');
      }
      if (!editable[role]) return new RestError('rest_user_invalid_role', 'Sorry, you are not allowed to give users that role.', { status: 403 });
    }
    return true;
  }

  /** Meta, additional fields, actions and the edit-context response after a create or update. */
  /** `rest_insert_user`, then the request's meta and additional fields (inside the write's transaction); the user as stored after them. */
  private async saveExtras(id: number, request: RestRequest, args: UserWriteArgs, creating: boolean): Promise<UserRecord | RestError> {
    const user = await this.auth.storage.users.getById(id);
    if (user === undefined) return invalidId();
    this.auth.hooks.doAction('rest_insert_user', user, request, creating);
    const meta = args.meta;
    if (typeof meta === 'object' && meta !== null) {
      const failed = await this.meta.updateValue(meta, id);
      if (failed !== null) return failed;
    }
    const fieldsUpdate = await this.updateAdditionalFieldsForObject(user, request);
    if (fieldsUpdate instanceof RestError) return fieldsUpdate;
    return (await this.auth.storage.users.getById(id)) ?? user;
  }

  /** After the write committed: `rest_after_insert_user` and the response. */
  private async respondToWrite(user: UserRecord, request: RestRequest, creating: boolean): Promise<RestResponse> {
    const id = user.id;
    request.setParam('context', 'edit');
    this.auth.hooks.doAction('rest_after_insert_user', user, request, creating);
    const response = await this.prepareItemForResponse(user, request);
    if (creating) {
      response.setStatus(201);
      response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${id}`));
    }
    return response;
  }

  private rolesWithAnyCapability(capabilities: string[]): string[] {
    const registry = this.auth.capabilities.roles;
    return Object.keys(registry.getNames()).filter((slug) => {
      const caps = registry.getRole(slug)?.capabilities ?? {};
      return capabilities.some((cap) => caps[cap] === true || cap === slug);
    });
  }

  /** Reads what preparing each user of a page needs, for the whole page at once (then served from the request cache). */
  private async primeUsers(users: UserRecord[], request: RestRequest): Promise<void> {
    if (users.length === 0 || request.getMethod() === 'HEAD') return;
    const ids = users.map((user) => user.id);
    const fields = new Set(this.getFieldsForResponse(request));
    const storage = this.auth.storage.users;
    if (fields.has('capabilities') || fields.has('extra_capabilities')) await storage.getCapabilitiesOfMany(ids);
    if (fields.has('meta') && this.meta.fields().length > 0) await storage.meta.getAllOfMany(ids);
    // The self links' target hints check who may read each user: one who cannot list users needs published posts.
    if (linksRequested(request) && !(await this.can('list_users'))) await storage.hasPublishedPostsOfMany(ids, this.restPostTypeNames());
  }

  private hasPublishedPosts(userId: number): MaybePromise<boolean> {
    return publishedPostsNow(this.auth.storage.users, userId, this.restPostTypeNames());
  }

  private can(cap: string, ...args: unknown[]): MaybePromise<boolean> {
    return currentUserCan(this.auth.capabilities, cap, ...args);
  }

  private writeDeps(): { storage: AuthServices['storage']; hasher: AuthServices['hasher']; hooks: AuthServices['hooks'] } {
    return { storage: this.auth.storage, hasher: this.auth.hasher, hooks: this.auth.hooks };
  }
}

