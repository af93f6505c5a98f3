/**
 * What the revisions and autosaves controllers share (WordPress's autosaves
 * controller builds on its revisions controller): the parent post type's
 * controller, finding the parent and the revision, the schema and the response
 * shape. Routes are declared by the subclasses; their rest base is the
 * parent's (`posts`), so their paths hang under it.
 */
import {
  inject, type ControllerServices, BuiltInController, TOKENS, RestError, type ArgSchemaMap, type Schema,
  type RestRequest, RestResponse, denied, invalidPostId,
} from '../kit';
import type { MetaRegistry } from '../meta/MetaRegistry';
import { isEmpty, toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import type { PostRecord } from '../../src/storage/types';
import { addressOfBoundType, PostsController } from '../posts/PostsController';
import { renderTitle } from '../posts/postRendering';
import { contentRendererFor } from '../content/installContentRendering';
import { withRouteArgs } from '../posts/routeArgs';
import { linksRequested } from '../shared/linksRequested';
import { buildRevisionSchema } from './revisionSchema';
import { addRevisionCommonFields } from './revisionCommonFields';

export type ParentControllerClass = typeof PostsController;


/** `args` after the route's `parent` (described as `description` says) and, when given, its `id`. */
export function childRouteArgs(parent: string, args: ArgSchemaMap, id?: string): ArgSchemaMap {
  const common: ArgSchemaMap = { parent: { description: parent, type: 'integer' } };
  if (id !== undefined) common.id = { description: id, type: 'integer' };
  return withRouteArgs(common, args);
}

export class RevisionResource extends BuiltInController {
  /** Set on the subclass made for one post type (postsControllers.ts): the controller class of that type. */
  static boundParent: ParentControllerClass | undefined;
  private parentInstance: PostsController | null = null;
  /** The app's registered meta keys (a property, so subclasses keep their constructors). */
  @inject(TOKENS.Meta) readonly metaRegistry!: MetaRegistry;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super(services);
    addressOfBoundType(this);
  }

  /** The controller of the parent post type (its schema, permissions and writes are reused). */
  protected parentControllerClass(): ParentControllerClass {
    return (this.constructor as typeof RevisionResource).boundParent ?? PostsController;
  }

  get parentController(): PostsController {
    this.parentInstance ??= this.services.controller(this.parentControllerClass());
    return this.parentInstance;
  }

  protected override buildItemSchema(): Schema {
    return buildRevisionSchema(this.parentController.postTypeName(), this.parentController.getItemSchema(), this.parentController.meta.fieldSchema());
  }

  /** The `context` argument of the single-item endpoints. */
  protected viewContextArgs(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
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
    const error = invalidPostId('Invalid revision ID.');
    const revisionId = toInt(id);
    if (revisionId <= 0) return error;
    const post = await this.storage.posts.get(revisionId);
    return post !== undefined && post.post_type === 'revision' ? post : error;
  }

  /** The parent `id` names, when the current user may edit it (only editors see its revisions); else `message`. */
  protected async editableParent(id: unknown, message: string): Promise<PostRecord | RestError> {
    const parent = await this.getParent(id);
    if (parent instanceof RestError) return parent;
    if (!(await this.parentController.access.can('edit_post', parent.id))) return denied('rest_cannot_read', message);
    return parent;
  }

  /** Whoever may list the parent's revisions may read each one. */
  override getItemPermissionsCheck(request: RestRequest): unknown {
    return this.getItemsPermissionsCheck(request);
  }

  /** The revision's fields in WordPress's order; subclasses add theirs in {@link addFields}. */
  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const revision = item as PostRecord;
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_revision', new RestResponse([]), revision, request);
    const fields = this.getFieldsForResponse(request);
    const has = (field: string): boolean => isFieldIncluded(field, fields);
    const data: Record<string, unknown> = {};
    addRevisionCommonFields(data, revision, has);
    if (has('slug')) data.slug = revision.post_name;
    if (has('guid')) data.guid = { rendered: revision.guid, raw: revision.guid };
    if (has('title')) data.title = { raw: revision.post_title, rendered: renderTitle(revision.post_title) };
    if (has('content')) data.content = { raw: revision.post_content, rendered: await contentRendererFor(this.hooks).postContent(revision) };
    if (has('excerpt')) data.excerpt = { raw: revision.post_excerpt, rendered: await contentRendererFor(this.hooks).postExcerpt(revision) };
    if (has('meta')) data.meta = await this.parentController.meta.getValue(revision.id, request);
    await this.addFields(data, revision, has);
    const context = isEmpty(request.getParam('context')) ? 'view' : String(request.getParam('context'));
    const response = new RestResponse(this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), context));
    if (linksRequested(request) && revision.post_parent > 0) {
      response.addLinks({ parent: { href: this.urls.restUrl(`/${this.namespace}/${this.restBase}/${revision.post_parent}`) } });
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
