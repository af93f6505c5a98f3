/**
 * WordPress's WP_REST_Themes_Controller under `wp/v2/themes` (read-only): read
 * it beside `class-wp-rest-themes-controller.php`.
 */
import {
  inject, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse, SiteController,
} from '../kit';
import { isFieldIncluded } from '../../src/shaping/index';
import { canEditSomePosts } from '../blocks/canEditSomePosts';
import { escapeHtml } from '../blocks/html';
import { userGlobalStylesPost } from '../global-styles/userGlobalStyles';
import { DEFAULT_TEMPLATE_TYPES, TEMPLATE_PART_AREAS } from './templateTypes';
import type { ThemeInfo, ThemeRegistry } from './ThemeRegistry';
import { themeSchema } from './themeSchema';
import { themeSupports } from './themeFeatures';
import { denied } from '../shared/restErrors';

/** Theme directory names: at most one sub-directory, none of `/:<>*?"|`. */
/** The route of one global styles config (served by the global styles controller). */
const GLOBAL_STYLES_ROUTE = '/wp/v2/global-styles/(?P<id>[\\/\\d+]+)';
const STYLESHEET = '[^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?';

@Controller('wp/v2', { restBase: 'themes' })
export class ThemesController extends SiteController {
  @inject(TOKENS.Themes) readonly themes!: ThemeRegistry;

  override getCollectionParams(): ArgSchemaMap {
    const params: ArgSchemaMap = {
      status: {
        description: 'Limit result set to themes assigned one or more statuses.',
        type: 'array',
        items: { enum: ['active', 'inactive'], type: 'string' },
      },
    };
    return this.hooks.applyFilters<ArgSchemaMap>('rest_themes_collection_params', params);
  }

  protected override buildItemSchema(): Schema {
    return themeSchema();
  }

  private async canManageThemes(): Promise<boolean> {
    return (await this.can('switch_themes')) || this.can('manage_network_themes');
  }

  private async activeThemePermission(): Promise<true | RestError> {
    if (await canEditSomePosts(this.capabilities, this.postTypes)) return true;
    return denied('rest_cannot_view_active_theme', 'Sorry, you are not allowed to view the active theme.');
  }

  private static cannotView(): RestError {
    return denied('rest_cannot_view_themes', 'Sorry, you are not allowed to view themes.');
  }

  private static onlyActive(request: RestRequest): boolean {
    const status = request.getParam('status');
    return Array.isArray(status) && status.length === 1 && status[0] === 'active';
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (await this.canManageThemes()) return true;
    return ThemesController.onlyActive(request) ? this.activeThemePermission() : ThemesController.cannotView();
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (await this.canManageThemes()) return true;
    const active = this.themes.activeTheme();
    return active !== undefined && active.stylesheet === String(request.getParam('stylesheet') ?? '') ? this.activeThemePermission() : ThemesController.cannotView();
  }

  @Route('', { methods: 'GET' })
  @Args((c: ThemesController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: { status?: Array<'active' | 'inactive'> }): Promise<RestResponse> {
    const wanted = args.status ?? null;
    const themes = this.themes.all().filter((theme) => wanted === null || wanted.includes(this.themes.isActive(theme) ? 'active' : 'inactive'));
    const data = await this.prepareCollection(themes, request);
    const response = new RestResponse(data);
    response.header('X-WP-Total', String(data.length));
    response.header('X-WP-TotalPages', '1');
    return response;
  }

  @Route(`/(?P<stylesheet>${STYLESHEET})`, { methods: 'GET' })
  @Args({
    stylesheet: {
      description: "The theme's stylesheet. This uniquely identifies the theme.",
      type: 'string',
      sanitize_callback: (value: unknown) => decodeURIComponent(String(value).replace(/\+/g, ' ')),
    },
  })
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: { stylesheet: string }): Promise<RestResponse | RestError> {
    const theme = this.themes.get(args.stylesheet);
    if (theme === undefined) return new RestError('rest_theme_not_found', 'Theme not found.', { status: 404 });
    return this.prepareItemForResponse(theme, request);
  }

