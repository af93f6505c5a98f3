import test from 'ava';
import { readFileSync } from 'node:fs';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { shortcodesOf } from '../../controllers/content/installContentRendering';
import { blockTypeRegistryOf } from '../../controllers/blocks/BlockTypeRegistry';
import { call } from '../controllers/serveAs';

const BASE = 'http://127.0.0.1:8088';

interface Rendered { content: { rendered: string; block_version: number; protected: boolean }; excerpt: { rendered: string } }

async function site(): Promise<{ app: SvcApp; editor: number; author: number }> {
  const app = await createApp({ baseUrl: BASE, database: ':memory:' });
  const editor = (await app.storage.users.create({ user_login: 'editor', roles: ['editor'] })).id;
  const author = (await app.storage.users.create({ user_login: 'writer', display_name: 'Wanda Writer', user_nicename: 'writer', roles: ['author'] })).id;
  return { app, editor, author };
}

const publish = (app: SvcApp, fields: Record<string, unknown>) => app.storage.posts.create({ post_type: 'post', post_status: 'publish', post_date: '2026-03-04 05:06:07', post_date_gmt: '2026-03-04 05:06:07', ...fields });

async function renderer(app: SvcApp, editor: number, path: string): Promise<string> {
  const res = await call(app, editor, 'GET', `/wp/v2/block-renderer/${path}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { rendered: string }).rendered;
}

test('block content renders as WordPress 7.1 rendered it (paragraph class, blocks joined, no autop)', async (t) => {
  const { app, editor } = await site();
  const raw = '<!-- wp:paragraph -->\n<p>One.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n<h2 class="wp-block-heading">Header.</h2>\n<!-- /wp:heading -->\n\n<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>A.</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>B.</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->';
  const post = await publish(app, { post_title: 'Blocks', post_content: raw });
  const body = (await call(app, editor, 'GET', `/wp/v2/posts/${post.id}?context=edit`)).body as Rendered;
  t.is(body.content.rendered, '\n<p class="wp-block-paragraph">One.</p>\n\n\n\n<h2 class="wp-block-heading">Header.</h2>\n\n\n\n<ul class="wp-block-list">\n<li>A.</li>\n\n\n\n<li>B.</li>\n</ul>\n');
  t.is(body.content.block_version, 1);
  t.is(body.excerpt.rendered, '<p>One. Header. A. B.</p>\n');
});

test('classic content gets wpautop; block_version 0; excerpt cut at excerpt_length with [&hellip;]', async (t) => {
  const { app, editor } = await site();
  const post = await publish(app, { post_title: 'Classic', post_content: 'Line one\nline two\n\nSecond paragraph here' });
  const body = (await call(app, editor, 'GET', `/wp/v2/posts/${post.id}?excerpt_length=3&context=edit`)).body as Rendered;
  t.is(body.content.rendered, '<p>Line one<br />\nline two</p>\n<p>Second paragraph here</p>\n');
  t.is(body.content.block_version, 0);
  t.is(body.excerpt.rendered, '<p>Line one line [&hellip;]</p>\n');
});

test('password-protected content and excerpt are empty without the password, rendered with it', async (t) => {
  const { app } = await site();
  const post = await publish(app, { post_title: 'Secret', post_content: 'Hidden text', post_password: 'pw' });
  const locked = (await call(app, 0, 'GET', `/wp/v2/posts/${post.id}`)).body as Rendered;
  t.deepEqual(locked.content, { rendered: '', protected: true });
  t.is(locked.excerpt.rendered, '');
  const open = (await call(app, 0, 'GET', `/wp/v2/posts/${post.id}?password=pw`)).body as Rendered;
  t.is(open.content.rendered, '<p>Hidden text</p>\n');
});

test('shortcodes: user registry, [caption] as HTML5 figure, [embed] offline link, paragraphs unwrapped', async (t) => {
  const { app } = await site();
  shortcodesOf(app).add('greet', (atts) => `<span>Hello ${atts.name ?? ''}</span>`);
  const content = '[greet name="Ann"]\n\n[caption id="attachment_6" align="alignright" width="300"]<img src="x.png" alt="" /> A caption[/caption]\n\n[embed]https://example.com/video[/embed]';
  const post = await publish(app, { post_title: 'Codes', post_content: content });
  const body = (await call(app, 0, 'GET', `/wp/v2/posts/${post.id}`)).body as Rendered;
  // shortcode_unautop takes the paragraph off a shortcode standing alone, as in WordPress.
  t.is(body.content.rendered, '<span>Hello Ann</span>\n<figure id="attachment_6" aria-describedby="caption-attachment-6" style="width: 300px" class="wp-caption alignright"><img src="x.png" alt="" /><figcaption id="caption-attachment-6" class="wp-caption-text">A caption</figcaption></figure>\n<p><a href="https://example.com/video">https://example.com/video</a></p>\n');
});

test('the_content is an ordinary filter chain users can extend', async (t) => {
  const { app } = await site();
  app.hooks.addFilter('the_content', (content: string) => `${content}<!-- signed -->`, 20);
  const post = await publish(app, { post_title: 'F', post_content: 'Text' });
  t.is(((await call(app, 0, 'GET', `/wp/v2/posts/${post.id}`)).body as Rendered).content.rendered, '<p>Text</p>\n<!-- signed -->');
});

test('rendered content is remembered across requests only while the rendering filters stay the defaults', async (t) => {
  const { app } = await site();
  const raw = '<!-- wp:paragraph -->\n<p>Same text.</p>\n<!-- /wp:paragraph -->';
  const first = await publish(app, { post_title: 'A', post_content: raw });
  const second = await publish(app, { post_title: 'B', post_content: raw });
  const rendered = async (id: number): Promise<Rendered> => (await call(app, 0, 'GET', `/wp/v2/posts/${id}`)).body as Rendered;
  t.is((await rendered(first.id)).content.rendered, '\n<p class="wp-block-paragraph">Same text.</p>\n');
  t.is((await rendered(second.id)).content.rendered, '\n<p class="wp-block-paragraph">Same text.</p>\n', 'the same text from another post');
  // Filters added after a rendering was remembered take effect at once, and go away with their removal.
  const marked = (html: string): string => html.replace('<p', '<p data-marked');
  app.hooks.addFilter('render_block_core/paragraph', marked, 20);
  const excerptMore = (): string => ' (more)';
  app.hooks.addFilter('excerpt_more', excerptMore);
  const filtered = await rendered(first.id);
  t.is(filtered.content.rendered, '\n<p data-marked class="wp-block-paragraph">Same text.</p>\n');
  t.is(((await call(app, 0, 'GET', `/wp/v2/posts/${first.id}?excerpt_length=1`)).body as Rendered).excerpt.rendered, '<p>Same (more)</p>\n');
  app.hooks.removeFilter('render_block_core/paragraph', marked, 20);
  app.hooks.removeFilter('excerpt_more', excerptMore);
  t.is((await rendered(first.id)).content.rendered, '\n<p class="wp-block-paragraph">Same text.</p>\n');
  t.is(((await call(app, 0, 'GET', `/wp/v2/posts/${first.id}?excerpt_length=1`)).body as Rendered).excerpt.rendered, '<p>Same [&hellip;]</p>\n');
});

test('content with a dynamic block or a shortcode renders afresh on every request', async (t) => {
  const { app } = await site();
  const archive = await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Titles', post_content: '<!-- wp:latest-posts /-->' });
  const before = ((await call(app, 0, 'GET', `/wp/v2/pages/${archive.id}`)).body as Rendered).content.rendered;
  await publish(app, { post_title: 'Fresh news', post_name: 'fresh-news' });
  const after = ((await call(app, 0, 'GET', `/wp/v2/pages/${archive.id}`)).body as Rendered).content.rendered;
  t.false(before.includes('Fresh news'));
  t.true(after.includes('Fresh news'));
  let greeted = 0;
  shortcodesOf(app).add('count', () => String(++greeted));
  const counted = await publish(app, { post_title: 'Count', post_content: '[count]' });
  t.is(((await call(app, 0, 'GET', `/wp/v2/posts/${counted.id}?_fields=content`)).body as Rendered).content.rendered, '1\n');
  t.is(((await call(app, 0, 'GET', `/wp/v2/posts/${counted.id}?_fields=content`)).body as Rendered).content.rendered, '2\n');
});

test('dynamic blocks inside content render through their type (query loop with a post title per post; layout support classes)', async (t) => {
  const { app } = await site();
  await publish(app, { post_title: 'Older', post_name: 'older', post_date: '2026-01-02 03:04:05' });
  await publish(app, { post_title: 'Newer', post_name: 'newer', post_date: '2026-02-03 04:05:06' });
  const loop = '<!-- wp:query {"queryId":1,"query":{"perPage":2,"postType":"post","order":"desc","orderBy":"date"}} -->\n<div class="wp-block-query"><!-- wp:post-template -->\n<!-- wp:post-title /-->\n<!-- /wp:post-template --></div>\n<!-- /wp:query -->';
  const page = await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Loop', post_content: loop });
  const body = (await call(app, 0, 'GET', `/wp/v2/pages/${page.id}`)).body as Rendered;
  t.is(body.content.rendered, '\n<div class="wp-block-query is-layout-flow wp-block-query-is-layout-flow"><ul class="wp-block-post-template is-layout-flow wp-block-post-template-is-layout-flow"><li class="wp-block-post post-2 post type-post status-publish format-standard hentry">\n<h2 class="wp-block-post-title">Newer</h2>\n</li><li class="wp-block-post post-1 post type-post status-publish format-standard hentry">\n<h2 class="wp-block-post-title">Older</h2>\n</li></ul></div>\n');
});

test('the full core block list is registered with block.json metadata', async (t) => {
  const { app, editor } = await site();
  const registry = blockTypeRegistryOf(app);
  t.true(registry.all().length >= 110);
  t.like(registry.get('core/archives'), { title: 'Archives', category: 'widgets', api_version: 3, attributes: { displayAsDropdown: { type: 'boolean', default: false }, type: { type: 'string', default: 'monthly' } } });
  const types = (await call(app, editor, 'GET', '/wp/v2/block-types/core/latest-posts')).body as { is_dynamic: boolean; name: string };
  t.like(types, { name: 'core/latest-posts', is_dynamic: true });
  t.false(((await call(app, editor, 'GET', '/wp/v2/block-types/core/paragraph')).body as { is_dynamic: boolean }).is_dynamic);
});

test('block renderer: core/archives lists months with posts (WordPress markup)', async (t) => {
  const { app, editor } = await site();
  await publish(app, { post_title: 'A', post_date: '2026-03-04 05:06:07' });
  await publish(app, { post_title: 'B', post_date: '2026-03-10 05:06:07' });
  await publish(app, { post_title: 'C', post_date: '2025-12-01 00:00:00' });
  t.is(await renderer(app, editor, 'core/archives?context=edit'), `<ul class="wp-block-archives-list wp-block-archives">\t<li><a href='${BASE}/2026/03/'>March 2026</a></li>\n\t<li><a href='${BASE}/2025/12/'>December 2025</a></li>\n</ul>`);
  t.is(await renderer(app, editor, 'core/archives?context=edit&attributes[showPostCounts]=true&attributes[type]=yearly'), `<ul class="wp-block-archives-list wp-block-archives">\t<li><a href='${BASE}/2026/'>2026</a>&nbsp;(2)</li>\n\t<li><a href='${BASE}/2025/'>2025</a>&nbsp;(1)</li>\n</ul>`);
});

test('block renderer: core/archives with no posts', async (t) => {
  const { app, editor } = await site();
  t.is(await renderer(app, editor, 'core/archives?context=edit'), '<div class="wp-block-archives-list wp-block-archives">No archives to show.</div>');
});

test('block renderer: core/latest-posts with dates and authors', async (t) => {
  const { app, editor, author } = await site();
  const post = await publish(app, { post_title: 'Hello & bye', post_name: 'hello', post_author: author });
  t.is(await renderer(app, editor, 'core/latest-posts?context=edit&attributes[displayPostDate]=true&attributes[displayAuthor]=true'),
    `<ul class="wp-block-latest-posts__list has-dates has-author wp-block-latest-posts is-layout-flow wp-block-latest-posts-is-layout-flow"><li><a class="wp-block-latest-posts__post-title" href="${BASE}/hello/">Hello &#038; bye</a><div class="wp-block-latest-posts__post-author">by Wanda Writer</div><time datetime="2026-03-04T05:06:07+00:00" class="wp-block-latest-posts__post-date">March 4, 2026</time></li>\n</ul>`);
  t.truthy(post);
});

