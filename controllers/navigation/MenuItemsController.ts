/**
 * WordPress's WP_REST_Menu_Items_Controller: `nav_menu_item` posts under
 * `wp/v2/menu-items`, a posts controller whose items point at a post, a term,
 * a post type archive or a custom URL. Read it beside
 * `class-wp-rest-menu-items-controller.php`.
 */
import { RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse } from '../kit';
import { toInt } from '../../src/schema/php';
import { sanitizeUrl } from '../../src/schema/formats/url';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import type { PostRecord } from '../../src/storage/types';
import { emptyMetaAsList } from '../meta/RestMetaFields';
import { PostsController } from '../posts/PostsController';
import { renderTitle } from '../posts/postRendering';
import { writableStatuses } from '../posts/postSchema';
import { linksRequested } from '../shared/linksRequested';
import { canReadMenus } from './canReadMenus';
import { menuItemCollectionParams, menuItemSchema } from './menuItemSchema';
import { primeMenuItems, readMenuItem, writeMenuItem, type MenuItem, type MenuItemFields, type MenuItemSite } from './menuItems';
import { denied, invalidPostId } from '../shared/restErrors';


/** The request fields mapped onto the stored menu item fields (WordPress's `menu-item-*` names). */
const REQUEST_FIELDS: ReadonlyArray<readonly [keyof MenuItemFields, string]> = [
  ['objectId', 'object_id'], ['object', 'object'], ['parent', 'parent'], ['position', 'menu_order'], ['type', 'type'], ['url', 'url'],
  ['description', 'description'], ['attrTitle', 'attr_title'], ['target', 'target'], ['classes', 'classes'], ['xfn', 'xfn'], ['status', 'status'],
];

export class MenuItemsController extends PostsController {
  protected override async primeItems(posts: readonly PostRecord[], request: RestRequest): Promise<void> {
    await super.primeItems(posts, request);
    if (request.getMethod() !== 'HEAD') await primeMenuItems(this.storage, posts);
  }

  get site(): MenuItemSite {
    return { storage: this.storage, options: this.options, postTypes: this.postTypes, taxonomies: this.taxonomies, postLink: (post) => this.presenter.link(post) };
  }

  protected override buildItemSchema(): Schema {
    const schema = menuItemSchema({
      statuses: writableStatuses(this.statuses.listed()),
      taxonomies: this.restTaxonomies(),
      meta: this.meta.fieldSchema(),
      checkUrl: (value) => (value === '' || sanitizeUrl(value) !== '' ? true : new RestError('rest_invalid_url', 'Invalid URL.')),
    });
    schema.links = [{
      rel: 'https://api.w.org/menu-item-object', title: 'Get linked object.', href: this.urls.restUrl(`/${this.namespace}/${this.restBase}/{id}`),
      targetSchema: { type: 'object', properties: { object: { type: 'integer' } } },
    }];
    return this.hooks.applyFilters<Schema>(`rest_${this.postTypeName()}_item_schema`, schema);
  }

  override getCollectionParams(): ArgSchemaMap {
    return menuItemCollectionParams(super.getCollectionParams());
  }

  private async readOnlyAccess(): Promise<true | RestError> {
    if (await canReadMenus(this.capabilities, this.postTypes)) return true;
    return denied('rest_cannot_view', 'Sorry, you are not allowed to view menu items.');
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const allowed = await super.getItemsPermissionsCheck(request);
    return allowed !== true ? allowed : this.readOnlyAccess();
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<boolean | RestError> {
    const allowed = await super.getItemPermissionsCheck(request);
    return allowed !== true ? allowed : this.readOnlyAccess();
  }

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (toInt(request.getParam('id')) > 0) return new RestError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
    if (!(await this.access.can(this.postType.cap.create_posts))) return denied('rest_cannot_create', 'Sorry, you are not allowed to create posts as this user.');
    return true;
  }

