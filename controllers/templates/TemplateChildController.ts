/**
 * What the template revisions and autosaves controllers share: the templates
 * controller of their post type (its schema and response shape are reused),
 * the parent template's post (a theme file has none), and the revision shaped
 * as a template with its `parent`.
 */
import { inject, TOKENS, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import type { PostRecord } from '../../src/storage/types';
import { BoundSiteController, requestContext } from '../shared/BoundSiteController';
import { addressOfBoundType } from '../posts/PostsController';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import type { BlockTemplate } from './BlockTemplate';
import { TemplatesController } from './TemplatesController';
import { denied } from '../shared/restErrors';

export const PARENT_TEMPLATE_ID = { description: 'The id of a template', type: 'string' };

export abstract class TemplateChildController extends BoundSiteController {
  /** Set on the subclass made for one post type (postsControllers.ts): that type's templates controller class. */
  static boundParent: typeof TemplatesController | undefined;
  @inject(TOKENS.Themes) readonly themes!: ThemeRegistry;
  private parentInstance: TemplatesController | undefined;

  /** The templates controller of the parent type, built by the container. */
  get parentController(): TemplatesController {
    if (this.parentInstance === undefined) {
      const parent = this.services.controller((this.constructor as typeof TemplateChildController).boundParent ?? TemplatesController);
      // Its routes are not registered, so it takes the bound type's address here.
      addressOfBoundType(parent);
      this.parentInstance = parent;
    }
    return this.parentInstance;
  }

  protected override buildItemSchema(): Schema {
    const schema = this.parentController.getItemSchema();
    return {
      ...schema,
      properties: { ...schema.properties, parent: { description: 'The ID for the parent of the revision.', type: 'integer', context: ['view', 'edit', 'embed'] } },
    };
  }

  /** The parent template and its post: 404 for an unknown template, 400 for a theme file (it has no revisions). */
  async getParent(id: unknown): Promise<{ template: BlockTemplate; post: PostRecord } | RestError> {
    const parent = this.parentController;
    const template = await parent.templates.get(String(id), parent.kind);
    if (template === undefined) return new RestError('rest_post_invalid_parent', 'Invalid template parent ID.', { status: 404 });
    const post = template.wpId > 0 ? await this.storage.posts.get(template.wpId) : undefined;
    if (post === undefined) return new RestError('rest_invalid_template', "Templates based on theme files can't have revisions.", { status: 400 });
    return { template, post };
  }

  /** Reading revisions needs the right to edit the parent (edit_theme_options for templates). */
  async parentReadCheck(request: RestRequest, param: string): Promise<true | RestError> {
    const parent = await this.getParent(request.getParam(param));
    if (parent instanceof RestError) return parent;
    if (!(await this.can('edit_post', parent.post.id))) return denied('rest_cannot_read', 'Sorry, you are not allowed to view revisions of this post.');
    return true;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const revision = item as PostRecord;
    const parent = this.parentController;
    const template = await parent.templates.fromPost(revision, parent.kind);
    if (template === undefined) return new RestResponse({});
    const prepared = await parent.prepareItemForResponse(template, request);
    const data = { ...(prepared.getData() as Record<string, unknown>) };
    const fields = this.getFieldsForResponse(request);
    if (fields.includes('parent')) data.parent = revision.post_parent;
    const context = requestContext(request);
    const response = new RestResponse(this.filterResponseByContext(data, context));
    if (fields.includes('_links') || fields.includes('_embedded')) {
      const base = `/${this.namespace}/${this.restBase}/${template.id}`;
      response.addLink('self', this.urls.restUrl(`${base}/${this.childSegment()}/${revision.id}`));
      response.addLink('parent', this.urls.restUrl(base));
    }
    return response;
  }

  /** `revisions` or `autosaves`: where this controller's items hang under the template. */
  protected abstract childSegment(): string;
}
