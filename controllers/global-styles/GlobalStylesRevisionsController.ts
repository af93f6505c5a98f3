/**
 * WordPress's WP_REST_Global_Styles_Revisions_Controller:
 * `wp/v2/global-styles/<parent>/revisions` and `…/revisions/<id>`, the saved
 * states of a user's global styles, newest first.
 */
import { Args, Controller, Permission, Route, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import type { PostRecord } from '../../src/storage/types';
import { canEditSomePosts } from '../blocks/canEditSomePosts';
import { BoundSiteController, requestContext } from '../shared/BoundSiteController';
import { revisionPage, revisionPageResponse, type RevisionPageArgs } from '../revisions/revisionPage';
import { addQueryArgs } from '../shared/queryUrl';
import { isAutosave } from '../templates/TemplateRevisionsController';
import { configSection, GLOBAL_STYLES_TYPE, userConfig } from './userGlobalStyles';
import { addRevisionCommonFields } from '../revisions/revisionCommonFields';
import { denied, invalidPostId } from '../shared/restErrors';

const ALL = ['view', 'edit', 'embed'];

/** GET …/{parent}/revisions: the parent from the path, `page` 1 unless sent, `per_page` and `offset` only when sent. */
type GlobalStylesRevisionCollectionArgs = RevisionPageArgs & { parent: number; context: string; page: number };
/** One revision: the parent and the revision's id, both from the path. */
type GlobalStylesRevisionArgs = { parent: number; id: number; context: string };

@Controller('wp/v2', { restBase: 'global-styles' })
export class GlobalStylesRevisionsController extends BoundSiteController {
  protected override buildItemSchema(): Schema {
    return {
      $schema: 'http://json-schema.org/draft-04/schema#', title: `${GLOBAL_STYLES_TYPE}-revision`, type: 'object',
      properties: {
        author: { description: 'The ID for the author of the revision.', type: 'integer', context: ALL },
        date: { description: "The date the revision was published, in the site's timezone.", type: 'string', format: 'date-time', context: ALL },
        date_gmt: { description: 'The date the revision was published, as GMT.', type: 'string', format: 'date-time', context: ['view', 'edit'] },
        id: { description: 'Unique identifier for the revision.', type: 'integer', context: ALL },
        modified: { description: "The date the revision was last modified, in the site's timezone.", type: 'string', format: 'date-time', context: ['view', 'edit'] },
        modified_gmt: { description: 'The date the revision was last modified, as GMT.', type: 'string', format: 'date-time', context: ['view', 'edit'] },
        parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: ALL },
        styles: { description: 'Global styles.', type: ['object'], context: ['view', 'edit'] },
        settings: { description: 'Global settings.', type: ['object'], context: ['view', 'edit'] },
      },
    };
  }

  private async getParent(id: unknown): Promise<PostRecord | RestError> {
    const parentId = toInt(id);
    const parent = parentId > 0 ? await this.storage.posts.get(parentId) : undefined;
    if (parent === undefined || parent.post_type !== GLOBAL_STYLES_TYPE) return new RestError('rest_post_invalid_parent', 'Invalid post parent ID.', { status: 404 });
    return parent;
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    if (!(await canEditSomePosts(this.capabilities, this.postTypes))) {
      return denied('rest_cannot_view', 'Sorry, you are not allowed to view revisions for this global style.');
    }
    return true;
  }

  override getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.getItemsPermissionsCheck(request);
  }

  @Route('/(?P<parent>[\\d]+)/revisions', { methods: 'GET' })
  @Args((c: GlobalStylesRevisionsController) => ({
    parent: { description: 'The ID for the parent of the revision.', type: 'integer' },
    context: c.getContextParam({ default: 'view' }),
    page: { description: 'Current page of the collection.', type: 'integer', default: 1, minimum: 1 },
    per_page: { description: 'Maximum number of items to be returned in result set.', type: 'integer', minimum: 1, maximum: 100 },
    offset: { description: 'Offset the result set by a specific number of items.', type: 'integer' },
  }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: GlobalStylesRevisionCollectionArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const revisions = (await this.storage.posts.listRevisions(parent.id)).filter((revision) => !isAutosave(revision));
    const page = revisionPage(revisions, args);
    if (page instanceof RestError) return page;
    const response = revisionPageResponse(await this.prepareCollection(page.items, request), page);
    const base = addQueryArgs(this.urls.restUrl(`/${this.namespace}/${this.restBase}/${parent.id}/revisions`), request.getQueryParams());
    if (page.page > 1) response.linkHeader('prev', addQueryArgs(base, {}, { page: Math.min(page.page - 1, page.pages) }));
    if (page.pages > page.page) response.linkHeader('next', addQueryArgs(base, {}, { page: page.page + 1 }));
    return response;
  }

  @Route('/(?P<parent>[\\d]+)/revisions/(?P<id>[\\d]+)', { methods: 'GET' })
  @Args((c: GlobalStylesRevisionsController) => ({
    parent: { description: 'The ID for the parent of the global styles revision.', type: 'integer' },
    id: { description: 'Unique identifier for the global styles revision.', type: 'integer' },
    context: c.getContextParam({ default: 'view' }),
  }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: GlobalStylesRevisionArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const id = args.id;
    const revision = id > 0 ? await this.storage.posts.get(id) : undefined;
    if (revision === undefined || revision.post_type !== 'revision') return invalidPostId('Invalid revision ID.');
    if (revision.post_parent !== parent.id) {
      return new RestError('rest_revision_parent_id_mismatch', `The revision does not belong to the specified parent with id of "${parent.id}"`, { status: 404 });
    }
    return this.prepareItemForResponse(revision, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const revision = item as PostRecord;
    const config = userConfig(revision);
    const fields = this.getFieldsForResponse(request);
    const has = (name: string): boolean => isFieldIncluded(name, fields);
    const data: Record<string, unknown> = {};
    if (Object.keys(configSection(config, 'styles')).length > 0 || Object.keys(configSection(config, 'settings')).length > 0) {
      if (has('settings')) data.settings = configSection(config, 'settings');
      if (has('styles')) data.styles = configSection(config, 'styles');
    }
    addRevisionCommonFields(data, revision, has);
    return new RestResponse(this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), requestContext(request)));
  }
}