test('block renderer: core/categories and core/tag-cloud', async (t) => {
  const { app, editor } = await site();
  const news = await app.storage.terms.create({ name: 'News', taxonomy: 'category' });
  const red = await app.storage.terms.create({ name: 'red', taxonomy: 'post_tag' });
  const post = await publish(app, { post_title: 'T' });
  await app.storage.terms.setPostTerms(post.id, 'category', [news.term_id]);
  await app.storage.terms.setPostTerms(post.id, 'post_tag', [red.term_id]);
  t.is(await renderer(app, editor, 'core/categories?context=edit&attributes[showPostCounts]=true'), `<ul class="wp-block-categories-list wp-block-categories">\t<li class="cat-item cat-item-${news.term_id}"><a href="${BASE}/category/news/">News</a> (1)\n</li>\n</ul>`);
  t.is(await renderer(app, editor, 'core/tag-cloud?context=edit'), `<p class="wp-block-tag-cloud"><a href="${BASE}/tag/red/" class="tag-cloud-link tag-link-${red.term_id} tag-link-position-1" style="font-size: 8pt;" aria-label="red (1 item)">red</a></p>`);
});

test('block renderer: core/latest-comments and its empty state', async (t) => {
  const { app, editor } = await site();
  t.is(await renderer(app, editor, 'core/latest-comments?context=edit'), '<div class="has-avatars has-dates has-excerpts no-comments wp-block-latest-comments">No comments to show.</div>');
  const post = await publish(app, { post_title: 'Talk', post_name: 'talk' });
  const comment = await app.storage.comments.create({ comment_post_id: post.id, comment_author: 'Bo', comment_content: 'Nice post', comment_approved: 'approve', comment_date: '2026-03-05 00:00:00', comment_date_gmt: '2026-03-05 00:00:00' });
  t.is(await renderer(app, editor, 'core/latest-comments?context=edit&attributes[displayAvatar]=false'),
    `<ol class="has-dates has-excerpts wp-block-latest-comments"><li class="wp-block-latest-comments__comment"><article><footer class="wp-block-latest-comments__comment-meta"><span class="wp-block-latest-comments__comment-author">Bo</span> on <a class="wp-block-latest-comments__comment-link" href="${BASE}/talk/#comment-${comment.comment_id}">Talk</a><time datetime="2026-03-05T00:00:00+00:00" class="wp-block-latest-comments__comment-date">March 5, 2026</time></footer><div class="wp-block-latest-comments__comment-excerpt"><p>Nice post</p>\n</div></article></li></ol>`);
});

