import type { Schema } from '../../src/schema/types';
import { objectSchema } from '../shared/readonlyItemSchema';

const readonly = (description: string, type: Schema['type'], context: string[], extra: Schema = {}): Schema => ({ description, type, context, readonly: true, ...extra });
const ALL = ['view', 'edit', 'embed'];
const VIEW_EDIT = ['view', 'edit'];
const EDIT = ['edit'];
const flag = (description: string): Schema => ({ description, type: 'boolean' });

/** The `taxonomy` resource as WordPress publishes it. */
export function taxonomySchema(): Schema {
  return objectSchema('taxonomy', {
    capabilities: readonly('All capabilities used by the taxonomy.', 'object', EDIT),
    description: readonly('A human-readable description of the taxonomy.', 'string', VIEW_EDIT),
    hierarchical: readonly('Whether or not the taxonomy should have children.', 'boolean', VIEW_EDIT),
    labels: readonly('Human-readable labels for the taxonomy for various contexts.', 'object', EDIT),
    name: readonly('The title for the taxonomy.', 'string', ALL),
    slug: readonly('An alphanumeric identifier for the taxonomy.', 'string', ALL),
    show_cloud: readonly('Whether or not the term cloud should be displayed.', 'boolean', EDIT),
    types: readonly('Types associated with the taxonomy.', 'array', VIEW_EDIT, { items: { type: 'string' } }),
    rest_base: readonly('REST base route for the taxonomy.', 'string', ALL),
    rest_namespace: readonly('REST namespace route for the taxonomy.', 'string', ALL),
    visibility: readonly('The visibility settings for the taxonomy.', 'object', EDIT, {
      properties: {
        public: flag('Whether a taxonomy is intended for use publicly either via the admin interface or by front-end users.'),
        publicly_queryable: flag('Whether the taxonomy is publicly queryable.'),
        show_ui: flag('Whether to generate a default UI for managing this taxonomy.'),
        show_admin_column: flag('Whether to allow automatic creation of taxonomy columns on associated post-types table.'),
        show_in_nav_menus: flag('Whether to make the taxonomy available for selection in navigation menus.'),
        show_in_quick_edit: flag('Whether to show the taxonomy in the quick/bulk edit panel.'),
      },
    }),
  });
}
