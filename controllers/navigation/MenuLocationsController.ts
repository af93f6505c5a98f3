/**
 * WordPress's WP_REST_Menu_Locations_Controller under `wp/v2/menu-locations`:
 * the locations the theme registers and the menu each one shows. Read it beside
 * `class-wp-rest-menu-locations-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, Methods, TOKENS, RestError, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import type { ThemeRegistry } from '../themes/ThemeRegistry';
import { NavMenuSettings } from './NavMenuSettings';
import { denied, notFound } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

interface MenuLocation {
  name: string;
  description: string;
}

const ALL = ['embed', 'view', 'edit'];
const invalidLocation = (): RestError => notFound('rest_menu_location_invalid', 'Invalid menu location.');

/** GET /menu-locations/{location}: the location is in the path, so it is always there. */
type MenuLocationReadArgs = { location: string; context: string };

@Controller('wp/v2', { restBase: 'menu-locations' })
export class MenuLocationsController extends SiteController {
  @inject(TOKENS.Themes) private readonly themes!: ThemeRegistry;

  private get settings(): NavMenuSettings {
    return new NavMenuSettings(this.storage, this.themes, this.options);
  }

  protected override buildItemSchema(): Schema {
    return objectSchema('menu-location', {
      name: { description: 'The name of the menu location.', type: 'string', context: ALL, readonly: true },
      description: { description: 'The description of the menu location.', type: 'string', context: ALL, readonly: true },
      menu: { description: 'The ID of the assigned menu.', type: 'integer', context: ALL, readonly: true },
    });
  }

  private async themeEditorCheck(): Promise<true | RestError> {
    if (await this.can('edit_theme_options')) return true;
    return denied('rest_cannot_view', 'Sorry, you are not allowed to view menu locations.');
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.themeEditorCheck();
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: MenuLocationsController) => ({ context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    // Keyed by location, as WordPress answers (a JSON object, not a list).
    const data: Record<string, unknown> = {};
    for (const [name, description] of Object.entries(this.settings.registeredLocations())) {
      data[name] = await this.prepareResponseForCollection(await this.prepareItemForResponse({ name, description }, request));
    }
    return new RestResponse(data);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const allowed = await this.themeEditorCheck();
    if (allowed !== true) return allowed;
    return Object.hasOwn(this.settings.registeredLocations(), String(request.getParam('location') ?? '')) ? true : invalidLocation();
  }

  @Route('/(?P<location>[\\w-]+)', { methods: Methods.READABLE })
  @Args((c: MenuLocationsController) => ({
    location: { description: 'An alphanumeric identifier for the menu location.', type: 'string' },
    context: c.getContextParam({ default: 'view' }),
  }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: MenuLocationReadArgs): Promise<RestResponse | RestError> {
    const name = args.location;
    const registered = this.settings.registeredLocations();
    if (!Object.hasOwn(registered, name)) return invalidLocation();
    return this.prepareItemForResponse({ name, description: registered[name] }, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const location = item as MenuLocation;
    const menu = (await this.settings.assignments())[location.name] ?? 0;
    const fields = this.getFieldsForResponse(request);
    const data: Record<string, unknown> = {};
    if (isFieldIncluded('name', fields)) data.name = location.name;
    if (isFieldIncluded('description', fields)) data.description = location.description;
    if (isFieldIncluded('menu', fields)) data.menu = menu;
    const shaped = await shapeItem(this, data, request);
    const response = new RestResponse(shaped);
    const base = `/${this.namespace}/${this.restBase}`;
    response.addLink('self', this.urls.restUrl(`${base}/${location.name}`));
    response.addLink('collection', this.urls.restUrl(base));
    const menus = this.taxonomies.get('nav_menu');
    if (menu > 0 && menus !== undefined && menus.showInRest && (await this.storage.terms.get(menu)) !== undefined) {
      response.addLink('https://api.w.org/menu', this.urls.restUrl(`/${menus.restNamespace}/${menus.restBase}/${menu}`), { embeddable: true });
    }
    return this.hooks.applyFilters<RestResponse>('rest_prepare_menu_location', response, location, request);
  }
}
