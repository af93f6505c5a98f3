/**
 * Front-end URLs of posts (WordPress's get_permalink) for the site's permalink
 * mode: the one permalink builder. Unpublished posts use the query form, as
 * WordPress does.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { PostRecord, PostStore } from '../../src/storage/types';
import { slugTrail, type TrailNode } from '../terms/slugTrail';

type SiteUrls = Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>;

/** What a permalink needs: the site's URLs, the posts (for parents) and which post types nest. */
export interface PermalinkSite {
  options: SiteUrls;
  storage: { posts: Pick<PostStore, 'get'> };
  postTypes: { get(name: string): { hierarchical: boolean } | undefined };
}

/**
 * get_permalink: parent slugs first for hierarchical types, attachments under
 * their parent's link. A plain string when no parent needs reading.
 */
export function postPermalink(site: PermalinkSite, post: PostRecord): string | Promise<string> {
  if (!permalinkReadsParents(site.postTypes, post)) return permalink(site.options, post, post.post_name);
  return post.post_type === 'attachment' ? attachmentLink(site, post) : hierarchicalLink(site, post);
}

/** Whether postPermalink reads other posts for `post`: an attachment's parent, a nested post's ancestors. */
export function permalinkReadsParents(postTypes: PermalinkSite['postTypes'], post: Pick<PostRecord, 'post_type' | 'post_parent'>): boolean {
  return post.post_type === 'attachment' || (post.post_parent > 0 && postTypes.get(post.post_type)?.hierarchical === true);
}

const asNode = (post: PostRecord): TrailNode => ({ id: post.id, slug: post.post_name, parent: post.post_parent });

async function hierarchicalLink(site: PermalinkSite, post: PostRecord): Promise<string> {
  const slugs = await slugTrail(asNode(post), async (id) => {
    const parent = await site.storage.posts.get(id);
    return parent === undefined ? undefined : asNode(parent);
  });
  return permalink(site.options, post, slugs.join('/'));
}

/**
 * get_attachment_link: under the attached post's link when it has one, else at the
 * site root; `?attachment_id=` without pretty permalinks or a slug.
 */
async function attachmentLink(site: PermalinkSite, post: PostRecord): Promise<string> {
  const options = site.options;
  const query = `${options.baseUrl}/?attachment_id=${post.id}`;
  if (options.permalinks === 'plain' || post.post_name === '') return query;
  const name = /^\d+$/.test(post.post_name) ? `attachment/${post.post_name}` : post.post_name;
  const parent = post.post_parent > 0 && post.post_parent !== post.id ? await site.storage.posts.get(post.post_parent) : undefined;
  if (parent === undefined) return `${options.baseUrl}/${name}/`;
  const parentLink = await postPermalink(site, parent);
  return parentLink.includes('?') ? query : `${parentLink.replace(/\/?$/, '/')}${name}/`;
}

const PRETTY_STATUSES = new Set(['publish', 'private']);

/** The query-string link (`?p=` for posts, `?page_id=` for pages, `?post_type=&p=` for others). */
export function queryLink(site: SiteUrls, post: Pick<PostRecord, 'id' | 'post_type'>): string {
  if (post.post_type === 'page') return `${site.baseUrl}/?page_id=${post.id}`;
  if (post.post_type === 'post') return `${site.baseUrl}/?p=${post.id}`;
  return `${site.baseUrl}/?post_type=${post.post_type}&p=${post.id}`;
}

/** The permalink of a slug path (parents first for hierarchical types) in the site's permalink mode. */
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
