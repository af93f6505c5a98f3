/**
 * WordPress's WP_REST_Autosaves_Controller for one parent post type (read it
 * beside `class-wp-rest-autosaves-controller.php`): `…/posts/{id}/autosaves`
 * (GET the autosaves, POST to autosave) and `…/posts/{parent}/autosaves/{id}`.
 * An author autosaving their own draft updates the draft itself; otherwise one
 * autosave revision per user (`{parent}-autosave-v1`) holds the unsaved state.
 * Like the revisions, the routes hang under the parent's rest base.
 */
import {
  Args, Controller, Permission, Route, RestError, Methods, type Schema, currentUser, type RestRequest, RestResponse,
  type IdArgs, invalidPostId,
} from '../kit';
import { toInt } from '../../src/schema/php';
import type { JsonValue, PostRecord } from '../../src/storage/types';
import { copyRevisionedMeta } from '../posts/postMeta';
import { PagesController } from '../posts/PostsController';
import type { PostWriteArgs } from '../posts/PostWriteArgs';
import { queryLink } from '../posts/postPermalink';
import { childRouteArgs, RevisionResource } from '../revisions/RevisionResource';

const AUTOSAVED = ['post_title', 'post_content', 'post_excerpt'] as const;

/** As in WordPress, the collection route calls its parent `id`. */
const COLLECTION = '/(?P<id>[\\d]+)/autosaves';
const ITEM = '/(?P<parent>[\\d]+)/autosaves/(?P<id>[\\d]+)';
const PARENT = 'The ID for the parent of the autosave.';

const autosaveName = (parentId: number): string => `${parentId}-autosave-v1`;

/** GET …/{parent}/autosaves/{id}: both route ids are always there; `context` defaults to view. */
type AutosaveReadArgs = IdArgs & { parent: number; context: string };

@Controller('wp/v2', { restBase: 'posts' })
export class PostAutosavesController extends RevisionResource {
  protected override buildItemSchema(): Schema {
    const schema = super.buildItemSchema();
    return {
      ...schema,
      properties: {
        ...schema.properties,
        preview_link: { description: 'Preview link for the post.', type: 'string', format: 'uri', context: ['edit'], readonly: true },
      },
    };
  }

  /** The collection route names its parent `id`; the item route names it `parent`. */
  private parentParam(request: RestRequest): unknown {
    return request.hasParam('parent') && request.getParam('parent') !== null ? request.getParam('parent') : request.getParam('id');
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const parent = await this.editableParent(this.parentParam(request), 'Sorry, you are not allowed to view autosaves of this post.');
    return parent instanceof RestError ? parent : true;
  }

  @Route(COLLECTION, { methods: 'GET' })
  @Args((c: PostAutosavesController) => childRouteArgs(PARENT, c.viewContextArgs()))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse | RestError> {
    const parent = await this.getParent(this.parentParam(request));
    if (parent instanceof RestError) return parent;
    const autosaves = (await this.storage.posts.listRevisions(parent.id)).filter((r) => r.post_name.startsWith(`${parent.id}-autosave`));
    const items = await this.prepareCollectionItems(autosaves, request);
    return new RestResponse(items);
  }

