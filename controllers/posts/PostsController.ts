/**
 * WordPress's WP_REST_Posts_Controller for one post type (read it beside
 * `class-wp-rest-posts-controller.php`). PostsController serves `post` under
 * `wp/v2/posts`; a subclass with its own `@Controller` rest base and
 * `postTypeName()` serves another type (PagesController). Routes are declared
 * with decorators; their arguments depend on the post type, so they are
 * functions of the controller, resolved when the routes are registered.
 */
import {
  inject, type ControllerServices, type RestController, BuiltInController, type IdArgs, Methods, validateRequestArg,
  Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, currentUser,
  type RestRequest, RestResponse, denied, invalidParamError, invalidPostId,
} from '../kit';
import { toInt } from '../../src/schema/php';
import { parseList } from '../../src/shaping/parseList';
import { sanitizeSlug } from '../../src/storage/sql/values';
import type { PostInput, PostQuery, PostRecord, PostStore } from '../../src/storage/types';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { isThenable } from '../../src/hooks/Hooks';
import { rowNow, rowView } from '../../src/storage/readNow';
import { addPaginationHeaders } from '../shared/pagination';
import { withIdArg } from '../shared/idArg';
import type { TaxonomyInfo } from '../../src/model/TaxonomyRegistry';
import type { PostTypeInfo } from '../../src/model/PostTypeRegistry';
import { PostAccess } from './PostAccess';
import { postCollectionParams, type PostCollectionArgs } from './postCollectionParams';
import { PostPresenter } from './PostPresenter';
import { buildCollectionQuery, resolveCollectionQuery } from './postQuery';
import { buildPostSchema, postSchemaLinks, writableStatuses } from './postSchema';
import type { MetaRegistry } from '../meta/MetaRegistry';
import type { RestMetaFields } from '../meta/RestMetaFields';
import { postMetaFields } from './postMeta';
import { PostWriter } from './PostWriter';
import type { PostWriteArgs } from './PostWriteArgs';
import { primePosts } from './primePosts';
import type { PostEndpoint } from './PostEndpoint';
import { putsStickiesFirst, withStickiesFirst } from './stickyPosts';
import { RequestMemo } from '../../src/server/RequestMemo';

const invalidId = (): RestError => invalidPostId();
/** Posts may be written through the batch endpoint. */
const BATCH = { v1: true } as const;
const ITEM = '/(?P<id>[\\d]+)';
/** The `id` of the single-post route, listed before each endpoint's own arguments (an endpoint's own wins). */
const POST_ID = 'Unique identifier for the post.';

/** GET /{posts}/{id} (see itemReadArgs): `excerpt_length` and `password` only for types whose schema has them. */
export type PostReadArgs = IdArgs & { context: string; excerpt_length?: number; password?: string };
export type PostDeleteArgs = IdArgs & { force: boolean };

/** The post type a posts (or revisions, autosaves) controller class was bound to by the per-type selection, if any. */
export function postTypeOfClass(controller: unknown): PostTypeInfo | undefined {
  return (controller as { restPostType?: PostTypeInfo }).restPostType;
}

/** Serves the bound post type's routes under its own namespace and rest base. */
export function addressOfBoundType(controller: RestController): void {
  const bound = postTypeOfClass(controller.constructor);
  if (bound === undefined) return;
  controller.namespace = bound.restNamespace;
  controller.restBase = bound.restBase;
}

@Controller('wp/v2', { restBase: 'posts' })
export class PostsController extends BuiltInController implements PostEndpoint {
  /** Set on the subclass made for one post type (postsControllers.ts): the type it serves. */
  static restPostType: PostTypeInfo | undefined;

