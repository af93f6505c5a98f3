/**
 * WordPress's url_to_postid for this site's permalink forms: the query forms
 * (`?p=`, `?page_id=`, `?attachment_id=`, `?post_type=&p=`) and the pretty ones
 * (`/slug/`, `/parent/child/` for pages, `/<type>/slug/` for other types, each
 * optionally under `/index.php` and ending in `/embed/`). A URL of another host is
 * no post of ours.
 */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { PostRecord, PostStore } from '../../src/storage/types';
import type { PostTypeRegistry } from '../../src/model/PostTypeRegistry';

type Site = Pick<ResolvedOptions, 'baseUrl'>;

const ID_QUERY_KEYS = ['p', 'page_id', 'attachment_id'];

export async function postIdFromUrl(site: Site, posts: Pick<PostStore, 'get' | 'query'>, types: PostTypeRegistry, url: string): Promise<number> {
  let parsed: URL;
  let home: URL;
  try {
    parsed = new URL(url);
    home = new URL(site.baseUrl);
  } catch {
    return 0;
  }
  if (parsed.hostname.toLowerCase() !== home.hostname.toLowerCase()) return 0;
  for (const key of ID_QUERY_KEYS) {
    const id = Number(parsed.searchParams.get(key) ?? '');
    if (Number.isInteger(id) && id > 0) return (await posts.get(id)) === undefined ? 0 : id;
  }
  const homePath = home.pathname.replace(/\/+$/, '');
  let path = decodeURIComponent(parsed.pathname);
  if (homePath !== '' && path.startsWith(homePath)) path = path.slice(homePath.length);
  const segments = path.replace(/^\/(index\.php\/?)?/, '').split('/').filter((segment) => segment !== '');
  if (segments.at(-1) === 'embed') segments.pop();
  if (segments.length === 0) return 0;
  const typed = types.get(segments[0]!);
  if (typed !== undefined && segments.length === 2 && typed.name !== 'post' && typed.name !== 'page') {
    return (await bySlug(posts, [typed.name], segments[1]!))?.id ?? 0;
  }
  const slug = segments.at(-1)!;
  if (segments.length === 1) {
    const post = await bySlug(posts, ['post'], slug);
    if (post !== undefined) return post.id;
  }
  return (await pageAtPath(posts, segments, slug)) ?? 0;
}

async function bySlug(posts: Pick<PostStore, 'query'>, types: string[], slug: string): Promise<PostRecord | undefined> {
  const found = await posts.query({ type: types, status: 'any', slug: [slug], limit: 1, orderby: 'id', order: 'asc' });
  return found.items[0];
}

/** The page whose slug trail (parents first) is exactly `segments`. */
async function pageAtPath(posts: Pick<PostStore, 'get' | 'query'>, segments: string[], slug: string): Promise<number | undefined> {
  const candidates = await posts.query({ type: 'page', status: 'any', slug: [slug], limit: 100 });
  for (const page of candidates.items) {
    let current: PostRecord | undefined = page;
    let matched = true;
    for (let at = segments.length - 1; at >= 0; at--) {
      if (current === undefined || current.post_name !== segments[at]) {
        matched = false;
        break;
      }
      current = current.post_parent > 0 ? await posts.get(current.post_parent) : undefined;
    }
    if (matched && current === undefined) return page.id;
  }
  return undefined;
}