test('block renderer: core/page-list nests child pages', async (t) => {
  const { app, editor } = await site();
  const about = await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'About', post_name: 'about' });
  await app.storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Team', post_name: 'team', post_parent: about.id });
  t.is(await renderer(app, editor, 'core/page-list?context=edit'), `<ul class="wp-block-page-list"><li class="wp-block-pages-list__item has-child"><a class="wp-block-pages-list__item__link" href="${BASE}/about/">About</a><ul class="wp-block-navigation__submenu-container"><li class="wp-block-pages-list__item"><a class="wp-block-pages-list__item__link" href="${BASE}/about/team/">Team</a></li></ul></li></ul>`);
});

test('block renderer: post blocks use the post_id context', async (t) => {
  const { app, editor, author } = await site();
  const post = await publish(app, { post_title: 'My post', post_name: 'my-post', post_author: author, post_content: 'Body words here', post_excerpt: '' });
  const q = `context=edit&post_id=${post.id}`;
  t.is(await renderer(app, editor, `core/post-title?${q}&attributes[level]=1&attributes[isLink]=true`), `<h1 class="wp-block-post-title"><a href="${BASE}/my-post/" target="_self" >My post</a></h1>`);
  t.is(await renderer(app, editor, `core/post-content?${q}`), '<div class="entry-content wp-block-post-content is-layout-flow wp-block-post-content-is-layout-flow"><p>Body words here</p>\n</div>');
  t.is(await renderer(app, editor, `core/post-excerpt?${q}`), '<div class="wp-block-post-excerpt"><p class="wp-block-post-excerpt__excerpt">Body words here </p></div>');
  t.is(await renderer(app, editor, `core/post-date?${q}`), '<div class="wp-block-post-date"><time datetime="2026-03-04T05:06:07+00:00">March 4, 2026</time></div>');
  t.is(await renderer(app, editor, `core/post-author-name?${q}`), '<div class="wp-block-post-author-name">Wanda Writer</div>');
  t.is(await renderer(app, editor, `core/post-featured-image?${q}`), '');
  t.is(await renderer(app, editor, 'core/post-title?context=edit'), '');
});

