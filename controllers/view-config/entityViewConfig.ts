/**
 * The default list and form configuration the editor's data views use for an
 * entity (WordPress 7.1's wp_get_entity_view_config): a table of items sorted by
 * title, an "All items" view named after the post type, the default post form
 * for post types, and the list view with status views for pages. Code changes it
 * through the `get_entity_view_config_{$kind}_{$name}` filter, which receives and
 * returns the configuration.
 */
import type { Hooks } from '../../src/hooks/Hooks';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

export interface EntityViewConfig {
  default_view: Record<string, unknown>;
  default_layouts: Record<string, unknown>;
  view_list: Array<Record<string, unknown>>;
  form: Record<string, unknown>;
}

const CONFIG_KEYS: ReadonlyArray<keyof EntityViewConfig> = ['default_view', 'default_layouts', 'view_list', 'form'];

const regular = (id: string, labelPosition: string, type = 'regular'): Record<string, unknown> => ({ id, layout: { type, labelPosition } });

/** The form of post types that bring none of their own (the registered fields decide what shows). */
function defaultPostTypeForm(): Record<string, unknown> {
  return {
    layout: { type: 'panel' },
    fields: [
      regular('featured_media', 'none'),
      regular('post-content-info', 'none'),
      regular('excerpt', 'top', 'panel'),
      { id: 'status', label: 'Status', children: [regular('status', 'none'), 'scheduled_date', 'password', 'sticky'] },
      'date', 'slug', 'author', 'template',
      { id: 'discussion', label: 'Discussion', children: [regular('comment_status', 'none'), 'ping_status'] },
      'parent', 'format', 'revisions',
    ],
  };
}

const statusView = (title: string, slug: string, status: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  title, slug, view: { ...extra, filters: [{ field: 'status', operator: 'isAny', value: status, isLocked: true }] },
});

/** Pages: a list with levels, the author column aligned to the start, and a view per status. */
function pageConfig(config: EntityViewConfig): EntityViewConfig {
  const tableLayout = { styles: { author: { align: 'start' } } };
  return {
    ...config,
    default_layouts: { table: { layout: tableLayout }, grid: {}, list: {} },
    default_view: {
      type: 'list', filters: [], perPage: 20, sort: { field: 'title', direction: 'asc' }, showLevels: true,
      titleField: 'title', mediaField: 'featured_media', fields: ['author', 'status'],
    },
    view_list: [
      config.view_list[0]!,
      statusView('Published', 'published', 'publish'),
      statusView('Scheduled', 'future', 'future'),
      statusView('Drafts', 'drafts', 'draft'),
      statusView('Pending', 'pending', 'pending'),
      statusView('Private', 'private', 'private'),
      { title: 'Trash', slug: 'trash', view: { type: 'table', layout: tableLayout, filters: [{ field: 'status', operator: 'isAny', value: 'trash', isLocked: true }] } },
    ],
  };
}

export function entityViewConfig(hooks: Hooks, postTypes: PostTypeRegistry, kind: string, name: string): EntityViewConfig {
  let allItems = 'All items';
  if (kind === 'postType') {
    const label = postTypes.get(name)?.labels.all_items;
    if (typeof label === 'string' && label !== '') allItems = label;
  }
  let config: EntityViewConfig = {
    default_view: { type: 'table', filters: [], sort: { field: 'title', direction: 'asc' }, perPage: 20, fields: ['author', 'status'], titleField: 'title' },
    default_layouts: { table: {}, grid: {}, list: {} },
    view_list: [{ title: allItems, slug: 'all' }],
    form: kind === 'postType' ? defaultPostTypeForm() : {},
  };
  if (kind === 'postType' && name === 'page') config = pageConfig(config);
  const filtered = hooks.applyFilters<unknown>(`get_entity_view_config_${kind}_${name}`, config, { kind, name });
  if (typeof filtered !== 'object' || filtered === null || Array.isArray(filtered)) return config;
  // Keys the filter dropped come back with their defaults; keys it invented are not part of the shape.
  const changed = filtered as Partial<EntityViewConfig>;
  return Object.fromEntries(CONFIG_KEYS.map((key) => [key, changed[key] ?? config[key]])) as unknown as EntityViewConfig;
}
