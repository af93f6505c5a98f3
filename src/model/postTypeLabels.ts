/**
 * A post type's `labels` as WordPress computes them (get_post_type_labels): the type's own
 * labels over the defaults of a flat type (post wording) or a hierarchical one (page wording).
 */

export type Labels = Record<string, string | null>;

/** Each default label: [flat type, hierarchical type]. Order is WordPress's (the wire order). */
const DEFAULTS: ReadonlyArray<readonly [string, string | null, string | null]> = [
  ['name', 'Posts', 'Pages'],
  ['singular_name', 'Post', 'Page'],
  ['add_new', 'Add', 'Add'],
  ['add_new_item', 'Add Post', 'Add Page'],
  ['edit_item', 'Edit Post', 'Edit Page'],
  ['new_item', 'New Post', 'New Page'],
  ['view_item', 'View Post', 'View Page'],
  ['view_items', 'View Posts', 'View Pages'],
  ['search_items', 'Search Posts', 'Search Pages'],
  ['not_found', 'No posts found.', 'No pages found.'],
  ['not_found_in_trash', 'No posts found in Trash.', 'No pages found in Trash.'],
  ['parent_item_colon', null, 'Parent Page:'],
  ['all_items', 'All Posts', 'All Pages'],
  ['archives', 'Post Archives', 'Page Archives'],
  ['attributes', 'Post Attributes', 'Page Attributes'],
  ['insert_into_item', 'Insert into post', 'Insert into page'],
  ['uploaded_to_this_item', 'Uploaded to this post', 'Uploaded to this page'],
  ['featured_image', 'Featured image', 'Featured image'],
  ['set_featured_image', 'Set featured image', 'Set featured image'],
  ['remove_featured_image', 'Remove featured image', 'Remove featured image'],
  ['use_featured_image', 'Use as featured image', 'Use as featured image'],
  ['filter_items_list', 'Filter posts list', 'Filter pages list'],
  ['filter_by_date', 'Filter by date', 'Filter by date'],
  ['items_list_navigation', 'Posts list navigation', 'Pages list navigation'],
  ['items_list', 'Posts list', 'Pages list'],
  ['item_published', 'Post published.', 'Page published.'],
  ['item_published_privately', 'Post published privately.', 'Page published privately.'],
  ['item_reverted_to_draft', 'Post reverted to draft.', 'Page reverted to draft.'],
  ['item_trashed', 'Post trashed.', 'Page trashed.'],
  ['item_scheduled', 'Post scheduled.', 'Page scheduled.'],
  ['item_updated', 'Post updated.', 'Page updated.'],
  ['item_link', 'Post Link', 'Page Link'],
  ['item_link_description', 'A link to a post.', 'A link to a page.'],
  ['menu_name', 'Posts', 'Pages'],
];

/**
 * `own`: the labels the type was registered with (a bare `label` argument counts as `name`). Missing singular, admin-bar, menu, all-items and archives labels are derived from
 * the type's own labels first; the rest come from the defaults; `template_name` names the singular.
 */
export function postTypeLabels(typeName: string, own: Labels, hierarchical: boolean): Labels {
  const custom: Labels = { ...own };
  const has = (key: string): boolean => custom[key] !== undefined && custom[key] !== null;
  if (!has('singular_name') && has('name')) custom.singular_name = custom.name!;
  if (!has('name_admin_bar')) custom.name_admin_bar = has('singular_name') ? custom.singular_name! : typeName;
  if (!has('menu_name') && has('name')) custom.menu_name = custom.name!;
  if (!has('all_items') && has('menu_name')) custom.all_items = custom.menu_name!;
  if (!has('archives') && has('all_items')) custom.archives = custom.all_items!;

  const labels: Labels = {};
  for (const [key, flat, hier] of DEFAULTS) labels[key] = hierarchical ? hier : flat;
  Object.assign(labels, custom);
  if (!has('template_name') && has('singular_name')) labels.template_name = `Single item: ${custom.singular_name!}`;
  return labels;
}
