/** A small resource controller on RestController, used by the base-controller suites. */
import 'reflect-metadata';
import { Args, Controller, Permission, Route } from '../../src/decorators/index';
import { RestController } from '../../src/baseControllers/RestController';
import { Methods } from '../../src/baseControllers/methods';
import { RestError } from '../../src/errors/RestError';
import { isFieldIncluded } from '../../src/shaping/index';
import type { Schema } from '../../src/schema/types';
import type { RestRequest } from '../../src/server/RestRequest';
import { RestResponse } from '../../src/server/RestResponse';

export interface Widget {
  id: number;
  name: string;
  secret: string;
  color: string;
}

export const WIDGET_SCHEMA: Schema = {
  $schema: 'http://json-schema.org/draft-04/schema#',
  title: 'widget',
  type: 'object',
  properties: {
    id: { type: 'integer', context: ['view', 'edit', 'embed'], readonly: true },
    name: { type: 'string', context: ['view', 'edit', 'embed'], required: true, arg_options: { sanitize_callback: (v: unknown) => String(v).trim() } },
    secret: { type: 'string', context: ['edit'], default: 'hush' },
    color: { type: 'string', enum: ['red', 'blue'], context: ['view', 'edit'], default: 'red' },
  },
};

@Controller('shop/v1', { restBase: 'widgets' })
export class WidgetsController extends RestController {
  readonly widgets: Widget[] = [
    { id: 1, name: 'Gear', secret: 's1', color: 'red' },
    { id: 2, name: 'Cog', secret: 's2', color: 'blue' },
  ];
  schemaBuilds = 0;
  /** Field names prepareItemForResponse computed, per call. */
  computed: string[][] = [];

  protected override buildItemSchema(): Schema {
    this.schemaBuilds++;
    return WIDGET_SCHEMA;
  }

  override getItemsPermissionsCheck(): unknown {
    return true;
  }

  override createItemPermissionsCheck(): unknown {
    return true;
  }

  @Route('/')
  @Permission('getItemsPermissionsCheck')
  override async getItems(request: RestRequest): Promise<unknown> {
    const items: unknown[] = [];
    for (const widget of this.widgets) items.push(await this.prepareResponseForCollection(await this.prepareItemForResponse(widget, request)));
    return items;
  }

  @Route('/(?P<id>[\\d]+)')
  @Args({ id: { type: 'integer' } })
  override async getItem(request: RestRequest): Promise<unknown> {
    const widget = this.widgets.find((w) => w.id === Number(request.getParam('id')));
    if (widget === undefined) return new RestError('rest_widget_invalid_id', 'Invalid widget ID.', { status: 404 });
    return this.prepareItemForResponse(widget, request);
  }

  @Route('/', { methods: Methods.CREATABLE })
  @Permission('createItemPermissionsCheck')
  override async createItem(request: RestRequest): Promise<unknown> {
    const widget: Widget = {
      id: this.widgets.length + 1,
      name: String(request.getParam('name')),
      secret: String(request.getParam('secret')),
      color: String(request.getParam('color')),
    };
    const fields = await this.updateAdditionalFieldsForObject(widget, request);
    if (fields !== true) return fields;
    this.widgets.push(widget);
    const response = await this.prepareItemForResponse(widget, request);
    if (response instanceof RestResponse) response.setStatus(201);
    return response;
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.EDITABLE })
  override async updateItem(request: RestRequest): Promise<unknown> {
    const widget = this.widgets.find((w) => w.id === Number(request.getParam('id')));
    if (widget === undefined) return new RestError('rest_widget_invalid_id', 'Invalid widget ID.', { status: 404 });
    const fields = await this.updateAdditionalFieldsForObject(widget, request);
    if (fields !== true) return fields;
    return this.prepareItemForResponse(widget, request);
  }

  @Route('/(?P<id>[\\d]+)', { methods: Methods.DELETABLE })
  override deleteItem(request: RestRequest): unknown {
    return super.deleteItem(request);
  }

  override async prepareItemForResponse(item: unknown, request: RestRequest): Promise<RestResponse> {
    const widget = item as Widget;
    const fields = this.getFieldsForResponse(request);
    this.computed.push(fields);
    let data: Record<string, unknown> = {};
    for (const name of ['id', 'name', 'secret', 'color'] as const) if (isFieldIncluded(name, fields)) data[name] = widget[name];
    data = await this.addAdditionalFieldsToObject(data, request);
    const context = typeof request.getParam('context') === 'string' ? (request.getParam('context') as string) : 'view';
    const response = new RestResponse(this.filterResponseByContext(data, context));
    if (isFieldIncluded('_links', fields) || isFieldIncluded('_embedded', fields)) {
      response.addLink('self', `http://example.test/svc-json/shop/v1/widgets/${widget.id}`);
      response.addLink('https://api.w.org/maker', 'http://example.test/makers/1', { embeddable: true });
    }
    return response;
  }

  /** Argument maps exposed for tests. */
  argsFor(method: string): ReturnType<RestController['getEndpointArgsForItemSchema']> {
    return this.getEndpointArgsForItemSchema(method);
  }
}

/** The Widgets route table with schema-derived arguments, registered by hand. */
export class HandRegisteredWidgets extends WidgetsController {
  override registerRoutes(server: Parameters<RestController['registerRoutes']>[0]): void {
    super.registerRoutes(server);
    server.registerRoute(this.namespace, `/${this.restBase}-strict`, Object.assign(
      [
        { methods: Methods.READABLE, callback: (r: RestRequest) => this.getItems(r), args: this.getCollectionParams() },
        { methods: Methods.CREATABLE, callback: (r: RestRequest) => this.createItem(r), args: this.getEndpointArgsForItemSchema(Methods.CREATABLE) },
      ],
      { schema: () => this.getPublicItemSchema() },
    ));
    server.registerRoute(this.namespace, `/${this.restBase}-strict/(?P<id>[\\d]+)`, {
      methods: Methods.EDITABLE,
      callback: (r: RestRequest) => this.updateItem(r),
      args: this.getEndpointArgsForItemSchema(Methods.EDITABLE),
    });
  }
}
