/** Which primitive capability guards each term action of a taxonomy. */
export interface TaxonomyCaps {
  manage_terms: string;
  edit_terms: string;
  delete_terms: string;
  assign_terms: string;
}

const DEFAULT_CAPS: TaxonomyCaps = {
  manage_terms: 'manage_categories',
  edit_terms: 'manage_categories',
  delete_terms: 'manage_categories',
  assign_terms: 'edit_posts',
};

export class TaxonomyCapRegistry {
  private readonly taxonomies = new Map<string, Readonly<TaxonomyCaps>>();

  constructor() {
    this.register('category', {
      manage_terms: 'manage_categories',
      edit_terms: 'edit_categories',
      delete_terms: 'delete_categories',
      assign_terms: 'assign_categories',
    });
    this.register('post_tag', {
      manage_terms: 'manage_post_tags',
      edit_terms: 'edit_post_tags',
      delete_terms: 'delete_post_tags',
      assign_terms: 'assign_post_tags',
    });
    this.register('post_format', {});
  }

  register(name: string, caps: Partial<TaxonomyCaps> = {}): void {
    this.taxonomies.set(name, Object.freeze({ ...DEFAULT_CAPS, ...caps }));
  }

  get(name: string): Readonly<TaxonomyCaps> | undefined {
    return this.taxonomies.get(name);
  }
}
