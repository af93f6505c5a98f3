/**
 * Front-end URLs of posts (WordPress's get_permalink) for the site's permalink
 * mode. Unpublished posts use the query form, as WordPress does.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { PostRecord } from '../../src/storage/types';

type SiteUrls = Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>;

const PRETTY_STATUSES = new Set(['publish', 'private']);

/** The query-string link (`?p=` for posts, `?page_id=` for pages, `?post_type=&p=` for others). */
export function queryLink(site: SiteUrls, post: Pick<PostRecord, 'id' | 'post_type'>): string {
  if (post.post_type === 'page') return `${site.baseUrl}/?page_id=${post.id}`;
  if (post.post_type === 'post') return `${site.baseUrl}/?p=${post.id}`;
  return `${site.baseUrl}/?post_type=${post.post_type}&p=${post.id}`;
}

/** The permalink; `path` is the slug path (parents first for hierarchical types). */
export function permalink(site: SiteUrls, post: Pick<PostRecord, 'id' | 'post_type' | 'post_status' | 'post_name'>, path: string): string {
  if (site.permalinks === 'plain' || !PRETTY_STATUSES.has(post.post_status) || post.post_name === '') return queryLink(site, post);
  const prefix = site.permalinks === 'index' ? '/index.php' : '';
  const typeBase = post.post_type === 'post' || post.post_type === 'page' ? '' : `/${post.post_type}`;
  return `${site.baseUrl}${prefix}${typeBase}/${path}/`;
}

/** The permalink template the editor shows (`%postname%` / `%pagename%`). */
export function permalinkTemplate(site: SiteUrls, post: Pick<PostRecord, 'id' | 'post_type'>, hierarchical: boolean): string {
  if (site.permalinks === 'plain') return queryLink(site, post);
  const prefix = site.permalinks === 'index' ? '/index.php' : '';
  const typeBase = post.post_type === 'post' || post.post_type === 'page' ? '' : `/${post.post_type}`;
  return `${site.baseUrl}${prefix}${typeBase}/${hierarchical ? '%pagename%' : '%postname%'}/`;
}
