/**
 * WordPress's WP_REST_Settings_Controller under `wp/v2/settings`: read it beside
 * `class-wp-rest-settings-controller.php`. Values live in the options store
 * under each setting's option name.
 */
import {
  inject, type ControllerServices, RestController, Methods, Args, Controller, Permission, Route, TOKENS,
  RestError, type Schema, authorizationRequiredCode, type RestRequest,
} from '../kit';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { currentUserCan } from '../../src/auth/wiring/currentUserCan';
import type { Hooks } from '../../src/hooks/Hooks';
import { compileSchema } from '../../src/schema/index';
import type { JsonValue, Storage } from '../../src/storage/types';
import { SETTINGS_CAPABILITY, type RegisteredSetting, type SettingsRegistry } from '../../src/model/SettingsRegistry';

/**
 * What an update receives: the sent settings by name, validated against each setting's
 * schema (a null asks to clear the stored value). The settings are registered per site,
 * so this is a record, not `ArgsOf` of a fixed schema.
 */
type SettingsWriteArgs = Readonly<Record<string, unknown>>;

@Controller('wp/v2', { restBase: 'settings' })
export class SettingsController extends RestController {
  private readonly capabilities: Capabilities;
  private readonly storage: Storage;
  private readonly hooks: Hooks;
  readonly settings: SettingsRegistry;

  constructor(@inject(TOKENS.ControllerServices) services: ControllerServices) {
    super();
    this.capabilities = services.capabilities;
    this.storage = services.storage;
    this.hooks = services.hooks;
    this.settings = services.settings;
  }

  /** One property per setting; `null` is let through sanitizing (it means "delete the option"). */
  protected override buildItemSchema(): Schema {
    const properties: Record<string, Schema> = {};
    for (const setting of this.settings.all()) {
      properties[setting.name] = { ...setting.schema, arg_options: { sanitize_callback: (value: unknown) => this.parseSetting(value, setting) } };
    }
    return { $schema: 'http://json-schema.org/draft-04/schema#', title: 'settings', type: 'object', properties };
  }

  private parseSetting(value: unknown, setting: RegisteredSetting): unknown {
    if (value === null) return null;
    const compiled = compileSchema(setting.schema);
    const valid = compiled.validate(value, setting.name);
    return valid === true ? compiled.sanitize(value, setting.name) : valid;
  }

  private can(setting: RegisteredSetting, kind: 'readPermission' | 'editPermission'): boolean | Promise<boolean> {
    const check = setting[kind];
    return check !== undefined ? check(setting.name) : currentUserCan(this.capabilities, SETTINGS_CAPABILITY);
  }

  override async getItemPermissionsCheck(_request: RestRequest): Promise<boolean> {
    for (const setting of this.settings.all()) if (await this.can(setting, 'readPermission')) return true;
    return currentUserCan(this.capabilities, SETTINGS_CAPABILITY);
  }

  override async updateItemPermissionsCheck(request: RestRequest): Promise<boolean | RestError> {
    for (const setting of this.settings.all()) {
      const value = request.getParam(setting.name);
      if (value === null || value === undefined) continue;
      if (!(await this.can(setting, 'editPermission'))) {
        return new RestError('rest_cannot_update', `Sorry, you are not allowed to edit the ${setting.name} option.`, {
          key: setting.name,
          status: authorizationRequiredCode(),
        });
      }
    }
    return currentUserCan(this.capabilities, SETTINGS_CAPABILITY);
  }

  @Route('', { methods: 'GET' })
  @Permission('getItemPermissionsCheck')
  override async getItem(_request: RestRequest): Promise<Record<string, unknown>> {
    const response: Record<string, unknown> = {};
    for (const setting of this.settings.all()) {
      if (!(await this.can(setting, 'readPermission'))) continue;
      let value = this.hooks.applyFilters<unknown>('rest_pre_get_setting', null, setting.name, setting);
      if (value === null || value === undefined) {
        const stored = await this.storage.options.get(setting.option);
        value = stored === undefined ? setting.schema.default ?? null : stored;
      }
      response[setting.name] = this.prepareValue(value, setting.schema);
    }
    return response;
  }

  /** Stored values may be loosely typed: cast them to the schema, and report what does not fit as null. */
  private prepareValue(value: unknown, schema: Schema): unknown {
    const compiled = compileSchema(schema);
    return compiled.validate(value) === true ? compiled.sanitize(value) : null;
  }

  @Route('', { methods: Methods.EDITABLE })
  @Args((c: SettingsController) => c.getEndpointArgsForItemSchema(Methods.EDITABLE))
  @Permission('updateItemPermissionsCheck')
  override async updateItem(request: RestRequest, args: SettingsWriteArgs): Promise<Record<string, unknown> | RestError> {
    for (const setting of this.settings.all()) {
      if (!Object.prototype.hasOwnProperty.call(args, setting.name)) continue;
      const value = args[setting.name];
      if (this.hooks.applyFilters<unknown>('rest_pre_update_setting', false, setting.name, value, setting)) continue;
      if (value === null || value === undefined) {
        // Clearing a value the client could not have read back (it showed as null) would lose data: refuse it.
        const stored = await this.storage.options.get(setting.option);
        if (compileSchema(setting.schema).validate(stored ?? false) !== true) {
          return new RestError('rest_invalid_stored_value', `The ${setting.name} property has an invalid stored value, and cannot be updated to null.`, { status: 500 });
        }
        await this.storage.options.delete(setting.option);
      } else {
        await this.storage.options.set(setting.option, value as JsonValue);
      }
    }
    return this.getItem(request);
  }
}
