/**
 * WordPress's WP_REST_Widgets_Controller under `wp/v2/widgets`: the widgets of
 * every area, created, changed, moved between areas (or to the inactive ones)
 * and deleted. Read it beside `class-wp-rest-widgets-controller.php`.
 */
import { Args, Controller, Permission, Route, Methods, RestError, type Schema, type RestRequest, RestResponse } from '../kit';
import { parseQueryString } from '../../src/server/queryString';
import { isPlainObject } from '../../src/schema/values';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import { linksRequested } from '../shared/linksRequested';
import { findSidebar, INACTIVE_WIDGETS } from './SidebarRegistry';
import { WidgetController } from './WidgetController';
import { parseWidgetId } from './WidgetStore';
import type { WidgetInstance } from './WidgetTypeRegistry';
import { notFound } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

const BATCH = { allow_batch: { v1: true } } as const;
const ALL = ['view', 'edit', 'embed'];
const widgetNotFound = (): RestError => notFound('rest_widget_not_found', 'No widget was found with that id.');
const invalid = (message: string): RestError => new RestError('rest_invalid_widget', message, { status: 400 });

/** A widget and the area it is shown in. */
interface PlacedWidget {
  widgetId: string;
  sidebarId: string;
}

@Controller('wp/v2', { restBase: 'widgets' })
export class WidgetsController extends WidgetController {
  protected override buildItemSchema(): Schema {
    return objectSchema('widget', {
      id: { description: 'Unique identifier for the widget.', type: 'string', context: ALL },
      id_base: { description: 'The type of the widget. Corresponds to ID in widget-types endpoint.', type: 'string', context: ALL },
      sidebar: { description: 'The sidebar the widget belongs to.', type: 'string', default: INACTIVE_WIDGETS, required: true, context: ALL },
      rendered: { description: 'HTML representation of the widget.', type: 'string', context: ALL, readonly: true },
      rendered_form: { description: 'HTML representation of the widget admin form.', type: 'string', context: ['edit'], readonly: true },
      instance: {
        description: 'Instance settings of the widget, if supported.', type: 'object', context: ['edit'], default: null,
        properties: {
          encoded: { description: 'Base64 encoded representation of the instance settings.', type: 'string', context: ['edit'] },
          hash: { description: 'Cryptographic hash of the instance settings.', type: 'string', context: ['edit'] },
          raw: { description: 'Unencoded instance settings, if supported.', type: 'object', context: ['edit'] },
        },
      },
      form_data: {
        description: 'URL-encoded form data from the widget admin form. Used to update a widget that does not support instance. Write only.',
        type: 'string', context: [],
        arg_options: { sanitize_callback: (value: unknown) => parseQueryString(String(value ?? '')) },
      },
    });
  }

  private sidebarIsPublic(sidebarId: string): boolean {
    return findSidebar(this.options.sidebars, sidebarId)?.showInRest === true;
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const sidebar = request.getParam('sidebar');
    if (typeof sidebar === 'string' && this.sidebarIsPublic(sidebar)) return true;
    for (const id of Object.keys(await this.widgets.sidebarsWidgets())) if (this.sidebarIsPublic(id)) return true;
    return this.manageWidgetsCheck();
  }

