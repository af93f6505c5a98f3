/**
 * What WordPress's font families and font faces controllers share on top of the
 * posts controller: theme-options read checks with their own words, a trimmed
 * collection (no dates, search or status; ordered by id), deletion only with
 * `force`, and responses built from the item's settings rather than post fields.
 */
import { RestError, type ArgSchemaMap, type Schema, currentUser, type RestRequest, RestResponse } from '../kit';
import { isEmpty } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import type { PostInput, PostRecord } from '../../src/storage/types';
import { PostsController } from '../posts/PostsController';
import { THEME_JSON_VERSION, THEME_JSON_VERSION_SCHEMA, decodeSettings, type FontSettings } from './fontSettings';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const cannotRead = (message: string): RestError => denied('rest_cannot_read', message);

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

  /** The item schema: the post id, the theme.json version and the controller's own `fields`. */
  protected fontItemSchema(fields: Record<string, Schema>): Schema {
    return objectSchema(this.postTypeName(), {
      id: { description: 'Unique identifier for the post.', type: 'integer', context: ['view', 'edit', 'embed'], readonly: true },
      theme_json_version: THEME_JSON_VERSION_SCHEMA,
      ...fields,
    });
  }

  /**
   * The write arguments: the theme.json version and the settings as a JSON string
   * (so multipart forms can carry them), checked by `validate` and decoded by `sanitize`.
   */
  protected settingsArgs(param: string, description: string, validate: (value: unknown, request: RestRequest) => true | RestError, sanitize: (settings: FontSettings) => FontSettings): ArgSchemaMap {
    return {
      theme_json_version: THEME_JSON_VERSION_SCHEMA,
      [param]: {
        description,
        type: 'string',
        required: true,
        validate_callback: (value, request) => validate(value, request as RestRequest),
        sanitize_callback: (value) => sanitize(decodeSettings(value) ?? {}),
      },
    };
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

  /**
   * The 201 answer for a new item, in the edit context, with its `Location`: the rest
   * base and id, as WordPress's rest_get_route_for_post writes it (for faces the
   * base still holds the family pattern, as it does in WordPress).
   */
  protected async createdResponse(post: PostRecord, request: RestRequest): Promise<RestResponse> {
    request.setParam('context', 'edit');
    this.hooks.doAction(`rest_after_insert_${this.postTypeName()}`, post, request, true);
    const response = await this.prepareItemForResponse(post, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${post.id}`));
    return response;
  }

  /**
   * The response of an item: its id, the theme.json version and the controller's
   * `own` fields (each computed only when the request asks for it), additional
   * fields, the context's fields, the links when asked for (faces also for
   * `_embedded`), then `rest_prepare_{type}`.
   */
  protected async respond(
    post: PostRecord, request: RestRequest, own: Record<string, () => unknown>, links: () => FontLink[] | Promise<FontLink[]>, linksForEmbed = false,
  ): Promise<RestResponse> {
    const fields = this.getFieldsForResponse(request);
    const getters: Record<string, () => unknown> = { id: () => post.id, theme_json_version: () => THEME_JSON_VERSION, ...own };
    const data: Record<string, unknown> = {};
    for (const [field, get] of Object.entries(getters)) if (isFieldIncluded(field, fields)) data[field] = await get();
    const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    const prepared = await this.addAdditionalFieldsToObject(data, request);
    const response = new RestResponse(this.filterResponseByContext(prepared, context));
    if (isFieldIncluded('_links', fields) || (linksForEmbed && isFieldIncluded('_embedded', fields))) {
      for (const link of await links()) response.addLink(link.rel, link.href, link.attributes ?? {});
    }
    return this.hooks.applyFilters<RestResponse>(`rest_prepare_${this.postTypeName()}`, response, post, request);
  }
}
