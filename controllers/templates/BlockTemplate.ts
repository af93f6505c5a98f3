/**
 * One block template or template part as WordPress's WP_Block_Template holds
 * it: from a file of the active theme (`source` 'theme') or from a user's
 * customisation stored as a post (`source` 'custom'; `origin` 'theme' when it
 * customises a theme file). Its `id` is `<stylesheet>//<slug>`.
 */
export type TemplateKind = 'wp_template' | 'wp_template_part';

export interface BlockTemplate {
  id: string;
  theme: string;
  content: string;
  slug: string;
  source: 'theme' | 'custom';
  origin: string | null;
  type: TemplateKind;
  title: string;
  description: string;
  status: string;
  /** The post holding it, 0 for a theme file. */
  wpId: number;
  hasThemeFile: boolean;
  /** A template outside the default template types (always true for parts). */
  isCustom: boolean;
  author: number;
  /** Template parts only: header, footer, uncategorized… */
  area?: string;
  /** `YYYY-MM-DD HH:MM:SS`, null for a theme file. */
  modified: string | null;
  /** The post types a custom template is meant for (theme.json's customTemplates). */
  postTypes?: string[];
}

/** `theme//slug` split in two; undefined unless both parts are there. */
export function splitTemplateId(id: string): { theme: string; slug: string } | undefined {
  const at = id.indexOf('//');
  if (at < 0) return undefined;
  const theme = id.slice(0, at);
  const slug = id.slice(at + 2);
  return theme === '' || slug === '' ? undefined : { theme, slug };
}

/**
 * The template id of a URL as the route matched it: `theme/slug` (a single
 * slash, as some routing corrects it) gets its last slash doubled back.
 */
export function sanitizeTemplateId(value: unknown): string {
  let id = String(value);
  try {
    id = decodeURIComponent(id.replace(/\+/g, ' '));
  } catch {
    // Not percent-encoded after all: keep the text as it came.
  }
  const last = id.lastIndexOf('/');
  if (last < 0 || id.charAt(last - 1) === '/') return id;
  return `${id.slice(0, last)}/${id.slice(last)}`;
}
