/**
 * The app's post types: the ones WordPress registers at start-up and the app's own,
 * each with its capability table. One registry serves both the post-types endpoint
 * and capability checks, so the published `capabilities` and the permission checks
 * cannot disagree.
 */
import { postTypeCaps, type PostTypeCaps, type PostTypeCapsArgs } from './postTypeCapabilities';
import { postTypeLabels, type Labels } from './postTypeLabels';

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
  /** Whether meta capabilities on its posts (edit_post, or edit_book for a book) are mapped by owner and status. */
  mapMetaCap: boolean;
  labels: Readonly<Record<string, string | null>>;
  /**
   * The controllers serving the type (WordPress's `rest_controller_class`,
   * `revisions_rest_controller_class`, `autosave_rest_controller_class`): a
   * class, or a name the posts controller selection knows. Unset: the default
   * posts, revisions and autosaves controllers.
   */
  restControllerClass?: unknown;
  revisionsRestControllerClass?: unknown;
  autosaveRestControllerClass?: unknown;
  /**
   * Its own routes are registered after its revisions and autosaves routes
   * (WordPress's `late_route_registration`), so an item route whose id may hold
   * slashes does not swallow them.
   */
  lateRouteRegistration?: boolean;
}

export type PostTypeInput = Pick<PostTypeInfo, 'name' | 'label' | 'singularLabel'> &
  Partial<Omit<PostTypeInfo, 'name' | 'label' | 'singularLabel' | 'cap' | 'mapMetaCap' | 'labels' | 'supports'>> & {
    /** The features it supports; default `['title', 'editor']` (so also 'autosave'), as WordPress's register_post_type. */
    supports?: readonly string[];
    capabilities?: PostTypeCapsArgs;
    /** false: no 'autosave' support even with 'editor' (WordPress removes it from global styles). */
    autosave?: false;
    /** The labels it is registered with (WordPress's `labels` argument); default: name and singular name from the labels above. */
    labels?: Labels;
  };

const THEME_CAPS: PostTypeCapsArgs = {
  capabilities: {
    read: 'edit_theme_options', create_posts: 'edit_theme_options', edit_posts: 'edit_theme_options', edit_published_posts: 'edit_theme_options',
    delete_published_posts: 'edit_theme_options', edit_others_posts: 'edit_theme_options', delete_others_posts: 'edit_theme_options',
    publish_posts: 'edit_theme_options', read_private_posts: 'edit_theme_options', delete_posts: 'edit_theme_options',
    edit_private_posts: 'edit_theme_options', delete_private_posts: 'edit_theme_options',
  },
};

/** The labels WordPress gives its template post types, from their capitalised and lower-case names. */
function themeLabels(plural: string, singular: string, lower: string, lowerPlural: string, archives: string): Labels {
  return {
    name: plural, singular_name: singular, add_new: `Add ${singular}`, add_new_item: `Add ${singular}`, new_item: `New ${singular}`,
    edit_item: `Edit ${singular}`, view_item: `View ${singular}`, all_items: plural, search_items: `Search ${plural}`,
    parent_item_colon: `Parent ${singular}:`, not_found: `No ${lowerPlural} found.`, not_found_in_trash: `No ${lowerPlural} found in Trash.`,
    archives, insert_into_item: `Insert into ${lower}`, uploaded_to_this_item: `Uploaded to this ${lower}`,
    filter_items_list: `Filter ${lowerPlural} list`, items_list_navigation: `${plural.charAt(0)}${lowerPlural.slice(1)} list navigation`,
    items_list: `${plural.charAt(0)}${lowerPlural.slice(1)} list`, item_updated: `${singular.charAt(0)}${lower.slice(1)} updated.`,
  };
}

