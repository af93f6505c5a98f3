/**
 * The user's global styles of a theme: one `wp_global_styles` post per theme,
 * named `wp-global-styles-<stylesheet>` and tagged with its `wp_theme` term,
 * created on first need as WordPress's WP_Theme_JSON_Resolver does.
 */
import { currentUser } from '../../src/scope/RequestScope';
import type { PostRecord, Storage } from '../../src/storage/types';
import { THEME_TAXONOMY } from '../templates/BlockTemplates';

export const GLOBAL_STYLES_TYPE = 'wp_global_styles';
/** The theme.json schema version user global styles are saved with. */
export const LATEST_THEME_JSON_VERSION = 3;

const postName = (stylesheet: string): string => `wp-global-styles-${encodeURIComponent(stylesheet).replace(/%20/g, '+')}`;

/** The user's global styles post of `stylesheet`; created when missing and `create`. */
export async function userGlobalStylesPost(storage: Storage, stylesheet: string, create: boolean): Promise<PostRecord | undefined> {
  const found = await findUserGlobalStyles(storage, stylesheet);
  if (found !== undefined || !create) return found;
  // The editor asks for the themes and the global styles at once: parallel first requests make one post.
  return storage.transaction(async () => {
    await storage.claim(`${GLOBAL_STYLES_TYPE}:${stylesheet}`);
    const made = await findUserGlobalStyles(storage, stylesheet);
    if (made !== undefined) return made;
    const post = await storage.posts.create({
      post_type: GLOBAL_STYLES_TYPE, post_status: 'publish', post_title: 'Custom Styles', post_name: postName(stylesheet), post_author: currentUser().id,
      post_content: JSON.stringify({ version: LATEST_THEME_JSON_VERSION, isGlobalStylesUserThemeJSON: true }),
    });
    const themeTerm = await storage.terms.getBySlug(THEME_TAXONOMY, stylesheet) ?? await storage.terms.create({ name: stylesheet, slug: stylesheet, taxonomy: THEME_TAXONOMY });
    await storage.terms.setPostTerms(post.id, THEME_TAXONOMY, [themeTerm.term_id]);
    return post;
  });
}

/** The newest published global styles post of the theme, if it has one. */
async function findUserGlobalStyles(storage: Storage, stylesheet: string): Promise<PostRecord | undefined> {
  const term = await storage.terms.getBySlug(THEME_TAXONOMY, stylesheet);
  if (term === undefined) return undefined;
  const found = await storage.posts.query({
    type: GLOBAL_STYLES_TYPE, status: 'publish', slug: [postName(stylesheet)], orderby: 'date', order: 'desc', limit: 1,
    tax_query: { clauses: [{ taxonomy: THEME_TAXONOMY, terms: [term.term_id], operator: 'IN' }] },
  });
  return found.items[0];
}

/** The decoded user config of a global styles post, undefined when it is not one (bad JSON or no isGlobalStylesUserThemeJSON). */
export function userConfig(post: PostRecord): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(post.post_content);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return (parsed as Record<string, unknown>).isGlobalStylesUserThemeJSON === true ? parsed as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
}

/** A non-empty object of the config, else `{}` (WordPress answers an empty stdClass). */
export function configSection(config: Record<string, unknown> | undefined, key: 'styles' | 'settings'): Record<string, unknown> {
  const value = config?.[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 ? value as Record<string, unknown> : {};
}
