/**
 * WordPress's WP_REST_Templates_Controller for `wp_template` (`wp/v2/templates`)
 * and `wp_template_part` (`wp/v2/template-parts`): read it beside
 * `class-wp-rest-templates-controller.php`. The per-type selection binds one
 * subclass to each type. Theme files are read from the active theme's folder;
 * writing one stores a customisation post, deleting that post (or saving with
 * `source=theme`) reverts to the file.
 */
import {
  inject, Methods, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, currentUser, type RestRequest,
  RestResponse, defineArgs, type ArgsOf,
} from '../kit';
import { isFieldIncluded } from '../../src/shaping/index';
import type { PostInput, PostRecord } from '../../src/storage/types';
import { canEditSomePosts } from '../blocks/canEditSomePosts';
import { BoundSiteController, requestContext } from '../shared/BoundSiteController';
import { postTypeOfClass } from '../posts/PostsController';
import { blockVersion, renderTitle, rfc3339 } from '../posts/postRendering';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { sanitizeTemplateId, type BlockTemplate, type TemplateKind } from './BlockTemplate';
import { BlockTemplates, knownArea, UNCATEGORIZED_AREA } from './BlockTemplates';
import { templateHierarchy } from './templateHierarchy';
import { templateSchema } from './templateSchema';
import { denied, notFound } from '../shared/restErrors';

/** A theme directory (`theme` or `sub/theme`, none of `/:<>*?"|`) then the template's name. */
export const TEMPLATE_ID = '([^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?)[\\/\\w%-]+';
export const TEMPLATE_ID_ARG = { description: 'The id of a template', type: 'string', sanitize_callback: sanitizeTemplateId };

const templateNotFound = (): RestError => notFound('rest_template_not_found', 'No templates exist with that id.');

/** GET /templates: the filters only when sent (a JSON null counts as not sent). */
interface TemplateCollectionArgs {
  context: string;
  wp_id?: number | null;
  area?: string | null;
  post_type?: string | null;
}

/**
 * The writable fields of a template (from the item schema): a create gets the schema's
 * defaults, an update only what was sent. Content and title are a string or `{ raw }`;
 * description and area may be sent as null, which leaves them unset.
 */
export interface TemplateWriteArgs {
  slug?: string;
  theme?: string;
  type?: string;
  content?: unknown;
  title?: unknown;
  description?: string | null;
  status?: string;
  author?: number | null;
  area?: string | null;
}

/** A single template's route: its id is part of the path, so it is always there. */
type TemplateIdArgs = { id: string };
type TemplateReadArgs = TemplateIdArgs & { context: string };
type TemplateDeleteArgs = TemplateIdArgs & { force: boolean };

const LOOKUP_ARGS = defineArgs({
  slug: { description: 'The slug of the template to get the fallback for', type: 'string', required: true },
  is_custom: { description: 'Indicates if a template is custom or part of the template hierarchy', type: 'boolean' },
  template_prefix: {
    description: 'The template prefix for the created template. This is used to extract the main template type, e.g. in `taxonomy-books` extracts the `taxonomy`',
    type: 'string',
  },
});

@Controller('wp/v2', { restBase: 'templates' })
export class TemplatesController extends BoundSiteController {
  @inject(TOKENS.Themes) readonly themes!: ThemeRegistry;
  private templatesModel: BlockTemplates | undefined;

  /** The template post type served: the bound one, else `wp_template`. */
  get kind(): TemplateKind {
    return (postTypeOfClass(this.constructor)?.name ?? 'wp_template') as TemplateKind;
  }

  get templates(): BlockTemplates {
    this.templatesModel ??= new BlockTemplates(this.storage, this.themes);
    return this.templatesModel;
  }

  protected override buildItemSchema(): Schema {
    return templateSchema(this.kind);
  }

  override getCollectionParams(): ArgSchemaMap {
    return {
      context: this.getContextParam({ default: 'view' }),
      wp_id: { description: 'Limit to the specified post id.', type: 'integer' },
      area: { description: 'Limit to the specified template part area.', type: 'string' },
      post_type: { description: 'Post type to get the templates for.', type: 'string' },
    };
  }

  private static cannotManage(): RestError {
    return denied('rest_cannot_manage_templates', 'Sorry, you are not allowed to access the templates on this site.');
  }

  /** Writes need edit_theme_options. */
  async manageTemplatesCheck(): Promise<true | RestError> {
    return (await this.can('edit_theme_options')) ? true : TemplatesController.cannotManage();
  }