const BUILT_IN: readonly PostTypeInput[] = [
  {
    name: 'post', label: 'Posts', singularLabel: 'Post', labels: { name_admin_bar: 'Post' }, icon: 'dashicons-admin-post', restBase: 'posts', viewable: true,
    visibility: { show_in_nav_menus: true, show_ui: true },
    supports: ['title', 'editor', 'author', 'thumbnail', 'excerpt', 'trackbacks', 'custom-fields', 'comments', 'revisions', 'post-formats', 'autosave'],
  },
  {
    name: 'page', label: 'Pages', singularLabel: 'Page', labels: { name_admin_bar: 'Page' }, icon: 'dashicons-admin-page', restBase: 'pages', hierarchical: true, viewable: true,
    capabilities: { capabilityType: 'page' },
    visibility: { show_in_nav_menus: true, show_ui: true },
    supports: ['title', 'editor', 'author', 'thumbnail', 'page-attributes', 'custom-fields', 'comments', 'revisions', 'autosave'],
  },
  {
    name: 'attachment', label: 'Media', singularLabel: 'Media',
    labels: { name: 'Media', name_admin_bar: 'Media', add_new: 'Add Media File', add_new_item: 'Add Media File', edit_item: 'Edit Media', view_item: 'View Media File', attributes: 'Attachment Attributes' },
    icon: 'dashicons-admin-media', restBase: 'media', viewable: true, capabilities: { capabilities: { create_posts: 'upload_files' } },
    visibility: { show_in_nav_menus: false, show_ui: true }, supports: ['title', 'author', 'comments'],
  },
  { name: 'revision', label: 'Revisions', singularLabel: 'Revision', showInRest: false, supports: ['author'] },
  { name: 'nav_menu_item', label: 'Navigation Menu Items', singularLabel: 'Navigation Menu Item', restBase: 'menu-items', supports: ['title'], capabilities: THEME_CAPS },
  {
    name: 'wp_block', label: 'Patterns', singularLabel: 'Pattern',
    labels: {
      name: 'Patterns', singular_name: 'Pattern', add_new: 'Add Pattern', add_new_item: 'Add Pattern', new_item: 'New Pattern', edit_item: 'Edit Block Pattern',
      view_item: 'View Pattern', view_items: 'View Patterns', all_items: 'All Patterns', search_items: 'Search Patterns', not_found: 'No patterns found.',
      not_found_in_trash: 'No patterns found in Trash.', filter_items_list: 'Filter patterns list', items_list_navigation: 'Patterns list navigation',
      items_list: 'Patterns list', item_published: 'Pattern published.', item_published_privately: 'Pattern published privately.',
      item_reverted_to_draft: 'Pattern reverted to draft.', item_scheduled: 'Pattern scheduled.', item_updated: 'Pattern updated.',
    },
    restBase: 'blocks', visibility: { show_in_nav_menus: false, show_ui: true },
    supports: ['title', 'excerpt', 'editor', 'revisions', 'custom-fields'], capabilities: { capabilityType: 'block', capabilities: { read: 'edit_posts', create_posts: 'publish_posts', edit_posts: 'edit_posts', edit_published_posts: 'edit_published_posts', delete_published_posts: 'delete_published_posts', edit_others_posts: 'edit_others_posts', delete_others_posts: 'delete_others_posts' } },
  },
  {
    name: 'wp_template', label: 'Templates', singularLabel: 'Template', labels: themeLabels('Templates', 'Template', 'template', 'templates', 'Template archives'),
    description: 'Templates to include in your theme.', restBase: 'templates', lateRouteRegistration: true,
    supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'], capabilities: THEME_CAPS,
  },
  {
    name: 'wp_template_part', label: 'Template Parts', singularLabel: 'Template Part',
    labels: themeLabels('Template Parts', 'Template Part', 'template part', 'template parts', 'Template part archives'),
    description: 'Template parts to include in your templates.',
    restBase: 'template-parts', lateRouteRegistration: true, supports: ['title', 'slug', 'excerpt', 'editor', 'revisions', 'author'], capabilities: THEME_CAPS,
  },
  {
    name: 'wp_global_styles', label: 'Global Styles', singularLabel: 'Global Styles', labels: { name: 'Global Styles' }, description: 'Global styles to include in themes.',
    restBase: 'global-styles', supports: ['title', 'editor', 'revisions'], autosave: false, capabilities: THEME_CAPS,
  },
  {
    name: 'wp_navigation', label: 'Navigation Menus', singularLabel: 'Navigation Menu',
    labels: {
      name: 'Navigation Menus', singular_name: 'Navigation Menu', add_new: 'Add Navigation Menu', add_new_item: 'Add Navigation Menu', new_item: 'New Navigation Menu',
      edit_item: 'Edit Navigation Menu', view_item: 'View Navigation Menu', all_items: 'Navigation Menus', search_items: 'Search Navigation Menus',
      parent_item_colon: 'Parent Navigation Menu:', not_found: 'No Navigation Menu found.', not_found_in_trash: 'No Navigation Menu found in Trash.',
      archives: 'Navigation Menu archives', insert_into_item: 'Insert into Navigation Menu', uploaded_to_this_item: 'Uploaded to this Navigation Menu',
      filter_items_list: 'Filter Navigation Menu list', items_list_navigation: 'Navigation Menus list navigation', items_list: 'Navigation Menus list',
    },
    description: 'Navigation menus that can be inserted into your site.',
    restBase: 'navigation', visibility: { show_in_nav_menus: false, show_ui: true }, supports: ['title', 'editor', 'revisions'], capabilities: THEME_CAPS,
  },
  { name: 'wp_font_family', label: 'Font Families', singularLabel: 'Font Family', restBase: 'font-families', supports: ['title'], capabilities: THEME_CAPS },
  { name: 'wp_font_face', label: 'Font Faces', singularLabel: 'Font Face', restBase: 'font-families/(?P<font_family_id>[\\d]+)/font-faces', supports: ['title'], capabilities: THEME_CAPS },
];

