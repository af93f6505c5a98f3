/**
 * WordPress's WP_REST_Plugins_Controller under `wp/v2/plugins` for a single
 * site: read it beside `class-wp-rest-plugins-controller.php`. Installing from
 * the plugin directory needs WordPress.org, which this server never reaches: it
 * answers WordPress's error for a failed directory request.
 */
import {
  inject, Methods, Args, Controller, Permission, Route, TOKENS, RestError, type ArgSchemaMap, type Schema, type RestRequest, RestResponse,
  SiteController,
} from '../kit';
import { escapeHtml, stripTags } from '../blocks/html';
import { linksRequested } from '../shared/linksRequested';
import { PLUGIN_PATTERN, type PluginInfo, type PluginRegistry, type PluginStatus } from './PluginRegistry';
import { PLUGIN_STATUSES, pluginSchema } from './pluginSchema';
import { denied } from '../shared/restErrors';

const CANNOT_MANAGE = 'Sorry, you are not allowed to manage plugins for this site.';
/** plugins_api()'s answer when WordPress.org cannot be reached (the forums link filled in). */
export const PLUGINS_API_FAILED =
  'An unexpected error occurred. Something may be wrong with WordPress.org or this server&#8217;s configuration. If you continue to have problems, please try the <a href="https://wordpress.org/support/forums/">support forums</a>.';
/** The item route: a plugin's path without `.php`. */
const ITEM_PATH = `/(?P<plugin>${PLUGIN_PATTERN})`;

/** GET /plugins: no paging; `status` filters by any of the listed statuses. */
interface PluginCollectionArgs {
  context: string;
  search?: string;
  status?: string[];
}

/** A plugin route: `plugin` is the main file (the sanitizer added `.php`). */
interface PluginItemArgs {
  context: string;
  plugin: string;
}

@Controller('wp/v2', { restBase: 'plugins' })
export class PluginsController extends SiteController {
  @inject(TOKENS.Plugins) readonly plugins!: PluginRegistry;

  /** The arguments every handler of `/plugins/<plugin>` shares. */
  private itemArgs(): ArgSchemaMap {
    return {
      context: this.getContextParam({ default: 'view' }),
      plugin: {
        type: 'string',
        pattern: PLUGIN_PATTERN,
        validate_callback: (value: unknown) => typeof value === 'string' && new RegExp(PLUGIN_PATTERN, 'u').test(value) && !value.includes('..'),
        // WordPress addresses a plugin by its main file.
        sanitize_callback: (value: unknown) => `${String(value)}.php`,
      },
    };
  }

  override getCollectionParams(): ArgSchemaMap {
    const { page: _page, per_page: _perPage, ...params } = super.getCollectionParams();
    return {
      ...params,
      context: { ...params.context, default: 'view' },
      status: { description: 'Limits results to plugins with the given status.', type: 'array', items: { type: 'string', enum: PLUGIN_STATUSES } },
    };
  }

  protected override buildItemSchema(): Schema {
    return pluginSchema();
  }

