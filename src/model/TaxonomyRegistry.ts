/**
 * The taxonomies WordPress registers at start-up, as the taxonomies controller
 * and the post-types controller describe them. Capabilities come from the
 * shared TaxonomyCapRegistry (so permission checks and the published
 * `capabilities` agree); a taxonomy it does not know is added with its own.
 */
import { TaxonomyCapRegistry, type TaxonomyCaps } from '../auth/capabilities/taxonomies';

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
  { name: 'category', label: 'Categories', singularLabel: 'Category', objectTypes: ['post'], hierarchical: true, showInRest: true, showTagcloud: true, restBase: 'categories', visibility: PUBLIC },
  { name: 'post_tag', label: 'Tags', singularLabel: 'Tag', objectTypes: ['post'], hierarchical: false, showInRest: true, showTagcloud: true, restBase: 'tags', visibility: PUBLIC },
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

  /** `caps`: the app's capability registry, consulted first for each taxonomy's capabilities. */
  constructor(private readonly caps: TaxonomyCapRegistry = new TaxonomyCapRegistry()) {
    for (const input of BUILT_IN) this.register(input);
  }

  register(input: TaxonomyInput): TaxonomyInfo {
    const { caps, visibility, ...rest } = input;
    // A taxonomy the capability registry does not know yet is added to it, so its terms map edit_term, assign_term…
    if (this.caps.get(input.name) === undefined) this.caps.register(input.name, caps);
    const cap = this.caps.get(input.name) as Readonly<TaxonomyCaps>;
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
}