  override async updateItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const post = await this.getPost(request.getParam('id'));
    if (post instanceof RestError) return post;
    if (!(await this.access.canEdit(post))) return denied('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.');
    return true;
  }

  /** The item `id` names, read as a menu item. */
  private async getMenuItem(id: unknown): Promise<MenuItem | RestError> {
    const post = await this.getPost(id);
    return post instanceof RestError ? post : readMenuItem(this.site, post);
  }

  /** WordPress's prepare_item_for_database: the stored fields (or the defaults) overlaid with the request's, then checked. */
  private async prepareMenuItem(request: RestRequest, existing: MenuItem | undefined): Promise<MenuItemFields | RestError> {
    const fields: MenuItemFields = existing === undefined
      ? { menuId: 0, objectId: 0, object: '', parent: 0, position: 1, type: 'custom', title: '', url: '', description: '', attrTitle: '', target: '', classes: [], xfn: '', status: 'publish' }
      : { ...existing, position: existing.position === 0 ? 1 : existing.position, title: existing.post.post_title };
    const given = fields as unknown as Record<string, unknown>;
    for (const [field, param] of REQUEST_FIELDS) {
      const value = request.getParam(param);
      if (value !== null && value !== undefined) given[field] = field === 'xfn' && Array.isArray(value) ? value.join(' ') : value;
    }
    const menus = toInt(request.getParam('menus'));
    if (menus !== 0) fields.menuId = Math.abs(menus);
    const title = request.getParam('title');
    if (typeof title === 'string') fields.title = title;
    else if (typeof title === 'object' && title !== null && typeof (title as { raw?: unknown }).raw === 'string' && (title as { raw: string }).raw !== '') {
      fields.title = (title as { raw: string }).raw;
    }

    const error = new RestError();
    if (fields.object === '') {
      if (fields.type === 'taxonomy') {
        const term = await this.storage.terms.get(Math.abs(fields.objectId));
        if (term === undefined) error.add('rest_term_invalid_id', 'Invalid term ID.', { status: 400 });
        else fields.object = term.taxonomy;
      } else if (fields.type === 'post_type') {
        const original = await this.storage.posts.get(Math.abs(fields.objectId));
        if (original === undefined) error.add('rest_post_invalid_id', 'Invalid post ID.', { status: 400 });
        else fields.object = original.post_type;
      }
    }
    if (fields.type === 'post_type_archive' && this.postTypes.get(fields.object) === undefined) {
      error.add('rest_post_invalid_type', 'Invalid post type.', { status: 400 });
    }
    if (fields.type === 'custom') {
      if (fields.title === '') error.add('rest_title_required', 'The title is required when using a custom menu item type.', { status: 400 });
      if (fields.url === '') error.add('rest_url_required', 'The url is required when using a custom menu item type.', { status: 400 });
    }
    if (error.getErrorCodes().length > 0) return error;
    // Only draft and publish are menu item statuses.
    if (fields.status !== 'publish') fields.status = 'draft';
    fields.classes = Array.isArray(fields.classes) ? fields.classes.map(String) : String(fields.classes).split(' ');
    return this.hooks.applyFilters<MenuItemFields>('rest_pre_insert_nav_menu_item', fields, request);
  }

  /** Writes the item with its meta and additional fields in one transaction; the saved post, or the error. */
  private async saveMenuItem(request: RestRequest, existing: MenuItem | undefined): Promise<PostRecord | RestError> {
    const prepared = await this.prepareMenuItem(request, existing);
    if (prepared instanceof RestError) return prepared;
    const creating = existing === undefined;
    return this.storage.transaction(async () => {
      const id = await writeMenuItem(this.storage, existing?.post.id ?? 0, prepared);
      if (id instanceof RestError) return id.addData({ status: id.code.startsWith('db_') ? 500 : 400 });
      const post = await this.storage.posts.get(id);
      if (post === undefined) return invalidPostId();
      this.hooks.doAction('rest_insert_nav_menu_item', await readMenuItem(this.site, post), request, creating);
      const meta = request.getParam('meta');
      if (typeof meta === 'object' && meta !== null) {
        const failed = await this.meta.updateValue(meta as Record<string, unknown>, id);
        if (failed !== null) return failed;
      }
      const fields = await this.updateAdditionalFieldsForObject(post, request);
      return fields instanceof RestError ? fields : post;
    });
  }

  override async createItem(request: RestRequest): Promise<RestResponse | RestError> {
    if (toInt(request.getParam('id')) > 0) return new RestError('rest_post_exists', 'Cannot create existing post.', { status: 400 });
    const saved = await this.saveMenuItem(request, undefined);
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    this.hooks.doAction('rest_after_insert_nav_menu_item', await readMenuItem(this.site, saved), request, true);
    const response = await this.prepareItemForResponse(saved, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${saved.id}`));
    return response;
  }

  override async updateItem(request: RestRequest): Promise<RestResponse | RestError> {
    const existing = await this.getMenuItem(request.getParam('id'));
    if (existing instanceof RestError) return existing;
    const saved = await this.saveMenuItem(request, existing);
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    this.hooks.doAction('rest_after_insert_nav_menu_item', await readMenuItem(this.site, saved), request, false);
    return this.prepareItemForResponse(saved, request);
  }

  override async deleteItem(request: RestRequest): Promise<RestResponse | RestError> {
    const item = await this.getMenuItem(request.getParam('id'));
    if (item instanceof RestError) return item;
    if (request.getParam('force') !== true) {
      return new RestError('rest_trash_not_supported', "Menu items do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    const previous = await this.prepareItemForResponse(item.post, request);
    if (!(await this.storage.posts.delete(item.post.id))) return new RestError('rest_cannot_delete', 'The post cannot be deleted.', { status: 500 });
    const response = new RestResponse({ deleted: true, previous: previous.getData() });
    this.hooks.doAction('rest_delete_nav_menu_item', item, response, request);
    return response;
  }

  override async prepareItemForResponse(raw: unknown, request: RestRequest): Promise<RestResponse> {
    const item = await readMenuItem(this.site, raw as PostRecord);
    const fields = this.getFieldsForResponse(request);
    const has = (field: string): boolean => isFieldIncluded(field, fields);
    const data: Record<string, unknown> = {};
    if (has('id')) data.id = item.post.id;
    if (has('title')) {
      const title: Record<string, string> = {};
      if (has('title.raw')) title.raw = item.title;
      if (has('title.rendered')) title.rendered = this.hooks.applyFilters<string>('the_title', renderTitle(item.title), item.post.id);
      data.title = title;
    }
    if (has('status')) data.status = item.status;
    if (has('url')) data.url = item.url;
    if (has('attr_title')) data.attr_title = item.attrTitle;
    if (has('description')) data.description = item.description;
    if (has('type')) data.type = item.type;
    if (has('type_label')) data.type_label = item.typeLabel;
    if (has('object')) data.object = item.object;
    if (has('object_id')) data.object_id = Math.abs(item.objectId);
    if (has('parent')) data.parent = item.parent;
    if (has('menu_order')) data.menu_order = item.position;
    if (has('target')) data.target = item.target;
    if (has('classes')) data.classes = item.classes;
    if (has('xfn')) data.xfn = item.xfn.split(' ').map((rel) => rel.replace(/[^A-Za-z0-9_-]/g, ''));
    if (has('invalid')) data.invalid = item.invalid;
    if (has('meta')) data.meta = await this.meta.getValue(item.post.id, request);
    for (const taxonomy of this.restTaxonomies()) {
      if (!has(taxonomy.restBase)) continue;
      const terms = (await this.storage.terms.getPostTerms(item.post.id, taxonomy.name)).map((term) => term.term_id);
      data[taxonomy.restBase] = taxonomy.name === 'nav_menu' ? (terms[0] ?? 0) : terms;
    }
    const shaped = await shapeItem(this, data, request);
    emptyMetaAsList(shaped);
    const response = new RestResponse(shaped);
    if (linksRequested(request)) await this.addMenuItemLinks(response, item, request);
    return this.hooks.applyFilters<RestResponse>('rest_prepare_nav_menu_item', response, item, request);
  }

  private async addMenuItemLinks(response: RestResponse, item: MenuItem, request: RestRequest): Promise<void> {
    const base = `/${this.namespace}/${this.restBase}`;
    const self = this.urls.restUrl(`${base}/${item.post.id}`);
    response.addLink('self', self);
    response.addLink('collection', this.urls.restUrl(base));
    response.addLink('about', this.urls.restUrl(`/wp/v2/types/${this.postTypeName()}`));
    for (const taxonomy of this.restTaxonomies()) {
      response.addLink('https://api.w.org/term', this.urls.restUrl(`/${taxonomy.restNamespace}/${taxonomy.restBase}?post=${item.post.id}`), { taxonomy: taxonomy.name, embeddable: true });
    }
    if (item.objectId > 0) {
      const target = await this.linkedObjectRoute(item);
      if (target !== undefined) response.addLink('https://api.w.org/menu-item-object', this.urls.restUrl(target.path), { [item.type]: target.type, embeddable: true });
    }
    for (const rel of await this.editActions(request)) response.addLink(rel, self);
  }

  /** The REST route of the post or term the item points at (rest_get_route_for_post / _term). */
  private async linkedObjectRoute(item: MenuItem): Promise<{ path: string; type: string } | undefined> {
    if (item.type === 'post_type') {
      const post = await this.storage.posts.get(item.objectId);
      const type = post === undefined ? undefined : this.postTypes.get(post.post_type);
      return post === undefined || type === undefined || !type.showInRest ? undefined : { path: `/${type.restNamespace}/${type.restBase}/${post.id}`, type: post.post_type };
    }
    if (item.type === 'taxonomy') {
      const term = await this.storage.terms.get(item.objectId);
      const taxonomy = term === undefined ? undefined : this.taxonomies.get(term.taxonomy);
      return term === undefined || taxonomy === undefined || !taxonomy.showInRest ? undefined : { path: `/${taxonomy.restNamespace}/${taxonomy.restBase}/${term.term_id}`, type: term.taxonomy };
    }
    return undefined;
  }

  /** The action links of the edit context (publish, unfiltered HTML, assigning and creating menus). */
  private async editActions(request: RestRequest): Promise<string[]> {
    if (request.getParam('context') !== 'edit') return [];
    const rels: string[] = [];
    if (await this.access.can(this.postType.cap.publish_posts)) rels.push('https://api.w.org/action-publish');
    if (await this.access.can('unfiltered_html')) rels.push('https://api.w.org/action-unfiltered-html');
    for (const taxonomy of this.restTaxonomies()) {
      const createCap = taxonomy.hierarchical ? taxonomy.cap.edit_terms : taxonomy.cap.assign_terms;
      if (await this.access.can(createCap)) rels.push(`https://api.w.org/action-create-${taxonomy.restBase}`);
      if (await this.access.can(taxonomy.cap.assign_terms)) rels.push(`https://api.w.org/action-assign-${taxonomy.restBase}`);
    }
    return rels;
  }

}
