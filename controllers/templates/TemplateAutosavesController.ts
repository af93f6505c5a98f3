/**
 * WordPress's WP_REST_Template_Autosaves_Controller: the unsaved state of a
 * customised template (`…/templates/<theme//slug>/autosaves`), one autosave
 * revision per user (`{post}-autosave-v1`); a draft the user wrote is saved in
 * place instead.
 */
import { Methods, Args, Controller, Permission, Route, RestError, type ArgSchemaMap, currentUser, type RestRequest, RestResponse } from '../kit';
import { sanitizeTemplateId } from './BlockTemplate';
import { PARENT_TEMPLATE_ID, TemplateChildController } from './TemplateChildController';
import { isAutosave } from './TemplateRevisionsController';
import { TEMPLATE_ID, type TemplateWriteArgs } from './TemplatesController';

const TEMPLATE_ARG = { ...PARENT_TEMPLATE_ID, sanitize_callback: sanitizeTemplateId };
const ITEM = `/(?P<parent>${TEMPLATE_ID})/autosaves/(?P<id>[\\d]+)`;

/** The template's autosaves: its id is part of the path, so it is always there. */
type TemplateAutosavesArgs = { id: string; context: string };
/** One autosave: the template (`parent`) and the autosave's id, both from the path. */
type TemplateAutosaveReadArgs = { parent: string; id: number; context: string };

@Controller('wp/v2', { restBase: 'templates' })
export class TemplateAutosavesController extends TemplateChildController {
  protected childSegment(): string {
    return 'autosaves';
  }

  override getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.parentReadCheck(request, 'id');
  }

  override getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    return this.parentReadCheck(request, 'parent');
  }

  override async createItemPermissionsCheck(): Promise<true | RestError> {
    return this.parentController.manageTemplatesCheck();
  }

  /** The endpoint arguments of an update of the template, without defaults (an autosave changes only what it sends). */
  private autosaveArgs(): ArgSchemaMap {
    const args = this.parentController.getEndpointArgsForItemSchema(Methods.EDITABLE);
    return { id: TEMPLATE_ARG, ...args };
  }

  @Route(`/(?P<id>${TEMPLATE_ID})/autosaves`, { methods: 'GET' })
  @Args((c: TemplateAutosavesController) => ({ id: TEMPLATE_ARG, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: TemplateAutosavesArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.id);
    if (parent instanceof RestError) return parent;
    const autosaves = (await this.storage.posts.listRevisions(parent.post.id)).filter(isAutosave);
    return new RestResponse(await this.prepareCollection(autosaves, request));
  }

  @Route(`/(?P<id>${TEMPLATE_ID})/autosaves`, { methods: 'POST' })
  @Args((c: TemplateAutosavesController) => c.autosaveArgs())
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: { id: string } & TemplateWriteArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.id);
    if (parent instanceof RestError) return parent;
    const prepared = await this.parentController.prepareChanges(args, parent.template);
    if (prepared instanceof RestError) return prepared;
    const { post_status: _status, post_name: _name, ...changes } = prepared.post;
    const user = currentUser().id;
    let saved;
    if (['draft', 'auto-draft'].includes(parent.post.post_status) && parent.post.post_author === user) {
      saved = await this.storage.posts.update(parent.post.id, changes);
    } else {
      const name = `${parent.post.id}-autosave-v1`;
      const existing = (await this.storage.posts.listRevisions(parent.post.id)).find((revision) => revision.post_name === name && revision.post_author === user);
      const state = {
        post_title: parent.post.post_title, post_content: parent.post.post_content, post_excerpt: parent.post.post_excerpt, ...changes, post_author: user,
      };
      saved = existing !== undefined
        ? await this.storage.posts.update(existing.id, state)
        : await this.storage.posts.create({ ...state, post_type: 'revision', post_status: 'inherit', post_parent: parent.post.id, post_name: name, comment_status: 'closed', ping_status: 'closed' });
    }
    if (saved === undefined) return new RestError('rest_autosave_no_changes', 'There is nothing to save.', { status: 400 });
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(saved, request);
  }

  @Route(ITEM, { methods: 'GET' })
  @Args((c: TemplateAutosavesController) => ({ parent: TEMPLATE_ARG, id: { description: 'The ID for the autosave.', type: 'integer' }, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: TemplateAutosaveReadArgs): Promise<RestResponse | RestError> {
    const parent = await this.getParent(args.parent);
    if (parent instanceof RestError) return parent;
    const id = args.id;
    const autosave = (await this.storage.posts.listRevisions(parent.post.id)).find((revision) => revision.id === id && isAutosave(revision));
    if (autosave === undefined) return new RestError('rest_post_no_autosave', 'There is no autosave revision for this post.', { status: 404 });
    return this.prepareItemForResponse(autosave, request);
  }
}
