/**
 * WordPress's WP_REST_Sidebars_Controller under `wp/v2/sidebars`: the widget
 * areas of the theme with the ids of their widgets; updating an area sets which
 * widgets it holds and in what order. Read it beside
 * `class-wp-rest-sidebars-controller.php`.
 */
import { Args, Controller, Permission, Route, Methods, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { validateValueFromSchema } from '../../src/schema/index';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import { addQueryArgs } from '../shared/queryUrl';
import { findSidebar, INACTIVE_WIDGETS, type Sidebar } from './SidebarRegistry';
import { WidgetController } from './WidgetController';
import { notFound } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const ALL = ['embed', 'view', 'edit'];
const sidebarNotFound = (): RestError => notFound('rest_sidebar_not_found', 'No sidebar exists with that id.');

@Controller('wp/v2', { restBase: 'sidebars' })
export class SidebarsController extends WidgetController {
  protected override buildItemSchema(): Schema {
    const text = (description: string, extra: Schema = {}): Schema => ({ description, type: 'string', ...extra, context: ALL, readonly: true });
    return objectSchema('sidebar', {
      id: text('ID of sidebar.'),
      name: text('Unique name identifying the sidebar.'),
      description: text('Description of sidebar.'),
      class: text('Extra CSS class to assign to the sidebar in the Widgets interface.'),
      before_widget: text("HTML content to prepend to each widget's HTML output when assigned to this sidebar. Default is an opening list item element.", { default: '' }),
      after_widget: text("HTML content to append to each widget's HTML output when assigned to this sidebar. Default is a closing list item element.", { default: '' }),
      before_title: text('HTML content to prepend to the sidebar title when displayed. Default is an opening h2 element.', { default: '' }),
      after_title: text('HTML content to append to the sidebar title when displayed. Default is a closing h2 element.', { default: '' }),
      status: text('Status of sidebar.', { enum: ['active', 'inactive'] }),
      widgets: { description: 'Nested widgets.', type: 'array', items: { type: ['object', 'string'] }, default: [], context: ALL },
    });
  }

  private sidebar(id: unknown): Sidebar | undefined {
    return findSidebar(this.options.sidebars, String(id ?? ''));
  }

  override async getItemsPermissionsCheck(): Promise<true | RestError> {
    for (const id of Object.keys(await this.widgets.sidebarsWidgets())) if (this.sidebar(id)?.showInRest === true) return true;
    return this.manageWidgetsCheck();
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: SidebarsController) => ({ context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    const manager = (await this.manageWidgetsCheck()) === true;
    const shown: Sidebar[] = [];
    for (const id of Object.keys(await this.widgets.sidebarsWidgets())) {
      const sidebar = this.sidebar(id);
      if (sidebar !== undefined && (manager || sidebar.showInRest)) shown.push(sidebar);
    }
    return new RestResponse(await this.prepareCollection(shown, request));
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    if (this.sidebar(request.getParam('id'))?.showInRest === true) return true;
    return this.manageWidgetsCheck();
  }

  @Route('/(?P<id>[\\w-]+)', { methods: Methods.READABLE })
  @Args((c: SidebarsController) => ({ id: { description: 'The id of a registered sidebar', type: 'string' }, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: { id: string; context: string }): Promise<RestResponse | RestError> {
    const sidebar = this.sidebar(args.id);
    return sidebar === undefined ? sidebarNotFound() : this.prepareItemForResponse(sidebar, request);
  }

  override updateItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageWidgetsCheck();
  }

  @Route('/(?P<id>[\\w-]+)', { methods: Methods.EDITABLE })
  @Args((c: SidebarsController) => c.getEndpointArgsForItemSchema(Methods.EDITABLE))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest): Promise<RestResponse | RestError> {
    const sidebarId = String(request.getParam('id') ?? '');
    const sidebar = this.sidebar(sidebarId);
    if (sidebar === undefined) return sidebarNotFound();
    const requested = request.getParam('widgets');
    if (Array.isArray(requested)) {
      const wanted = requested.filter((id): id is string => typeof id === 'string');
      await this.storage.transaction(async () => {
        const lists = await this.widgets.sidebarsWidgets();
        const dropped = (lists[sidebarId] ?? []).filter((id) => !wanted.includes(id));
        // Widgets given here leave their other areas; those left out of this one become inactive.
        for (const id of Object.keys(lists)) if (id !== sidebarId) lists[id] = lists[id]!.filter((widgetId) => !wanted.includes(widgetId));
        if (sidebarId !== INACTIVE_WIDGETS) lists[INACTIVE_WIDGETS] = [...lists[INACTIVE_WIDGETS]!, ...dropped];
        lists[sidebarId] = wanted;
        await this.widgets.saveSidebarsWidgets(lists);
      });
    }
    request.setParam('context', 'edit');
    this.hooks.doAction('rest_save_sidebar', sidebar, request);
    return this.prepareItemForResponse(sidebar, request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const sidebar = item as Sidebar;
    const values: Record<string, unknown> = sidebar.registered
      ? {
        id: sidebar.id, status: 'active', name: sidebar.name, description: sidebar.description, class: sidebar.class,
        before_widget: sidebar.beforeWidget, after_widget: sidebar.afterWidget, before_title: sidebar.beforeTitle, after_title: sidebar.afterTitle,
      }
      : { id: sidebar.id, status: 'inactive', name: sidebar.name, description: '', class: '' };
    if (isFieldIncluded('widgets', this.getFieldsForResponse(request))) values.widgets = (await this.widgets.sidebarsWidgets())[sidebar.id] ?? [];
    // As WordPress: each schema property, when its value fits the schema, else its default.
    const data: Record<string, unknown> = {};
    for (const [property, schema] of Object.entries(this.getItemSchema().properties ?? {})) {
      if (values[property] !== undefined && validateValueFromSchema(values[property], schema) === true) data[property] = values[property];
      else if (schema.default !== undefined) data[property] = schema.default;
    }
    const shaped = await shapeItem(this, data, request);
    const response = new RestResponse(shaped);
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${sidebar.id}`));
    response.addLink('https://api.w.org/widget', addQueryArgs(this.urls.restUrl('/wp/v2/widgets'), { sidebar: sidebar.id }), { embeddable: true });
    return this.hooks.applyFilters<RestResponse>('rest_prepare_sidebar', response, sidebar, request);
  }
}