  @Route(ITEM, { methods: 'GET' })
  @Args((c: PostAutosavesController) => childRouteArgs(PARENT, c.viewContextArgs(), 'The ID for the autosave.'))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: AutosaveReadArgs): Promise<RestResponse | RestError> {
    const parentId = args.parent;
    if (parentId <= 0) return invalidPostId('Invalid post parent ID.');
    const autosave = await this.autosaveOf(parentId, currentUser().id);
    if (autosave === undefined) return new RestError('rest_post_no_autosave', 'There is no autosave revision for this post.', { status: 404 });
    return this.prepareItemForResponse(autosave, request);
  }

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (toInt(request.getParam('id')) <= 0) return invalidPostId('Invalid item ID.');
    return this.parentController.updateItemPermissionsCheck(request);
  }

  @Route(COLLECTION, { methods: 'POST' })
  @Args((c: PostAutosavesController) => childRouteArgs(PARENT, c.parentController.getEndpointArgsForItemSchema(Methods.EDITABLE)))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: PostWriteArgs): Promise<RestResponse | RestError> {
    // The collection route's `id` (the parent post) is matched from the path, not declared: read as matched.
    const parent = await this.getParent(request.getParam('id'));
    if (parent instanceof RestError) return parent;
    const prepared = await this.parentController.writerFor().prepare(request, args, parent);
    if (prepared instanceof RestError) return prepared;
    const userId = currentUser().id;
    let saved: PostRecord | undefined;
    const meta = args.meta;
    const metaInput = typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? meta : {};
    if ((parent.post_status === 'draft' || parent.post_status === 'auto-draft') && parent.post_author === userId) {
      // The author's own draft: autosaving saves the draft itself, without a revision.
      saved = await this.storage.posts.update(parent.id, prepared);
      const failed = await this.parentController.meta.updateValue(metaInput, parent.id);
      if (failed !== null) return failed;
    } else {
      const next = { post_title: prepared.post_title ?? parent.post_title, post_content: prepared.post_content ?? parent.post_content, post_excerpt: prepared.post_excerpt ?? parent.post_excerpt };
      const existing = await this.autosaveOf(parent.id, userId);
      // Revisioned meta (footnotes) counts as a change too (WordPress 6.4+).
      const revisioned = this.metaRegistry.revisionedKeys(parent.post_type);
      const metaChanged = await this.revisionedMetaDiffers(parent.id, revisioned, metaInput);
      if (!metaChanged && AUTOSAVED.every((key) => next[key] === parent[key])) {
        // Nothing differs from the post: an old autosave is dropped, nothing is stored.
        if (existing !== undefined) await this.storage.posts.delete(existing.id);
        return new RestError('rest_autosave_no_changes', 'There is nothing to save. The autosave and the post content are the same.', { status: 400 });
      }
      saved = existing !== undefined
        ? await this.storage.posts.update(existing.id, next)
        : await this.storage.posts.create({
          ...next, post_type: 'revision', post_status: 'inherit', post_parent: parent.id, post_author: userId, post_name: autosaveName(parent.id),
          comment_status: 'closed', ping_status: 'closed',
        });
      if (saved !== undefined) {
        await copyRevisionedMeta(this, parent.post_type, parent.id, saved.id);
        for (const key of revisioned) {
          const value = metaInput[key];
          if (value !== undefined && value !== null) await this.storage.posts.meta.update(saved.id, key, this.metaRegistry.sanitize('post', key, value, parent.post_type) as JsonValue);
        }
      }
    }
    if (saved === undefined) return invalidPostId();
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(saved, request);
  }

  /** Whether the request gives a revisioned key another value than the post's (a key not given is left as it is). */
  private async revisionedMetaDiffers(postId: number, keys: readonly string[], input: Record<string, unknown>): Promise<boolean> {
    for (const key of keys) {
      if (!(key in input)) continue;
      const stored = await this.storage.posts.meta.get(postId, key);
      if (JSON.stringify(input[key]) !== JSON.stringify(stored.length > 0 ? stored[0] : '')) return true;
    }
    return false;
  }

  /** The user's autosave of the post, if any. */
  private async autosaveOf(parentId: number, userId: number): Promise<PostRecord | undefined> {
    return (await this.storage.posts.listRevisions(parentId)).find((r) => r.post_name.startsWith(`${parentId}-autosave`) && r.post_author === userId);
  }

  protected override async addFields(data: Record<string, unknown>, revision: PostRecord, has: (field: string) => boolean): Promise<void> {
    if (!has('preview_link')) return;
    const parent = await this.storage.posts.get(revision.post_parent);
    const target = parent ?? revision;
    const base = queryLink(this.options, { id: target.id, post_type: target.post_type });
    data.preview_link = `${base}&preview_id=${target.id}&preview=true`;
  }

  protected override prepareFilter(): string {
    return 'rest_prepare_autosave';
  }
}

@Controller('wp/v2', { restBase: 'pages' })
export class PageAutosavesController extends PostAutosavesController {
  protected override parentControllerClass(): typeof PagesController {
    return PagesController;
  }
}
