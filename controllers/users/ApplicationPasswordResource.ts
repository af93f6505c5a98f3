/** The application-password resource: schema and argument maps of WordPress's application passwords controller. */

import { RestController, Methods, type ArgSchemaMap, type Schema } from '../kit';
import { objectSchema } from '../shared/readonlyItemSchema';
const ALL = ['view', 'edit', 'embed'];

export class ApplicationPasswordResource extends RestController {
  protected override buildItemSchema(): Schema {
    return objectSchema('application-password', {
      uuid: { description: 'The unique identifier for the application password.', type: 'string', format: 'uuid', context: ALL, readonly: true },
      app_id: {
        description: 'A UUID provided by the application to uniquely identify it. It is recommended to use an UUID v5 with the URL or DNS namespace.',
        type: 'string',
        oneOf: [{ type: 'string', format: 'uuid' }, { type: 'string', enum: [''] }],
        context: ALL,
      },
      name: { description: 'The name of the application password.', type: 'string', required: true, context: ALL, minLength: 1, pattern: '.*\\S.*' },
      password: { description: 'The generated password. Only available after adding an application.', type: 'string', context: ['edit'], readonly: true },
      created: { description: 'The GMT date the application password was created.', type: 'string', format: 'date-time', context: ['view', 'edit'], readonly: true },
      last_used: { description: 'The GMT date the application password was last used.', type: ['string', 'null'], format: 'date-time', context: ['view', 'edit'], readonly: true },
      last_ip: { description: 'The IP address the application password was last used by.', type: ['string', 'null'], format: 'ip', context: ['view', 'edit'], readonly: true },
    });
  }

  override getCollectionParams(): ArgSchemaMap {
    return { context: this.getContextParam({ default: 'view' }) };
  }
}

function computeArgs(): Record<'collection' | 'create' | 'item' | 'edit', ArgSchemaMap> {
  const resource = new ApplicationPasswordResource();
  return {
    collection: resource.getCollectionParams(),
    create: resource.getEndpointArgsForItemSchema(Methods.CREATABLE),
    item: { context: resource.getContextParam({ default: 'view' }) },
    edit: resource.getEndpointArgsForItemSchema(Methods.EDITABLE),
  };
}

export const APPLICATION_PASSWORD_ARGS = computeArgs();