  @Route('', { methods: Methods.READABLE, ...BATCH })
  @Args((c: WidgetsController) => ({
    context: c.getContextParam({ default: 'view' }),
    sidebar: { description: 'The sidebar to return widgets for.', type: 'string' },
  }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest, args: { context: string; sidebar?: string }): Promise<RestResponse> {
    if (request.getMethod() === 'HEAD') return new RestResponse([]);
    const manager = (await this.manageWidgetsCheck()) === true;
    const only = args.sidebar;
    const items: unknown[] = [];
    for (const [sidebarId, widgetIds] of Object.entries(await this.widgets.sidebarsWidgets())) {
      if (typeof only === 'string' && sidebarId !== only) continue;
      if (!manager && !this.sidebarIsPublic(sidebarId)) continue;
      for (const widgetId of widgetIds) {
        const prepared = await this.prepareItemForResponse({ widgetId, sidebarId }, request);
        if (prepared instanceof RestResponse) items.push(await this.prepareResponseForCollection(prepared));
      }
    }
    return new RestResponse(items);
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const sidebarId = await this.widgets.sidebarOf(String(request.getParam('id') ?? ''));
    if (sidebarId !== undefined && this.sidebarIsPublic(sidebarId)) return true;
    return this.manageWidgetsCheck();
  }

  @Route('/(?P<id>[\\w\\-]+)', { methods: Methods.READABLE, ...BATCH })
  @Args((c: WidgetsController) => ({ context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest): Promise<RestResponse | RestError> {
    const widgetId = String(request.getParam('id') ?? '');
    const sidebarId = await this.widgets.sidebarOf(widgetId);
    if (sidebarId === undefined) return widgetNotFound();
    return this.prepareItemForResponse({ widgetId, sidebarId }, request);
  }

  override createItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageWidgetsCheck();
  }

  @Route('', { methods: Methods.CREATABLE, ...BATCH })
  @Args((c: WidgetsController) => c.getEndpointArgsForItemSchema(Methods.CREATABLE))
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest): Promise<RestResponse | RestError> {
    const sidebarId = String(request.getParam('sidebar') ?? INACTIVE_WIDGETS);
    const saved = await this.storage.transaction(async () => {
      const widgetId = await this.saveWidget(request, sidebarId);
      if (widgetId instanceof RestError) return widgetId;
      await this.widgets.assign(widgetId, sidebarId);
      return widgetId;
    });
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    const response = await this.prepareItemForResponse({ widgetId: saved, sidebarId }, request);
    if (response instanceof RestResponse) response.setStatus(201);
    return response;
  }

  override updateItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageWidgetsCheck();
  }

