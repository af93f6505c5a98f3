/** A post's front-end URL (WordPress's get_permalink), with parent slugs first for hierarchical types. */
import type { ResolvedOptions } from '../../src/app/AppOptions';
import type { PostRecord, PostStore } from '../../src/storage/types';
import { permalink } from '../posts/postPermalink';
import { slugTrail, type TrailNode } from '../terms/slugTrail';

const asNode = (post: PostRecord): TrailNode => ({ id: post.id, slug: post.post_name, parent: post.post_parent });

export async function postLink(options: Pick<ResolvedOptions, 'baseUrl' | 'permalinks'>, posts: Pick<PostStore, 'get'>, post: PostRecord, hierarchical: boolean): Promise<string> {
  const slugs = hierarchical
    ? await slugTrail(asNode(post), async (id) => {
      const parent = await posts.get(id);
      return parent === undefined ? undefined : asNode(parent);
    })
    : [post.post_name];
  return permalink(options, post, slugs.join('/'));
}
