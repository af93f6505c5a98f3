/**
 * The five roles WordPress installs, with the primitive capabilities its
 * installer grants them (the sum of every version's additions).
 */
const levels = (top: number): string[] => Array.from({ length: top + 1 }, (_, i) => `level_${top - i}`);

const SUBSCRIBER = ['read', ...levels(0)];

const CONTRIBUTOR = ['edit_posts', 'read', ...levels(1), 'delete_posts'];

const AUTHOR = ['upload_files', 'edit_posts', 'edit_published_posts', 'publish_posts', 'read', ...levels(2), 'delete_posts', 'delete_published_posts'];

const EDITOR = [
  'moderate_comments',
  'manage_categories',
  'manage_links',
  'upload_files',
  'unfiltered_html',
  'edit_posts',
  'edit_others_posts',
  'edit_published_posts',
  'publish_posts',
  'edit_pages',
  'read',
  ...levels(7),
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'delete_posts',
  'delete_others_posts',
  'delete_published_posts',
  'delete_private_posts',
  'edit_private_posts',
  'read_private_posts',
  'delete_private_pages',
  'edit_private_pages',
  'read_private_pages',
];

const ADMINISTRATOR = [
  'switch_themes',
  'edit_themes',
  'activate_plugins',
  'edit_plugins',
  'edit_users',
  'edit_files',
  'manage_options',
  'import',
  ...EDITOR.filter((cap) => !cap.startsWith('level_')),
  ...levels(10),
  'delete_users',
  'create_users',
  'unfiltered_upload',
  'edit_dashboard',
  'update_plugins',
  'delete_plugins',
  'install_plugins',
  'update_themes',
  'install_themes',
  'update_core',
  'list_users',
  'remove_users',
  'promote_users',
  'edit_theme_options',
  'delete_themes',
  'export',
];

export interface RoleDefinition {
  name: string;
  capabilities: Record<string, boolean>;
}

const grant = (caps: string[]): Record<string, boolean> => Object.fromEntries(caps.map((cap) => [cap, true]));

/** A fresh copy each call, so one registry's edits never leak into another. */
export function defaultRoleDefinitions(): Record<string, RoleDefinition> {
  return {
    administrator: { name: 'Administrator', capabilities: grant(ADMINISTRATOR) },
    editor: { name: 'Editor', capabilities: grant(EDITOR) },
    author: { name: 'Author', capabilities: grant(AUTHOR) },
    contributor: { name: 'Contributor', capabilities: grant(CONTRIBUTOR) },
    subscriber: { name: 'Subscriber', capabilities: grant(SUBSCRIBER) },
  };
}
