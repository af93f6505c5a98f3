/**
 * WordPress's WP_REST_Global_Styles_Controller under `wp/v2/global-styles`
 * (read it beside `class-wp-rest-global-styles-controller.php`): the user's
 * global styles post (`/<id>`, read and written), the active theme's own
 * theme.json (`/themes/<stylesheet>`) and its style variations, read from the
 * theme folder's styles/ (`/themes/<stylesheet>/variations`).
 */
import { inject, Methods, Args, Controller, Permission, Route, TOKENS, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { toInt } from '../../src/schema/php';
import { isFieldIncluded } from '../../src/shaping/index';
import type { PostRecord } from '../../src/storage/types';
import { canEditSomePosts } from '../blocks/canEditSomePosts';
import { BoundSiteController, requestContext } from '../shared/BoundSiteController';
import { renderTitle } from '../posts/postRendering';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { themeJson, themeStyleVariations } from '../themes/themeFolders';
import { configSection, GLOBAL_STYLES_TYPE, LATEST_THEME_JSON_VERSION, userConfig } from './userGlobalStyles';
import { denied, notFound } from '../shared/restErrors';
import type { MaybePromise } from '../../src/hooks/maybePromise';

/** Global styles are never run through the batch endpoint. */
const NO_BATCH = { v1: false } as const;
const STYLESHEET = '[^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?';
const decode = (value: unknown): string => {
  try {
    return decodeURIComponent(String(value).replace(/\+/g, ' '));
  } catch {
    return String(value);
  }
};
const STYLESHEET_ARG = { description: 'The theme identifier', type: 'string', sanitize_callback: decode };
const stylesNotFound = (): RestError => notFound('rest_global_styles_not_found', 'No global styles config exist with that id.');
const themeNotFound = (): RestError => notFound('rest_theme_not_found', 'Theme not found.');
/** Top-level keys a theme.json variation may keep (WordPress's WP_Theme_JSON valid top-level keys). */
const VARIATION_KEYS = ['version', 'title', 'description', 'slug', 'settings', 'styles', 'customTemplates', 'templateParts', 'patterns'];

/** A theme's routes: the stylesheet is part of the path, so it is always there. */
type StylesheetArgs = { stylesheet: string };
/** GET /global-styles/{id}: the id as matched, URL-decoded (its sanitizer keeps a string). */
type GlobalStylesReadArgs = { id: string };
/**
 * An update's writable fields, only when sent: styles and settings are objects, the title
 * a string or `{ raw }`. The route's `id` is matched from the path, not declared.
 */
interface GlobalStylesWriteArgs {
  styles?: unknown;
  settings?: unknown;
  title?: unknown;
}

@Controller('wp/v2', { restBase: 'global-styles' })
export class GlobalStylesController extends BoundSiteController {
  @inject(TOKENS.Themes) readonly themes!: ThemeRegistry;

  protected override buildItemSchema(): Schema {
    return {
      $schema: 'http://json-schema.org/draft-04/schema#', title: GLOBAL_STYLES_TYPE, type: 'object',
      properties: {
        id: { description: 'ID of global styles config.', type: 'integer', context: ['embed', 'view', 'edit'], readonly: true },
        styles: { description: 'Global styles.', type: ['object'], context: ['view', 'edit'] },
        settings: { description: 'Global settings.', type: ['object'], context: ['view', 'edit'] },
        title: {
          description: 'Title of the global styles variation.', type: ['object', 'string'], context: ['embed', 'view', 'edit'],
          properties: {
            raw: { description: 'Title for the global styles variation, as it exists in the database.', type: 'string', context: ['view', 'edit', 'embed'] },
            rendered: { description: 'HTML title for the post, transformed for display.', type: 'string', context: ['view', 'edit', 'embed'], readonly: true },
          },
        },
      },
    };
  }

  private static cannotManage(): RestError {
    return denied('rest_cannot_manage_global_styles', 'Sorry, you are not allowed to access the global styles on this site.');
  }

  /** A theme's own styles and variations: for whoever may edit some posts (they style the editor). */
  async themeReadCheck(): Promise<true | RestError> {
    return (await canEditSomePosts(this.capabilities, this.postTypes)) ? true : GlobalStylesController.cannotManage();
  }

  /** The global styles post of `id`. */
  async getPost(id: unknown): Promise<PostRecord | RestError> {
    const postId = toInt(id);
    const post = postId > 0 ? await this.storage.posts.get(postId) : undefined;
    return post === undefined || post.post_type !== GLOBAL_STYLES_TYPE ? stylesNotFound() : post;
  }

  private canEdit(post: PostRecord): MaybePromise<boolean> {
    return this.can('edit_post', post.id);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const post = await this.getPost(request.getParam('id'));
    if (post instanceof RestError) return post;
    if (request.getParam('context') === 'edit' && !(await this.canEdit(post))) {
      return denied('rest_forbidden_context', 'Sorry, you are not allowed to edit this global style.');
    }
    if (!(await canEditSomePosts(this.capabilities, this.postTypes))) return denied('rest_cannot_view', 'Sorry, you are not allowed to view this global style.');
    return true;
  }

  override async updateItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const post = await this.getPost(request.getParam('id'));
    if (post instanceof RestError) return post;
    if (!(await this.canEdit(post))) return denied('rest_cannot_edit', 'Sorry, you are not allowed to edit this global style.');
    return true;
  }

  @Route(`/themes/(?P<stylesheet>[\\/\\s%\\w\\.\\(\\)\\[\\]\\@_\\-]+)/variations`, { methods: 'GET', allow_batch: NO_BATCH, schema: false })
  @Args({ stylesheet: { description: 'The theme identifier', type: 'string' } })
  @Permission('themeReadCheck')
  async getThemeItems(_request: RestRequest, args: StylesheetArgs): Promise<RestResponse | RestError> {
    const theme = this.themes.activeTheme();
    if (theme === undefined || theme.stylesheet !== args.stylesheet) return themeNotFound();
    const variations = themeStyleVariations(theme)
      .filter(({ data }) => data.settings !== undefined || data.styles !== undefined)
      .map(({ file, data }) => {
        const variation: Record<string, unknown> = {};
        for (const key of VARIATION_KEYS) if (data[key] !== undefined) variation[key] = data[key];
        variation.title ??= (file.split(/[\\/]/).pop() ?? '').replace(/\.json$/, '');
        return variation;
      });
    return new RestResponse(variations);
  }

  @Route(`/themes/(?P<stylesheet>${STYLESHEET})`, { methods: 'GET', allow_batch: NO_BATCH, schema: false })
  @Args({ stylesheet: STYLESHEET_ARG })
  @Permission('themeReadCheck')
  async getThemeItem(request: RestRequest, args: StylesheetArgs): Promise<RestResponse | RestError> {
    const stylesheet = args.stylesheet;
    const theme = this.themes.activeTheme();
    if (theme === undefined || theme.stylesheet !== stylesheet) return themeNotFound();
    const json = themeJson(theme);
    const fields = this.getFieldsForResponse(request);
    const data: Record<string, unknown> = {};
    if (isFieldIncluded('settings', fields)) data.settings = json.settings ?? {};
    if (isFieldIncluded('styles', fields)) data.styles = json.styles ?? {};
    const response = new RestResponse(data);
    if (isFieldIncluded('_links', fields)) response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/themes/${stylesheet}`));
    return response;
  }

  @Route('/(?P<id>[\\/\\d+]+)', { methods: 'GET', allow_batch: NO_BATCH })
  @Args({ id: { description: 'ID of global styles config.', type: 'integer', sanitize_callback: decode } })
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: GlobalStylesReadArgs): Promise<RestResponse | RestError> {
    const post = await this.getPost(args.id);
    return post instanceof RestError ? post : this.prepareItemForResponse(post, request);
  }

  @Route('/(?P<id>[\\/\\d+]+)', { methods: Methods.EDITABLE, allow_batch: NO_BATCH })
  @Args((c: GlobalStylesController) => c.getEndpointArgsForItemSchema(Methods.EDITABLE))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: GlobalStylesWriteArgs): Promise<RestResponse | RestError> {
    // The route's `id` is not an argument of the update: read as matched.
    const post = await this.getPost(request.getParam('id'));
    if (post instanceof RestError) return post;
    const changes: { post_content?: string; post_title?: string } = {};
    const { styles, settings } = args;
    if (isObject(styles) || isObject(settings)) {
      const existing = userConfig(post) ?? {};
      if (isObject(styles) && typeof styles.css === 'string' && /<\/?\w+/.test(styles.css)) {
        return new RestError('rest_custom_css_illegal_markup', 'Markup is not allowed in CSS.', { status: 400 });
      }
      const config: Record<string, unknown> = {};
      if (isObject(styles)) config.styles = styles;
      else if (existing.styles !== undefined) config.styles = existing.styles;
      if (isObject(settings)) config.settings = settings;
      else if (existing.settings !== undefined) config.settings = existing.settings;
      config.isGlobalStylesUserThemeJSON = true;
      config.version = LATEST_THEME_JSON_VERSION;
      changes.post_content = JSON.stringify(config);
    }
    const title = args.title;
    if (typeof title === 'string') changes.post_title = title;
    else if (isObject(title) && typeof title.raw === 'string' && title.raw !== '') changes.post_title = title.raw;
    const updated = Object.keys(changes).length === 0 ? post : await this.storage.posts.update(post.id, changes);
    if (updated === undefined) return stylesNotFound();
    if (updated.post_content !== post.post_content || updated.post_title !== post.post_title) await this.storage.posts.createRevision(updated.id);
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(updated, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const post = item as PostRecord;
    const config = userConfig(post);
    const fields = this.getFieldsForResponse(request);
    const has = (name: string): boolean => isFieldIncluded(name, fields);
    const data: Record<string, unknown> = {};
    if (has('id')) data.id = post.id;
    if (has('title')) {
      const title: Record<string, unknown> = {};
      if (has('title.raw')) title.raw = post.post_title;
      if (has('title.rendered')) title.rendered = renderTitle(post.post_title);
      data.title = title;
    }
    if (has('settings')) data.settings = configSection(config, 'settings');
    if (has('styles')) data.styles = configSection(config, 'styles');
    const context = requestContext(request);
    const response = new RestResponse(this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), context));
    if (has('_links') || has('_embedded')) {
      const self = this.urls.restUrl(`/${this.namespace}/${this.restBase}/${post.id}`);
      response.addLink('self', self);
      response.addLink('about', this.urls.restUrl(`/wp/v2/types/${GLOBAL_STYLES_TYPE}`));
      const revisions = (await this.storage.posts.listRevisions(post.id)).length;
      response.addLink('version-history', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${post.id}/revisions`), { count: revisions });
      if (await this.can(this.postTypes.get(GLOBAL_STYLES_TYPE)?.cap.publish_posts ?? 'edit_theme_options')) response.addLink('https://api.w.org/action-publish', self);
      if (await this.can('edit_css')) response.addLink('https://api.w.org/action-edit-css', self);
    }
    return response;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