test('block renderer: site title and tagline from the options, search form, RSS offline, navigation', async (t) => {
  const { app, editor } = await site();
  await app.storage.options.set('blogname', 'My Site');
  await app.storage.options.set('blogdescription', 'Just another site');
  t.is(await renderer(app, editor, 'core/site-title?context=edit'), `<h1 class="wp-block-site-title"><a href="${BASE}" target="_self" rel="home">My Site</a></h1>`);
  t.is(await renderer(app, editor, 'core/site-tagline?context=edit'), '<p class="wp-block-site-tagline">Just another site</p>');
  t.is(await renderer(app, editor, 'core/site-logo?context=edit'), '');
  t.is(await renderer(app, editor, 'core/search?context=edit'), `<form role="search" method="get" action="${BASE}/" class="wp-block-search__button-outside wp-block-search__text-button wp-block-search"><label class="wp-block-search__label screen-reader-text" for="wp-block-search__input-1">Search</label><div class="wp-block-search__inside-wrapper"><input class="wp-block-search__input" id="wp-block-search__input-1" placeholder="" value="" type="search" name="s" required /><button aria-label="Search" class="wp-block-search__button wp-element-button" type="submit">Search</button></div></form>`);
  t.is(await renderer(app, editor, 'core/rss?context=edit&attributes[feedURL]=https://example.com/feed'), '<div class="components-placeholder"><div class="notice notice-error">An error has occurred, which probably means the feed is down. Try again later.</div></div>');
  t.is(await renderer(app, editor, 'core/navigation?context=edit'), '');
  const nav = await publish(app, { post_title: 'Nav', post_content: '<!-- wp:navigation -->\n<!-- wp:navigation-link {"label":"Home","url":"/"} /-->\n<!-- /wp:navigation -->' });
  const body = (await call(app, 0, 'GET', `/wp/v2/posts/${nav.id}`)).body as Rendered;
  t.is(body.content.rendered, '<nav class="wp-block-navigation is-layout-flex wp-block-navigation-is-layout-flex" aria-label="Navigation"><ul class="wp-block-navigation__container wp-block-navigation"><li class="wp-block-navigation-item wp-block-navigation-link"><a class="wp-block-navigation-item__content" href="/"><span class="wp-block-navigation-item__label">Home</span></a></li></ul></nav>');
});