  @Route('/(?P<id>[\\w\\-]+)', { methods: Methods.EDITABLE, ...BATCH })
  @Args((c: WidgetsController) => c.getEndpointArgsForItemSchema(Methods.EDITABLE))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest): Promise<RestResponse | RestError> {
    const widgetId = String(request.getParam('id') ?? '');
    const saved = await this.storage.transaction(async (): Promise<string | RestError> => {
      let sidebarId = await this.widgets.sidebarOf(widgetId);
      if (sidebarId === undefined) return widgetNotFound();
      if (request.hasParam('instance') || request.hasParam('form_data')) {
        const stored = await this.saveWidget(request, sidebarId);
        if (stored instanceof RestError) return stored;
      }
      const requested = request.getParam('sidebar');
      if (request.hasParam('sidebar') && typeof requested === 'string' && requested !== sidebarId) {
        sidebarId = requested;
        await this.widgets.assign(widgetId, sidebarId);
      }
      return sidebarId;
    });
    if (saved instanceof RestError) return saved;
    request.setParam('context', 'edit');
    return this.prepareItemForResponse({ widgetId, sidebarId: saved }, request);
  }

  override deleteItemPermissionsCheck(): Promise<true | RestError> {
    return this.manageWidgetsCheck();
  }

  @Route('/(?P<id>[\\w\\-]+)', { methods: Methods.DELETABLE, ...BATCH })
  @Args({ force: { description: 'Whether to force removal of the widget, or move it to the inactive sidebar.', type: 'boolean' } })
  @Permission('deleteItemPermissionsCheck')
  override async deleteItem(request: RestRequest, args: { force?: boolean }): Promise<RestResponse | RestError> {
    // The route declares no `id` argument (as WordPress's): the captured id is read as matched.
    const widgetId = String(request.getParam('id') ?? '');
    const sidebarId = await this.widgets.sidebarOf(widgetId);
    if (sidebarId === undefined) return widgetNotFound();
    request.setParam('context', 'edit');
    let response: RestResponse | RestError;
    if (args.force === true) {
      response = await this.prepareItemForResponse({ widgetId, sidebarId }, request);
      const { idBase, number } = parseWidgetId(widgetId);
      this.hooks.doAction('delete_widget', widgetId, sidebarId, idBase);
      await this.storage.transaction(async () => {
        const instances = await this.widgets.instances(idBase);
        if (number !== undefined) instances.delete(number);
        await this.widgets.saveInstances(idBase, instances);
        await this.widgets.assign(widgetId, '');
      });
      if (response instanceof RestResponse) response.setData({ deleted: true, previous: response.getData() });
    } else {
      await this.widgets.assign(widgetId, INACTIVE_WIDGETS);
      response = await this.prepareItemForResponse({ widgetId, sidebarId: INACTIVE_WIDGETS }, request);
    }
    this.hooks.doAction('rest_delete_widget', widgetId, sidebarId, response, request);
    return response;
  }

  /** Stores the request's instance (or form data) for a new widget of `id_base` or the widget `id`; its id, or the error. */
  private async saveWidget(request: RestRequest, sidebarId: string): Promise<string | RestError> {
    const givenId = request.getParam('id');
    let idBase: string;
    let number: number | undefined;
    let creating = false;
    if (typeof givenId === 'string' && givenId !== '') {
      ({ idBase, number } = parseWidgetId(givenId));
    } else if (typeof request.getParam('id_base') === 'string' && request.getParam('id_base') !== '') {
      idBase = String(request.getParam('id_base'));
      number = this.widgetTypes.get(idBase) === undefined ? undefined : await this.widgets.nextNumber(idBase);
      creating = true;
    } else {
      return invalid('Widget type (id_base) is required.');
    }
    const type = this.widgetTypes.get(idBase);
    if (type === undefined || number === undefined) return invalid('The provided widget type (id_base) cannot be updated.');
    const instances = await this.widgets.instances(idBase);
    const previous = instances.get(number) ?? {};
    let submitted: WidgetInstance;
    const instance = request.getParam('instance');
    if (isPlainObject(instance)) {
      if (instance.raw !== undefined && instance.raw !== null) {
        if (!type.showInstanceInRest) return invalid('Widget type does not support raw instances.');
        submitted = isPlainObject(instance.raw) ? instance.raw : {};
      } else if (instance.encoded !== undefined && instance.hash !== undefined) {
        const decoded = this.decodeInstance({ encoded: instance.encoded, hash: instance.hash });
        if (decoded instanceof RestError) return decoded;
        submitted = decoded;
      } else {
        return invalid('The provided instance is invalid. Must contain raw OR encoded and hash.');
      }
    } else {
      // Form data names the fields as the admin form does: widget-<id_base>[<number>][field].
      const formData = request.getParam('form_data');
      const fields = isPlainObject(formData) ? formData[`widget-${idBase}`] : undefined;
      const first = isPlainObject(fields) ? Object.values(fields)[0] : undefined;
      submitted = isPlainObject(first) ? first : previous;
    }
    const stored = type.update(submitted, previous, await this.canUnfilteredHtml());
    instances.set(number, this.hooks.applyFilters<WidgetInstance>('widget_update_callback', stored, submitted, previous, type));
    await this.widgets.saveInstances(idBase, instances);
    const widgetId = `${idBase}-${number}`;
    this.hooks.doAction('rest_after_save_widget', widgetId, sidebarId, request, creating);
    return widgetId;
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse | RestError> {
    const { widgetId, sidebarId } = item as PlacedWidget;
    const { idBase, number } = parseWidgetId(widgetId);
    const type = this.widgetTypes.get(idBase);
    const instance = number === undefined ? undefined : (await this.widgets.instances(idBase)).get(number);
    if (type === undefined || instance === undefined) return new RestError('rest_invalid_widget', 'The requested widget is invalid.', { status: 500 });
    if (request.getMethod() === 'HEAD') return this.hooks.applyFilters<RestResponse>('rest_prepare_widget', new RestResponse([]), widgetId, request);
    const fields = this.getFieldsForResponse(request);
    const prepared: Record<string, unknown> = { id: widgetId, id_base: idBase, sidebar: sidebarId, rendered: '', rendered_form: null, instance: null };
    const sidebar = findSidebar(this.options.sidebars, sidebarId);
    if (sidebarId !== INACTIVE_WIDGETS && sidebar !== undefined && isFieldIncluded('rendered', fields)) {
      prepared.rendered = (await this.renderInArea(type, instance, widgetId, sidebar)).trim();
    }
    if (isFieldIncluded('rendered_form', fields)) {
      const fieldName = (field: string): string => `widget-${idBase}[${number}][${field}]`;
      const fieldId = (field: string): string => `widget-${idBase}-${number}-${field}`;
      prepared.rendered_form = type.form(instance, { name: fieldName, id: fieldId }).trim();
    }
    if (isFieldIncluded('instance', fields)) prepared.instance = this.encodeInstance(type, instance);
    const shaped = await shapeItem(this, prepared, request);
    const response = new RestResponse(shaped);
    if (linksRequested(request)) {
      response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${widgetId}`));
      response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
      response.addLink('about', this.urls.restUrl(`/wp/v2/widget-types/${idBase}`), { embeddable: true });
      response.addLink('https://api.w.org/sidebar', this.urls.restUrl(`/wp/v2/sidebars/${sidebarId}/`));
    }
    return this.hooks.applyFilters<RestResponse>('rest_prepare_widget', response, widgetId, request);
  }
}
