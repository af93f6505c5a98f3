/**
 * WordPress's WP_REST_Template_Revisions_Controller: the revisions of a
 * customised template (`…/templates/<theme//slug>/revisions`), each shaped as
 * the template it was, with its `parent` post id.
 */
import { Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type RestRequest, RestResponse } from '../kit';
import { toInt } from '../../src/schema/php';
import type { PostRecord } from '../../src/storage/types';
import { revisionPage, revisionPageResponse } from '../revisions/revisionPage';
import { deleteRevision } from '../revisions/deleteRevision';
import { REVISION_LIST_PARAMS, type RevisionCollectionArgs } from '../revisions/revisionCollectionParams';
import { PARENT_TEMPLATE_ID, TemplateChildController } from './TemplateChildController';
import { sanitizeTemplateId } from './BlockTemplate';
import { TEMPLATE_ID } from './TemplatesController';
import { denied, invalidPostId } from '../shared/restErrors';

const PARENT_ARG = { ...PARENT_TEMPLATE_ID, sanitize_callback: sanitizeTemplateId };
const COLLECTION = `/(?P<parent>${TEMPLATE_ID})/revisions`;
const ITEM = `${COLLECTION}/(?P<id>[\\d]+)`;
const REVISION_ID = { description: 'Unique identifier for the revision.', type: 'integer' };

/** GET …/revisions: the template (`parent`) from the path, then the revisions' collection params. */
type TemplateRevisionCollectionArgs = Omit<RevisionCollectionArgs, 'parent'> & { parent: string };
/** One revision: the template and the revision's id, both from the path. */
type TemplateRevisionArgs = { parent: string; id: number };
type TemplateRevisionDeleteArgs = TemplateRevisionArgs & { force: boolean };

/** Autosaves are revisions too, but not listed among them. */
export const isAutosave = (revision: PostRecord): boolean => revision.post_name.includes(`${revision.post_parent}-autosave`);

@Controller('wp/v2', { restBase: 'templates' })
export class TemplateRevisionsController extends TemplateChildController {
  protected childSegment(): string {
    return 'revisions';
  }

  override getCollectionParams(): ArgSchemaMap {
    return {
      context: this.getContextParam({ default: 'view' }),
      page: { description: 'Current page of the collection.', type: 'integer', default: 1, minimum: 1 },
      per_page: { description: 'Maximum number of items to be returned in result set.', type: 'integer', minimum: 1, maximum: 100 },
      search: { description: 'Limit results to those matching a string.', type: 'string' },
      ...REVISION_LIST_PARAMS,
    };
  }

  override getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.parentReadCheck(request, 'parent');
  }

  override getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.parentReadCheck(request, 'parent');
  }

  override async deleteItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.getParent(request.getParam('parent'));
    if (parent instanceof RestError) return parent;
    if (!(await this.can('delete_post', parent.post.id))) return denied('rest_cannot_delete', 'Sorry, you are not allowed to delete revisions of this post.');
    const revision = await this.getRevision(request.getParam('id'));
    if (revision instanceof RestError) return revision;
    return this.parentReadCheck(request, 'parent');
  }

  private async getRevision(id: unknown): Promise<PostRecord | RestError> {
    const revision = toInt(id) > 0 ? await this.storage.posts.get(toInt(id)) : undefined;
    if (revision === undefined || revision.post_type !== 'revision') return invalidPostId('Invalid revision ID.');
    return revision;
  }

  @Route(COLLECTION, { methods: 'GET' })
  @Args((c: TemplateRevisionsController) => ({ parent: PARENT_ARG, ...c.getCollectionParams() }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: TemplateRevisionCollectionArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const { include, exclude } = args;
    const search = typeof args.search === 'string' ? args.search.toLowerCase() : '';
    let revisions = (await this.storage.posts.listRevisions(parent.post.id)).filter((revision) => !isAutosave(revision)
      && (include.length === 0 || include.includes(revision.id)) && !exclude.includes(revision.id)
      && (search === '' || `${revision.post_title} ${revision.post_content}`.toLowerCase().includes(search)));
    if (args.orderby === 'id') revisions.sort((a, b) => b.id - a.id);
    if (args.order === 'asc') revisions = revisions.reverse();
    const page = revisionPage(revisions, args);
    if (page instanceof RestError) return page;
    const response = revisionPageResponse(await this.prepareCollection(page.items, request), page);
    return response;
  }

  @Route(ITEM, { methods: 'GET' })
  @Args((c: TemplateRevisionsController) => ({ parent: PARENT_ARG, id: REVISION_ID, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: TemplateRevisionArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const revision = await this.getRevision(args.id);
    if (revision instanceof RestError) return revision;
    if (revision.post_parent !== parent.post.id) {
      return new RestError('rest_revision_parent_id_mismatch', `The revision does not belong to the specified parent with id of "${parent.post.id}"`, { status: 404 });
    }
    return this.prepareItemForResponse(revision, request);
  }

  @Route(ITEM, { methods: 'DELETE' })
  @Args({ parent: PARENT_ARG, id: REVISION_ID, force: { type: 'boolean', default: false, description: 'Required to be true, as revisions do not support trashing.' } })
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: TemplateRevisionDeleteArgs): Promise<RestResponse | RestError> {
    const revision = await this.getRevision(args.id);
    if (revision instanceof RestError) return revision;
    return deleteRevision({ storage: this.storage, hooks: this.hooks, prepare: (item, req) => this.prepareItemForResponse(item, req) }, revision, request, args.force);
  }
}
