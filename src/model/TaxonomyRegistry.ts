/**
 * The app's taxonomies: the ones WordPress registers at start-up and the app's own,
 * each with its capability table. One registry serves the taxonomies and post-types
 * endpoints and capability checks (edit_term, assign_term…) alike.
 */
import { taxonomyCaps, type TaxonomyCaps } from './taxonomyCapabilities';

export interface TaxonomyVisibility {
  public: boolean;
  publicly_queryable: boolean;
  show_admin_column: boolean;
  show_in_nav_menus: boolean;
  show_in_quick_edit: boolean;
  show_ui: boolean;
}

export interface TaxonomyInfo {
  name: string;
  label: string;
  singularLabel: string;
  description: string;
  /** Post types the taxonomy is attached to. */
  objectTypes: readonly string[];
  hierarchical: boolean;
  showInRest: boolean;
  showTagcloud: boolean;
  restBase: string;
  restNamespace: string;
  visibility: TaxonomyVisibility;
  cap: Readonly<TaxonomyCaps>;
  labels: Readonly<Record<string, string | null>>;
}

export type TaxonomyInput = Omit<TaxonomyInfo, 'cap' | 'labels' | 'restBase' | 'restNamespace' | 'description' | 'visibility'> & {
  restBase?: string;
  restNamespace?: string;
  description?: string;
  visibility?: Partial<TaxonomyVisibility>;
  caps?: Partial<TaxonomyCaps>;
};

const HIDDEN: TaxonomyVisibility = {
  public: false, publicly_queryable: false, show_admin_column: false, show_in_nav_menus: false, show_in_quick_edit: false, show_ui: false,
};
const PUBLIC: TaxonomyVisibility = {
  public: true, publicly_queryable: true, show_admin_column: true, show_in_nav_menus: true, show_in_quick_edit: true, show_ui: true,
};

const BUILT_IN: readonly TaxonomyInput[] = [
  {
    name: 'category', label: 'Categories', singularLabel: 'Category', objectTypes: ['post'], hierarchical: true, showInRest: true, showTagcloud: true, restBase: 'categories', visibility: PUBLIC,
    caps: { manage_terms: 'manage_categories', edit_terms: 'edit_categories', delete_terms: 'delete_categories', assign_terms: 'assign_categories' },
  },
  {
    name: 'post_tag', label: 'Tags', singularLabel: 'Tag', objectTypes: ['post'], hierarchical: false, showInRest: true, showTagcloud: true, restBase: 'tags', visibility: PUBLIC,
    caps: { manage_terms: 'manage_post_tags', edit_terms: 'edit_post_tags', delete_terms: 'delete_post_tags', assign_terms: 'assign_post_tags' },
  },
  {
    name: 'nav_menu', label: 'Navigation Menus', singularLabel: 'Navigation Menu', objectTypes: ['nav_menu_item'], hierarchical: false, showInRest: true,
    showTagcloud: false, restBase: 'menus', visibility: { show_in_nav_menus: false },
    caps: { manage_terms: 'edit_theme_options', edit_terms: 'edit_theme_options', delete_terms: 'edit_theme_options', assign_terms: 'edit_theme_options' },
  },
  { name: 'link_category', label: 'Link Categories', singularLabel: 'Link Category', objectTypes: ['link'], hierarchical: false, showInRest: false, showTagcloud: true, visibility: { show_ui: true, show_in_quick_edit: true } },
  { name: 'post_format', label: 'Formats', singularLabel: 'Format', objectTypes: ['post'], hierarchical: false, showInRest: false, showTagcloud: false, visibility: { public: true, publicly_queryable: true } },
  {
    name: 'wp_pattern_category', label: 'Pattern Categories', singularLabel: 'Pattern Category', objectTypes: ['wp_block'], hierarchical: false, showInRest: true,
    showTagcloud: false, visibility: { show_ui: true, show_admin_column: true, show_in_quick_edit: true },
  },
];

/** Labels of a taxonomy built from its plural and singular names. */
function taxonomyLabels(plural: string, singular: string, hierarchical: boolean): Record<string, string | null> {
  return {
    name: plural,
    singular_name: singular,
    search_items: `Search ${plural}`,
    popular_items: hierarchical ? null : `Popular ${plural}`,
    all_items: `All ${plural}`,
    parent_item: hierarchical ? `Parent ${singular}` : null,
    parent_item_colon: hierarchical ? `Parent ${singular}:` : null,
    edit_item: `Edit ${singular}`,
    view_item: `View ${singular}`,
    update_item: `Update ${singular}`,
    add_new_item: `Add New ${singular}`,
    new_item_name: `New ${singular} Name`,
    not_found: `No ${plural.toLowerCase()} found.`,
    no_terms: `No ${plural.toLowerCase()}`,
    back_to_items: `&larr; Go to ${plural}`,
    menu_name: plural,
    name_admin_bar: singular,
  };
}

export class TaxonomyRegistry {
  private readonly taxonomies = new Map<string, TaxonomyInfo>();

  constructor() {
    for (const input of BUILT_IN) this.register(input);
  }

  /** Adds a taxonomy, or replaces the one of that name; a taxonomy already known keeps its capabilities. */
  register(input: TaxonomyInput): TaxonomyInfo;
  /**
   * Sets the capabilities of the taxonomy `name` (over WordPress's defaults): a taxonomy not
   * known yet is added, labelled by its name, attached to no post type and hidden from REST.
   */
  register(name: string, caps?: Partial<TaxonomyCaps>): TaxonomyInfo;
  register(inputOrName: TaxonomyInput | string, caps: Partial<TaxonomyCaps> = {}): TaxonomyInfo {
    if (typeof inputOrName === 'string') return this.setCapabilities(inputOrName, taxonomyCaps(caps));
    return this.store(inputOrName, this.taxonomies.get(inputOrName.name)?.cap ?? taxonomyCaps(inputOrName.caps));
  }

  get(name: string): TaxonomyInfo | undefined {
    return this.taxonomies.get(name);
  }

  /** Every taxonomy in registration order. */
  all(): TaxonomyInfo[] {
    return [...this.taxonomies.values()];
  }

  /** The taxonomies attached to `postType` (WordPress's get_object_taxonomies). */
  forObjectType(postType: string): TaxonomyInfo[] {
    return this.all().filter((taxonomy) => taxonomy.objectTypes.includes(postType));
  }

  private setCapabilities(name: string, cap: Readonly<TaxonomyCaps>): TaxonomyInfo {
    const known = this.taxonomies.get(name);
    if (known === undefined) {
      return this.store({ name, label: name, singularLabel: name, objectTypes: [], hierarchical: false, showInRest: false, showTagcloud: false }, cap);
    }
    const info: TaxonomyInfo = Object.freeze({ ...known, cap });
    this.taxonomies.set(name, info);
    return info;
  }

  private store(input: TaxonomyInput, cap: Readonly<TaxonomyCaps>): TaxonomyInfo {
    // `caps` is already folded into `cap`.
    const { caps: _caps, visibility, ...rest } = input;
    const info: TaxonomyInfo = Object.freeze({
      ...rest,
      description: input.description ?? '',
      restBase: input.restBase ?? input.name,
      restNamespace: input.restNamespace ?? 'wp/v2',
      visibility: Object.freeze({ ...HIDDEN, ...visibility }),
      cap,
      labels: Object.freeze(taxonomyLabels(input.label, input.singularLabel, input.hierarchical)),
    });
    this.taxonomies.set(info.name, info);
    return info;
  }
}
