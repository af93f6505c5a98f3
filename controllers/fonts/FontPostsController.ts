/**
 * What WordPress's font families and font faces controllers share on top of the
 * posts controller: theme-options read checks with their own words, a trimmed
 * collection (no dates, search or status; ordered by id), deletion only with
 * `force`, and responses built from the item's settings rather than post fields.
 */
import { RestError } from '../../src/errors/RestError';
import type { ArgSchemaMap } from '../../src/schema/types';
import { isEmpty } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import { authorizationRequiredCode, currentUser } from '../../src/server/RequestScope';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';
import type { PostInput, PostRecord } from '../../src/storage/types';
import { PostsController } from '../posts/PostsController';

const cannotRead = (message: string): RestError => new RestError('rest_cannot_read', message, { status: authorizationRequiredCode() });

/** Collection filters the font controllers do not take. */
const UNUSED_FILTERS = ['after', 'modified_after', 'before', 'modified_before', 'search', 'search_columns', 'status'];

export interface FontLink {
  rel: string;
  href: string;
  attributes?: Record<string, unknown>;
}

export abstract class FontPostsController extends PostsController {
  /** How permission messages name the items: `font families`, `font family`. */
  protected abstract readonly plural: string;
  protected abstract readonly singular: string;
  /** Collection filters this controller drops beyond the shared ones (faces: `slug`). */
  protected readonly droppedFilters: readonly string[] = [];

  override async getItemsPermissionsCheck(_request: RestRequest): Promise<true | RestError> {
    return (await this.access.can(this.postType.cap.read)) ? true : cannotRead(`Sorry, you are not allowed to access ${this.plural}.`);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const post = await this.getPost(request.getParam('id'));
    if (post instanceof RestError) return post;
    return (await this.access.can('read_post', post.id)) ? true : cannotRead(`Sorry, you are not allowed to access this ${this.singular}.`);
  }

  override getCollectionParams(): ArgSchemaMap {
    const params = { ...super.getCollectionParams() };
    for (const name of [...UNUSED_FILTERS, ...this.droppedFilters]) delete params[name];
    params.orderby = { ...params.orderby, default: 'id', enum: ['id', 'include'] };
    return this.hooks.applyFilters<ArgSchemaMap>(`rest_${this.postTypeName()}_collection_params`, params);
  }

  /** WordPress keeps no font items in the trash: deleting needs `force`. */
  protected trashRefused(request: RestRequest): RestError | undefined {
    if (request.getParam('force') === true) return undefined;
    // WordPress words it this way for families too.
    return new RestError('rest_trash_not_supported', 'Font faces do not support trashing. Set "force=true" to delete.', { status: 501 });
  }

  /** A published font item written by the current user. */
  protected async insertPost(input: PostInput): Promise<PostRecord> {
    return this.storage.posts.create({ post_type: this.postTypeName(), post_status: 'publish', post_author: currentUser().id, ...input });
  }

  /** The 201 answer for a new item, in the edit context, with its `Location`. */
  protected async createdResponse(post: PostRecord, request: RestRequest, route: string): Promise<RestResponse> {
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.postTypeName()}`, post, request, true);
    const response = await this.prepareItemForResponse(post, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(route));
    return response;
  }

  /**
   * The response of `data` (built from the fields the request asked for): additional
   * fields, the context's fields, the links when asked for (faces also for `_embedded`), then `rest_prepare_{type}`.
   */
  protected async respond(post: PostRecord, request: RestRequest, data: Record<string, unknown>, links: () => Promise<FontLink[]>, linksForEmbed = false): Promise<RestResponse> {
    const fields = this.getFieldsForResponse(request);
    const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    const prepared = await this.addAdditionalFieldsToObject(data, request);
    const response = new RestResponse(this.filterResponseByContext(prepared, context));
    if (isFieldIncluded('_links', fields) || (linksForEmbed && isFieldIncluded('_embedded', fields))) {
      for (const link of await links()) response.addLink(link.rel, link.href, link.attributes ?? {});
    }
    return this.hooks.applyFilters<RestResponse>(`rest_prepare_${this.postTypeName()}`, response, post, request);
  }
}
