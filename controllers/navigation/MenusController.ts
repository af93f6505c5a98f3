/**
 * WordPress's WP_REST_Menus_Controller: the `nav_menu` taxonomy under
 * `wp/v2/menus`, a terms controller whose terms also carry the locations they
 * are shown in and whether new top-level pages join them. Read it beside
 * `class-wp-rest-menus-controller.php`.
 */
import { inject, TOKENS, RestError, validateRequestArg, sanitizeRequestArg, type Schema, type RestRequest, RestResponse } from '../kit';
import { isFieldIncluded } from '../../src/shaping/index';
import { requestContext } from '../types/preparedFields';
import type { TermRecord } from '../../src/storage/types';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import type { IdArgs } from '../../src/baseControllers/CollectionArgs';
import { TermsController, type TermWriteArgs } from '../terms/TermsController';
import { insertTerm, updateTerm, type TermChanges } from '../terms/termWrites';
import { canReadMenus } from './canReadMenus';
import { NavMenuSettings } from './NavMenuSettings';
import { denied } from '../shared/restErrors';

export class MenusController extends TermsController {
  @inject(TOKENS.Themes) private readonly themes!: ThemeRegistry;

  get menuSettings(): NavMenuSettings {
    return new NavMenuSettings(this.storage, this.themes, this.options);
  }

  protected override buildItemSchema(): Schema {
    const schema = super.buildItemSchema();
    const { count: _count, link: _link, taxonomy: _taxonomy, ...properties } = schema.properties ?? {};
    properties.locations = {
      description: 'The locations assigned to the menu.',
      type: 'array',
      items: { type: 'string' },
      context: ['view', 'edit'],
      arg_options: {
        validate_callback: (value: unknown, request: unknown, param: string) => {
          const valid = validateRequestArg(value, request, param);
          if (valid !== true) return valid;
          const registered = this.menuSettings.registeredLocations();
          for (const location of sanitizeRequestArg(value, request, param) as string[]) {
            if (!Object.hasOwn(registered, location)) return new RestError('rest_invalid_menu_location', 'Invalid menu location.', { location });
          }
          return true;
        },
      },
    };
    properties.auto_add = { description: 'Whether to automatically add top level pages to this menu.', context: ['view', 'edit'], type: 'boolean' };
    return { ...schema, properties };
  }

