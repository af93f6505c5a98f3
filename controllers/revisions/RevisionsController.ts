/**
 * WordPress's WP_REST_Revisions_Controller for one parent post type (read it
 * beside `class-wp-rest-revisions-controller.php`): `…/posts/{parent}/revisions`
 * and `…/revisions/{id}` (GET, DELETE with force). Only editors of the parent
 * may see its revisions. The rest base is the parent's; PageRevisionsController
 * serves pages.
 */
import {
  Args, Controller, Permission, Route, RestError, type ArgSchemaMap, type RestRequest, RestResponse, denied,
} from '../kit';
import type { PostRecord } from '../../src/storage/types';
import { PagesController } from '../posts/PostsController';
import { plainRevisions } from '../posts/PostPresenter';
import { addQueryArgs } from '../shared/queryUrl';
import { deleteRevision } from './deleteRevision';
import { REVISION_LIST_PARAMS, type RevisionCollectionArgs } from './revisionCollectionParams';
import { childRouteArgs, RevisionResource, type ParentControllerClass } from './RevisionResource';

const COLLECTION = '/(?P<parent>[\\d]+)/revisions';
const ITEM = `${COLLECTION}/(?P<id>[\\d]+)`;
const PARENT = 'The ID for the parent of the revision.';
const ID = 'Unique identifier for the revision.';

/** `…/revisions/{id}`: both ids come from the route (the rest is read by the shaping). */
interface RevisionItemArgs {
  parent: number;
  id: number;
}
/** DELETE adds `force`, false unless sent. */
type RevisionDeleteArgs = RevisionItemArgs & { force: boolean };

@Controller('wp/v2', { restBase: 'posts' })
export class PostRevisionsController extends RevisionResource {
  override getCollectionParams(): ArgSchemaMap {
    const params = super.getCollectionParams();
    params.context = { ...params.context, default: 'view' };
    const { default: _none, ...perPage } = params.per_page ?? {};
    return {
      ...params,
      per_page: perPage,
      ...REVISION_LIST_PARAMS,
    };
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.editableParent(request.getParam('parent'), 'Sorry, you are not allowed to view revisions of this post.');
    return parent instanceof RestError ? parent : true;
  }

  @Route(COLLECTION, { methods: 'GET' })
  @Args((c: PostRevisionsController) => childRouteArgs(PARENT, c.getCollectionParams()))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: RevisionCollectionArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const { orderby, include } = args;
    if (orderby === 'relevance' && !args.search) {
      return new RestError('rest_no_search_term_defined', 'You need to define a search term to order by relevance.', { status: 400 });
    }
    if (orderby === 'include' && include.length === 0) {
      return new RestError('rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.', { status: 400 });
    }
    const all = this.sortRevisions(this.filterRevisions(await plainRevisions(this, parent.id), args), orderby, args.order === 'asc', include);
    // PHP's empty(): no per_page (or 0) lists them all, no page (or 0) is the first.
    const perPage = args.per_page || -1;
    const page = args.page || 1;
    const offset = args.offset ?? 0;
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
    const items = request.getMethod() === 'HEAD' ? [] : await this.prepareCollectionItems(slice, request);
    const response = new RestResponse(items);
    response.header('X-WP-Total', String(total));
    response.header('X-WP-TotalPages', String(maxPages));
    const base = addQueryArgs(this.urls.restUrl(`/${this.namespace}/${this.restBase}/${parent.id}/revisions`), request.getQueryParams());
    if (page > 1) response.linkHeader('prev', addQueryArgs(base, {}, { page: Math.min(page - 1, maxPages) }));
    if (maxPages > page) response.linkHeader('next', addQueryArgs(base, {}, { page: page + 1 }));
    return response;
  }

  private filterRevisions(revisions: PostRecord[], args: RevisionCollectionArgs): PostRecord[] {
    const { include, exclude } = args;
    const search = args.search?.toLowerCase() ?? '';
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

  @Route(ITEM, { methods: 'GET' })
  @Args((c: PostRevisionsController) => childRouteArgs(PARENT, c.viewContextArgs(), ID))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: RevisionItemArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const revision = await this.getRevision(args.id);
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

  @Route(ITEM, { methods: 'DELETE' })
  @Args(childRouteArgs(PARENT, { force: { type: 'boolean', default: false, description: 'Required to be true, as revisions do not support trashing.' } }, ID))
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: RevisionDeleteArgs): Promise<RestResponse | RestError> {
    const revision = await this.getRevision(args.id);
    if (revision instanceof RestError) return revision;
    return deleteRevision({ storage: this.storage, hooks: this.hooks, prepare: (item, req) => this.prepareItemForResponse(item, req) }, revision, request, args.force);
  }
}

@Controller('wp/v2', { restBase: 'pages' })
export class PageRevisionsController extends PostRevisionsController {
  protected override parentControllerClass(): ParentControllerClass {
    return PagesController;
  }
}

