/** Renderers of the blocks that show one post (its `postId` context): title, content, excerpt, date, author, featured image. */
import { trimWords } from '../../../src/content/trimWords';
import { attachmentImage } from '../../content/attachments';
import type { CoreRenderer } from './CoreRenderer';
import { contextPost, escAttr, escHtml, homeUrl, linkOf, postTitle, siteOption, wrapperAttributes } from './markup';
import { phpDate } from './phpDate';

const textAlign = (attributes: Record<string, unknown>): string => (typeof attributes.textAlign === 'string' && attributes.textAlign !== '' ? `has-text-align-${attributes.textAlign}` : '');
const headingTag = (level: unknown, fallback: string): string => (typeof level === 'number' ? (level === 0 ? 'p' : `h${Math.trunc(level)}`) : fallback);

/** get_the_date( 'c' ): the local time with the offset (svc-rest stores the site time as UTC+0). */
export const isoDate = (stored: string): string => `${stored.replace(' ', 'T')}+00:00`;

export const postTitleBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    if (post === undefined) return '';
    let title = postTitle(post);
    if (title === '') return '';
    const tag = headingTag(attributes.level, 'h2');
    if (attributes.isLink === true) {
      const rel = typeof attributes.rel === 'string' && attributes.rel !== '' ? `rel="${escAttr(attributes.rel)}"` : '';
      title = `<a href="${escAttr(await linkOf(site, post))}" target="${escAttr(String(attributes.linkTarget ?? '_self'))}" ${rel}>${title}</a>`;
    }
    return `<${tag} ${wrapperAttributes('core/post-title', attributes, { class: textAlign(attributes) })}>${title}</${tag}>`;
  },
};

export const postContentBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    if (post === undefined) return '';
    const content = await site.renderPostContent(post.id);
    if (content === '') return '';
    const tag = typeof attributes.tagName === 'string' ? attributes.tagName : 'div';
    return `<${tag} ${wrapperAttributes('core/post-content', attributes, { class: 'entry-content' })}>${content}</${tag}>`;
  },
};

export const postExcerptBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    if (post === undefined) return '';
    const link = await linkOf(site, post);
    const moreText = typeof attributes.moreText === 'string' && attributes.moreText !== '' ? `<a class="wp-block-post-excerpt__more-link" href="${escAttr(link)}">${attributes.moreText}</a>` : '';
    let excerpt = await site.renderPostExcerpt(post.id);
    if (moreText !== '') excerpt = excerpt.replace(/ \[&hellip;\]$/, '');
    if (typeof attributes.excerptLength === 'number') excerpt = trimWords(excerpt, attributes.excerptLength);
    let body = `<p class="wp-block-post-excerpt__excerpt">${excerpt}`;
    const newLine = attributes.showMoreOnNewLine !== false;
    body += newLine && moreText !== '' ? `</p><p class="wp-block-post-excerpt__more-text">${moreText}</p>` : ` ${moreText}</p>`;
    return `<div ${wrapperAttributes('core/post-excerpt', attributes, { class: textAlign(attributes) })}>${body}</div>`;
  },
};

export const postDateBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    if (post === undefined) return '';
    const modified = attributes.displayType === 'modified';
    const stored = modified ? post.post_modified : post.post_date;
    const format = typeof attributes.format === 'string' && attributes.format !== '' ? attributes.format : await siteOption(site, 'date_format', 'F j, Y');
    let shown = phpDate(format, stored);
    if (attributes.isLink === true) shown = `<a href="${await linkOf(site, post)}">${shown}</a>`;
    const classes = [textAlign(attributes), modified ? 'wp-block-post-date__modified-date' : ''].filter((c) => c !== '').join(' ');
    return `<div ${wrapperAttributes('core/post-date', attributes, { class: classes })}><time datetime="${escAttr(isoDate(stored))}">${shown}</time></div>`;
  },
};

/** The author's archive URL (get_author_posts_url). */
function authorUrl(home: string, permalinks: string, id: number, nicename: string): string {
  if (permalinks === 'plain') return `${home}?author=${id}`;
  return `${home}${permalinks === 'index' ? 'index.php/' : ''}author/${nicename}/`;
}

export const postAuthorNameBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    const author = post === undefined || post.post_author <= 0 ? undefined : await site.storage.users.getById(post.post_author);
    if (author === undefined) return '';
    let name = escHtml(author.display_name);
    if (attributes.isLink === true) {
      name = `<a href="${escAttr(authorUrl(homeUrl(site), site.options.permalinks, author.id, author.user_nicename))}" target="${escAttr(String(attributes.linkTarget ?? '_self'))}" class="wp-block-post-author-name__link">${name}</a>`;
    }
    return `<div ${wrapperAttributes('core/post-author-name', attributes, { class: textAlign(attributes) })}>${name}</div>`;
  },
};

export const postAuthorBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    const author = post === undefined || post.post_author <= 0 ? undefined : await site.storage.users.getById(post.post_author);
    if (author === undefined) return '';
    const byline = typeof attributes.byline === 'string' && attributes.byline !== '' ? `<p class="wp-block-post-author__byline">${attributes.byline}</p>` : '';
    let name = escHtml(author.display_name);
    if (attributes.isLink === true) name = `<a href="${escAttr(authorUrl(homeUrl(site), site.options.permalinks, author.id, author.user_nicename))}" target="${escAttr(String(attributes.linkTarget ?? '_self'))}">${name}</a>`;
    const bio = attributes.showBio === true && author.description !== '' ? `<p class="wp-block-post-author__bio">${author.description}</p>` : '';
    return `<div ${wrapperAttributes('core/post-author', attributes, { class: textAlign(attributes) })}><div class="wp-block-post-author__content">${byline}<p class="wp-block-post-author__name">${name}</p>${bio}</div></div>`;
  },
};

export const postFeaturedImageBlock: CoreRenderer = {
  render: async (attributes, _content, { site, context, postId }) => {
    if (site === undefined) return '';
    const post = await contextPost(site, context, postId);
    if (post === undefined) return '';
    const [thumbnail] = await site.storage.posts.meta.get(post.id, '_thumbnail_id');
    const attachment = thumbnail === undefined ? undefined : await site.storage.posts.get(Number(thumbnail));
    if (attachment === undefined || attachment.post_type !== 'attachment') return '';
    const size = typeof attributes.sizeSlug === 'string' ? attributes.sizeSlug : 'post-thumbnail';
    let image = (await attachmentImage(site, attachment, size, '')).html.replace(/class="([^"]*)"/, 'class="$1 wp-post-image"');
    if (attributes.isLink === true) image = `<a href="${escAttr(await linkOf(site, post))}" target="${escAttr(String(attributes.linkTarget ?? '_self'))}">${image}</a>`;
    return `<figure ${wrapperAttributes('core/post-featured-image', attributes)}>${image}</figure>`;
  },
};