  readonly access: PostAccess;
  protected readonly presenter: PostPresenter;
  protected readonly writer: PostWriter;
  /** The app's registered meta keys (a property, so subclasses keep their constructors). */
  @inject(TOKENS.Meta) metaRegistry!: MetaRegistry;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super(services);
    addressOfBoundType(this);
    this.access = this.createAccess();
    this.presenter = new PostPresenter(this);
    this.writer = new PostWriter(this);
  }

  /** The per-post permission checks (a controller with its own read rule returns its own). */
  protected createAccess(): PostAccess {
    return new PostAccess(this.capabilities, this.storage, this.postTypes, this.statuses);
  }

  /** The writer of this controller (autosaves reuse its request preparation). */
  writerFor(): PostWriter {
    return this.writer;
  }

  /** The post type this controller serves: the one its class is bound to, else `post`. */
  postTypeName(): string {
    return postTypeOfClass(this.constructor)?.name ?? 'post';
  }

  get postType(): PostTypeInfo {
    const type = this.postTypes.get(this.postTypeName());
    if (type === undefined) throw new Error(`Post type ${this.postTypeName()} is not registered.`);
    return type;
  }

  /** The `meta` field of this post type. */
  get meta(): RestMetaFields {
    return postMetaFields(this, this.postTypeName());
  }

  /** The taxonomies of this type shown in REST (their rest bases are item fields and filters). */
  restTaxonomies(): TaxonomyInfo[] {
    return this.taxonomies.forObjectType(this.postTypeName()).filter((taxonomy) => taxonomy.showInRest);
  }

  protected override buildItemSchema(): Schema {
    const schema = buildPostSchema(this.postType, this.restTaxonomies(), writableStatuses(this.statuses.listed()), {
      sanitizeSlug: (value) => sanitizeSlug(typeof value === 'string' ? value : String(value ?? '')),
      checkStatus: (value, request, param) => this.checkStatusArg(value, request, param),
      checkTemplate: (value) => (value === '' || value === null || value === undefined
        ? true
        : new RestError('rest_invalid_param', 'template is not one of .')),
      metaSchema: () => this.meta.fieldSchema(),
    });
    schema.links = postSchemaLinks(this.postType, this.restTaxonomies(), this.urls.restUrl(`/${this.namespace}/${this.restBase}/{id}`));
    return this.hooks.applyFilters<Schema>(`rest_${this.postTypeName()}_item_schema`, this.extendItemSchema(schema));
  }

  /** The collection query with the filters of this type's own (media: MIME types). */
  protected typeCollectionQuery(query: PostQuery, _args: PostCollectionArgs): PostQuery {
    return query;
  }

  /** The schema of a post type with fields of its own (attachments), before the schema filter runs. */
  protected extendItemSchema(schema: Schema): Schema {
    return schema;
  }

  /**
   * Fields of this type's own the write takes from the request (attachments: caption, description,
   * attached post), after the post fields were prepared and before `rest_pre_insert_{type}` runs.
   */
  async prepareTypeFields(_request: RestRequest, _input: PostInput, _existing: PostRecord | undefined): Promise<RestError | undefined> {
    return undefined;
  }

  /** Any registered status passes here; the write checks whether it may be used (WordPress's check_status). */
  private checkStatusArg(value: unknown, request: unknown, param: string): unknown {
    if (typeof value === 'string' && this.statuses.get(value) !== undefined) return true;
    return validateRequestArg(value, request, param);
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = postCollectionParams(
      super.getCollectionParams(),
      this.postType,
      this.restTaxonomies(),
      this.registeredStatuses(),
      // Only the list is parsed here; who may ask for which status is checked with the permissions.
      (value) => parseList(value).map((status) => sanitizeSlug(status)),
    );
    return this.hooks.applyFilters<ArgSchemaMap>(`rest_${this.postTypeName()}_collection_params`, params, this.postType);
  }

  /** Every registered status name, as WordPress lists them for the `status` filter. */
  private registeredStatuses(): string[] {
    const internal = ['auto-draft', 'inherit', 'request-pending', 'request-confirmed', 'request-failed', 'request-completed'];
    const names = [...this.statuses.listed().map((status) => status.name), ...internal.filter((name) => this.statuses.get(name) !== undefined)];
    return names.filter((name, index) => names.indexOf(name) === index);
  }

  /** The single-post endpoints' own arguments (the route's `id` comes first). */
  itemReadArgs(): ArgSchemaMap {
    // As WordPress: `excerpt_length` and `password` only when the type's schema has an excerpt and a password.
    const properties = this.getItemSchema().properties ?? {};
    const args: ArgSchemaMap = { context: this.getContextParam({ default: 'view' }) };
    if (properties.excerpt !== undefined) args.excerpt_length = { description: 'Override the default excerpt length.', type: 'integer' };
    if (properties.password !== undefined) args.password = { description: 'The password for the post if it is password protected.', type: 'string' };
    return withIdArg(POST_ID, args);
  }

  /** The post `id` names when it is of this controller's type, or `rest_post_invalid_id`; without a promise when the request's cache holds it. */
  getPost(id: unknown): MaybePromise<PostRecord | RestError> {
    return this.findPost(id, rowNow);
  }

  /** getPost() for a permission check, which only looks at the post: the request cache's own row, not a copy. */
  protected postToCheck(id: unknown): MaybePromise<Readonly<PostRecord> | RestError> {
    return this.findPost(id, rowView);
  }

  private findPost<P extends Readonly<PostRecord>>(id: unknown, read: (posts: PostStore, id: number) => MaybePromise<P | undefined>): MaybePromise<P | RestError> {
    const postId = toInt(id);
    if (postId <= 0) return invalidId();
    return andThen(read(this.storage.posts, postId), (post) => (post !== undefined && post.post_type === this.postTypeName() ? post : invalidId()));
  }

  // ------------------------------------------------------------ collection

  /** WordPress checks requested statuses while sanitizing `status`; storage calls are async, so it happens here. */
  private async checkRequestedStatuses(request: RestRequest): Promise<true | RestError> {
    // Like WordPress, only a status the client sent is sanitized: the default (`inherit` for media) is not.
    if (!(['GET', 'POST', 'JSON'] as const).some((source) => Object.hasOwn(request.paramsFrom(source), 'status'))) return true;
    const requested = request.getParam('status');
    const statuses = Array.isArray(requested) ? requested.map(String) : [];
    const cap = this.postType.cap;
    for (const status of statuses) {
      if (status === 'publish') continue;
      if ((await this.access.can(cap.edit_posts)) || (status === 'private' && (await this.access.can(cap.read_private_posts)))) {
        const valid = validateRequestArg(status, request, 'status');
        if (valid instanceof RestError) return invalidParamError('status', valid);
      } else {
        return invalidParamError('status', denied('rest_forbidden_status', 'Status is forbidden.'));
      }
    }
    return true;
  }

  /**
   * Requests whose `status` was already checked. WordPress checks it while sanitizing, once per request,
   * apart from the permission rules: checking the same request again (for its `Allow` header) judges
   * the permission alone, so a rejected status still leaves `Allow: GET` as in WordPress.
   */
  private readonly statusChecked = new RequestMemo<true>('post statuses checked');

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (request.memoized(this.statusChecked) !== true) {
      request.setMemo(this.statusChecked, true);
      const statuses = await this.checkRequestedStatuses(request);
      if (statuses !== true) return statuses;
    }
    if (request.getParam('context') === 'edit' && !(await this.access.can(this.postType.cap.edit_posts))) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to edit posts in this post type.');
    }
    return true;
  }

  /** Reads what the page's items will need, for all of them at once; subclasses add what their items need. */
  protected async primeItems(posts: readonly PostRecord[], request: RestRequest): Promise<void> {
    await primePosts(this, posts, request);
  }

  @Route('', { methods: 'GET', allow_batch: BATCH })
  @Args((c: PostsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: PostCollectionArgs): Promise<RestResponse | RestError> {
    if (args.orderby === 'relevance' && !args.search) {
      return new RestError('rest_no_search_term_defined', 'You need to define a search term to order by relevance.', { status: 400 });
    }
    if (args.orderby === 'include' && args.include.length === 0) {
      return new RestError('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.', { status: 400 });
    }
    const collection = await buildCollectionQuery(this.storage, args, this.postTypeName(), this.restTaxonomies());
    collection.query = this.hooks.applyFilters(`rest_${this.postTypeName()}_query`, this.typeCollectionQuery(collection.query, args), request);
    const query = await resolveCollectionQuery(this.storage, collection);
    const result = await this.storage.posts.query(query);

    const perPage = query.limit ?? args.per_page;
    const page = args.page;
    const maxPages = Math.ceil(result.total / Math.max(1, perPage));
    if (page > maxPages && result.total > 0) {
      return new RestError('rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
    }
    const posts = this.postTypeName() === 'post' && putsStickiesFirst(args, collection.query)
      ? await withStickiesFirst(this.storage, result.items, query, this.postTypeName())
      : result.items;
    await this.primeItems(posts, request);
    const edit = args.context === 'edit';
    // The page's posts are in the request's cache, so the checks mostly answer at once.
    const prepared = request.getMethod() === 'HEAD' ? []
      : this.prepareCollectionItems(posts, request, (post) => (edit ? this.access.canEdit(post) : this.access.canRead(post)));
    const items = isThenable(prepared) ? await prepared : prepared;
    const response = new RestResponse(items);
    addPaginationHeaders(response, request, {
      total: result.total,
      perPage,
      offset: (Math.max(1, page) - 1) * perPage,
      base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`),
    });
    return response;
  }

  // ------------------------------------------------------------ one post

  // The single-post checks answer without a promise when the post is in the request's cache: a page runs
  // them for every item's self link (targetHints).
  override getItemPermissionsCheck(request: RestRequest): MaybePromise<boolean | RestError> {
    return andThen(this.postToCheck(request.getParam('id')), (post) => {
      if (post instanceof RestError) return post;
      const readable = (): MaybePromise<boolean | RestError> => {
        const password = request.getQueryParams().password;
        if (typeof password === 'string' && password !== '' && password !== post.post_password) {
          return new RestError('rest_post_incorrect_password', 'Incorrect post password.', { status: 403 });
        }
        return this.access.canRead(post);
      };
      if (request.getParam('context') !== 'edit') return readable();
      return andThen(this.access.canEdit(post), (editable) => (editable ? readable() : denied('rest_forbidden_context', 'Sorry, you are not allowed to edit this post.')));
    });
  }

  @Route(ITEM, { methods: 'GET', allow_batch: BATCH })
  @Args((c: PostsController) => c.itemReadArgs())
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: PostReadArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    const response = await this.prepareItemForResponse(post, request);
    if (this.postType.viewable) response.linkHeader('alternate', await this.presenter.link(post), { type: 'text/html' });
    return response;
  }

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (toInt(request.getParam('id')) > 0) return new RestError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
    const cap = this.postType.cap;
    const author = toInt(request.getParam('author'));
    if (author !== 0 && author !== currentUser().id && !(await this.access.can(cap.edit_others_posts))) {
      return denied('rest_cannot_edit_others', 'Sorry, you are not allowed to create posts as this user.');
    }
    if (request.getParam('sticky') === true && (!(await this.access.can(cap.edit_others_posts)) || !(await this.access.can(cap.publish_posts)))) {
      return denied('rest_cannot_assign_sticky', 'Sorry, you are not allowed to make posts sticky.');
    }
    if (!(await this.access.can(cap.create_posts))) return denied('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
    if (!(await this.writer.canAssignTerms(request))) return denied('rest_cannot_assign_term', 'Sorry, you are not allowed to assign the provided terms.');
    return true;
  }

  @Route('', { methods: 'POST', allow_batch: BATCH })
  @Args((c: PostsController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: PostWriteArgs): Promise<RestResponse | RestError> {
    // `id` is read-only, not an argument of the create: read as sent.
    if (toInt(request.getParam('id')) > 0) return new RestError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
    const saved = await this.storage.transaction(() => this.writer.save(request, args, undefined));
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.postTypeName()}`, saved, request, true);
    const response = await this.prepareItemForResponse(saved, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${saved.id}`));
    return response;
  }

  override updateItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return andThen(this.postToCheck(request.getParam('id')), (post) => {
      if (post instanceof RestError) return post;
      return andThen(this.access.canEdit(post), (editable) => {
        if (!editable) return denied('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
        return this.changesAuthorStickyOrTerms(request, post) ? this.updateFieldPermissionsCheck(request, post) : true;
      });
    });
  }

  /** Whether an update asks for what needs more than edit_post: another author, a sticky change, or terms. */
  private changesAuthorStickyOrTerms(request: RestRequest, post: PostRecord): boolean {
    const author = toInt(request.getParam('author'));
    const sticky = request.getParam('sticky');
    return (author !== 0 && author !== currentUser().id)
      || (typeof sticky === 'boolean' && sticky !== post.sticky)
      || this.restTaxonomies().some((taxonomy) => Array.isArray(request.getParam(taxonomy.restBase)));
  }

  private async updateFieldPermissionsCheck(request: RestRequest, post: PostRecord): Promise<true | RestError> {
    const cap = this.postType.cap;
    const author = toInt(request.getParam('author'));
    if (author !== 0 && author !== currentUser().id && !(await this.access.can(cap.edit_others_posts))) {
      return denied('rest_cannot_edit_others', 'Sorry, you are not allowed to update posts as this user.');
    }
    const sticky = request.getParam('sticky');
    if (typeof sticky === 'boolean' && sticky !== post.sticky
      && (!(await this.access.can(cap.edit_others_posts)) || !(await this.access.can(cap.publish_posts)))) {
      return denied('rest_cannot_assign_sticky', 'Sorry, you are not allowed to make posts sticky.');
    }
    if (!(await this.writer.canAssignTerms(request))) return denied('rest_cannot_assign_term', 'Sorry, you are not allowed to assign the provided terms.');
    return true;
  }

  @Route(ITEM, { methods: 'POST, PUT, PATCH', allow_batch: BATCH })
  @Args((c: PostsController) => withIdArg(POST_ID, c.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: IdArgs & PostWriteArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    // One transaction holding the post's row: parallel updates apply one after another, each with its revision.
    const saved = await this.storage.transaction(async () => {
      const current = await this.storage.posts.lock(post.id);
      return current === undefined ? invalidPostId() : this.writer.save(request, args, current);
    });
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.postTypeName()}`, saved, request, false);
    return this.prepareItemForResponse(saved, request);
  }

  override deleteItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return andThen(this.postToCheck(request.getParam('id')), (post) => {
      if (post instanceof RestError) return post;
      return andThen(this.access.canDelete(post), (deletable) => (deletable ? true : denied('rest_cannot_delete', 'Sorry, you are not allowed to delete this post.')));
    });
  }

  @Route(ITEM, { methods: 'DELETE', allow_batch: BATCH })
  @Args(withIdArg(POST_ID, { force: { type: 'boolean', default: false, description: 'Whether to bypass Trash and force deletion.' } }))
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: PostDeleteArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    if (post instanceof RestError) return post;
    const supportsTrash = this.hooks.applyFilters<boolean>(`rest_${this.postTypeName()}_trashable`, true, post);
    if (!(await this.access.canDelete(post))) {
      return denied('rest_user_cannot_delete_post', 'Sorry, you are not allowed to delete this post.');
    }
    request.setParam('context', 'edit');
    let response: RestResponse;
    if (args.force) {
      const previous = await this.prepareItemForResponse(post, request);
      if (!(await this.storage.posts.delete(post.id))) return new RestError('rest_cannot_delete', 'The post cannot be deleted.', { status: 500 });
      response = new RestResponse({ deleted: true, previous: previous.getData() });
    } else {
      if (!supportsTrash) {
        return new RestError('rest_trash_not_supported', "The post does not support trashing. Set 'force=true' to delete.", { status: 501 });
      }
      if (post.post_status === 'trash') return new RestError('rest_already_trashed', 'The post has already been deleted.', { status: 410 });
      const trashed = await this.writer.trash(post);
      if (trashed === undefined) return new RestError('rest_cannot_delete', 'The post cannot be deleted.', { status: 500 });
      response = await this.prepareItemForResponse(trashed, request);
    }
    this.hooks.doAction(`rest_delete_${this.postTypeName()}`, post, response, request);
    return response;
  }

  // ------------------------------------------------------------ shaping

  /** Without a promise when the presenter needs no read. */
  override prepareItemForResponse(item: unknown, request: RestRequest): MaybePromise<RestResponse> {
    const post = item as PostRecord;
    if (request.getMethod() === 'HEAD') {
      return this.hooks.applyFilters<RestResponse>(`rest_prepare_${this.postTypeName()}`, new RestResponse([]), post, request);
    }
    return andThen(this.presenter.present(post, request),
      (response) => this.hooks.applyFilters<RestResponse>(`rest_prepare_${this.postTypeName()}`, response, post, request));
  }
}

@Controller('wp/v2', { restBase: 'pages' })
export class PagesController extends PostsController {
  override postTypeName(): string {
    return 'page';
  }
}
