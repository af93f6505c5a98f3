/**
 * WordPress's WP_REST_Widget_Types_Controller under `wp/v2/widget-types`: the
 * registered widget types, and two helpers of the widgets editor — `encode`
 * (submitted admin form values → a signed instance, its form and preview) and
 * `render` (a preview page of an instance). Read it beside
 * `class-wp-rest-widget-types-controller.php`.
 */
import { Args, Controller, Permission, Route, Methods, RestError, type Schema, type RestRequest, RestResponse, defineArgs, type ArgsOf } from '../kit';
import { parseQueryString } from '../../src/server/queryString';
import { isPlainObject } from '../../src/schema/values';
import { isFieldIncluded } from '../../src/shaping/index';
import { shapeItem } from '../shared/shapeItem';
import { PREVIEW_AREA, WidgetController } from './WidgetController';
import type { WidgetInstance, WidgetType } from './WidgetTypeRegistry';
import { objectSchema } from '../shared/readonlyItemSchema';

const ID = '/(?P<id>[a-zA-Z0-9_-]+)';
const ID_ARG = { description: 'The widget type id.', type: 'string', required: true } as const;
const INSTANCE_ARG = { description: 'Current instance settings of the widget.', type: 'object' } as const;
const ENCODE_ARGS = defineArgs({
  id: ID_ARG,
  instance: INSTANCE_ARG,
  form_data: {
    description: 'Serialized widget form data to encode into instance settings.', type: 'string',
    sanitize_callback: (value: unknown) => parseQueryString(String(value ?? '')),
  },
});
const RENDER_ARGS = defineArgs({ id: ID_ARG, instance: INSTANCE_ARG });

/** GET /widget-types/{id}: the id is part of the path, so it is always there. */
type WidgetTypeReadArgs = { id: string; context: string };

@Controller('wp/v2', { restBase: 'widget-types' })
export class WidgetTypesController extends WidgetController {
  protected override buildItemSchema(): Schema {
    const ALL = ['embed', 'view', 'edit'];
    return objectSchema('widget-type', {
      id: { description: 'Unique slug identifying the widget type.', type: 'string', context: ALL, readonly: true },
      name: { description: 'Human-readable name identifying the widget type.', type: 'string', default: '', context: ALL, readonly: true },
      description: { description: 'Description of the widget.', type: 'string', default: '', context: ['view', 'edit', 'embed'] },
      is_multi: { description: 'Whether the widget supports multiple instances', type: 'boolean', context: ['view', 'edit', 'embed'], readonly: true },
      classname: { description: 'Class name', type: 'string', default: '', context: ALL, readonly: true },
    });
  }

  private widgetType(id: unknown): WidgetType | RestError {
    return this.widgetTypes.get(String(id ?? '')) ?? new RestError('rest_widget_type_invalid', 'Invalid widget type.', { status: 404 });
  }

  override getItemsPermissionsCheck(): Promise<true | RestError> {
    return this.manageWidgetsCheck();
  }

