/**
 * Settings shown in REST (WordPress's register_setting with show_in_rest):
 * each maps a stored option to a REST name and a schema. The built-in list is
 * WordPress's initial settings plus the site logo and icon.
 */
import type { Schema } from '../schema/types';
import { defaultAdditionalPropertiesToFalse } from '../shaping/defaultAdditionalPropertiesToFalse';

/** The capability that guards the settings, and each setting registered without its own permission callbacks. */
export const SETTINGS_CAPABILITY = 'manage_options';

/** A permission callback of one setting: may the request's user read (or edit) it? */
export type SettingPermission = (name: string) => boolean | Promise<boolean>;

export interface RegisteredSetting {
  /** The stored option's name (`blogname`). */
  option: string;
  /** The name in REST (`title`). */
  name: string;
  /** type, title, description, default, then any extra keywords. */
  schema: Schema;
  /** Absent: the user must hold SETTINGS_CAPABILITY (`manage_options`). */
  readPermission?: SettingPermission;
  editPermission?: SettingPermission;
}

export interface SettingInput {
  option: string;
  name?: string;
  type: 'string' | 'boolean' | 'integer' | 'number' | 'array' | 'object';
  label?: string;
  description?: string;
  default?: unknown;
  /** Extra schema keywords (format, enum, items…). */
  schema?: Schema;
  readPermission?: SettingPermission;
  editPermission?: SettingPermission;
}

const BUILT_IN: readonly SettingInput[] = [
  { option: 'blogname', name: 'title', type: 'string', label: 'Title', description: 'Site title.' },
  { option: 'blogdescription', name: 'description', type: 'string', label: 'Tagline', description: 'Site tagline.' },
  { option: 'siteurl', name: 'url', type: 'string', description: 'Site URL.', schema: { format: 'uri' } },
  { option: 'admin_email', name: 'email', type: 'string', description: 'This address is used for admin purposes, like new user notification.', schema: { format: 'email' } },
  { option: 'timezone_string', name: 'timezone', type: 'string', description: 'A city in the same timezone as you.' },
  { option: 'date_format', type: 'string', description: 'A date format for all date strings.' },
  { option: 'time_format', type: 'string', description: 'A time format for all time strings.' },
  { option: 'start_of_week', type: 'integer', description: 'A day number of the week that the week should start on.' },
  { option: 'WPLANG', name: 'language', type: 'string', description: 'WordPress locale code.', default: 'en_US' },
  { option: 'use_smilies', type: 'boolean', description: 'Convert emoticons like :-) and :-P to graphics on display.', default: true },
  { option: 'default_category', type: 'integer', description: 'Default post category.' },
  { option: 'default_post_format', type: 'string', description: 'Default post format.' },
  { option: 'posts_per_page', type: 'integer', label: 'Maximum posts per page', description: 'Blog pages show at most.', default: 10 },
  { option: 'show_on_front', type: 'string', label: 'Show on front', description: 'What to show on the front page' },
  { option: 'page_on_front', type: 'integer', label: 'Page on front', description: 'The ID of the page that should be displayed on the front page' },
  { option: 'page_for_posts', type: 'integer', description: 'The ID of the page that should display the latest posts' },
  { option: 'default_ping_status', type: 'string', description: 'Allow link notifications from other blogs (pingbacks and trackbacks) on new articles.', schema: { enum: ['open', 'closed'] } },
  { option: 'default_comment_status', type: 'string', label: 'Allow comments on new posts', description: 'Allow people to submit comments on new posts.', schema: { enum: ['open', 'closed'] } },
  { option: 'site_logo', type: 'integer', label: 'Logo', description: 'Site logo.' },
  { option: 'site_icon', type: 'integer', label: 'Icon', description: 'Site icon.' },
];

export class SettingsRegistry {
  private readonly settings = new Map<string, RegisteredSetting>();

  constructor() {
    for (const input of BUILT_IN) this.register(input);
  }

  /** Adds (or replaces, by REST name) a setting. */
  register(input: SettingInput): RegisteredSetting {
    const schema = defaultAdditionalPropertiesToFalse<Schema>({
      type: input.type,
      title: input.label ?? '',
      description: input.description ?? '',
      default: input.default ?? null,
      ...input.schema,
    });
    const setting: RegisteredSetting = { option: input.option, name: input.name ?? input.option, schema };
    if (input.readPermission !== undefined) setting.readPermission = input.readPermission;
    if (input.editPermission !== undefined) setting.editPermission = input.editPermission;
    this.settings.set(setting.name, Object.freeze(setting));
    return setting;
  }

  unregister(name: string): boolean {
    return this.settings.delete(name);
  }

  /** Every setting by REST name, in registration order. */
  all(): RegisteredSetting[] {
    return [...this.settings.values()];
  }
}
