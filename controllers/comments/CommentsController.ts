/**
 * WordPress's WP_REST_Comments_Controller under `wp/v2/comments`: read it beside
 * `class-wp-rest-comments-controller.php`. Routes are declared with decorators (their
 * arguments come from the schema and the `rest_comment_collection_params`
 * filter); permission rules live in CommentAccess, approval in commentApproval.
 */
import { primeComments } from './primeComments';
import {
  inject, type ControllerServices, BuiltInController, Methods, validateRequestArg, Args, Controller, Permission,
  Route, TOKENS, RestError, type ArgSchema, type ArgSchemaMap, type Schema, currentUser, type RestRequest, RestResponse,
} from '../kit';
import { avatarUrlsNow, getAvatarSizes } from '../../src/avatars/getAvatarUrls';
import type { IdArgs } from '../../src/baseControllers/CollectionArgs';
import { getDateWithGmt, isIpAddress } from '../../src/schema/index';
import { isEmpty, isTruthy, toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import { currentScope } from '../../src/scope/RequestScope';
import { formatUtc } from '../../src/storage/sql/values';
import type { CommentInput, CommentQuery, CommentRecord, CommentStore, PostRecord } from '../../src/storage/types';
import { PostAccess } from '../posts/PostAccess';
import { rfc3339 } from '../posts/postRendering';
import { linksRequested } from '../shared/linksRequested';
import { addPaginationHeaders } from '../shared/pagination';
import { withIdArg } from '../shared/idArg';
import { CommentAccess } from './CommentAccess';
import { allowComment, checkMaxLengths, type NewComment } from './commentApproval';
import { commentCollectionParams, type CommentCollectionArgs } from './commentCollectionParams';
import { commentLink, commentLinks, type CommentLinkDeps } from './commentLinks';
import type { MetaRegistry } from '../meta/MetaRegistry';
import { RestMetaFields, emptyMetaAsList } from '../meta/RestMetaFields';
import { readDiscussionSettings } from './commentOptions';
import { buildCommentSchema } from './commentSchema';
import { applyStatusParam, restStatus, statusFilter, trashComment, typeFilter } from './commentStatus';
import { autop } from './commentText';
import { denied, invalidPostId, notFound } from '../shared/restErrors';
import { andThen, type MaybePromise } from '../../src/hooks/maybePromise';
import { rowNow, rowView, userNow } from '../../src/storage/readNow';
import { runMaybeAsync, wait } from '../../src/hooks/maybeAsyncSteps';
import { isThenable } from '../../src/hooks/Hooks';

const invalidId = (): RestError => notFound('rest_comment_invalid_id', 'Invalid comment ID.');
const notAllowedToEdit = (field: string): string => `Sorry, you are not allowed to edit '${field}' for comments.`;
const noPost = (): RestError => new RestError('rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', { status: 403 });
const loginRequired = (): RestError => new RestError('rest_comment_login_required', 'Sorry, you must be logged in to comment.', { status: 401 });
const contentInvalid = (): RestError => new RestError('rest_comment_content_invalid', 'Invalid comment content.', { status: 400 });

/** Collection parameters that only users who may edit posts can change from their defaults. */
const ID = 'Unique identifier for the comment.';
const PASSWORD: ArgSchema = { description: 'The password for the parent post of the comment (if the post is password protected).', type: 'string' };

const PROTECTED_PARAMS = ['author', 'author_exclude', 'author_email', 'type', 'status'] as const;

/**
 * The writable fields of a comment (from the item schema): sent ones only, except that a
 * create gets `post` and `parent` 0 by default. `content` is a string or `{ raw }`, unsanitized.
 */
interface CommentWriteArgs {
  author?: number;
  author_email?: string;
  author_ip?: string;
  author_name?: string;
  author_url?: string;
  author_user_agent?: string;
  content?: unknown;
  date?: string;
  date_gmt?: string;
  parent?: number;
  post?: number;
  status?: string;
  meta?: Record<string, unknown>;
}

/** GET /comments/{id}: `context` defaults to view. */
type CommentReadArgs = IdArgs & { context: string; password?: string };
type CommentDeleteArgs = IdArgs & { force: boolean; password?: string };

@Controller('wp/v2', { restBase: 'comments' })
export class CommentsController extends BuiltInController {
  /** The app's registered meta keys (a property, so subclasses keep their constructors). */
  @inject(TOKENS.Meta) protected readonly metaRegistry!: MetaRegistry;
  readonly access: CommentAccess;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super(services);
    this.access = new CommentAccess(new PostAccess(this.capabilities, this.storage, this.postTypes, this.statuses));
  }

  /** The comment meta registered on the app, under `meta`. */
  protected get meta(): RestMetaFields {
    return new RestMetaFields(this.metaRegistry, 'comment', '', this.storage.comments.meta, this.capabilities);
  }

  protected override buildItemSchema(): Schema {
    return buildCommentSchema({
      avatarSizes: getAvatarSizes({ hooks: this.hooks }),
      checkAuthorEmail: (value, request, param) => checkCommentAuthorEmail(value, request, param),
      metaSchema: this.meta.fieldSchema(),
    });
  }

  override getCollectionParams(): ArgSchemaMap {
    return this.hooks.applyFilters<ArgSchemaMap>('rest_comment_collection_params', commentCollectionParams(super.getCollectionParams()));
  }

  // ------------------------------------------------------------ /comments

  /** Without a promise when the posts named are in the request's cache: each embedded page of replies runs it twice (itself and its Allow header). */
  override getItemsPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return runMaybeAsync(this.getItemsCheckSteps(request));
  }

  private *getItemsCheckSteps(request: RestRequest): Generator<unknown, true | RestError, unknown> {
    const posts = request.getParam('post');
    if (Array.isArray(posts)) {
      for (const postId of posts.map(toInt)) {
        const post = postId > 0 ? yield* wait(this.access.post(postId, request)) : undefined;
        if (post !== undefined && !(yield* wait(this.access.canReadPost(post, request)))) {
          return denied('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.');
        }
        if (postId === 0 && !(yield* wait(this.access.can('moderate_comments')))) {
          return denied('rest_cannot_read', 'Sorry, you are not allowed to read comments without a post.');
        }
      }
    }
    if (request.getParam('context') === 'edit' && !(yield* wait(this.access.can('moderate_comments')))) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to edit comments.');
    }
    if (!(yield* wait(this.access.can('edit_posts')))) {
      const forbidden = PROTECTED_PARAMS.filter((param) => {
        const value = request.getParam(param);
        if (param === 'status') return value !== 'approve';
        if (param === 'type') return value !== 'comment';
        return !isEmpty(value);
      });
      if (forbidden.length > 0) return denied('rest_forbidden_param', `Query parameter not permitted: ${forbidden.join(', ')}`);
    }
    return true;
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: CommentsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: CommentCollectionArgs): Promise<RestResponse | RestError> {
    const { per_page: perPage, page } = args;
    const query: CommentQuery = {
      limit: perPage,
      // PHP's empty(): an offset of 0 falls back to the page's.
      offset: args.offset || perPage * (page - 1),
      order: args.order,
      orderby: args.orderby,
      type: typeFilter(args.type),
    };
    const status = statusFilter(args.status);
    // An unknown status matches no comment (ids start at 1).
    if (status === null) query.include = [0];
    else query.status = status;
    for (const key of ['author', 'author_exclude', 'exclude', 'include', 'parent', 'parent_exclude', 'post'] as const) {
      const ids = args[key];
      if (ids !== undefined && ids.length > 0 && !(key === 'include' && status === null)) query[key] = ids;
    }
    if (args.author_email) query.author_email = args.author_email;
    if (args.search) query.search = args.search;
    for (const bound of ['before', 'after'] as const) {
      const local = args[bound] === undefined ? undefined : getDateWithGmt(args[bound])?.[0];
      if (local !== undefined) query[bound] = local;
    }

    const filtered = this.hooks.applyFilters<CommentQuery>('rest_comment_query', query, request);
    const result = await this.storage.comments.query(filtered);
    await primeComments(this.storage, this.postTypes, this.getFieldsForResponse(request), result.items, request);
    // HEAD answers only the pagination headers. Comments the user may not read are left out of the page
    // (the total still counts them, as WordPress's does).
    const prepared = request.getMethod() === 'HEAD' ? [] : this.prepareCollectionItems(result.items, request, (comment) => this.access.canRead(comment, request));
    const items = isThenable(prepared) ? await prepared : prepared;
    const response = new RestResponse(items);
    addPaginationHeaders(response, request, {
      total: result.total,
      perPage,
      offset: perPage * (page - 1),
      base: this.urls.restUrl(`/${this.namespace}/${this.restBase}`),
    });
    return response;
  }

  /**
   * Without a promise when a visitor is refused from cached options: the Allow header of every embedded
   * comments page runs this check for POST.
   */
  override createItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    const userId = currentUser().id;
    if (userId !== 0) return this.createCheckFor(userId, request);
    return andThen(readDiscussionSettings(this.storage.options), (settings) => {
      if (settings.comment_registration) return loginRequired();
      if (!isTruthy(this.hooks.applyFilters<unknown>('rest_allow_anonymous_comments', false, request))) return loginRequired();
      return this.createCheckFor(userId, request);
    });
  }

  /** The create check past the visitor gate: who may set what, and the post taking comments. */
  private async createCheckFor(userId: number, request: RestRequest): Promise<true | RestError> {
    const moderator = await this.access.can('moderate_comments');
    const author = request.getParam('author');
    if (author !== undefined && author !== null && toInt(author) !== userId && !moderator) {
      return denied('rest_comment_invalid_author', notAllowedToEdit('author'));
    }
    const ip = request.getParam('author_ip');
    if (ip !== undefined && ip !== null && !moderator) {
      const remote = currentScope()?.ip;
      if (remote === undefined || remote === '' || ip !== remote) return denied('rest_comment_invalid_author_ip', notAllowedToEdit('author_ip'));
    }
    const status = request.getParam('status');
    if (status !== undefined && status !== null && !moderator) return denied('rest_comment_invalid_status', notAllowedToEdit('status'));

    const postId = toInt(request.getParam('post'));
    const post = postId > 0 ? await this.storage.posts.get(postId) : undefined;
    if (post === undefined) return noPost();
    const cannotComment = 'Sorry, you are not allowed to create a comment on this post.';
    if (post.post_status === 'draft') return new RestError('rest_comment_draft_post', cannotComment, { status: 403 });
    if (post.post_status === 'trash') return new RestError('rest_comment_trash_post', cannotComment, { status: 403 });
    if (!(await this.access.canReadPost(post, request))) {
      return denied('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.');
    }
    if (!this.hooks.applyFilters<boolean>('comments_open', post.comment_status === 'open', post.id)) {
      return new RestError('rest_comment_closed', 'Sorry, comments are closed for this item.', { status: 403 });
    }
    return true;
  }

  @Route('', { methods: Methods.CREATABLE })
  @Args((c: CommentsController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: CommentWriteArgs): Promise<RestResponse | RestError> {
    // `id` and `type` are not arguments of the write (both are read-only fields): read as sent.
    if (!isEmpty(request.getParam('id'))) return new RestError('rest_comment_exists', 'Cannot create existing comment.', { status: 400 });
    const type = request.getParam('type');
    if (!isEmpty(type) && type !== 'comment') {
      return new RestError('rest_invalid_comment_type', 'Cannot create a comment with that type.', { status: 400 });
    }
    const prepared = await this.prepareItemForDatabase(request, args);
    if (prepared instanceof RestError) return prepared;
    const comment: NewComment = { ...prepared, comment_post_id: prepared.comment_post_id ?? 0, comment_type: 'comment' };
    comment.comment_content ??= '';
    if (!this.isContentAllowed(comment)) return contentInvalid();
    comment.comment_date_gmt ??= formatUtc(new Date(this.options.now()));

    const userId = currentUser().id;
    const missingAuthor = !comment.user_id && !comment.comment_author && !comment.comment_author_email && !comment.comment_author_url;
    if (userId > 0 && missingAuthor) {
      const user = await this.storage.users.getById(userId);
      if (user !== undefined) {
        Object.assign(comment, { user_id: user.id, comment_author: user.display_name, comment_author_email: user.user_email, comment_author_url: user.user_url });
      }
    }
    const settings = await readDiscussionSettings(this.storage.options);
    if (settings.require_name_email && (!comment.comment_author || !comment.comment_author_email)) {
      return new RestError('rest_comment_author_data_required', 'Creating a comment requires valid author name and email values.', { status: 400 });
    }
    comment.comment_author_email ??= '';
    comment.comment_author_url ??= '';
    comment.comment_agent ??= '';
    const lengths = checkMaxLengths(comment);
    if (lengths !== true) return lengths;

    // Checks and insert in one transaction holding the post's row: parallel twins see each other.
    const created = await this.storage.transaction(async () => {
      await this.storage.posts.lock(comment.comment_post_id);
      const approved = await allowComment({ storage: this.storage, capabilities: this.capabilities, hooks: this.hooks, settings, currentUserId: userId }, comment);
      if (approved instanceof RestError) return approved;
      comment.comment_approved = approved;

      const filtered = this.hooks.applyFilters<NewComment | RestError>('rest_pre_insert_comment', comment, request);
      if (filtered instanceof RestError) return filtered;
      // Local and GMT dates are the same: the site runs on UTC.
      const inserted = await this.storage.comments.create({ ...filtered, comment_date: filtered.comment_date ?? filtered.comment_date_gmt });
      if (!isEmpty(args.status)) await applyStatusParam(this.storage.comments, inserted, args.status, this.options.now());
      return this.saveExtras((await this.storage.comments.get(inserted.comment_id)) ?? inserted, request, args, true);
    });
    if (created instanceof RestError) return created;
    return this.respondToWrite(created, request, true);
  }

  // ------------------------------------------------------------ /comments/{id}

  /**
   * The comment `id` names, `rest_comment_invalid_id`, or `rest_post_invalid_id` when its post is gone;
   * without a promise when the request's cache holds them.
   */
  getComment(id: unknown): MaybePromise<CommentRecord | RestError> {
    return this.findComment(id, rowNow);
  }

  /** getComment() for a permission check, which only looks at the comment: the request cache's own row, not a copy. */
  private commentToCheck(id: unknown): MaybePromise<Readonly<CommentRecord> | RestError> {
    return this.findComment(id, rowView);
  }

  private findComment<C extends Readonly<CommentRecord>>(id: unknown, read: (comments: CommentStore, id: number) => MaybePromise<C | undefined>): MaybePromise<C | RestError> {
    const commentId = toInt(id);
    if (commentId <= 0) return invalidId();
    return andThen(read(this.storage.comments, commentId), (comment) => {
      if (comment === undefined) return invalidId();
      if (comment.comment_post_id === 0) return comment;
      // Only whether the post exists: its cached row is looked at, not copied.
      return andThen(rowView(this.storage.posts, comment.comment_post_id), (post) => (post === undefined ? invalidPostId() : comment));
    });
  }

  // The single-comment checks answer without a promise when the comment and its post are in the request's
  // cache: an embedded page of replies runs them for every comment's self link (targetHints).
  override getItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return andThen(this.commentToCheck(request.getParam('id')), (comment) => {
      if (comment instanceof RestError) return comment;
      if (request.getParam('context') !== 'edit') return this.readableComment(comment, request);
      return andThen(this.access.can('moderate_comments'), (moderator) =>
        (moderator ? this.readableComment(comment, request) : denied('rest_forbidden_context', 'Sorry, you are not allowed to edit comments.')));
    });
  }

  /** True when the user may read the comment and the post it is on. */
  private readableComment(comment: Readonly<CommentRecord>, request: RestRequest): MaybePromise<true | RestError> {
    return andThen(this.access.canRead(comment, request), (readable) => {
      if (!readable) return denied('rest_cannot_read', 'Sorry, you are not allowed to read this comment.');
      return andThen(this.access.postOf(comment, request), (post) => (post === undefined ? true : andThen(this.access.canReadPost(post, request),
        (postReadable) => postReadable || denied('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.'))));
    });
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.READABLE })
  @Args((c: CommentsController) => withIdArg(ID, { context: c.getContextParam({ default: 'view' }), password: PASSWORD }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: CommentReadArgs): Promise<RestResponse | RestError> {
    const comment = await this.getComment(args.id);
    if (comment instanceof RestError) return comment;
    return this.prepareItemForResponse(comment, request);
  }

  override updateItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return this.editableComment(request, () => denied('rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.'));
  }

  /** True when the request's comment exists and the user may edit it; `refusal` when not. */
  private editableComment(request: RestRequest, refusal: () => RestError): MaybePromise<true | RestError> {
    return andThen(this.commentToCheck(request.getParam('id')), (comment) =>
      (comment instanceof RestError ? comment : andThen(this.access.canEdit(comment), (editable) => (editable ? true : refusal()))));
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.EDITABLE })
  @Args((c: CommentsController) => withIdArg(ID, c.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: IdArgs & CommentWriteArgs): Promise<RestResponse | RestError> {
    const comment = await this.getComment(args.id);
    if (comment instanceof RestError) return comment;
    const type = request.getParam('type');
    if (type !== undefined && type !== null && type !== comment.comment_type) {
      return new RestError('rest_comment_invalid_type', 'Sorry, you are not allowed to change the comment type.', { status: 404 });
    }
    const prepared = await this.prepareItemForDatabase(request, args);
    if (prepared instanceof RestError) return prepared;
    if (prepared.comment_post_id && (await this.storage.posts.get(prepared.comment_post_id)) === undefined) {
      return new RestError('rest_comment_invalid_post_id', 'Invalid post ID.', { status: 403 });
    }
    // The author's address is always part of the prepared data, so a write happens even for a status-only change.
    if (!this.isContentAllowed(prepared)) return contentInvalid();
    const lengths = checkMaxLengths(prepared);
    if (lengths !== true) return lengths;
    // The row, its status, meta and additional fields in one transaction.
    const saved = await this.storage.transaction(async () => {
      const updated = await this.storage.comments.update(comment.comment_id, prepared);
      if (updated === undefined) return new RestError('rest_comment_failed_edit', 'Updating comment failed.', { status: 500 });
      if (args.status !== undefined) await applyStatusParam(this.storage.comments, updated, args.status, this.options.now());
      return this.saveExtras((await this.storage.comments.get(comment.comment_id)) ?? updated, request, args, false);
    });
    if (saved instanceof RestError) return saved;
    return this.respondToWrite(saved, request, false);
  }

  override deleteItemPermissionsCheck(request: RestRequest): MaybePromise<true | RestError> {
    return this.editableComment(request, () => denied('rest_cannot_delete', 'Sorry, you are not allowed to delete this comment.'));
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.DELETABLE })
  @Args(withIdArg(ID, { force: { type: 'boolean', default: false, description: 'Whether to bypass Trash and force deletion.' }, password: PASSWORD }))
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: CommentDeleteArgs): Promise<RestResponse | RestError> {
    const comment = await this.getComment(args.id);
    if (comment instanceof RestError) return comment;
    const force = args.force;
    const trashable = this.hooks.applyFilters<boolean>('rest_comment_trashable', true, comment);
    request.setParam('context', 'edit');
    let response: RestResponse;
    let done: boolean;
    if (force) {
      const previous = await this.prepareItemForResponse(comment, request);
      done = await this.storage.comments.delete(comment.comment_id);
      response = new RestResponse({ deleted: true, previous: previous.getData() });
    } else {
      if (!trashable) {
        return new RestError('rest_trash_not_supported', "The comment does not support trashing. Set 'force=true' to delete.", { status: 501 });
      }
      if (comment.comment_approved === 'trash') return new RestError('rest_already_trashed', 'The comment has already been trashed.', { status: 410 });
      done = await trashComment(this.storage.comments, comment, this.options.now());
      response = await this.prepareItemForResponse((await this.storage.comments.get(comment.comment_id)) ?? comment, request);
    }
    if (!done) return new RestError('rest_cannot_delete', 'The comment cannot be deleted.', { status: 500 });
    this.hooks.doAction('rest_delete_comment', comment, response, request);
    return response;
  }

  // ------------------------------------------------------------ shaping

  /** Without a promise when nothing has to be read (a page's comments, embedded for every post, mostly). */
  override prepareItemForResponse(item: unknown, request: RestRequest): MaybePromise<RestResponse> {
    const comment = item as CommentRecord;
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_comment', new RestResponse([]), comment, request);
    const fields = this.getFieldsForResponse(request);
    const post = isFieldIncluded('link', fields) || linksRequested(request) ? this.access.postOf(comment, request) : undefined;
    return andThen(post, (found) => this.presentComment(comment, found, fields, request));
  }

  /** The response of a comment on `post`; the fields that must be read (link, avatars, meta) are read together. */
  private presentComment(comment: CommentRecord, post: Readonly<PostRecord> | undefined, fields: readonly string[], request: RestRequest): MaybePromise<RestResponse> {
    const has = (field: string): boolean => isFieldIncluded(field, fields);
    const data: Record<string, unknown> = {};
    const reads: Promise<void>[] = [];
    // A value still being read keeps its key's place in the answer.
    const put = (key: string, value: unknown): void => {
      data[key] = value;
      if (isThenable(value)) {
        reads.push(Promise.resolve(value).then((settled) => {
          data[key] = settled;
        }));
      }
    };
    if (has('id')) data.id = comment.comment_id;
    if (has('post')) data.post = comment.comment_post_id;
    if (has('parent')) data.parent = comment.comment_parent;
    if (has('author')) data.author = comment.user_id;
    if (has('author_name')) data.author_name = comment.comment_author;
    if (has('author_email')) data.author_email = comment.comment_author_email;
    if (has('author_url')) data.author_url = comment.comment_author_url;
    if (has('author_ip')) data.author_ip = comment.comment_author_ip;
    if (has('author_user_agent')) data.author_user_agent = comment.comment_agent;
    if (has('date')) data.date = rfc3339(comment.comment_date);
    if (has('date_gmt')) data.date_gmt = rfc3339(comment.comment_date_gmt);
    if (has('content')) {
      data.content = { rendered: this.hooks.applyFilters<string>('comment_text', autop(comment.comment_content), comment, {}), raw: comment.comment_content };
    }
    if (has('link')) put('link', commentLink(this.linkDeps(), comment, post));
    if (has('status')) data.status = restStatus(comment.comment_approved);
    if (has('type')) data.type = comment.comment_type;
    if (has('author_avatar_urls')) {
      put('author_avatar_urls', avatarUrlsNow(
        { user_id: comment.user_id, author_email: comment.comment_author_email, type: comment.comment_type },
        { hooks: this.hooks, resolveUser: (id) => andThen(userNow(this.storage.users, id), (user) => ({ email: user?.user_email ?? null })) },
      ));
    }
    if (has('meta')) put('meta', this.meta.getValueMaybeAsync(comment.comment_id, request));

    const respond = (): MaybePromise<RestResponse> => andThen(this.addAdditionalFieldsMaybeAsync(data, request), (complete) => {
      const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
      const shaped = this.filterResponseByContext(complete, context);
      emptyMetaAsList(shaped);
      const response = new RestResponse(shaped);
      const links = isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields) ? commentLinks(this.linkDeps(), comment, post) : undefined;
      return andThen(links, (found) => {
        if (found !== undefined) response.addLinks(found);
        return this.hooks.applyFilters<RestResponse>('rest_prepare_comment', response, comment, request);
      });
    });
    return reads.length === 0 ? respond() : Promise.all(reads).then(respond);
  }

  /** The comment fields a write request sets (WordPress's prepare_item_for_database), or `rest_comment_author_invalid`. */
  protected override async prepareItemForDatabase(request: RestRequest, args: CommentWriteArgs): Promise<CommentInput | RestError> {
    const prepared: CommentInput = {};
    const content = args.content;
    if (typeof content === 'string') prepared.comment_content = content.trim();
    else if (typeof content === 'object' && content !== null && typeof (content as Record<string, unknown>).raw === 'string') {
      prepared.comment_content = ((content as Record<string, unknown>).raw as string).trim();
    }
    if (args.post !== undefined) prepared.comment_post_id = args.post;
    if (args.parent !== undefined) prepared.comment_parent = args.parent;
    if (args.author !== undefined) {
      const user = await this.storage.users.getById(args.author);
      if (user === undefined) return new RestError('rest_comment_author_invalid', 'Invalid comment author ID.', { status: 400 });
      Object.assign(prepared, { user_id: user.id, comment_author: user.display_name, comment_author_email: user.user_email, comment_author_url: user.user_url });
    }
    if (args.author_name !== undefined) prepared.comment_author = args.author_name;
    if (args.author_email !== undefined) prepared.comment_author_email = args.author_email;
    if (args.author_url !== undefined) prepared.comment_author_url = args.author_url;
    const remote = currentScope()?.ip;
    if (args.author_ip !== undefined && (await this.access.can('moderate_comments'))) prepared.comment_author_ip = args.author_ip;
    else prepared.comment_author_ip = remote !== undefined && isIpAddress(remote) !== false ? remote : '127.0.0.1';
    const agent = args.author_user_agent;
    if (!isEmpty(agent)) prepared.comment_agent = agent;
    else if (request.getHeader('user_agent')) prepared.comment_agent = request.getHeader('user_agent') ?? '';
    const { date, date_gmt: dateGmt } = args;
    const pair = !isEmpty(date) ? getDateWithGmt(date!) : !isEmpty(dateGmt) ? getDateWithGmt(dateGmt!, true) : null;
    if (pair) [prepared.comment_date, prepared.comment_date_gmt] = pair;
    return this.hooks.applyFilters<CommentInput>('rest_preprocess_comment', prepared, request);
  }

  // ------------------------------------------------------------ helpers

  /** Empty content is refused unless the `allow_empty_comment` filter allows it. */
  private isContentAllowed(comment: CommentInput): boolean {
    if (comment.comment_content === undefined) return true;
    if (this.hooks.applyFilters<boolean>('allow_empty_comment', false, comment)) return true;
    return comment.comment_content !== '';
  }

  /** Meta, additional fields, actions and the response after a create or update. */
  /** `rest_insert_comment`, then the meta and additional fields of the request (inside the write's transaction). */
  private async saveExtras(comment: CommentRecord, request: RestRequest, args: CommentWriteArgs, creating: boolean): Promise<CommentRecord | RestError> {
    this.hooks.doAction('rest_insert_comment', comment, request, creating);
    if (typeof args.meta === 'object' && args.meta !== null) {
      const failed = await this.meta.updateValue(args.meta, comment.comment_id);
      if (failed !== null) return failed;
    }
    const fieldsUpdate = await this.updateAdditionalFieldsForObject(comment, request);
    return fieldsUpdate instanceof RestError ? fieldsUpdate : comment;
  }

  /** After the write committed: `rest_after_insert_comment` and the response. */
  private async respondToWrite(comment: CommentRecord, request: RestRequest, creating: boolean): Promise<RestResponse> {
    const context = !creating || (await this.access.can('moderate_comments')) ? 'edit' : 'view';
    request.setParam('context', context);
    this.hooks.doAction('rest_after_insert_comment', comment, request, creating);
    const response = await this.prepareItemForResponse(comment, request);
    if (creating) {
      response.setStatus(201);
      response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${comment.comment_id}`));
    }
    return response;
  }

  private linkDeps(): CommentLinkDeps {
    return {
      storage: this.storage, options: this.options, urls: this.urls, hooks: this.hooks,
      postTypes: this.postTypes, namespace: this.namespace, restBase: this.restBase,
    };
  }
}

/** An author e-mail may be empty (an update can clear it); anything else must be a valid address. */
function checkCommentAuthorEmail(value: unknown, request: unknown, param: string): unknown {
  const email = value === null || value === undefined ? '' : String(value);
  if (email === '') return email;
  const valid = validateRequestArg(email, request, param);
  return valid instanceof RestError ? valid : email;
}
