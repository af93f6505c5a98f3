/**
 * WordPress 7.1's WP_REST_View_Config_Controller: `GET /wp/v2/view-config?kind=&name=`,
 * the default data-view configuration of an entity, read it beside
 * `class-wp-rest-view-config-controller.php`.
 */
import { Args, Controller, Permission, Route, RestError, type Schema, type RestRequest, SiteController, defineArgs, type ArgsOf } from '../kit';
import { entityViewConfig } from './entityViewConfig';
import { denied } from '../shared/restErrors';
import { objectSchema } from '../shared/readonlyItemSchema';

/** The configuration schema version this server writes (WP_View_Config_Data::LATEST_VERSION). */
const LATEST_VERSION = 1;
const VIEW = ['view', 'edit', 'embed'];
const property = (description: string, type: string | string[], extra: Schema = {}): Schema => ({ description, type, ...extra, context: VIEW, readonly: true });

const VIEW_CONFIG_ARGS = defineArgs({
  kind: { description: 'Entity kind.', type: 'string', required: true },
  name: { description: 'Entity name.', type: 'string', required: true },
});

@Controller('wp/v2', { restBase: 'view-config' })
export class ViewConfigController extends SiteController {
  protected override buildItemSchema(): Schema {
    return objectSchema('view-config', {
      kind: property('Entity kind.', 'string'),
      name: property('Entity name.', 'string'),
      version: property('Version of the view configuration schema.', 'integer'),
      default_view: property('Default view configuration.', 'object', { additionalProperties: true }),
      default_layouts: property('Default layouts configuration.', 'object', { additionalProperties: true }),
      view_list: property('List of available views.', 'array', { items: { type: 'object', additionalProperties: true } }),
      form: property('Form configuration.', 'object', { additionalProperties: true }),
    });
  }

  /** The capability that gates an entity's list; null for an unknown post type or taxonomy. */
  private requiredCapability(kind: string, name: string): string | null {
    switch (kind) {
      case 'postType': {
        const type = this.postTypes.get(name);
        return type !== undefined && type.showInRest ? type.cap.edit_posts : null;
      }
      case 'taxonomy': {
        const taxonomy = this.taxonomies.get(name);
        return taxonomy !== undefined && taxonomy.showInRest ? taxonomy.cap.manage_terms : null;
      }
      case 'root':
        return 'manage_options';
      default:
        return 'edit_posts';
    }
  }

  override async getItemsPermissionsCheck(request: RestRequest): Promise<true | RestError> {
    const capability = this.requiredCapability(String(request.getParam('kind')), String(request.getParam('name')));
    if (capability === null) return new RestError('rest_view_config_invalid_entity', 'Invalid entity kind or name.', { status: 404 });
    if (!(await this.can(capability))) return denied('rest_cannot_read', 'Sorry, you are not allowed to read view config.');
    return true;
  }

  @Route('')
  @Args(VIEW_CONFIG_ARGS)
  @Permission('getItemsPermissionsCheck')
  override async getItems(_request: RestRequest, args: ArgsOf<typeof VIEW_CONFIG_ARGS>): Promise<Record<string, unknown>> {
    const { kind, name } = args;
    return { kind, name, version: LATEST_VERSION, ...entityViewConfig(this.hooks, this.postTypes, kind, name) };
  }
}
