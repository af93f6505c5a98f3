/** Renderers of the list widgets: core/latest-posts, core/latest-comments, core/page-list. */
import { trimWords } from '../../../src/content/trimWords';
import { wpautop } from '../../../src/content/wpautop';
import type { PostRecord } from '../../../src/storage/types';
import type { BlockRenderSite } from './BlockRenderSite';
import type { CoreRenderer } from './CoreRenderer';
import { escAttr, escHtml, linkOf, postTitle, siteOption, wrapperAttributes } from './markup';
import { phpDate } from './phpDate';
import { isoDate } from './postBlocks';

const num = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

export const latestPosts: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const limit = num(attributes.postsToShow, 5);
    const order = attributes.order === 'asc' ? 'asc' : 'desc';
    const orderby = attributes.orderBy === 'title' ? 'title' : 'date';
    const author = num(attributes.selectedAuthor, 0);
    const posts = (await site.storage.posts.query({ type: 'post', status: ['publish'], orderby, order, limit, ...(author > 0 ? { author: [author] } : {}) })).items;
    const dateFormat = await siteOption(site, 'date_format', 'F j, Y');
    const excerptLength = num(attributes.excerptLength, 55);
    let items = '';
    for (const post of posts) {
      const link = await linkOf(site, post);
      const title = postTitle(post) === '' ? '(no title)' : postTitle(post);
      items += `<li><a class="wp-block-latest-posts__post-title" href="${escAttr(link)}">${title}</a>`;
      if (attributes.displayAuthor === true) {
        const user = await site.storage.users.getById(post.post_author);
        if (user !== undefined) items += `<div class="wp-block-latest-posts__post-author">by ${escHtml(user.display_name)}</div>`;
      }
      if (attributes.displayPostDate === true) {
        items += `<time datetime="${escAttr(isoDate(post.post_date))}" class="wp-block-latest-posts__post-date">${phpDate(dateFormat, post.post_date)}</time>`;
      }
      if (attributes.displayPostContent === true && attributes.displayPostContentRadio !== 'full_post') {
        let excerpt = await site.renderPostExcerpt(post.id, excerptLength);
        if (excerpt.endsWith(' [&hellip;]')) {
          excerpt = `${excerpt.slice(0, -11)}&hellip; <a class="wp-block-latest-posts__read-more" href="${escAttr(link)}" rel="noopener noreferrer">Read more<span class="screen-reader-text">: ${escHtml(title)}</span></a>`;
        }
        items += `<div class="wp-block-latest-posts__post-excerpt">${excerpt}</div>`;
      }
      if (attributes.displayPostContent === true && attributes.displayPostContentRadio === 'full_post') {
        items += `<div class="wp-block-latest-posts__post-full-content">${await site.renderPostContent(post.id)}</div>`;
      }
      items += '</li>\n';
    }
    const classes = ['wp-block-latest-posts__list'];
    if (attributes.displayPostDate === true) classes.push('has-dates');
    if (attributes.displayAuthor === true) classes.push('has-author');
    if (attributes.postLayout === 'grid') classes.push('is-grid', `columns-${num(attributes.columns, 3)}`);
    return `<ul ${wrapperAttributes('core/latest-posts', attributes, { class: classes.join(' ') })}>${items}</ul>`;
  },
};

/** A comment's excerpt (get_comment_excerpt): its first 20 words. */
const commentExcerpt = (content: string): string => trimWords(content, 20, '&hellip;');

async function postOfComment(site: BlockRenderSite, id: number): Promise<PostRecord | undefined> {
  return site.storage.posts.get(id);
}

export const latestComments: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const limit = num(attributes.commentsToShow, 5);
    const candidates = (await site.storage.comments.query({ status: 'approve', orderby: 'date_gmt', order: 'desc' })).items;
    const shown = [];
    for (const comment of candidates) {
      if (shown.length >= limit) break;
      const post = await postOfComment(site, comment.comment_post_id);
      if (post?.post_status === 'publish') shown.push({ comment, post });
    }
    const dateFormat = await siteOption(site, 'date_format', 'F j, Y');
    let items = '';
    for (const { comment, post } of shown) {
      const author = comment.comment_author === '' ? 'Anonymous' : escHtml(comment.comment_author);
      const authorMarkup = comment.comment_author_url !== ''
        ? `<a class="wp-block-latest-comments__comment-author" href="${escAttr(comment.comment_author_url)}">${author}</a>`
        : `<span class="wp-block-latest-comments__comment-author">${author}</span>`;
      const title = postTitle(post) === '' ? '(no title)' : postTitle(post);
      const link = `${await linkOf(site, post)}#comment-${comment.comment_id}`;
      items += '<li class="wp-block-latest-comments__comment"><article><footer class="wp-block-latest-comments__comment-meta">';
      items += `${authorMarkup} on <a class="wp-block-latest-comments__comment-link" href="${escAttr(link)}">${title}</a>`;
      if (attributes.displayDate !== false) {
        items += `<time datetime="${escAttr(isoDate(comment.comment_date))}" class="wp-block-latest-comments__comment-date">${phpDate(dateFormat, comment.comment_date)}</time>`;
      }
      items += '</footer>';
      if (attributes.displayExcerpt !== false) items += `<div class="wp-block-latest-comments__comment-excerpt">${wpautop(commentExcerpt(comment.comment_content))}</div>`;
      items += '</article></li>';
    }
    const classes = [];
    if (attributes.displayAvatar !== false) classes.push('has-avatars');
    if (attributes.displayDate !== false) classes.push('has-dates');
    if (attributes.displayExcerpt !== false) classes.push('has-excerpts');
    if (shown.length === 0) classes.push('no-comments');
    const wrapper = wrapperAttributes('core/latest-comments', attributes, { class: classes.join(' ') });
    return shown.length > 0 ? `<ol ${wrapper}>${items}</ol>` : `<div ${wrapper}>No comments to show.</div>`;
  },
};

async function pageItems(site: BlockRenderSite, pages: PostRecord[], parent: number): Promise<string> {
  let out = '';
  for (const page of pages.filter((p) => p.post_parent === parent)) {
    const children = await pageItems(site, pages, page.id);
    out += `<li class="wp-block-pages-list__item${children === '' ? '' : ' has-child'}"><a class="wp-block-pages-list__item__link" href="${escAttr(await linkOf(site, page))}">${postTitle(page)}</a>`;
    if (children !== '') out += `<ul class="wp-block-navigation__submenu-container">${children}</ul>`;
    out += '</li>';
  }
  return out;
}

export const pageList: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    const pages = (await site.storage.posts.query({ type: 'page', status: ['publish'], orderby: 'menu_order', order: 'asc' })).items;
    pages.sort((a, b) => a.menu_order - b.menu_order || a.post_title.localeCompare(b.post_title));
    const root = num(attributes.parentPageID, 0);
    const items = await pageItems(site, pages, root);
    if (items === '') return '';
    return `<ul ${wrapperAttributes('core/page-list', attributes)}>${items}</ul>`;
  },
};

