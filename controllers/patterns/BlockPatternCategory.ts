/** A block pattern category: what registering one takes, and what the registry keeps. */
export interface BlockPatternCategoryProperties {
  label: string;
  description?: string;
}

/** A registered category: its name, then its properties (the order WordPress keeps). */
export type BlockPatternCategory = { name: string } & BlockPatternCategoryProperties;