test('a WordPress 7.1 post renders byte for byte as its capture (post-context-edit-auth.json raw → post-single.json rendered)', async (t) => {
  const { app } = await site();
  const read = (name: string): { content: { raw?: string; rendered: string } } => (JSON.parse(readFileSync(`/work/shared/reference/wordpress/${name}.json`, 'utf8')) as { response: { body: { content: { raw?: string; rendered: string } } } }).response.body;
  const raw = read('post-context-edit-auth').content.raw as string;
  const post = await publish(app, { post_title: 'Captured', post_content: raw });
  const body = (await call(app, 0, 'GET', `/wp/v2/posts/${post.id}`)).body as Rendered;
  t.is(body.content.rendered, read('post-single').content.rendered);
});

test('core/block shows the referenced reusable block; a self-reference and a post content block inside its own post show nothing', async (t) => {
  const { app } = await site();
  const reusable = await app.storage.posts.create({ post_type: 'wp_block', post_status: 'publish', post_title: 'Shared', post_content: '<!-- wp:paragraph -->\n<p>Shared text</p>\n<!-- /wp:paragraph -->' });
  const loop = await app.storage.posts.create({ post_type: 'wp_block', post_status: 'publish', post_title: 'Loop', post_content: '' });
  await app.storage.posts.update(loop.id, { post_content: `<!-- wp:block {"ref":${loop.id}} /-->` });
  const post = await publish(app, { post_title: 'Uses', post_content: `<!-- wp:block {"ref":${reusable.id}} /--><!-- wp:block {"ref":${loop.id}} /--><!-- wp:post-content /-->` });
  const body = (await call(app, 0, 'GET', `/wp/v2/posts/${post.id}`)).body as Rendered;
  t.is(body.content.rendered, '\n<p class="wp-block-paragraph">Shared text</p>\n');
});
