/**
 * A term's archive URL (WordPress's get_term_link) for the site's permalink
 * mode. Pretty links use the taxonomy's rewrite base (`category`, `tag`,
 * `type` for post formats, else the taxonomy name) and, for hierarchical
 * taxonomies, the slugs of the ancestors; plain links use the query variable.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { TermRecord, TermStore } from '../../src/storage/types';
import { phpUrlencode } from '../shared/queryUrl';
import type { MaybePromise } from '../../src/hooks/maybePromise';
import { slugTrail, type TrailNode } from './slugTrail';

/** Taxonomies registered without rewrite rules or query variable (only `?taxonomy=&term=` reaches them). */
const NO_REWRITE = new Set(['nav_menu', 'link_category', 'wp_pattern_category']);
const REWRITE_BASE: Readonly<Record<string, string>> = { category: 'category', post_tag: 'tag', post_format: 'type' };
const QUERY_VAR: Readonly<Record<string, string>> = { post_tag: 'tag', post_format: 'post_format' };

type LinkOptions = Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>;
type LinkTerm = Pick<TermRecord, 'term_id' | 'slug' | 'taxonomy' | 'parent'>;

/** The slug as it appears in URLs: post formats drop their `post-format-` prefix. */
function publicSlug(term: LinkTerm): string {
  return term.taxonomy === 'post_format' ? term.slug.replace(/^post-format-/, '') : term.slug;
}

const asNode = (term: LinkTerm): TrailNode => ({ id: term.term_id, slug: term.slug, parent: term.parent });

/** The term's front-end URL; without a promise unless a hierarchical term's ancestors have to be read. */
export function termLink(options: LinkOptions, terms: Pick<TermStore, 'get'>, term: LinkTerm, hierarchical: boolean): MaybePromise<string> {
  const home = options.baseUrl;
  if (NO_REWRITE.has(term.taxonomy)) return `${home}/?taxonomy=${phpUrlencode(term.taxonomy)}&term=${phpUrlencode(term.slug)}`;
  if (options.permalinks === 'plain') {
    if (term.taxonomy === 'category') return `${home}/?cat=${term.term_id}`;
    return `${home}/?${QUERY_VAR[term.taxonomy] ?? term.taxonomy}=${phpUrlencode(publicSlug(term))}`;
  }
  const prefix = options.permalinks === 'index' ? '/index.php' : '';
  const url = (slugs: string[]): string => `${home}${prefix}/${REWRITE_BASE[term.taxonomy] ?? term.taxonomy}/${slugs.join('/')}/`;
  // A top-level term's trail is its own slug.
  if (!hierarchical || term.parent <= 0) return url([hierarchical ? term.slug : publicSlug(term)]);
  return slugTrail(asNode(term), async (id) => {
    const ancestor = await terms.get(id);
    return ancestor === undefined ? undefined : asNode(ancestor);
  }).then(url);
}