  private directoryUri(stylesheet: string): string {
    return `${this.options.baseUrl.replace(/\/+$/, '')}/wp-content/themes/${stylesheet}`;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const theme = item as ThemeInfo;
    const fields = this.getFieldsForResponse(request);
    const active = this.themes.isActive(theme);
    const data: Record<string, unknown> = {};
    const has = (name: string): boolean => isFieldIncluded(name, fields);
    if (has('stylesheet')) data.stylesheet = theme.stylesheet;
    if (has('template')) data.template = theme.template;
    const plain: Array<[string, string]> = [['requires_php', theme.requiresPhp], ['requires_wp', theme.requiresWp], ['textdomain', theme.textdomain], ['version', theme.version]];
    for (const [name, value] of plain) if (has(name)) data[name] = value;
    if (has('screenshot')) data.screenshot = theme.screenshot === '' ? '' : `${this.directoryUri(theme.stylesheet)}/${theme.screenshot}`;
    const rich: Array<[string, unknown, unknown]> = [
      ['author', theme.author, theme.authorUri === '' ? escapeHtml(theme.author) : `<a href="${escapeHtml(theme.authorUri)}">${escapeHtml(theme.author)}</a>`],
      ['author_uri', theme.authorUri, theme.authorUri],
      ['description', theme.description, escapeHtml(theme.description)],
      ['name', theme.name, escapeHtml(theme.name)],
      ['tags', [...theme.tags], theme.tags.map(escapeHtml).join(', ')],
      ['theme_uri', theme.themeUri, theme.themeUri],
    ];
    for (const [name, raw, rendered] of rich) {
      const value: Record<string, unknown> = {};
      if (has(`${name}.raw`)) value.raw = raw;
      if (has(`${name}.rendered`)) value.rendered = rendered;
      if (Object.keys(value).length > 0) data[name] = value;
    }
    if (has('status')) data.status = active ? 'active' : 'inactive';
    if (has('theme_supports') && active) data.theme_supports = themeSupports(theme.supports);
    if (has('is_block_theme')) data.is_block_theme = theme.isBlockTheme;
    if (has('stylesheet_uri')) data.stylesheet_uri = this.directoryUri(theme.stylesheet);
    if (has('template_uri')) data.template_uri = this.directoryUri(theme.template);
    if (has('default_template_types') && active) data.default_template_types = DEFAULT_TEMPLATE_TYPES.map((type) => ({ ...type }));
    if (has('default_template_part_areas') && active) data.default_template_part_areas = TEMPLATE_PART_AREAS.map((area) => ({ ...area }));
    const response = new RestResponse(await this.addAdditionalFieldsToObject(data, request));
    if (has('_links') || has('_embedded')) await this.addThemeLinks(response, theme, active);
    return this.hooks.applyFilters<RestResponse>('rest_prepare_theme', response, theme, request);
  }

  /** self and collection; the active block theme also links the site editor's export (allowed with `export`) when that route is served. */
  private async addThemeLinks(response: RestResponse, theme: ThemeInfo, active: boolean): Promise<void> {
    response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${theme.stylesheet}`));
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    // The user's global styles of the theme (made on first need for the active one), when this app serves them.
    if (this.server?.getRouteEntry?.(GLOBAL_STYLES_ROUTE) !== undefined) {
      const styles = await userGlobalStylesPost(this.storage, theme.stylesheet, active);
      if (styles !== undefined) response.addLink('https://api.w.org/user-global-styles', this.urls.restUrl(`/wp/v2/global-styles/${styles.id}`));
    }
    if (theme.isBlockTheme && active && this.servesRoute('wp-block-editor/v1', 'export')) {
      const allow = (await this.can('export')) ? ['GET'] : [];
      response.addLink('https://api.w.org/export-theme', this.urls.restUrl('/wp-block-editor/v1/export'), { targetHints: { allow } });
    }
  }
}