/** The features as WordPress records them: 'editor' brings 'autosave' along unless the type opts out. */
function supportedFeatures(input: PostTypeInput): string[] {
  const features = [...new Set(input.supports ?? ['title', 'editor'])];
  if (features.includes('editor') && !features.includes('autosave') && input.autosave !== false) features.push('autosave');
  return features;
}

/** The controller classes a registration names (only those it sets, so other types carry no such keys). */
function controllerClasses(input: PostTypeInput): Pick<PostTypeInfo, 'restControllerClass' | 'revisionsRestControllerClass' | 'autosaveRestControllerClass'> {
  const named: Pick<PostTypeInfo, 'restControllerClass' | 'revisionsRestControllerClass' | 'autosaveRestControllerClass'> = {};
  if (input.restControllerClass !== undefined) named.restControllerClass = input.restControllerClass;
  if (input.revisionsRestControllerClass !== undefined) named.revisionsRestControllerClass = input.revisionsRestControllerClass;
  if (input.autosaveRestControllerClass !== undefined) named.autosaveRestControllerClass = input.autosaveRestControllerClass;
  return named;
}

type TypeCapabilities = Pick<PostTypeInfo, 'cap' | 'mapMetaCap'>;

export class PostTypeRegistry {
  private readonly types = new Map<string, PostTypeInfo>();
  /** Meta capability names of custom types (e.g. `edit_book`) → the generic one (`edit_post`). */
  private readonly metaCaps = new Map<string, 'read_post' | 'edit_post' | 'delete_post'>();

  constructor() {
    for (const input of BUILT_IN) this.register(input);
  }

  /** Adds a post type, or replaces the one of that name; a type already known keeps its capabilities. */
  register(input: PostTypeInput): PostTypeInfo;
  /**
   * Sets the capabilities of the type `name` (WordPress's register_post_type with capability
   * arguments only): a type not known yet is added, labelled by its name and hidden from REST.
   */
  register(name: string, capabilities: PostTypeCapsArgs): PostTypeInfo;
  register(inputOrName: PostTypeInput | string, capabilities: PostTypeCapsArgs = {}): PostTypeInfo {
    if (typeof inputOrName === 'string') return this.setCapabilities(inputOrName, capabilities);
    const input = inputOrName;
    const known = this.types.get(input.name);
    return this.store(input, known ?? this.capabilityTable(input.capabilities ?? {}));
  }

  get(name: string): PostTypeInfo | undefined {
    return this.types.get(name);
  }

  /** The types served over REST, in registration order. */
  restTypes(): PostTypeInfo[] {
    return [...this.types.values()].filter((type) => type.showInRest);
  }

  /** The generic meta capability a custom type's meta capability stands for (`edit_post` for `edit_book`). */
  genericMetaCap(cap: string): 'read_post' | 'edit_post' | 'delete_post' | undefined {
    return this.metaCaps.get(cap);
  }

  private setCapabilities(name: string, args: PostTypeCapsArgs): PostTypeInfo {
    const known = this.types.get(name);
    const capabilities = this.capabilityTable(args);
    if (known === undefined) return this.store({ name, label: name, singularLabel: name, showInRest: false }, capabilities);
    const info: PostTypeInfo = Object.freeze({ ...known, ...capabilities });
    this.types.set(name, info);
    return info;
  }

  /** The capability table of `args`; its meta capabilities are remembered when the type maps them. */
  private capabilityTable(args: PostTypeCapsArgs): TypeCapabilities {
    const cap = Object.freeze(postTypeCaps(args));
    const mapMetaCap = args.mapMetaCap ?? true;
    if (mapMetaCap) {
      for (const meta of ['read_post', 'edit_post', 'delete_post'] as const) {
        if (cap[meta] !== meta) this.metaCaps.set(cap[meta], meta);
      }
    }
    return { cap, mapMetaCap };
  }

  private store(input: PostTypeInput, { cap, mapMetaCap }: TypeCapabilities): PostTypeInfo {
    const hierarchical = input.hierarchical ?? false;
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
      supports: Object.freeze(Object.fromEntries(supportedFeatures(input).map((feature) => [feature, true]))),
      template: Object.freeze([...(input.template ?? [])]),
      templateLock: input.templateLock ?? false,
      cap,
      mapMetaCap,
      labels: Object.freeze(postTypeLabels(input.name, input.labels ?? { name: input.label, singular_name: input.singularLabel }, hierarchical)),
      ...controllerClasses(input),
      ...(input.lateRouteRegistration === true ? { lateRouteRegistration: true } : {}),
    });
    this.types.set(info.name, info);
    return info;
  }
}
