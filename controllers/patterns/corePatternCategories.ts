/** The pattern categories WordPress registers itself (_register_core_block_patterns_and_categories), in its order. */
import type { BlockPatternCategoryProperties } from './BlockPatternCategory';

export const CORE_PATTERN_CATEGORIES: ReadonlyArray<readonly [string, BlockPatternCategoryProperties]> = [
  ['banner', { label: 'Banners' }],
  ['buttons', { label: 'Buttons', description: 'Patterns that contain buttons and call to actions.' }],
  ['columns', { label: 'Columns', description: 'Multi-column patterns with more complex layouts.' }],
  ['text', { label: 'Text', description: 'Patterns containing mostly text.' }],
  ['query', { label: 'Posts', description: 'Display your latest posts in lists, grids or other layouts.' }],
  ['featured', { label: 'Featured', description: 'A set of high quality curated patterns.' }],
  ['call-to-action', { label: 'Call to action', description: 'Sections whose purpose is to trigger a specific action.' }],
  ['team', { label: 'Team', description: 'A variety of designs to display your team members.' }],
  ['testimonials', { label: 'Testimonials', description: 'Share reviews and feedback about your brand/business.' }],
  ['services', { label: 'Services', description: 'Briefly describe what your business does and how you can help.' }],
  ['contact', { label: 'Contact', description: 'Display your contact information.' }],
  ['about', { label: 'About', description: 'Introduce yourself.' }],
  ['portfolio', { label: 'Portfolio', description: 'Showcase your latest work.' }],
  ['gallery', { label: 'Gallery', description: 'Different layouts for displaying images.' }],
  ['media', { label: 'Media', description: 'Different layouts containing video or audio.' }],
  ['videos', { label: 'Videos', description: 'Different layouts containing videos.' }],
  ['audio', { label: 'Audio', description: 'Different layouts containing audio.' }],
  ['posts', { label: 'Posts', description: 'Display your latest posts in lists, grids or other layouts.' }],
  ['footer', { label: 'Footers', description: 'A variety of footer designs displaying information and site navigation.' }],
  ['header', { label: 'Headers', description: 'A variety of header designs displaying your site title and navigation.' }],
];
