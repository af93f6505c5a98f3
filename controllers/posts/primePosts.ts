/**
 * What preparing each post of a page reads, read for the whole page at once (WordPress's
 * update_post_caches): the storage's request cache then serves every per-post read of the
 * presenter, the permission checks and the `_embed` dispatches.
 */
import { isFieldIncluded } from '../../src/shaping/index';
import type { RestRequest } from '../../src/server/RestRequest';
import type { PostRecord } from '../../src/storage/types';
import { toInt } from '../../src/schema/php';
import { linksRequested } from '../shared/linksRequested';
import type { PostEndpoint } from './PostEndpoint';
import { FORMAT_TAXONOMY } from './postFormat';
import { THUMBNAIL_META } from './PostPresenter';

export async function primePosts(c: PostEndpoint, posts: readonly PostRecord[], request: RestRequest): Promise<void> {
  if (posts.length === 0 || request.getMethod() === 'HEAD') return;
  const storage = c.storage;
  const fields = c.getFieldsForResponse(request);
  const has = (field: string): boolean => isFieldIncluded(field, fields);
  const links = linksRequested(request);
  const ids = posts.map((post) => post.id);

  if (has('link') && c.postType.hierarchical) await storage.posts.getManyWithAncestors(ids);

  const taxonomies = c.restTaxonomies().filter((taxonomy) => has(taxonomy.restBase) || has('class_list')).map((taxonomy) => taxonomy.name);
  if (has('format') || has('class_list')) taxonomies.push(FORMAT_TAXONOMY);
  if (taxonomies.length > 0) await storage.terms.getPostTermsOfMany(ids, [...new Set(taxonomies)]);

  // Meta carries the featured image id (and the registered meta fields, and trash details for permission checks).
  if (has('meta') || has('featured_media') || has('class_list') || links) {
    const meta = await storage.posts.meta.getAllOfMany(ids);
    if (links) {
      const featured = [...meta.values()].map((all) => toInt(all[THUMBNAIL_META]?.[0] ?? 0)).filter((id) => id > 0);
      if (featured.length > 0) await storage.posts.getMany(featured);
    }
  }
  if (links) {
    const withRevisions = posts.filter((post) => {
      const type = c.postTypes.get(post.post_type);
      return post.post_type === 'post' || post.post_type === 'page' || type?.supports.revisions === true;
    });
    if (withRevisions.length > 0) await storage.posts.listRevisionsOfMany(withRevisions.map((post) => post.id));
  }
  if (request.hasParam('_embed')) await storage.users.getManyById(posts.map((post) => post.post_author).filter((id) => id > 0));
}
