import type { Schema } from '../../src/schema/types';
import { PLUGIN_PATTERN } from './PluginRegistry';
import { objectSchema } from '../shared/readonlyItemSchema';

const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const field = (description: string, type: Schema['type'], context: string[], extra: Schema = {}): Schema => ({ description, type, ...extra, readonly: true, context });

export const PLUGIN_STATUSES = ['inactive', 'active'];

/** The `plugin` resource as WordPress publishes it on a single site. */
export function pluginSchema(): Schema {
  return objectSchema('plugin', {
    plugin: field('The plugin file.', 'string', ALL, { pattern: PLUGIN_PATTERN }),
    status: { description: 'The plugin activation status.', type: 'string', enum: PLUGIN_STATUSES, context: ALL },
    name: field('The plugin name.', 'string', ALL),
    plugin_uri: field("The plugin's website address.", 'string', VIEW_EDIT, { format: 'uri' }),
    author: field('The plugin author.', 'object', VIEW_EDIT),
    author_uri: field("Plugin author's website address.", 'string', VIEW_EDIT, { format: 'uri' }),
    description: field('The plugin description.', 'object', VIEW_EDIT, {
      properties: {
        raw: { description: 'The raw plugin description.', type: 'string' },
        rendered: { description: 'The plugin description formatted for display.', type: 'string' },
      },
    }),
    version: field('The plugin version number.', 'string', VIEW_EDIT),
    network_only: field('Whether the plugin can only be activated network-wide.', 'boolean', ALL),
    requires_wp: field('Minimum required version of WordPress.', 'string', ALL),
    requires_php: field('Minimum required version of PHP.', 'string', ALL),
    textdomain: field("The plugin's text domain.", 'string', VIEW_EDIT),
  });
}
