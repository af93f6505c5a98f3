/** core/block: a reusable block (a `wp_block` post) shows its own blocks in place; a missing or self-nested one shows nothing. */
import type { CoreRenderer } from './CoreRenderer';

export const reusableBlock: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined || typeof attributes.ref !== 'number') return '';
    const ref = await site.storage.posts.get(attributes.ref);
    if (ref === undefined || ref.post_type !== 'wp_block' || ref.post_status !== 'publish') return '';
    return site.renderBlocksOnce(ref.id, ref.post_content);
  },
};
