/** Renderers of the query loop: core/post-template shows its inner blocks once per post of the enclosing core/query. */
import type { PostOrderBy, PostQuery, PostRecord } from '../../../src/storage/types';
import type { BlockRenderSite } from './BlockRenderSite';
import type { CoreRenderer } from './CoreRenderer';
import { escAttr, wrapperAttributes } from './markup';

interface QueryAttribute {
  perPage?: number;
  postType?: string;
  order?: string;
  orderBy?: string;
  author?: string | number;
  search?: string;
  offset?: number;
  exclude?: number[];
}

const ORDER_BY: Readonly<Record<string, PostOrderBy>> = { date: 'date', title: 'title', modified: 'modified', menu_order: 'menu_order', id: 'id', ID: 'id' };

/** WordPress's build_query_vars_from_query_block, for the query options svc-rest stores can answer. */
function queryFromBlock(query: QueryAttribute): PostQuery {
  const authors = String(query.author ?? '').split(',').map(Number).filter((id) => id > 0);
  return {
    type: query.postType ?? 'post',
    status: ['publish'],
    limit: typeof query.perPage === 'number' && query.perPage > 0 ? query.perPage : 10,
    offset: typeof query.offset === 'number' ? query.offset : 0,
    orderby: ORDER_BY[query.orderBy ?? 'date'] ?? 'date',
    order: query.order === 'asc' ? 'asc' : 'desc',
    ...(authors.length > 0 ? { author: authors } : {}),
    ...(typeof query.search === 'string' && query.search !== '' ? { search: query.search } : {}),
    ...(Array.isArray(query.exclude) && query.exclude.length > 0 ? { exclude: query.exclude } : {}),
  };
}

/** get_post_class( 'wp-block-post' ) for a post in a loop. */
async function postClasses(site: BlockRenderSite, post: PostRecord): Promise<string> {
  const classes = ['wp-block-post', `post-${post.id}`, post.post_type, `type-${post.post_type}`, `status-${post.post_status}`];
  if (post.post_type === 'post') classes.push('format-standard');
  if (post.post_type !== 'attachment') classes.push('hentry');
  for (const [taxonomy, prefix] of [['category', 'category'], ['post_tag', 'tag']] as const) {
    for (const term of await site.storage.terms.getPostTerms(post.id, taxonomy)) classes.push(`${prefix}-${term.slug}`);
  }
  return classes.join(' ');
}

export const postTemplate: CoreRenderer = {
  skipInnerBlocks: true,
  render: async (attributes, _content, { site, context, renderInnerBlocks }) => {
    if (site === undefined || renderInnerBlocks === undefined) return '';
    const query = (context?.query ?? {}) as QueryAttribute;
    const posts = (await site.storage.posts.query(queryFromBlock(query))).items;
    if (posts.length === 0) return '';
    const layout = (context?.displayLayout ?? attributes.layout ?? {}) as { type?: string; columnCount?: number; columns?: number };
    const classes = layout.type === 'grid' || layout.type === 'flex' ? `is-flex-container columns-${layout.columnCount ?? layout.columns ?? 3}` : '';
    let items = '';
    for (const post of posts) {
      const inner = await renderInnerBlocks({ postId: post.id, postType: post.post_type });
      items += `<li class="${escAttr(await postClasses(site, post))}">${inner}</li>`;
    }
    return `<ul ${wrapperAttributes('core/post-template', attributes, { class: classes })}>${items}</ul>`;
  },
};
