/** The server renderers of WordPress's dynamic core blocks that svc-rest implements, by block name. */
import { wpautop } from '../../../src/content/wpautop';
import { archives, categories, tagCloud } from './archiveBlocks';
import { calendar } from './calendarBlock';
import type { CoreRenderer } from './CoreRenderer';
import { latestComments, latestPosts, pageList } from './listBlocks';
import { postAuthorBlock, postAuthorNameBlock, postContentBlock, postDateBlock, postExcerptBlock, postFeaturedImageBlock, postTitleBlock } from './postBlocks';
import { postTemplate } from './queryBlocks';
import { reusableBlock } from './reusableBlock';
import { navigation, navigationLink, rss, search, siteLogo, siteTagline, siteTitle } from './siteBlocks';

export const CORE_RENDERERS: Readonly<Record<string, CoreRenderer>> = {
  'core/archives': archives,
  'core/calendar': calendar,
  'core/categories': categories,
  'core/tag-cloud': tagCloud,
  'core/latest-posts': latestPosts,
  'core/latest-comments': latestComments,
  'core/page-list': pageList,
  'core/post-title': postTitleBlock,
  'core/post-content': postContentBlock,
  'core/post-excerpt': postExcerptBlock,
  'core/post-date': postDateBlock,
  'core/post-author': postAuthorBlock,
  'core/post-author-name': postAuthorNameBlock,
  'core/post-featured-image': postFeaturedImageBlock,
  'core/post-template': postTemplate,
  'core/block': reusableBlock,
  'core/site-title': siteTitle,
  'core/site-tagline': siteTagline,
  'core/site-logo': siteLogo,
  'core/search': search,
  'core/rss': rss,
  'core/navigation': navigation,
  'core/navigation-link': navigationLink,
  // The shortcode block's text gets paragraphs; its shortcodes run later in the_content.
  'core/shortcode': { render: (_attributes, content) => wpautop(content) },
};
