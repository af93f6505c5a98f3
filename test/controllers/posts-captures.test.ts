/** Posts and pages responses compared with WordPress's captures: shapes (keys and key order), codes, messages, statuses. */
import test from 'ava';
import { call, capture, list, makeSite, obj, shape, type Json } from './posts.site';

/**
 * SPEC's form of an argument error where WordPress 7.1 is more specific: every
 * per-argument code is `rest_invalid_param` and enum lists are joined by ', '.
 */
function specForm(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body)
    .replace(/"code":"rest_(not_in_enum|invalid_type|out_of_bounds)"/g, '"code":"rest_invalid_param"')
    .replace(/is not one of [^"]*\./g, (list) => list.replace(/,? and /g, ', ')));
}

/** The path of a capture's request below the REST prefix. */
function pathOf(url: string): string {
  return url.replace(/^.*\/svc-json/, '');
}

/** Published post like the reference site's post 1018: a category, two tags, a featured image, the aside format. */
async function seedReferencePost(site: Awaited<ReturnType<typeof makeSite>>): Promise<number> {
  const { storage } = site.app;
  const europe = await storage.terms.create({ name: 'Europe', taxonomy: 'category' });
  const books = await storage.terms.create({ name: 'Books', taxonomy: 'post_tag' });
  const image = await storage.posts.create({ post_type: 'attachment', post_status: 'inherit', post_title: 'Image', post_mime_type: 'image/png' });
  const post = await site.post({ post_title: 'Modern Review', post_excerpt: 'Hand-written excerpt.', post_content: '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->' });
  await storage.terms.setPostTerms(post.id, 'category', [europe.term_id]);
  await storage.terms.setPostTerms(post.id, 'post_tag', [books.term_id]);
  await storage.posts.meta.set(post.id, '_thumbnail_id', [image.id]);
  await site.app.storage.terms.setPostTerms(post.id, 'post_format', [(await storage.terms.create({ name: 'Aside', taxonomy: 'post_format', slug: 'post-format-aside' })).term_id]);
  return post.id;
}

test('one post: fields, nested keys and links in WordPress order (post-single.json)', async (t) => {
  const site = await makeSite();
  const id = await seedReferencePost(site);
  const reply = await call(site.app, 0, 'GET', `/wp/v2/posts/${id}`);
  const expected = capture('post-single').response;
  t.is(reply.status, 200);
  t.deepEqual(shape(reply.body), shape(expected.body));
  const body = obj(reply);
  t.deepEqual(body.class_list, [`post-${id}`, 'post', 'type-post', 'status-publish', 'format-aside', 'has-post-thumbnail', 'hentry', 'category-europe', 'tag-books', 'post_format-post-format-aside']);
  t.is(body.format, 'aside');
  // As WordPress writes it: only `title` attributes are quoted.
  t.true(reply.headers.Link?.includes('<http://127.0.0.1:8088/modern-review/>; rel="alternate"; type=text/html'));
});

test('context=edit for an administrator adds raw fields and action links (post-context-edit-auth.json)', async (t) => {
  const site = await makeSite();
  const id = await seedReferencePost(site);
  const reply = await call(site.app, site.users.administrator, 'GET', `/wp/v2/posts/${id}?context=edit`);
  const expected = capture('post-context-edit-auth').response;
  t.is(reply.status, 200);
  t.deepEqual(shape(reply.body), shape(expected.body));
  t.deepEqual(Object.keys((obj(reply)._links as Json)), Object.keys(expected.body as Json).length > 0 ? Object.keys((expected.body as Json)._links as Json) : []);
  t.is((obj(reply).content as Json).block_version, 1);
});

test('context=edit without rights: rest_forbidden_context 401 (post-context-edit-anon.json), 403 for a subscriber', async (t) => {
  const site = await makeSite();
  const id = await seedReferencePost(site);
  const expected = capture('post-context-edit-anon').response;
  const anonymous = await call(site.app, 0, 'GET', `/wp/v2/posts/${id}?context=edit`);
  t.is(anonymous.status, expected.status);
  t.deepEqual(anonymous.body, expected.body);
  const subscriber = await call(site.app, site.users.subscriber, 'GET', `/wp/v2/posts/${id}?context=edit`);
  t.is(subscriber.status, 403);
  t.is(obj(subscriber).code, 'rest_forbidden_context');
});

test('password-protected post: content and excerpt hidden, shown with the password (post-single-password-protected.json)', async (t) => {
  const site = await makeSite();
  const post = await site.post({ post_title: 'Secret', post_password: 'opensesame', post_content: '<p>Hidden</p>' });
  const expected = capture('post-single-password-protected').response.body as Json;
  const reply = await call(site.app, 0, 'GET', `/wp/v2/posts/${post.id}`);
  const body = obj(reply);
  t.deepEqual(body.content, expected.content);
  t.deepEqual(body.excerpt, expected.excerpt);
  t.true((body.class_list as string[]).includes('post-password-required'));
  const withPassword = obj(await call(site.app, 0, 'GET', `/wp/v2/posts/${post.id}?password=opensesame`));
  // the_content runs wpautop on classic text: WordPress ends the paragraph with a newline.
  t.deepEqual(withPassword.content, { rendered: '<p>Hidden</p>\n', protected: true });
  const wrong = await call(site.app, 0, 'GET', `/wp/v2/posts/${post.id}?password=nope`);
  t.is(wrong.status, 403);
  t.deepEqual(wrong.body, { code: 'rest_post_incorrect_password', message: 'Incorrect post password.', data: { status: 403 } });
});

test('pages: parent and menu_order, no sticky/format/terms (pages.json)', async (t) => {
  const site = await makeSite();
  for (let i = 0; i < 12; i++) await site.post({ post_type: 'page', post_title: `Page ${i}`, menu_order: i, comment_status: 'closed', ping_status: 'closed' });
  const reply = await call(site.app, 0, 'GET', '/wp/v2/pages');
  const expected = capture('pages').response;
  t.is(reply.status, 200);
  t.deepEqual(shape(list(reply)[0]), shape((expected.body as Json[])[0]));
  t.is(reply.headers['X-WP-Total'], '12');
  t.is(reply.headers['X-WP-TotalPages'], '2');
  t.true(reply.headers.Link?.includes('<http://127.0.0.1:8088/svc-json/wp/v2/pages?page=2>; rel="next"'));
});

test('pagination headers of page 2 (posts-list-page2.json) and HEAD (head-posts.json)', async (t) => {
  const site = await makeSite();
  for (let i = 0; i < 5; i++) await site.post({ post_title: `P${i}`, post_date: `2026-01-0${i + 1} 00:00:00` });
  const reply = await call(site.app, 0, 'GET', '/wp/v2/posts?per_page=2&page=2');
  t.is(reply.headers['X-WP-Total'], '5');
  t.is(reply.headers['X-WP-TotalPages'], '3');
  t.true(reply.headers.Link?.includes('<http://127.0.0.1:8088/svc-json/wp/v2/posts?per_page=2&page=1>; rel="prev", <http://127.0.0.1:8088/svc-json/wp/v2/posts?per_page=2&page=3>; rel="next"'));
  t.deepEqual(list(reply).map((p) => (p.title as Json).rendered), ['P2', 'P1']);
  const head = await call(site.app, 0, 'HEAD', '/wp/v2/posts?per_page=2');
  t.is(head.status, 200);
  t.is(head.headers['X-WP-Total'], '5');
  t.is(head.headers['X-WP-TotalPages'], '3');
});

const ERROR_CAPTURES = [
  'err-orderby-nope', 'err-enum-two-invalid', 'err-multiple-invalid', 'err-per-page-500', 'err-per-page-abc',
  'err-status-bogus', 'err-status-draft-anon', 'err-post-create-anon', 'err-post-title-array-anon', 'err-post-status-bogus-anon', 'post-not-found',
];

for (const name of ERROR_CAPTURES) {
  test(`anonymous error as WordPress answers it (${name}.json)`, async (t) => {
    const site = await makeSite();
    await site.post({});
    const { request, response } = capture(name);
    const reply = await call(site.app, 0, request.method, pathOf(request.url).replace('999999', '424242'), request.body);
    t.is(reply.status, response.status);
    t.deepEqual(reply.body, specForm(response.body));
  });
}

const ADMIN_ERROR_CAPTURES = ['err-post-title-array-auth', 'err-post-title-number-auth', 'err-post-status-bogus-auth', 'err-post-categories-invalid-auth'];

for (const name of ADMIN_ERROR_CAPTURES) {
  test(`administrator error as WordPress answers it (${name}.json)`, async (t) => {
    const site = await makeSite();
    const { request, response } = capture(name);
    const reply = await call(site.app, site.users.administrator, request.method, pathOf(request.url), request.body);
    t.is(reply.status, response.status);
    t.deepEqual(reply.body, specForm(response.body));
  });
}

test('a page past the end: rest_post_invalid_page_number (err-page-out-of-range.json)', async (t) => {
  const site = await makeSite();
  await site.post({});
  const { request, response } = capture('err-page-out-of-range');
  const reply = await call(site.app, 0, 'GET', pathOf(request.url));
  t.is(reply.status, 400);
  t.deepEqual(reply.body, response.body);
  const empty = await makeSite();
  t.is((await call(empty.app, 0, 'GET', '/wp/v2/posts?page=3')).status, 200, 'an empty collection has no last page to pass');
});

test('_fields picks top-level and nested fields (posts-list-fields*.json)', async (t) => {
  const site = await makeSite();
  await site.post({ post_title: 'Only' });
  const plain = await call(site.app, 0, 'GET', '/wp/v2/posts?_fields=id,title');
  t.deepEqual(shape(list(plain)[0]), shape((capture('posts-list-fields').response.body as Json[])[0]));
  const nested = await call(site.app, 0, 'GET', '/wp/v2/posts?_fields=id,title.rendered,_links.self,content.protected');
  t.deepEqual(shape(list(nested)[0]), shape((capture('posts-list-fields-nested').response.body as Json[])[0]));
});

test('_embed embeds the author through the users controller (posts-list-embed.json)', async (t) => {
  const site = await makeSite();
  await site.post({ post_title: 'Embedded' });
  const reply = await call(site.app, 0, 'GET', '/wp/v2/posts?_embed=author');
  const embedded = list(reply)[0]._embedded as Json;
  const author = (embedded.author as Json[])[0];
  t.is(author.id, site.users.administrator);
  t.is(author.name, 'The administrator');
  const expected = ((capture('posts-list-embed').response.body as Json[])[0]._embedded as Json).author as Json[];
  t.deepEqual(Object.keys(author), Object.keys(expected[0]));
});

test('OPTIONS publishes the item schema with its action links and the collection arguments', async (t) => {
  const site = await makeSite();
  const reply = await call(site.app, 0, 'OPTIONS', '/wp/v2/posts');
  const schema = obj(reply).schema as Json;
  t.is(schema.title, 'post');
  t.deepEqual(Object.keys(schema.properties as Json), [
    'date', 'date_gmt', 'guid', 'id', 'link', 'modified', 'modified_gmt', 'slug', 'status', 'type', 'password', 'permalink_template',
    'generated_slug', 'class_list', 'title', 'content', 'author', 'excerpt', 'featured_media', 'comment_status', 'ping_status', 'format',
    'meta', 'sticky', 'template', 'categories', 'tags',
  ]);
  t.deepEqual((schema.links as Json[]).map((link) => link.rel), [
    'https://api.w.org/action-publish', 'https://api.w.org/action-unfiltered-html', 'https://api.w.org/action-sticky',
    'https://api.w.org/action-assign-author', 'https://api.w.org/action-assign-categories', 'https://api.w.org/action-create-categories',
    'https://api.w.org/action-assign-tags', 'https://api.w.org/action-create-tags',
  ]);
  t.is((schema.links as Json[])[0]!.href, 'http://127.0.0.1:8088/svc-json/wp/v2/posts/{id}');
  const pages = obj(await call(site.app, 0, 'OPTIONS', '/wp/v2/pages')).schema as Json;
  const props = Object.keys(pages.properties as Json);
  t.true(props.includes('parent') && props.includes('menu_order'));
  t.false(props.includes('sticky') || props.includes('format') || props.includes('categories'));
});
