/** wp/v2/comments, reading: shapes against the WordPress capture, contexts, visibility, filters, pagination, _fields, _embed. */
import test from 'ava';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PostsController } from '../../controllers/posts/PostsController';
import { call, item, keys, makeCommentsSite, ROOT, serve } from './comments.site';

/** Keys of an item of the capture `comments.json` (WordPress 7.1, view context). */
const CAPTURE_VIEW_KEYS = [
  'id', 'post', 'parent', 'author', 'author_name', 'author_url', 'date', 'date_gmt', 'content', 'link', 'status', 'type',
  'author_avatar_urls', 'meta', '_links',
];
const EDIT_KEYS = [
  'id', 'post', 'parent', 'author', 'author_name', 'author_email', 'author_url', 'author_ip', 'author_user_agent', 'date', 'date_gmt',
  'content', 'link', 'status', 'type', 'author_avatar_urls', 'meta', '_links',
];
/** WordPress 7.1 captures (comments.capture.json beside this file). */
const CAPTURE = JSON.parse(
  readFileSync(join(__dirname, '..', '..', '..', 'test', 'controllers', 'comments.capture.json'), 'utf8'),
) as { routes: Record<string, unknown>; item: unknown };

/** The structure of a value: keys in order with the types of their values. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null) return Object.entries(value).map(([key, inner]) => [key, shape(inner)]);
  return value === null ? 'null' : typeof value;
}

const avatar = (email: string, size: number): string =>
  `https://secure.gravatar.com/avatar/${createHash('sha256').update(email).digest('hex')}?s=${size}&d=mm&r=g`;

test('a collection item has the capture\'s keys, values and links, in order', async (t) => {
  const site = await makeCommentsSite();
  const parent = await site.comment({ comment_post_id: site.posts.open, comment_date: '2023-12-02 20:00:00', comment_date_gmt: '2023-12-02 20:00:00' });
  await site.comment({
    comment_post_id: site.posts.open, comment_parent: parent.comment_id, comment_author: 'Ines', comment_author_email: 'ines@example.com',
    comment_author_url: 'http://ines.example.com/blog', comment_content: 'First line\nsecond line\n\nNext paragraph',
    comment_date: '2023-12-02 21:39:54', comment_date_gmt: '2023-12-02 21:39:54',
  });
  const res = await serve(site.app, 0, '/wp/v2/comments');
  t.is(res.status, 200);
  const reply = item(res.body, 0);
  t.deepEqual(keys(reply), CAPTURE_VIEW_KEYS);
  const { _links: links, ...data } = reply;
  t.deepEqual(data, {
    id: 2,
    post: site.posts.open,
    parent: parent.comment_id,
    author: 0,
    author_name: 'Ines',
    author_url: 'http://ines.example.com/blog',
    date: '2023-12-02T21:39:54',
    date_gmt: '2023-12-02T21:39:54',
    content: { rendered: '<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>\n' },
    link: `http://127.0.0.1:8088/open-post/#comment-2`,
    status: 'approved',
    type: 'comment',
    author_avatar_urls: { 24: avatar('ines@example.com', 24), 48: avatar('ines@example.com', 48), 96: avatar('ines@example.com', 96) },
    meta: { _wp_note_status: null },
  });
  t.deepEqual(links, {
    self: [{ href: `${ROOT}/wp/v2/comments/2`, targetHints: { allow: ['GET'] } }],
    collection: [{ href: `${ROOT}/wp/v2/comments` }],
    up: [{ embeddable: true, post_type: 'post', href: `${ROOT}/wp/v2/posts/${site.posts.open}` }],
    'in-reply-to': [{ embeddable: true, href: `${ROOT}/wp/v2/comments/1` }],
  });
  // The parent has a reply: a `children` link, as in the capture.
  t.deepEqual((item(res.body, 1)._links as Record<string, unknown>).children, [{ embeddable: true, href: `${ROOT}/wp/v2/comments?parent=1` }]);
  const header = (name: string): string[] => res.headers.filter(([n]) => n === name).map(([, v]) => v);
  t.deepEqual(header('X-WP-Total'), ['2']);
  t.deepEqual(header('X-WP-TotalPages'), ['1']);
  t.deepEqual(header('Allow'), ['GET']);
});

test('an item has exactly the structure of the capture (keys, order, value types, links)', async (t) => {
  const site = await makeCommentsSite();
  const parent = await site.comment({ comment_post_id: site.posts.open });
  await site.comment({ comment_post_id: site.posts.open, comment_parent: parent.comment_id });
  // The capture's item is a top-level comment with replies.
  const res = await call(site.app, 0, 'GET', `/wp/v2/comments/${parent.comment_id}`);
  t.deepEqual(shape(res.body), shape(CAPTURE.item));
});

test('the index describes both routes exactly as WordPress does', async (t) => {
  const site = await makeCommentsSite();
  const index = (await call(site.app, 0, 'GET', '/')).body as { routes: Record<string, unknown> };
  for (const route of ['/wp/v2/comments', '/wp/v2/comments/(?P<id>[\\d]+)']) {
    t.truthy(CAPTURE.routes[route], route);
    t.deepEqual(index.routes[route], CAPTURE.routes[route], route);
  }
});

test('a comment by a user links to its author; the edit context shows every field to moderators only', async (t) => {
  const site = await makeCommentsSite();
  const mine = await site.comment({
    comment_post_id: site.posts.open, user_id: site.users.subscriber, comment_author: 'Reader', comment_author_email: 'reader@example.com',
    comment_agent: 'Agent/1.0', comment_content: '<b>bold</b>',
  });
  const edit = await call(site.app, site.users.admin, 'GET', `/wp/v2/comments/${mine.comment_id}?context=edit`);
  t.is(edit.status, 200);
  const body = edit.body as Record<string, unknown>;
  t.deepEqual(keys(body), EDIT_KEYS);
  t.is(body.author_email, 'reader@example.com');
  t.is(body.author_ip, '10.0.0.1');
  t.is(body.author_user_agent, 'Agent/1.0');
  t.deepEqual(body.content, { rendered: '<p><b>bold</b></p>\n', raw: '<b>bold</b>' });
  t.deepEqual((body._links as Record<string, unknown>).author, [{ embeddable: true, href: `${ROOT}/wp/v2/users/${site.users.subscriber}` }]);
  t.deepEqual(keys(body._links), ['self', 'collection', 'author', 'up']);

  const forbidden = { code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit comments.' };
  t.deepEqual(await call(site.app, 0, 'GET', `/wp/v2/comments/${mine.comment_id}?context=edit`).then((r) => [r.status, r.body]),
    [401, { ...forbidden, data: { status: 401 } }]);
  // Even the comment's own author and the post's author need moderate_comments for the edit context.
  for (const user of [site.users.subscriber, site.users.author]) {
    const denied = await call(site.app, user, 'GET', `/wp/v2/comments?context=edit`);
    t.deepEqual([denied.status, denied.body], [403, { ...forbidden, data: { status: 403 } }]);
  }
  t.is((await call(site.app, site.users.editor, 'GET', '/wp/v2/comments?context=edit')).status, 200);
});

test('the embed context keeps only the embeddable fields', async (t) => {
  const site = await makeCommentsSite();
  const comment = await site.comment({ comment_post_id: site.posts.open });
  const res = await call(site.app, 0, 'GET', `/wp/v2/comments/${comment.comment_id}?context=embed`);
  t.deepEqual(keys(res.body), ['id', 'parent', 'author', 'author_name', 'author_url', 'date', 'content', 'link', 'type', 'author_avatar_urls', '_links']);
});

test('held, spam and trashed comments are visible only to their author, the post\'s editors and moderators', async (t) => {
  const site = await makeCommentsSite();
  const approved = await site.comment({ comment_post_id: site.posts.open });
  const held = await site.comment({ comment_post_id: site.posts.open, comment_approved: 'hold', user_id: site.users.subscriber });
  await site.comment({ comment_post_id: site.posts.open, comment_approved: 'spam' });
  const ids = async (user: number, query = ''): Promise<number[]> =>
    ((await call(site.app, user, 'GET', `/wp/v2/comments${query}`)).body as Array<{ id: number }>).map((c) => c.id);
  t.deepEqual(await ids(0), [approved.comment_id]);
  t.deepEqual(await ids(site.users.editor, '?status=hold'), [held.comment_id]);
  t.deepEqual(await ids(site.users.editor, '?status=all'), [held.comment_id, approved.comment_id]);
  t.deepEqual(await ids(site.users.admin, '?status=spam'), [3]);
  t.deepEqual(await ids(site.users.admin, '?status=bogus'), []);

  // One held comment, read by each role (WordPress: rest_cannot_read unless author, edit_comment or moderator).
  const path = `/wp/v2/comments/${held.comment_id}`;
  const expected: Array<[string, number, number]> = [
    ['anonymous', 0, 401], ['its author (subscriber)', site.users.subscriber, 200], ['another author', site.users.other, 403],
    ['the post\'s author', site.users.author, 200], ['editor', site.users.editor, 200], ['administrator', site.users.admin, 200],
  ];
  for (const [who, user, status] of expected) {
    const res = await call(site.app, user, 'GET', path);
    t.is(res.status, status, who);
    if (status !== 200) t.deepEqual(res.body, { code: 'rest_cannot_read', message: 'Sorry, you are not allowed to read this comment.', data: { status } }, who);
  }
});

test('status, type and author filters need edit_posts (rest_forbidden_param lists them)', async (t) => {
  const site = await makeCommentsSite();
  const anonymous = await call(site.app, 0, 'GET', '/wp/v2/comments?status=hold');
  t.deepEqual([anonymous.status, anonymous.body], [401, { code: 'rest_forbidden_param', message: 'Query parameter not permitted: status', data: { status: 401 } }]);
  const subscriber = await call(site.app, site.users.subscriber, 'GET', '/wp/v2/comments?author=1&author_email=a@example.com&type=pingback');
  t.deepEqual([subscriber.status, subscriber.body],
    [403, { code: 'rest_forbidden_param', message: 'Query parameter not permitted: author, author_email, type', data: { status: 403 } }]);
  t.is((await call(site.app, site.users.author, 'GET', '/wp/v2/comments?status=hold&author=1')).status, 200);
  // The defaults themselves are not "changed".
  t.is((await call(site.app, 0, 'GET', '/wp/v2/comments?status=approve&type=comment')).status, 200);
});

test('comments of private and password-protected posts', async (t) => {
  const site = await makeCommentsSite();
  const locked = await site.comment({ comment_post_id: site.posts.locked });
  const hidden = await site.comment({ comment_post_id: site.posts.private });
  const ids = (body: unknown): number[] => (body as Array<{ id: number }>).map((c) => c.id);

  t.deepEqual(ids((await call(site.app, 0, 'GET', '/wp/v2/comments')).body), [], 'neither shows in the public list');
  const noPassword = await call(site.app, 0, 'GET', `/wp/v2/comments?post=${site.posts.locked}`);
  t.deepEqual([noPassword.status, noPassword.body],
    [401, { code: 'rest_cannot_read_post', message: 'Sorry, you are not allowed to read the post for this comment.', data: { status: 401 } }]);
  const wrong = await call(site.app, site.users.subscriber, 'GET', `/wp/v2/comments?post=${site.posts.locked}&password=nope`);
  t.is(wrong.status, 403);
  const right = await call(site.app, 0, 'GET', `/wp/v2/comments?post=${site.posts.locked}&password=sesame`);
  t.deepEqual([right.status, ids(right.body)], [200, [locked.comment_id]]);
  t.is((await call(site.app, 0, 'GET', `/wp/v2/comments/${locked.comment_id}`)).status, 401);
  t.is((await call(site.app, 0, 'GET', `/wp/v2/comments/${locked.comment_id}?password=sesame`)).status, 200);
  t.is((await call(site.app, site.users.author, 'GET', `/wp/v2/comments/${locked.comment_id}`)).status, 200, 'the post\'s author needs no password');

  t.is((await call(site.app, 0, 'GET', `/wp/v2/comments?post=${site.posts.private}`)).status, 401);
  t.is((await call(site.app, site.users.subscriber, 'GET', `/wp/v2/comments/${hidden.comment_id}`)).status, 403);
  t.deepEqual(ids((await call(site.app, site.users.editor, 'GET', `/wp/v2/comments?post=${site.posts.private}`)).body), [hidden.comment_id]);

  const orphans = await call(site.app, site.users.subscriber, 'GET', '/wp/v2/comments?post=0');
  t.deepEqual([orphans.status, orphans.body],
    [403, { code: 'rest_cannot_read', message: 'Sorry, you are not allowed to read comments without a post.', data: { status: 403 } }]);
});

test('unknown ids: rest_comment_invalid_id, and rest_post_invalid_id when the post is gone', async (t) => {
  const site = await makeCommentsSite();
  t.deepEqual((await call(site.app, 0, 'GET', '/wp/v2/comments/99')).body, { code: 'rest_comment_invalid_id', message: 'Invalid comment ID.', data: { status: 404 } });
  const stray = await site.comment({ comment_post_id: 999 });
  t.deepEqual((await call(site.app, site.users.admin, 'GET', `/wp/v2/comments/${stray.comment_id}`)).body,
    { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
});

test('pagination: totals, prev/next links, order, orderby and offset', async (t) => {
  const site = await makeCommentsSite();
  for (let i = 0; i < 12; i++) await site.comment({ comment_post_id: site.posts.open, comment_content: `c${i}` });
  const res = await serve(site.app, 0, '/wp/v2/comments?per_page=5&page=2');
  const header = (name: string): string[] => res.headers.filter(([n]) => n === name).map(([, v]) => v);
  t.deepEqual(header('X-WP-Total'), ['12']);
  t.deepEqual(header('X-WP-TotalPages'), ['3']);
  t.deepEqual(header('Link'), [`<${ROOT}/wp/v2/comments?per_page=5&page=1>; rel="prev", <${ROOT}/wp/v2/comments?per_page=5&page=3>; rel="next"`]);
  t.deepEqual((res.body as Array<{ id: number }>).map((c) => c.id), [7, 6, 5, 4, 3], 'newest first');

  const ids = async (query: string): Promise<number[]> => ((await call(site.app, 0, 'GET', `/wp/v2/comments${query}`)).body as Array<{ id: number }>).map((c) => c.id);
  t.deepEqual(await ids('?orderby=id&order=asc&per_page=3'), [1, 2, 3]);
  t.deepEqual(await ids('?orderby=id&order=asc&per_page=3&offset=4'), [5, 6, 7]);
  t.deepEqual(await ids('?include=3,9,5&orderby=include'), [3, 9, 5]);
  t.deepEqual(await ids('?exclude=12,11,10&per_page=2'), [9, 8]);
  t.deepEqual(await ids('?search=c11'), [12]);
  const last = await serve(site.app, 0, '/wp/v2/comments?per_page=5&page=3');
  t.deepEqual(last.headers.filter(([n]) => n === 'Link').map(([, v]) => v), [`<${ROOT}/wp/v2/comments?per_page=5&page=2>; rel="prev"`], 'no next link on the last page');
  // HEAD answers the headers without preparing a single item.
  let prepared = 0;
  site.app.hooks.addFilter('rest_prepare_comment', (response: unknown) => { prepared++; return response; });
  const head = await call(site.app, 0, 'HEAD', '/wp/v2/comments?per_page=5');
  t.deepEqual([head.status, head.headers['X-WP-Total'], head.headers['X-WP-TotalPages'], prepared], [200, '12', '3', 0]);
  const invalid = await call(site.app, 0, 'GET', '/wp/v2/comments?orderby=author');
  t.is(invalid.status, 400);
  t.is((invalid.body as { code: string }).code, 'rest_invalid_param');
});

test('post, parent, author, author_email and date filters', async (t) => {
  const site = await makeCommentsSite();
  const a = await site.comment({ comment_post_id: site.posts.open, comment_date: '2024-01-01 10:00:00', comment_date_gmt: '2024-01-01 10:00:00' });
  const b = await site.comment({ comment_post_id: site.posts.open, comment_parent: a.comment_id, user_id: site.users.subscriber, comment_author_email: 'reader@example.com', comment_date: '2024-02-01 10:00:00', comment_date_gmt: '2024-02-01 10:00:00' });
  const c = await site.comment({ comment_post_id: site.posts.closed, comment_date: '2024-03-01 10:00:00', comment_date_gmt: '2024-03-01 10:00:00' });
  const ids = async (query: string, user = site.users.editor): Promise<number[]> =>
    ((await call(site.app, user, 'GET', `/wp/v2/comments${query}`)).body as Array<{ id: number }>).map((x) => x.id);
  t.deepEqual(await ids(`?post=${site.posts.closed}`, 0), [c.comment_id]);
  t.deepEqual(await ids(`?parent=${a.comment_id}`, 0), [b.comment_id]);
  t.deepEqual(await ids(`?parent_exclude=0`, 0), [b.comment_id]);
  t.deepEqual(await ids(`?author=${site.users.subscriber}`), [b.comment_id]);
  t.deepEqual(await ids(`?author_exclude=${site.users.subscriber}`), [c.comment_id, a.comment_id]);
  t.deepEqual(await ids('?author_email=READER@example.com'), [b.comment_id]);
  t.deepEqual(await ids('?after=2024-01-15T00:00:00&before=2024-02-15T00:00:00', 0), [b.comment_id]);
});

test('_fields limits the item; links only when asked for', async (t) => {
  const site = await makeCommentsSite();
  const comment = await site.comment({ comment_post_id: site.posts.open });
  const only = await call(site.app, 0, 'GET', `/wp/v2/comments/${comment.comment_id}?_fields=author_name,content.rendered,id`);
  t.deepEqual(only.body, { id: comment.comment_id, author_name: 'Hank', content: { rendered: '<p>Hello</p>\n' } });
  const withLinks = await call(site.app, 0, 'GET', '/wp/v2/comments?_fields=id,_links');
  t.deepEqual(keys(item(withLinks.body)), ['id', '_links']);
  t.deepEqual(keys(item(withLinks.body)._links), ['self', 'collection', 'up']);
});

test('_embed=up embeds the post; rest_avatar_sizes changes the avatar sizes', async (t) => {
  const site = await makeCommentsSite([PostsController]);
  site.app.hooks.addFilter('rest_avatar_sizes', () => [32]);
  const comment = await site.comment({ comment_post_id: site.posts.open });
  const res = await call(site.app, 0, 'GET', `/wp/v2/comments/${comment.comment_id}?_embed=up`);
  const body = res.body as { _embedded: { up: Array<{ id: number; slug: string }> }; author_avatar_urls: Record<string, string> };
  t.deepEqual(keys(body._embedded), ['up']);
  t.is(body._embedded.up[0]!.id, site.posts.open);
  t.is(body._embedded.up[0]!.slug, 'open-post');
  t.deepEqual(body.author_avatar_urls, { 32: avatar('hank@example.com', 32) });
  const options = await call(site.app, 0, 'OPTIONS', '/wp/v2/comments');
  const schema = (options.body as { schema: { properties: { author_avatar_urls: { properties: Record<string, unknown> } } } }).schema;
  t.deepEqual(keys(schema.properties.author_avatar_urls.properties), ['32']);
});

test('route arguments match WordPress (names and order)', async (t) => {
  const site = await makeCommentsSite();
  const collection = (await call(site.app, 0, 'OPTIONS', '/wp/v2/comments')).body as { endpoints: Array<{ methods: string[]; args: Record<string, Record<string, unknown>> }> };
  t.deepEqual(keys(collection.endpoints[0]!.args), [
    'context', 'page', 'per_page', 'search', 'after', 'author', 'author_exclude', 'author_email', 'before', 'exclude', 'include', 'offset',
    'order', 'orderby', 'parent', 'parent_exclude', 'post', 'status', 'type', 'password',
  ]);
  t.deepEqual(collection.endpoints[0]!.args.status, {
    default: 'approve', description: 'Limit result set to comments assigned a specific status. Requires authorization.', type: 'string', required: false,
  });
  t.deepEqual(keys(collection.endpoints[1]!.args), [
    'author', 'author_email', 'author_ip', 'author_name', 'author_url', 'author_user_agent', 'content', 'date', 'date_gmt', 'parent', 'post', 'status', 'meta',
  ]);
  const single = (await call(site.app, 0, 'OPTIONS', '/wp/v2/comments/1')).body as { methods: string[]; endpoints: Array<{ args: Record<string, unknown> }> };
  t.deepEqual(single.methods, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  t.deepEqual(keys(single.endpoints[0]!.args), ['id', 'context', 'password']);
  t.deepEqual(keys(single.endpoints[2]!.args), ['id', 'force', 'password']);
});
