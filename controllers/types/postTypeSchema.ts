import type { Schema } from '../../src/schema/types';
import { objectSchema } from '../shared/readonlyItemSchema';

const readonly = (description: string, type: Schema['type'], context: string[], extra: Schema = {}): Schema => ({ description, type, context, readonly: true, ...extra });
const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];

/** The `type` resource as WordPress publishes it (properties in its order). */
export function postTypeSchema(): Schema {
  return objectSchema('type', {
    capabilities: readonly('All capabilities used by the post type.', 'object', EDIT),
    description: readonly('A human-readable description of the post type.', 'string', VIEW_EDIT),
    hierarchical: readonly('Whether or not the post type should have children.', 'boolean', VIEW_EDIT),
    viewable: readonly('Whether or not the post type can be viewed.', 'boolean', EDIT),
    labels: readonly('Human-readable labels for the post type for various contexts.', 'object', EDIT),
    name: readonly('The title for the post type.', 'string', ALL),
    slug: readonly('An alphanumeric identifier for the post type.', 'string', ALL),
    supports: readonly('All features, supported by the post type.', 'object', EDIT),
    has_archive: readonly('If the value is a string, the value will be used as the archive slug. If the value is false the post type has no archive.', ['string', 'boolean'], VIEW_EDIT),
    taxonomies: readonly('Taxonomies associated with post type.', 'array', VIEW_EDIT, { items: { type: 'string' } }),
    rest_base: readonly('REST base route for the post type.', 'string', ALL),
    rest_namespace: readonly("REST route's namespace for the post type.", 'string', ALL),
    visibility: readonly('The visibility settings for the post type.', 'object', EDIT, {
      properties: {
        show_ui: { description: 'Whether to generate a default UI for managing this post type.', type: 'boolean' },
        show_in_nav_menus: { description: 'Whether to make the post type available for selection in navigation menus.', type: 'boolean' },
      },
    }),
    icon: readonly('The icon for the post type.', ['string', 'null'], VIEW_EDIT),
    template: readonly('The block template associated with the post type.', 'array', VIEW_EDIT),
    template_lock: readonly('The template_lock associated with the post type, or false if none.', ['string', 'boolean'], VIEW_EDIT, { enum: ['all', 'insert', 'contentOnly', false] }),
  });
}
