/**
 * The post types WordPress registers at start-up, as the post-types controller
 * describes them. Capabilities come from the app's PostTypeCapRegistry when it
 * knows the type (so permission checks and the published `capabilities` agree);
 * other types get theirs computed from their own capability arguments.
 */
import { PostTypeCapRegistry, type PostTypeCaps, type PostTypeCapsArgs } from '../../src/auth/capabilities/postTypes';

export interface PostTypeInfo {
  name: string;
  label: string;
  singularLabel: string;
  description: string;
  hierarchical: boolean;
  hasArchive: string | boolean;
  icon: string | null;
  showInRest: boolean;
  restBase: string;
  restNamespace: string;
  /** Whether the front end can show single items (is_post_type_viewable). */
  viewable: boolean;
  visibility: { show_in_nav_menus: boolean; show_ui: boolean };
  supports: Readonly<Record<string, boolean>>;
  template: readonly unknown[];
  templateLock: string | false;
  cap: Readonly<PostTypeCaps>;
  labels: Readonly<Record<string, string | null>>;
}

export type PostTypeInput = Pick<PostTypeInfo, 'name' | 'label' | 'singularLabel'> &
  Partial<Omit<PostTypeInfo, 'name' | 'label' | 'singularLabel' | 'cap' | 'labels' | 'supports'>> & {
    supports?: readonly string[];
    capabilities?: PostTypeCapsArgs;
  };

const THEME_CAPS: PostTypeCapsArgs = {
  capabilities: {
    read: 'edit_theme_options', create_posts: 'edit_theme_options', edit_posts: 'edit_theme_options', edit_published_posts: 'edit_theme_options',
    delete_published_posts: 'edit_theme_options', edit_others_posts: 'edit_theme_options', delete_others_posts: 'edit_theme_options',
    publish_posts: 'edit_theme_options', read_private_posts: 'edit_theme_options', delete_posts: 'edit_theme_options',
    edit_private_posts: 'edit_theme_options', delete_private_posts: 'edit_theme_options',
  },
};

const BUILT_IN: readonly PostTypeInput[] = [
  {
    name: 'post', label: 'Posts', singularLabel: 'Post', icon: 'dashicons-admin-post', restBase: 'posts', viewable: true,
    visibility: { show_in_nav_menus: true, show_ui: true },
    supports: ['title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats', 'autosave'],
  },
  {
    name: 'page', label: 'Pages', singularLabel: 'Page', icon: 'dashicons-admin-page', restBase: 'pages', hierarchical: true, viewable: true,
    visibility: { show_in_nav_menus: true, show_ui: true },
    supports: ['title', 'editor', 'author', 'thumbnail', 'page-attributes', 'custom-fields', 'comments', 'revisions', 'autosave'],
  },
  {
    name: 'attachment', label: 'Media', singularLabel: 'Media', icon: 'dashicons-admin-media', restBase: 'media', viewable: true,
    visibility: { show_in_nav_menus: false, show_ui: true }, supports: ['title', 'author', 'comments'],
  },
  { name: 'revision', label: 'Revisions', singularLabel: 'Revision', showInRest: false, supports: ['author'] },
  { name: 'nav_menu_item', label: 'Navigation Menu Items', singularLabel: 'Navigation Menu Item', restBase: 'menu-items', supports: ['title'], capabilities: THEME_CAPS },
  {
    name: 'wp_block', label: 'Patterns', singularLabel: 'Pattern', restBase: 'blocks', visibility: { show_in_nav_menus: false, show_ui: true },
    supports: ['title', 'excerpt', 'editor', 'revisions', 'custom-fields'], capabilities: { capabilityType: 'block', capabilities: { read: 'edit_posts', create_posts: 'publish_posts', edit_posts: 'edit_posts', edit_published_posts: 'edit_published_posts', delete_published_posts: 'delete_published_posts', edit_others_posts: 'edit_others_posts', delete_others_posts: 'delete_others_posts' } },
  },
  {
    name: 'wp_template', label: 'Templates', singularLabel: 'Template', description: 'Templates to include in your theme.', restBase: 'templates',
    supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'], capabilities: THEME_CAPS,
  },
  {
    name: 'wp_template_part', label: 'Template Parts', singularLabel: 'Template Part', description: 'Template parts to include in your templates.',
    restBase: 'template-parts', supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'], capabilities: THEME_CAPS,
  },
  {
    name: 'wp_global_styles', label: 'Global Styles', singularLabel: 'Global Styles', description: 'Global styles to include in themes.',
    restBase: 'global-styles', supports: ['title', 'editor', 'revisions'], capabilities: THEME_CAPS,
  },
  {
    name: 'wp_navigation', label: 'Navigation Menus', singularLabel: 'Navigation Menu', description: 'Navigation menus that can be inserted into your site.',
    restBase: 'navigation', visibility: { show_in_nav_menus: false, show_ui: true }, supports: ['title', 'editor', 'revisions'], capabilities: THEME_CAPS,
  },
  { name: 'wp_font_family', label: 'Font Families', singularLabel: 'Font Family', restBase: 'font-families', supports: ['title'], capabilities: THEME_CAPS },
  { name: 'wp_font_face', label: 'Font Faces', singularLabel: 'Font Face', restBase: 'font-families/(?P<font_family_id>[\\d]+)/font-faces', supports: ['title'], capabilities: THEME_CAPS },
];