  @Route('', { methods: Methods.READABLE })
  @Args((c: WidgetTypesController) => ({ context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<RestResponse> {
    return new RestResponse(await this.prepareCollection(this.widgetTypes.all(), request));
  }

  override async getItemPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const allowed = await this.manageWidgetsCheck();
    if (allowed !== true) return allowed;
    const type = this.widgetType(request.getParam('id'));
    return type instanceof RestError ? type : true;
  }

  @Route(ID, { methods: Methods.READABLE })
  @Args((c: WidgetTypesController) => ({ id: { description: 'The widget type id.', type: 'string' }, context: c.getContextParam({ default: 'view' }) }))
  @Permission('getItemPermissionsCheck')
  override async getItem(request: RestRequest, args: WidgetTypeReadArgs): Promise<RestResponse | RestError> {
    const type = this.widgetType(args.id);
    return type instanceof RestError ? type : this.prepareItemForResponse(type, request);
  }

  /** The instance sent as `{ encoded, hash }` (an empty one without). */
  private sentInstance(instance: unknown): WidgetInstance | RestError {
    if (isPlainObject(instance) && instance.encoded !== undefined && instance.hash !== undefined) {
      return this.decodeInstance({ encoded: instance.encoded, hash: instance.hash });
    }
    return {};
  }

  @Route(`${ID}/encode`, { methods: Methods.CREATABLE })
  @Args(ENCODE_ARGS)
  @Permission('getItemPermissionsCheck')
  async encodeFormData(request: RestRequest, args: ArgsOf<typeof ENCODE_ARGS>): Promise<RestResponse | RestError> {
    const id = args.id;
    const type = this.widgetTypes.get(id);
    if (type === undefined) return new RestError('rest_invalid_widget', 'Cannot preview a widget that does not extend WP_Widget.', { status: 400 });
    // `number` is not an argument of the route: read as sent.
    const given = request.getParam('number');
    const number = typeof given === 'number' || (typeof given === 'string' && /^-?\d+$/.test(given)) ? Number(given) : -1;
    let instance = this.sentInstance(args.instance);
    if (instance instanceof RestError) return instance;
    const formData = args.form_data;
    const fields = isPlainObject(formData) ? formData[`widget-${id}`] : undefined;
    if (isPlainObject(fields)) {
      const submitted = Object.values(fields)[0];
      const next = isPlainObject(submitted) ? submitted : {};
      instance = this.hooks.applyFilters<WidgetInstance>('widget_update_callback', type.update(next, instance, await this.canUnfilteredHtml()), next, instance, type);
    }
    const form = type.form(instance, { name: (field) => `widget-${id}[${number}][${field}]`, id: (field) => `widget-${id}-${number}-${field}` });
    return new RestResponse({
      form: form.trim(),
      preview: (await this.renderInArea(type, instance, `${id}-${number}`, PREVIEW_AREA)).trim(),
      instance: this.encodeInstance(type, instance),
    });
  }

  @Route(`${ID}/render`, { methods: Methods.CREATABLE })
  @Args(RENDER_ARGS)
  @Permission('getItemPermissionsCheck')
  async render(_request: RestRequest, args: ArgsOf<typeof RENDER_ARGS>): Promise<RestResponse | RestError> {
    const type = this.widgetType(args.id);
    if (type instanceof RestError) return type;
    const given = args.instance;
    let instance: WidgetInstance | RestError = {};
    if (isPlainObject(given) && isPlainObject(given.raw) && type.showInstanceInRest) instance = given.raw;
    else if (isPlainObject(given) && given.encoded !== undefined && given.hash !== undefined) instance = this.sentInstance(given);
    // The legacy widget block shows nothing for an instance it cannot read.
    const widget = instance instanceof RestError ? '' : await this.renderInArea(type, instance, `${type.idBase}-1`, PREVIEW_AREA);
    return new RestResponse({ preview: previewPage(widget) });
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const type = item as WidgetType;
    const fields = this.getFieldsForResponse(request);
    const values: Record<string, unknown> = { name: type.name, description: type.description, is_multi: true, classname: type.classname };
    const data: Record<string, unknown> = { id: type.idBase };
    for (const field of ['name', 'description', 'is_multi', 'classname']) if (isFieldIncluded(field, fields)) data[field] = values[field];
    const shaped = await shapeItem(this, data, request);
    const response = new RestResponse(shaped);
    response.addLink('collection', this.urls.restUrl(`/${this.namespace}/${this.restBase}`));
    response.addLink('self', this.urls.restUrl(`/${this.namespace}/${this.restBase}/${type.idBase}`));
    return this.hooks.applyFilters<RestResponse>('rest_prepare_widget_type', response, type, request);
  }
}

/** The page the widgets editor shows a classic widget's preview in. */
function previewPage(widget: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="profile" href="https://gmpg.org/xfn/11" />
<style>
html, body, #page, #content {
	padding: 0 !important;
	margin: 0 !important;
}
</style>
</head>
<body>
<div id="page" class="site">
<div id="content" class="site-content">
${widget}
</div><!-- #content -->
</div><!-- #page -->
</body>
</html>`;
}
