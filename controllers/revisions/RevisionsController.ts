/**
 * WordPress's WP_REST_Revisions_Controller for one parent post type (read it
 * beside `class-wp-rest-revisions-controller.php`): `…/posts/{parent}/revisions`
 * and `…/revisions/{id}` (GET, DELETE with force). Only editors of the parent
 * may see its revisions. PageRevisionsController serves pages.
 */
import { inject } from 'inversify';
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { RestController } from '../../src/controllers/RestController';
import { Controller } from '../../src/decorators/index';
import { TOKENS } from '../../src/di/tokens';
import { RestError } from '../../src/errors/RestError';
import type { Hooks } from '../../src/hooks/Hooks';
import type { ArgSchemaMap, Schema } from '../../src/schema/types';
import { toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import { authorizationRequiredCode } from '../../src/server/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { RestServer } from '../../src/server/RestServer';
import type { HandlerSetInput, RouteOptions } from '../../src/server/HandlerSet';
import type { RestUrls } from '../../src/server/RestUrls';
import type { PostRecord, Storage } from '../../src/storage/types';
import { PagesController, PostsController } from '../posts/PostsController';
import { plainRevisions } from '../posts/PostPresenter';
import { renderContent, renderExcerpt, renderTitle, rfc3339 } from '../posts/postRendering';
import { linksRequested } from '../shared/linksRequested';
import { isEmptyParam } from '../shared/params';
import { addQueryArgs } from '../shared/queryUrl';
import { buildRevisionSchema } from './revisionSchema';

type ParentControllerClass = typeof PostsController;

const denied = (code: string, message: string): RestError => new RestError(code, message, { status: authorizationRequiredCode() });

@Controller('wp/v2', { restBase: 'posts' })
export class PostRevisionsController extends RestController {
  private parentInstance: PostsController | null = null;

  constructor(
    @inject(TOKENS.Capabilities) readonly capabilities: Capabilities,
    @inject(TOKENS.Storage) readonly storage: Storage,
    @inject(TOKENS.Hooks) readonly hooks: Hooks,
    @inject(TOKENS.Options) readonly options: ResolvedOptions,
    @inject(TOKENS.RestUrls) readonly urls: RestUrls,
  ) {
    super();
  }

  /** The controller of the parent post type (its schema, permissions and writes are reused). */
  protected parentControllerClass(): ParentControllerClass {
    return PostsController;
  }

  get parentController(): PostsController {
    const Parent = this.parentControllerClass();
    this.parentInstance ??= new Parent(this.capabilities, this.storage, this.hooks, this.options, this.urls);
    return this.parentInstance;
  }

  protected override buildItemSchema(): Schema {
    return buildRevisionSchema(this.parentController.postTypeName(), this.parentController.getItemSchema());
  }

  /** The route segment under the parent (`revisions`, `autosaves`). */
  protected segment(): string {
    return 'revisions';
  }

  protected parentBase(): string {
    return `/${this.parentController.restBase}`;
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    const { default: _none, ...perPage } = params.per_page ?? {};
    return {
      ...params,
      per_page: perPage,
      exclude: { description: 'Ensure result set excludes specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
      include: { description: 'Limit result set to specific IDs.', type: 'array', items: { type: 'integer' }, default: [] },
      offset: { description: 'Offset the result set by a specific number of items.', type: 'integer' },
      order: { description: 'Order sort attribute ascending or descending.', type: 'string', default: 'desc', enum: ['asc', 'desc'] },
      orderby: {
        description: 'Sort collection by object attribute.', type: 'string', default: 'date',
        enum: ['date', 'id', 'include', 'relevance', 'slug', 'include_slugs', 'title'],
      },
    };
  }

  override registerRoutes(server: RestServer): void {
    this.server = server;
    const base = `${this.parentBase()}/(?P<parent>[\\d]+)/${this.segment()}`;
    const parentArg: ArgSchemaMap = { parent: { description: 'The ID for the parent of the revision.', type: 'integer' } };
    const schema = { schema: () => this.getPublicItemSchema() };
    server.registerRoute(this.namespace, base, Object.assign([
      { methods: 'GET', callback: (r: RestRequest) => this.getItems(r), permission_callback: (r: RestRequest) => this.getItemsPermissionsCheck(r), args: this.getCollectionParams() },
    ], { ...schema, args: parentArg }));
    server.registerRoute(this.namespace, `${base}/(?P<id>[\\d]+)`, Object.assign<HandlerSetInput[], RouteOptions>([
      { methods: 'GET', callback: (r: RestRequest) => this.getItem(r), permission_callback: (r: RestRequest) => this.getItemPermissionsCheck(r), args: { context: this.getContextParam({ default: 'view' }) } },
      {
        methods: 'DELETE', callback: (r: RestRequest) => this.deleteItem(r), permission_callback: (r: RestRequest) => this.deleteItemPermissionsCheck(r),
        args: { force: { type: 'boolean', default: false, description: 'Required to be true, as revisions do not support trashing.' } },
      },
    ], { ...schema, args: { ...parentArg, id: { description: 'Unique identifier for the revision.', type: 'integer' } } }));
  }

  /** The parent post, or `rest_post_invalid_parent`. */
  async getParent(id: unknown): Promise<PostRecord | RestError> {
    const error = new RestError('rest_post_invalid_parent', 'Invalid post parent ID.', { status: 404 });
    const parentId = toInt(id);
    if (parentId <= 0) return error;
    const post = await this.storage.posts.get(parentId);
    return post !== undefined && post.post_type === this.parentController.postTypeName() ? post : error;
  }

  async getRevision(id: unknown): Promise<PostRecord | RestError> {
    const error = new RestError('rest_post_invalid_id', 'Invalid revision ID.', { status: 404 });
    const revisionId = toInt(id);
    if (revisionId <= 0) return error;
    const post = await this.storage.posts.get(revisionId);
    return post !== undefined && post.post_type === 'revision' ? post : error;
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    if (!(await this.parentController.access.can('edit_post', parent.id))) {
      return denied('rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.');
    }
    return true;
  }

  override async getItems(request: RestRequest): Promise<RestResponse | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    const orderby = String(request.getParam('orderby') ?? 'date');
    if (orderby === 'relevance' && isEmptyParam(request.getParam('search'))) {
      return new RestError('rest_no_search_term_defined', 'You need to define a search term to order by relevance.', { status: 400 });
    }
    const include = Array.isArray(request.getParam('include')) ? (request.getParam('include') as unknown[]).map(toInt) : [];
    if (orderby === 'include' && include.length === 0) {
      return new RestError('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.', { status: 400 });
    }
    const all = this.sortRevisions(this.filterRevisions(await plainRevisions(this, parent.id), request, include), orderby, request.getParam('order') === 'asc', include);
    const perPageParam = request.getParam('per_page');
    const perPage = isEmptyParam(perPageParam) ? -1 : toInt(perPageParam);
    const page = isEmptyParam(request.getParam('page')) ? 1 : toInt(request.getParam('page'));
    const offset = isEmptyParam(request.getParam('offset')) ? 0 : toInt(request.getParam('offset'));
    const start = offset > 0 ? offset : (perPage > 0 ? (page - 1) * perPage : 0);
    const total = all.length;
    const maxPages = perPage > 0 ? Math.ceil(total / perPage) : (total > 0 ? 1 : 0);
    if (total > 0) {
      if (offset > 0 && offset >= total) {
        return new RestError('rest_revision_invalid_offset_number', 'The offset number requested is larger than or equal to the number of available revisions.', { status: 400 });
      }
      if (offset === 0 && page > maxPages) {
        return new RestError('rest_revision_invalid_page_number', 'The page number requested is larger than the number of pages available.', { status: 400 });
      }
    }
    const slice = perPage > 0 ? all.slice(start, start + perPage) : all.slice(start);
    const items: unknown[] = [];
    if (request.getMethod() !== 'HEAD') {
      for (const revision of slice) items.push(await this.prepareResponseForCollection(await this.prepareItemForResponse(revision, request)));
    }
    const response = new RestResponse(items);
    response.header('X-WP-Total', String(total));
    response.header('X-WP-TotalPages', String(maxPages));
    const base = addQueryArgs(this.urls.restUrl(`/${this.namespace}${this.parentBase()}/${parent.id}/${this.segment()}`), request.getQueryParams());
    if (page > 1) response.linkHeader('prev', addQueryArgs(base, {}, { page: Math.min(page - 1, maxPages) }));
    if (maxPages > page) response.linkHeader('next', addQueryArgs(base, {}, { page: page + 1 }));
    return response;
  }

  private filterRevisions(revisions: PostRecord[], request: RestRequest, include: number[]): PostRecord[] {
    const exclude = Array.isArray(request.getParam('exclude')) ? (request.getParam('exclude') as unknown[]).map(toInt) : [];
    const search = typeof request.getParam('search') === 'string' ? String(request.getParam('search')).toLowerCase() : '';
    return revisions.filter((revision) => (include.length === 0 || include.includes(revision.id))
      && !exclude.includes(revision.id)
      && (search === '' || [revision.post_title, revision.post_content, revision.post_excerpt].some((text) => text.toLowerCase().includes(search))));
  }

  private sortRevisions(revisions: PostRecord[], orderby: string, ascending: boolean, include: number[]): PostRecord[] {
    const key = (revision: PostRecord): string | number => {
      switch (orderby) {
        case 'id': return revision.id;
        case 'slug': return revision.post_name;
        case 'title': return revision.post_title.toLowerCase();
        default: return revision.post_date;
      }
    };
    if (orderby === 'include') return [...revisions].sort((a, b) => include.indexOf(a.id) - include.indexOf(b.id));
    return [...revisions].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return ascending ? order : -order;
    });
  }

  override getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.getItemsPermissionsCheck(request);
  }

  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    const revision = await this.getRevision(request.getParam('id'));
    if (revision instanceof RestError) return revision;
    if (revision.post_parent !== parent.id) {
      return new RestError('rest_revision_parent_id_mismatch', `The revision does not belong to the specified parent with id of "${parent.id}"`, { status: 404 });
    }
    return this.prepareItemForResponse(revision, request);
  }

  override async deleteItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    if (!(await this.parentController.access.can('delete_post', parent.id))) {
      return denied('rest_cannot_delete', 'Sorry, you are not allowed to delete revisions of this post.');
    }
    const revision = await this.getRevision(request.getParam('id'));
    if (revision instanceof RestError) return revision;
    const readable = await this.getItemsPermissionsCheck(request);
    if (readable !== true) return readable;
    if (!(await this.parentController.access.can('delete_post', revision.id))) {
      return denied('rest_cannot_delete', 'Sorry, you are not allowed to delete this revision.');
    }
    return true;
  }

  override async deleteItem(request: RestRequest): Promise<RestResponse | RestError> {
    const revision = await this.getRevision(request.getParam('id'));
    if (revision instanceof RestError) return revision;
    if (request.getParam('force') !== true) {
      return new RestError('rest_trash_not_supported', "Revisions do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    const previous = await this.prepareItemForResponse(revision, request);
    const deleted = await this.storage.posts.delete(revision.id);
    this.hooks.doAction('rest_delete_revision', deleted ? revision : false, request);
    if (!deleted) return new RestError('rest_cannot_delete', 'The post cannot be deleted.', { status: 500 });
    return new RestResponse({ deleted: true, previous: previous.getData() });
  }

  /** The revision's fields in WordPress's order; `extra` adds fields of subclasses before shaping. */
  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const revision = item as PostRecord;
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_revision', new RestResponse([]), revision, request);
    const fields = this.getFieldsForResponse(request);
    const has = (field: string): boolean => isFieldIncluded(field, fields);
    const data: Record<string, unknown> = {};
    if (has('author')) data.author = revision.post_author;
    if (has('date')) data.date = rfc3339(revision.post_date);
    if (has('date_gmt')) data.date_gmt = rfc3339(revision.post_date_gmt);
    if (has('id')) data.id = revision.id;
    if (has('modified')) data.modified = rfc3339(revision.post_modified);
    if (has('modified_gmt')) data.modified_gmt = rfc3339(revision.post_modified_gmt);
    if (has('parent')) data.parent = revision.post_parent;
    if (has('slug')) data.slug = revision.post_name;
    if (has('guid')) data.guid = { rendered: revision.guid, raw: revision.guid };
    if (has('title')) data.title = { raw: revision.post_title, rendered: renderTitle(revision.post_title) };
    if (has('content')) data.content = { raw: revision.post_content, rendered: renderContent(revision.post_content) };
    if (has('excerpt')) data.excerpt = { raw: revision.post_excerpt, rendered: renderExcerpt(revision.post_excerpt, revision.post_content) };
    await this.addFields(data, revision, has);
    const context = isEmptyParam(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    const response = new RestResponse(this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), context));
    if (linksRequested(request) && revision.post_parent > 0) {
      response.addLinks({ parent: { href: this.urls.restUrl(`/${this.namespace}${this.parentBase()}/${revision.post_parent}`) } });
    }
    return this.hooks.applyFilters<RestResponse>(this.prepareFilter(), response, revision, request);
  }

  /** Fields a subclass adds (autosaves: preview_link). */
  protected async addFields(_data: Record<string, unknown>, _revision: PostRecord, _has: (field: string) => boolean): Promise<void> {
    // Revisions have none beyond the common ones.
  }

  protected prepareFilter(): string {
    return 'rest_prepare_revision';
  }
}

@Controller('wp/v2', { restBase: 'pages' })
export class PageRevisionsController extends PostRevisionsController {
  protected override parentControllerClass(): ParentControllerClass {
    return PagesController;
  }
}