/** Labels of a post type built from its plural and singular names. */
function postTypeLabels(plural: string, singular: string, hierarchical: boolean): Record<string, string | null> {
  const lower = plural.toLowerCase();
  return {
    name: plural,
    singular_name: singular,
    add_new: `Add ${singular}`,
    add_new_item: `Add ${singular}`,
    edit_item: `Edit ${singular}`,
    new_item: `New ${singular}`,
    view_item: `View ${singular}`,
    view_items: `View ${plural}`,
    search_items: `Search ${plural}`,
    not_found: `No ${lower} found.`,
    not_found_in_trash: `No ${lower} found in Trash.`,
    parent_item_colon: hierarchical ? `Parent ${singular}:` : null,
    all_items: `All ${plural}`,
    archives: `${singular} Archives`,
    attributes: `${singular} Attributes`,
    menu_name: plural,
    name_admin_bar: singular,
  };
}

export class PostTypeRegistry {
  private readonly types = new Map<string, PostTypeInfo>();
  /** Computes capabilities of types the app's registry does not hold, without adding them to it. */
  private readonly localCaps = new PostTypeCapRegistry();

  /** `caps`: the app's capability registry, consulted first for each type's capabilities. */
  constructor(private readonly caps: PostTypeCapRegistry = new PostTypeCapRegistry()) {
    for (const input of BUILT_IN) this.register(input);
  }

  register(input: PostTypeInput): PostTypeInfo {
    const hierarchical = input.hierarchical ?? false;
    const cap = this.caps.get(input.name)?.cap ?? this.localCaps.register(input.name, input.capabilities ?? {}).cap;
    const info: PostTypeInfo = Object.freeze({
      name: input.name,
      label: input.label,
      singularLabel: input.singularLabel,
      description: input.description ?? '',
      hierarchical,
      hasArchive: input.hasArchive ?? false,
      icon: input.icon ?? null,
      showInRest: input.showInRest ?? true,
      restBase: input.restBase ?? input.name,
      restNamespace: input.restNamespace ?? 'wp/v2',
      viewable: input.viewable ?? false,
      visibility: Object.freeze({ ...(input.visibility ?? { show_in_nav_menus: false, show_ui: false }) }),
      supports: Object.freeze(Object.fromEntries((input.supports ?? []).map((feature) => [feature, true]))),
      template: Object.freeze([...(input.template ?? [])]),
      templateLock: input.templateLock ?? false,
      cap,
      labels: Object.freeze(postTypeLabels(input.label, input.singularLabel, hierarchical)),
    });
    this.types.set(info.name, info);
    return info;
  }

  get(name: string): PostTypeInfo | undefined {
    return this.types.get(name);
  }

  /** The types served over REST, in registration order. */
  restTypes(): PostTypeInfo[] {
    return [...this.types.values()].filter((type) => type.showInRest);
  }
}