  private async readOnlyAccess(): Promise<true | RestError> {
    if (await canReadMenus(this.capabilities, this.postTypes)) return true;
    return denied('rest_cannot_view', 'Sorry, you are not allowed to view menus.');
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<boolean | RestError> {
    const allowed = await super.getItemsPermissionsCheck(request);
    return allowed !== true ? allowed : this.readOnlyAccess();
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const allowed = await super.getItemPermissionsCheck(request);
    return allowed !== true ? allowed : this.readOnlyAccess();
  }

  /** wp_update_nav_menu_object's rule: no two menus share a name. */
  private async nameTaken(name: string, menuId: number): Promise<TermRecord | undefined> {
    return (await this.storage.terms.findByName(this.taxonomy.name, name, 0)).find((term) => term.term_id !== menuId);
  }

  private static menuExists(name: string): RestError {
    const escaped = name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
    return new RestError('menu_exists', `The menu name <strong>${escaped}</strong> conflicts with another menu name. Please try another.`);
  }

  /** The request's locations and auto_add, its meta and additional fields (inside the write's transaction). */
  private async saveMenuExtras(menu: TermRecord, request: RestRequest, creating: boolean): Promise<TermRecord | RestError> {
    this.hooks.doAction(`rest_insert_${this.taxonomy.name}`, menu, request, creating);
    const meta = request.getParam('meta');
    if (typeof meta === 'object' && meta !== null) {
      const failed = await this.meta.updateValue(meta as Record<string, unknown>, menu.term_id);
      if (failed !== null) return failed;
    }
    const locations = request.getParam('locations');
    if (Array.isArray(locations)) await this.menuSettings.assignLocations(menu.term_id, locations.map(String));
    const autoAdd = request.getParam('auto_add');
    if (typeof autoAdd === 'boolean') {
      await this.menuSettings.setAutoAdd(menu.term_id, autoAdd);
      this.hooks.doAction('wp_update_nav_menu', menu.term_id);
    }
    const fields = await this.updateAdditionalFieldsForObject(menu, request);
    return fields instanceof RestError ? fields : menu;
  }

  override async createItem(request: RestRequest, args: TermWriteArgs): Promise<RestResponse | RestError> {
    const prepared = await this.prepareItemForDatabase(request, args);
    const name = prepared.name ?? '';
    const created = await this.storage.transaction(async () => {
      const existing = await this.nameTaken(name, 0);
      if (existing !== undefined) {
        const error = MenusController.menuExists(name).addData({ status: 400, term_id: existing.term_id });
        // WordPress first gave the bare id as the error's data: it stays as additional data.
        error.additionalData.menu_exists = [existing.term_id];
        return error;
      }
      const inserted = await insertTerm(this.storage.terms, this.taxonomy, { ...prepared, name });
      if (inserted instanceof RestError) return inserted.addData({ status: 400 });
      return this.saveMenuExtras(inserted, request, true);
    });
    if (created instanceof RestError) return created;
    request.setParam('context', 'view');
    this.hooks.doAction(`rest_after_insert_${this.taxonomy.name}`, created, request, true);
    const response = await this.prepareItemForResponse(created, request);
    response.setStatus(201);
    response.header('Location', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${created.term_id}`));
    return response;
  }

  override async updateItem(request: RestRequest, args: IdArgs & TermWriteArgs): Promise<RestResponse | RestError> {
    const menu = await this.getTerm(args.id);
    if (menu instanceof RestError) return menu;
    const prepared: TermChanges = await this.prepareItemForDatabase(request, args);
    const updated = await this.storage.transaction(async () => {
      let saved: TermRecord | RestError = menu;
      if (Object.keys(prepared).length > 0) {
        const name = prepared.name ?? menu.name;
        // WordPress returns this error without a status, so it is answered as a server error.
        if ((await this.nameTaken(name, menu.term_id)) !== undefined) return MenusController.menuExists(name);
        saved = await updateTerm(this.storage.terms, this.taxonomy, menu, prepared);
        if (saved instanceof RestError) return saved;
      }
      return this.saveMenuExtras(saved, request, false);
    });
    if (updated instanceof RestError) return updated;
    request.setParam('context', 'view');
    this.hooks.doAction(`rest_after_insert_${this.taxonomy.name}`, updated, request, false);
    return this.prepareItemForResponse(updated, request);
  }

  override async deleteItem(request: RestRequest): Promise<RestResponse | RestError> {
    const menu = await this.getTerm(request.getParam('id'));
    if (menu instanceof RestError) return menu;
    if (request.getParam('force') !== true) {
      return new RestError('rest_trash_not_supported', "Menus do not support trashing. Set 'force=true' to delete.", { status: 501 });
    }
    request.setParam('context', 'view');
    const previous = await this.prepareItemForResponse(menu, request);
    // wp_delete_nav_menu: the menu's items go with it, and its locations are freed.
    const deleted = await this.storage.transaction(async () => {
      const items = await this.storage.posts.query({ type: 'nav_menu_item', status: 'any', tax_query: { clauses: [{ taxonomy: 'nav_menu', terms: [menu.term_id], operator: 'IN' }] } });
      for (const item of items.items) await this.storage.posts.delete(item.id);
      await this.menuSettings.unassign(menu.term_id);
      await this.menuSettings.setAutoAdd(menu.term_id, false);
      return this.storage.terms.delete(menu.term_id);
    });
    if (!deleted) return new RestError('rest_cannot_delete', 'The menu cannot be deleted.', { status: 500 });
    const response = new RestResponse({ deleted: true, previous: previous.getData() });
    this.hooks.doAction(`rest_delete_${this.taxonomy.name}`, menu, response, request);
    return response;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const menu = item as TermRecord;
    const response = await super.prepareItemForResponse(menu, request);
    const data = response.getData();
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return response;
    const fields = this.getFieldsForResponse(request);
    const locations = await this.menuSettings.locationsOf(menu.term_id);
    const extra: Record<string, unknown> = {};
    if (isFieldIncluded('locations', fields)) extra.locations = locations;
    if (isFieldIncluded('auto_add', fields)) extra.auto_add = await this.menuSettings.autoAdd(menu.term_id);
    response.setData(this.filterResponseByContext({ ...(data as Record<string, unknown>), ...extra }, requestContext(request)));
    for (const location of locations) {
      response.addLink('https://api.w.org/menu-location', this.urls.restUrl(`/wp/v2/menu-locations/${location}`), { embeddable: true });
    }
    return response;
  }
}
