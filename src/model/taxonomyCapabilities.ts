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

/** A taxonomy's capability table: WordPress's defaults under the ones it names. */
export function taxonomyCaps(caps: Partial<TaxonomyCaps> = {}): Readonly<TaxonomyCaps> {
  return Object.freeze({ ...DEFAULT_CAPS, ...caps });
}