  /** Reads need to be able to edit some posts (WordPress 6.6). */
  async readTemplatesCheck(): Promise<true | RestError> {
    return (await canEditSomePosts(this.capabilities, this.postTypes)) ? true : TemplatesController.cannotManage();
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.readTemplatesCheck();
  }

  override getItemPermissionsCheck(): Promise<true | RestError> {
    return this.readTemplatesCheck();
  }

  override createItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageTemplatesCheck();
  }

  override updateItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageTemplatesCheck();
  }

  override deleteItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageTemplatesCheck();
  }

  @Route('', { methods: 'GET' })
  @Args((c: TemplatesController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: TemplateCollectionArgs): Promise<RestResponse> {
    const templates = await this.templates.query(this.kind, {
      ...(args.wp_id !== undefined && args.wp_id !== null ? { wpId: args.wp_id } : {}), area: args.area ?? undefined, postType: args.post_type ?? undefined,
    });
    return new RestResponse(await this.prepareCollection(templates, request));
  }

  @Route('', { methods: 'POST' })
  @Args((c: TemplatesController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest, args: TemplateWriteArgs): Promise<RestResponse | RestError> {
    const prepared = await this.prepareChanges(args, undefined);
    if (prepared instanceof RestError) return prepared;
    const theme = typeof args.theme === 'string' ? args.theme : this.templates.activeStylesheet();
    const post = await this.templates.insert(this.kind, theme, { ...prepared.post, post_name: String(args.slug ?? '') }, {}, prepared.area);
    await this.storage.posts.createRevision(post.id);
    const [listed] = await this.templates.query(this.kind, { wpId: post.id });
    const template = listed === undefined ? undefined : await this.templates.get(listed.id, this.kind);
    if (template === undefined) return new RestError('rest_template_insert_error', 'No templates exist with that id.', { status: 400 });
    const fields = await this.updateAdditionalFieldsForObject(template, request);
    if (fields instanceof RestError) return fields;
    const response = await this.prepareItemForResponse(template, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${template.id}`));
    return response;
  }

  @Route(`/lookup`, { methods: 'GET' })
  @Args(LOOKUP_ARGS)
  @Permission('getItemPermissionsCheck')
  async getTemplateFallback(request: RestRequest, args: ArgsOf<typeof LOOKUP_ARGS>): Promise<RestResponse> {
    const hierarchy = templateHierarchy(
      args.slug, args.is_custom === true, args.template_prefix ?? '',
      this.postTypes.restTypes().map((type) => type.name), this.taxonomies.all().map((taxonomy) => taxonomy.name),
    );
    let fallback: BlockTemplate | undefined;
    do {
      fallback = await this.resolveTemplate(hierarchy);
      hierarchy.shift();
    } while (hierarchy.length > 0 && (fallback === undefined || fallback.content === ''));
    // WordPress answers an empty object, not a 404, when nothing matches.
    return fallback === undefined ? new RestResponse({}) : this.prepareItemForResponse(fallback, request);
  }

  /** resolve_block_template: the first template of the hierarchy the site has. */
  private async resolveTemplate(hierarchy: readonly string[]): Promise<BlockTemplate | undefined> {
    const slugs = hierarchy.map((slug) => slug.replace(/\.(php|html)$/, ''));
    const found = await this.templates.query('wp_template', { slugs });
    return found.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug))[0];
  }

  @Route(`/(?P<id>${TEMPLATE_ID})`, { methods: 'GET' })
  @Args((c: TemplatesController) => ({ id: TEMPLATE_ID_ARG, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: TemplateReadArgs): Promise<RestResponse | RestError> {
    const id = args.id;
    // `source` is read-only, not an argument of the route: read as sent.
    const source = request.getParam('source');
    const template = source === 'theme' || source === 'plugin' ? this.templates.getFile(id, this.kind) : await this.templates.get(id, this.kind);
    return template === undefined ? templateNotFound() : this.prepareItemForResponse(template, request);
  }

  @Route(`/(?P<id>${TEMPLATE_ID})`, { methods: Methods.EDITABLE })
  @Args((c: TemplatesController) => ({ id: TEMPLATE_ID_ARG, ...c.getEndpointArgsForItemSchema(Methods.EDITABLE) }))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: TemplateIdArgs & TemplateWriteArgs): Promise<RestResponse | RestError> {
    const id = args.id;
    const template = await this.templates.get(id, this.kind);
    if (template === undefined) return templateNotFound();
    // `source` is read-only, not an argument of the update: read as sent.
    if (request.getParam('source') === 'theme') {
      if (template.wpId > 0) await this.storage.posts.delete(template.wpId);
      request.setParam('context', 'edit');
      const reverted = await this.templates.get(id, this.kind);
      return reverted === undefined ? templateNotFound() : this.prepareItemForResponse(reverted, request);
    }
    const prepared = await this.prepareChanges(args, template);
    if (prepared instanceof RestError) return prepared;
    if (template.source === 'custom') {
      const before = await this.storage.posts.get(template.wpId);
      const after = await this.storage.posts.update(template.wpId, prepared.post);
      if (prepared.area !== undefined) await this.templates.setArea(template.wpId, prepared.area);
      if (before !== undefined && after !== undefined && revisionWorthy(before, after)) await this.storage.posts.createRevision(after.id);
    } else {
      const post = await this.templates.insert(this.kind, template.theme, prepared.post, { origin: template.source }, prepared.area);
      await this.storage.posts.createRevision(post.id);
    }
    const saved = await this.templates.get(id, this.kind);
    if (saved === undefined) return templateNotFound();
    const fields = await this.updateAdditionalFieldsForObject(saved, request);
    if (fields instanceof RestError) return fields;
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(saved, request);
  }

  @Route(`/(?P<id>${TEMPLATE_ID})`, { methods: 'DELETE' })
  @Args({ id: TEMPLATE_ID_ARG, force: { type: 'boolean', default: false, description: 'Whether to bypass Trash and force deletion.' } })
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: TemplateDeleteArgs): Promise<RestResponse | RestError> {
    const template = await this.templates.get(args.id, this.kind);
    if (template === undefined) return templateNotFound();
    if (template.source !== 'custom') return new RestError('rest_invalid_template', "Templates based on theme files can't be removed.", { status: 400 });
    request.setParam('context', 'edit');
    if (args.force) {
      const previous = await this.prepareItemForResponse(template, request);
      for (const revision of await this.storage.posts.listRevisions(template.wpId)) await this.storage.posts.delete(revision.id);
      if (!(await this.storage.posts.delete(template.wpId))) return new RestError('rest_cannot_delete', 'The template cannot be deleted.', { status: 500 });
      return new RestResponse({ deleted: true, previous: previous.getData() });
    }
    if (template.status === 'trash') return new RestError('rest_template_already_trashed', 'The template has already been deleted.', { status: 410 });
    const trashed = await this.storage.posts.update(template.wpId, { post_status: 'trash' });
    if (trashed === undefined) return new RestError('rest_cannot_delete', 'The template cannot be deleted.', { status: 500 });
    await this.storage.posts.meta.set(template.wpId, '_wp_trash_meta_status', [template.status]);
    return this.prepareItemForResponse({ ...template, status: 'trash' }, request);
  }

  /**
   * prepare_item_for_database: the post fields of a create (no template) or an
   * update (a file becomes a new post carrying its content, a customisation
   * changes in place), and the part's area.
   */
  async prepareChanges(args: TemplateWriteArgs, template: BlockTemplate | undefined): Promise<{ post: PostInput; area?: string } | RestError> {
    const fromFile = template !== undefined && template.source !== 'custom';
    const post: PostInput = { post_status: 'publish' };
    if (template !== undefined) post.post_name = template.slug;
    const content = args.content;
    if (typeof content === 'string') post.post_content = content;
    else if (isRecord(content) && typeof content.raw === 'string') post.post_content = content.raw;
    else if (fromFile) post.post_content = template.content;
    const title = args.title;
    if (typeof title === 'string') post.post_title = title;
    else if (isRecord(title) && typeof title.raw === 'string' && title.raw !== '') post.post_title = title.raw;
    else if (fromFile) post.post_title = template.title;
    const description = args.description;
    if (description !== undefined && description !== null) post.post_excerpt = description;
    else if (fromFile) post.post_excerpt = template.description;
    let area: string | undefined;
    if (this.kind === 'wp_template_part') {
      const requested = args.area;
      if (requested !== undefined && requested !== null) area = knownArea(requested);
      else if (fromFile && template.area !== undefined && template.area !== '') area = knownArea(template.area);
      else if (template?.area === undefined || template.area === '') area = UNCATEGORIZED_AREA;
    }
    const author = args.author ?? 0;
    if (author > 0) {
      if (author !== currentUser().id && (await this.storage.users.getById(author)) === undefined) {
        return new RestError('rest_invalid_author', 'Invalid author ID.', { status: 400 });
      }
      post.post_author = author;
    } else if (template === undefined || fromFile) {
      post.post_author = currentUser().id;
    }
    return area === undefined ? { post } : { post, area };
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const template = item as BlockTemplate;
    const fields = this.getFieldsForResponse(request);
    const has = (name: string): boolean => isFieldIncluded(name, fields);
    const data: Record<string, unknown> = {};
    if (has('id')) data.id = template.id;
    if (has('theme')) data.theme = template.theme;
    if (has('content')) {
      const content: Record<string, unknown> = {};
      if (has('content.raw')) content.raw = template.content;
      if (has('content.block_version')) content.block_version = blockVersion(template.content);
      data.content = content;
    }
    if (has('slug')) data.slug = template.slug;
    if (has('source')) data.source = template.source;
    if (has('origin')) data.origin = template.origin;
    if (has('type')) data.type = template.type;
    if (has('description')) data.description = template.description;
    if (has('title')) {
      const title: Record<string, unknown> = {};
      if (has('title.raw')) title.raw = template.title;
      if (has('title.rendered')) title.rendered = template.wpId > 0 ? renderTitle(template.title) : template.title;
      data.title = title;
    }
    if (has('status')) data.status = template.status;
    if (has('wp_id')) data.wp_id = template.wpId;
    if (has('has_theme_file')) data.has_theme_file = template.hasThemeFile;
    if (has('is_custom') && template.type === 'wp_template') data.is_custom = template.isCustom;
    if (has('author')) data.author = template.author;
    if (has('area') && template.type === 'wp_template_part') data.area = template.area ?? null;
    // A theme file has no modification date: WordPress's mysql_to_rfc3339( null ) is false.
    if (has('modified')) data.modified = template.modified === null ? false : rfc3339(template.modified);
    if (has('author_text')) data.author_text = await this.authorText(template);
    if (has('original_source')) data.original_source = originalSource(template);
    const context = requestContext(request);
    const shaped = this.filterResponseByContext(await this.addAdditionalFieldsToObject(data, request), context);
    const response = new RestResponse(shaped);
    if (has('_links') || has('_embedded')) await this.addTemplateLinks(response, template);
    return response;
  }

  private async addTemplateLinks(response: RestResponse, template: BlockTemplate): Promise<void> {
    const base = `/${this.namespace}/${this.restBase}`;
    const self = this.urls.restUrl(`${base}/${template.id}`);
    response.addLink('self', self);
    response.addLink('collection', this.urls.restUrl(base));
    response.addLink('about', this.urls.restUrl(`/wp/v2/types/${this.kind}`));
    if (template.wpId > 0 && template.source === 'custom') {
      const revisions = await this.storage.posts.listRevisions(template.wpId);
      const history = `${base}/${template.id}/revisions`;
      response.addLink('version-history', this.urls.restUrl(history), { count: revisions.length });
      if (revisions.length > 0) response.addLink('predecessor-version', this.urls.restUrl(`${history}/${revisions[0]!.id}`), { id: revisions[0]!.id });
    }
    if (await this.can(this.postTypes.get(this.kind)?.cap.publish_posts ?? 'edit_theme_options')) response.addLink('https://api.w.org/action-publish', self);
    if (await this.can('unfiltered_html')) response.addLink('https://api.w.org/action-unfiltered-html', self);
  }

  /** get_wp_templates_author_text_field. */
  private async authorText(template: BlockTemplate): Promise<string> {
    switch (originalSource(template)) {
      case 'theme': {
        const name = this.themes.get(template.theme)?.name ?? '';
        return name === '' ? template.theme : name;
      }
      case 'site': {
        const title = await this.storage.options.get('blogname');
        return title === undefined || title === null ? '' : String(title);
      }
      default: {
        const author = template.author > 0 ? await this.storage.users.getById(template.author) : undefined;
        return author === undefined ? 'Unknown author' : author.display_name;
      }
    }
  }
}

/** get_wp_templates_original_source_field: theme, site or user (no plugin templates here). */
export function originalSource(template: BlockTemplate): 'theme' | 'site' | 'user' {
  if (template.hasThemeFile && (template.origin === 'theme' || (template.origin === null && ['theme', 'custom'].includes(template.source)))) return 'theme';
  if (!template.hasThemeFile && template.source === 'custom' && template.author === 0) return 'site';
  return 'user';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** WordPress saves a revision only when a revisioned field changed. */
function revisionWorthy(before: PostRecord, after: PostRecord): boolean {
  return before.post_title !== after.post_title || before.post_content !== after.post_content || before.post_excerpt !== after.post_excerpt;
}