  /** The registered plugin a `plugin` parameter (which carries `.php`) addresses, or rest_plugin_not_found. */
  private pluginFor(plugin: unknown): PluginInfo | RestError {
    const file = String(plugin ?? '');
    return this.plugins.get(file.replace(/\.php$/, '')) ?? new RestError('rest_plugin_not_found', 'Plugin not found.', { status: 404 });
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    return (await this.can('activate_plugins')) ? true : denied('rest_cannot_view_plugins', CANNOT_MANAGE);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!(await this.can('activate_plugins'))) return denied('rest_cannot_view_plugin', CANNOT_MANAGE);
    const plugin = this.pluginFor(request.getParam('plugin'));
    return plugin instanceof RestError ? plugin : true;
  }

  override async createItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!(await this.can('install_plugins'))) return denied('rest_cannot_install_plugin', 'Sorry, you are not allowed to install plugins on this site.');
    if (request.getParam('status') !== 'inactive' && !(await this.can('activate_plugins'))) {
      return denied('rest_cannot_activate_plugin', 'Sorry, you are not allowed to activate plugins.');
    }
    return true;
  }

  override async updateItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!(await this.can('activate_plugins'))) return denied('rest_cannot_manage_plugins', CANNOT_MANAGE);
    const plugin = this.pluginFor(request.getParam('plugin'));
    if (plugin instanceof RestError) return plugin;
    const wanted = request.getParam('status');
    if (typeof wanted === 'string' && wanted !== '' && wanted !== plugin.status) return this.statusPermission(plugin, wanted);
    return true;
  }

  override async deleteItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (!(await this.can('activate_plugins'))) return denied('rest_cannot_manage_plugins', CANNOT_MANAGE);
    if (!(await this.can('delete_plugins'))) return denied('rest_cannot_manage_plugins', 'Sorry, you are not allowed to delete plugins for this site.');
    const plugin = this.pluginFor(request.getParam('plugin'));
    return plugin instanceof RestError ? plugin : true;
  }

  private async statusPermission(plugin: PluginInfo, wanted: string): Promise<true | RestError> {
    const file = `${plugin.plugin}.php`;
    if (wanted === 'active' && !(await this.can('activate_plugin', file))) {
      return denied('rest_cannot_activate_plugin', 'Sorry, you are not allowed to activate this plugin.');
    }
    if (wanted === 'inactive' && !(await this.can('deactivate_plugin', file))) {
      return denied('rest_cannot_deactivate_plugin', 'Sorry, you are not allowed to deactivate this plugin.');
    }
    return true;
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: PluginsController) => c.getCollectionParams())
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: PluginCollectionArgs): Promise<RestResponse> {
    const plugins = this.plugins.all().filter((plugin) => PluginsController.matches(plugin, args));
    return new RestResponse(await this.prepareCollection(plugins, request));
  }

  /** `search`: a case-sensitive substring of any text header (tags stripped); `status`: one of the listed statuses. */
  private static matches(plugin: PluginInfo, args: PluginCollectionArgs): boolean {
    const { search, status } = args;
    if (search) {
      const texts = [plugin.name, plugin.plugin_uri, plugin.version, plugin.description, plugin.author, plugin.author_uri, plugin.textdomain, plugin.requires_wp, plugin.requires_php];
      if (!texts.some((text) => stripTags(text).includes(search))) return false;
    }
    return !(status !== undefined && status.length > 0 && !status.includes(plugin.status));
  }

  @Route(ITEM_PATH, { methods: Methods.READABLE })
  @Args((c: PluginsController) => c.itemArgs())
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: PluginItemArgs): Promise<RestResponse | RestError> {
    const plugin = this.pluginFor(args.plugin);
    return plugin instanceof RestError ? plugin : this.prepareItemForResponse(plugin, request);
  }

  /** Installing needs the WordPress.org plugin directory, which is never reachable here. */
  @Route('', { methods: Methods.CREATABLE })
  @Args({
    slug: { type: 'string', required: true, description: 'WordPress.org plugin directory slug.', pattern: '[\\w\\-]+' },
    status: { description: 'The plugin activation status.', type: 'string', enum: PLUGIN_STATUSES, default: 'inactive' },
  })
  @Permission('createItemPermissionsCheck')
  override async createItem(): Promise<RestError> {
    return new RestError('plugins_api_failed', PLUGINS_API_FAILED, { status: 500 });
  }

  @Route(ITEM_PATH, { methods: Methods.EDITABLE })
  @Args((c: PluginsController) => ({ ...c.itemArgs(), ...c.getEndpointArgsForItemSchema(Methods.EDITABLE) }))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: PluginItemArgs & { status?: string }): Promise<RestResponse | RestError> {
    const plugin = this.pluginFor(args.plugin);
    if (plugin instanceof RestError) return plugin;
    const wanted = args.status;
    if ((wanted === 'active' || wanted === 'inactive') && wanted !== plugin.status) this.changeStatus(plugin, wanted);
    const updated = await this.updateAdditionalFieldsForObject(plugin, request);
    if (updated instanceof RestError) return updated;
    request.setParam('context', 'edit');
    return this.prepareItemForResponse(plugin, request);
  }

  /** Activation and deactivation, with WordPress's actions around them. */
  private changeStatus(plugin: PluginInfo, status: PluginStatus): void {
    const file = `${plugin.plugin}.php`;
    const verb = status === 'active' ? 'activate' : 'deactivate';
    this.hooks.doAction(`${verb}_plugin`, file, false);
    this.plugins.setStatus(plugin.plugin, status);
    this.hooks.doAction(`${verb}d_plugin`, file, false);
  }

  @Route(ITEM_PATH, { methods: Methods.DELETABLE })
  @Args((c: PluginsController) => c.itemArgs())
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: PluginItemArgs): Promise<RestResponse | RestError> {
    const plugin = this.pluginFor(args.plugin);
    if (plugin instanceof RestError) return plugin;
    if (plugin.status === 'active') {
      return new RestError('rest_cannot_delete_active_plugin', 'Cannot delete an active plugin. Please deactivate it first.', { status: 400 });
    }
    const previous = (await this.prepareItemForResponse(plugin, request)).getData();
    this.hooks.doAction('delete_plugin', `${plugin.plugin}.php`);
    this.plugins.unregister(plugin.plugin);
    this.hooks.doAction('deleted_plugin', `${plugin.plugin}.php`, true);
    return new RestResponse({ deleted: true, previous });
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const plugin = item as PluginInfo;
    const byline = plugin.author === '' ? '' : ` <cite>By ${plugin.author_uri === '' ? plugin.author : `<a href="${escapeHtml(plugin.author_uri)}">${plugin.author}</a>`}.</cite>`;
    const data = await this.addAdditionalFieldsToObject({
      plugin: plugin.plugin,
      status: plugin.status,
      name: plugin.name,
      plugin_uri: plugin.plugin_uri,
      author: plugin.author,
      author_uri: plugin.author_uri,
      description: { raw: plugin.description, rendered: `${plugin.description}${byline}` },
      version: plugin.version,
      network_only: plugin.network_only,
      requires_wp: plugin.requires_wp,
      requires_php: plugin.requires_php,
      textdomain: plugin.textdomain,
    }, request);
    const response = new RestResponse(data);
    if (linksRequested(request)) response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${plugin.plugin}`));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_plugin', response, { ...plugin }, request);
  }
}
