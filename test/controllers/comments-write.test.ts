/** wp/v2/comments, writing: create (anonymous rules, approval, duplicates, errors), update, trash and delete, the permission matrix. */
import test from 'ava';
import { call, keys, makeCommentsSite, ROOT, type CommentsSite } from './comments.site';

type Body = Record<string, unknown>;
const error = (code: string, message: string, status: number): Body => ({ code, message, data: { status } });
const post = (site: CommentsSite, user: number, body: Body, path = '/wp/v2/comments') => call(site.app, user, 'POST', path, body);
const commentCount = async (site: CommentsSite, id: number): Promise<number> => (await site.app.storage.posts.get(id))!.comment_count;

test('anonymous comments need the rest_allow_anonymous_comments filter (default false, as WordPress)', async (t) => {
  const site = await makeCommentsSite();
  const body = { post: site.posts.open, content: 'Hi', author_name: 'Guest', author_email: 'guest@example.com' };
  const refused = await post(site, 0, body);
  t.deepEqual([refused.status, refused.body], [401, error('rest_comment_login_required', 'Sorry, you must be logged in to comment.', 401)]);

  site.app.hooks.addFilter('rest_allow_anonymous_comments', () => true);
  const nameless = await post(site, 0, { post: site.posts.open, content: 'Hi' });
  t.deepEqual([nameless.status, nameless.body],
    [400, error('rest_comment_author_data_required', 'Creating a comment requires valid author name and email values.', 400)]);

  const created = await post(site, 0, body);
  t.is(created.status, 201);
  t.is(created.headers.Location, `${ROOT}/wp/v2/comments/1`);
  const data = created.body as Body;
  t.false('author_email' in data, 'the view context: the guest is not a moderator');
  t.like(data, { id: 1, post: site.posts.open, author: 0, author_name: 'Guest', status: 'hold', content: { rendered: '<p>Hi</p>\n' }, date_gmt: '2026-01-02T03:04:05' });
  t.is(await commentCount(site, site.posts.open), 0, 'a held comment is not counted');
  const stored = await site.app.storage.comments.get(1);
  t.is(stored!.comment_author_ip, '127.0.0.1');

  // A guest with an approved comment under the same name and address is approved at once.
  await site.app.storage.comments.update(1, { comment_approved: 'approve' });
  site.tick(60);
  const again = await post(site, 0, { ...body, content: 'Another thought' });
  t.is((again.body as Body).status, 'approved');
  t.is(await commentCount(site, site.posts.open), 2);

  site.tick(60);
  await site.app.storage.options.set('comment_registration', '1');
  t.is((await post(site, 0, { ...body, content: 'Third' })).status, 401, 'comment_registration wins over the filter');
});

test('logged-in users comment under their own name; the post author and moderators are approved at once', async (t) => {
  const site = await makeCommentsSite();
  const reader = await post(site, site.users.subscriber, { post: site.posts.open, content: 'Nice post' });
  t.is(reader.status, 201);
  t.like(reader.body as Body, { author: site.users.subscriber, author_name: 'Reader', status: 'hold', author_url: '' });
  t.deepEqual(keys(reader.body).slice(0, 5), ['id', 'post', 'parent', 'author', 'author_name']);

  const own = await post(site, site.users.author, { post: site.posts.open, content: 'Thanks!', parent: 1 });
  t.like(own.body as Body, { author: site.users.author, status: 'approved', parent: 1 });
  t.false('author_email' in (own.body as Body));

  const admin = await post(site, site.users.admin, { post: site.posts.open, content: 'Moderated', author_ip: '192.0.2.7', status: 'hold' });
  t.is(admin.status, 201);
  t.like(admin.body as Body, { author_email: 'admin@example.com', author_ip: '192.0.2.7', status: 'hold' }, 'the edit context for moderators');
  t.is(await commentCount(site, site.posts.open), 1);
});

test('create: WordPress error codes', async (t) => {
  const site = await makeCommentsSite();
  const reader = site.users.subscriber;
  const cases: Array<[string, number, Body, Body, number]> = [
    ['no post', reader, { content: 'x' }, error('rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', 403), 403],
    ['missing post', reader, { post: 999, content: 'x' }, error('rest_comment_invalid_post_id', 'Sorry, you are not allowed to create this comment without a post.', 403), 403],
    ['closed', reader, { post: site.posts.closed, content: 'x' }, error('rest_comment_closed', 'Sorry, comments are closed for this item.', 403), 403],
    ['draft', site.users.author, { post: site.posts.draft, content: 'x' }, error('rest_comment_draft_post', 'Sorry, you are not allowed to create a comment on this post.', 403), 403],
    ['private post', reader, { post: site.posts.private, content: 'x' }, error('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.', 403), 403],
    ['protected post', reader, { post: site.posts.locked, content: 'x' }, error('rest_cannot_read_post', 'Sorry, you are not allowed to read the post for this comment.', 403), 403],
    ['empty content', reader, { post: site.posts.open, content: '   ' }, error('rest_comment_content_invalid', 'Invalid comment content.', 400), 400],
    ['no content', reader, { post: site.posts.open }, error('rest_comment_content_invalid', 'Invalid comment content.', 400), 400],
    ['status', reader, { post: site.posts.open, content: 'x', status: 'approved' }, error('rest_comment_invalid_status', "Sorry, you are not allowed to edit 'status' for comments.", 403), 403],
    ['author', reader, { post: site.posts.open, content: 'x', author: site.users.admin }, error('rest_comment_invalid_author', "Sorry, you are not allowed to edit 'author' for comments.", 403), 403],
    ['author_ip', reader, { post: site.posts.open, content: 'x', author_ip: '192.0.2.1' }, error('rest_comment_invalid_author_ip', "Sorry, you are not allowed to edit 'author_ip' for comments.", 403), 403],
    ['unknown author', site.users.admin, { post: site.posts.open, content: 'x', author: 999 }, error('rest_comment_author_invalid', 'Invalid comment author ID.', 400), 400],
    ['type', reader, { post: site.posts.open, content: 'x', type: 'pingback' }, error('rest_invalid_comment_type', 'Cannot create a comment with that type.', 400), 400],
    ['too long', reader, { post: site.posts.open, content: 'x', author_name: 'n'.repeat(246), author_email: 'n@example.com' }, error('comment_author_column_length', 'Comment field exceeds maximum length allowed.', 400), 400],
  ];
  for (const [name, user, body, expected, status] of cases) {
    const res = await post(site, user, body);
    t.deepEqual([res.status, res.body], [status, expected], name);
  }
  t.is((await post(site, reader, { post: site.posts.locked, content: 'x', password: 'sesame' })).status, 201, 'the right password opens the post');
  const bad = await post(site, site.users.admin, { post: site.posts.open, content: 'x', author_email: 'not-an-address' });
  t.is((bad.body as Body).code, 'rest_invalid_param');
});

test('the same comment twice is comment_duplicate (409)', async (t) => {
  const site = await makeCommentsSite();
  const body = { post: site.posts.open, content: 'Me too' };
  t.is((await post(site, site.users.subscriber, body)).status, 201);
  const twice = await post(site, site.users.subscriber, body);
  t.deepEqual([twice.status, twice.body],
    [409, error('comment_duplicate', 'Duplicate comment detected; it looks as though you&#8217;ve already said that!', 409)]);
  site.tick(60);
  t.is((await post(site, site.users.subscriber, { ...body, parent: 1 })).status, 201, 'a reply in another thread is not a duplicate');
  t.is((await post(site, site.users.editor, body)).status, 201, 'another author may say the same');
});

test('flood control: a second comment within 15 seconds is comment_flood (400), moderators are not throttled', async (t) => {
  const site = await makeCommentsSite();
  t.is((await post(site, site.users.subscriber, { post: site.posts.open, content: 'One' })).status, 201);
  site.tick(14);
  const flood = await post(site, site.users.subscriber, { post: site.posts.open, content: 'Two' });
  t.deepEqual([flood.status, flood.body], [400, error('comment_flood', 'You are posting comments too quickly. Slow down.', 400)]);
  site.tick(1);
  t.is((await post(site, site.users.subscriber, { post: site.posts.open, content: 'Two' })).status, 201);
  t.is((await post(site, site.users.editor, { post: site.posts.open, content: 'A' })).status, 201);
  t.is((await post(site, site.users.editor, { post: site.posts.open, content: 'B' })).status, 201);
  // Guests are matched by address: a second guest name from the same address is still throttled.
  site.app.hooks.addFilter('rest_allow_anonymous_comments', () => true);
  site.tick(15);
  t.is((await post(site, 0, { post: site.posts.open, content: 'G1', author_name: 'G', author_email: 'g@example.com' })).status, 201);
  t.is((await post(site, 0, { post: site.posts.open, content: 'G2', author_name: 'H', author_email: 'h@example.com' })).status, 400);
});

test('update: rest_comment_invalid_id, edit permission, fields, status and the edit context', async (t) => {
  const site = await makeCommentsSite();
  const held = await site.comment({ comment_post_id: site.posts.open, comment_approved: 'hold', user_id: site.users.subscriber });
  const path = `/wp/v2/comments/${held.comment_id}`;
  t.deepEqual((await post(site, site.users.admin, { content: 'x' }, '/wp/v2/comments/99')).body, error('rest_comment_invalid_id', 'Invalid comment ID.', 404));
  t.deepEqual((await post(site, 0, { content: 'x' }, path)).body, error('rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.', 401));
  t.deepEqual((await post(site, site.users.subscriber, { content: 'x' }, path)).body, error('rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.', 403),
    'commenters cannot edit their own comments (edit_comment maps to edit_post)');
  t.is((await post(site, site.users.other, { content: 'x' }, path)).status, 403);

  const byPostAuthor = await call(site.app, site.users.author, 'PATCH', path, { content: { raw: '  Edited  ' }, status: 'approved' });
  t.is(byPostAuthor.status, 200);
  t.like(byPostAuthor.body as Body, { content: { rendered: '<p>Edited</p>\n', raw: 'Edited' }, status: 'approved', author_ip: '127.0.0.1' });
  t.is(await commentCount(site, site.posts.open), 1, 'approving counts the comment');

  const moved = await call(site.app, site.users.editor, 'PUT', path, { post: site.posts.closed, date: '2025-05-05T05:05:05' });
  t.like(moved.body as Body, { post: site.posts.closed, date: '2025-05-05T05:05:05', date_gmt: '2025-05-05T05:05:05' });
  t.deepEqual([await commentCount(site, site.posts.open), await commentCount(site, site.posts.closed)], [0, 1]);

  const errors: Array<[Body, Body]> = [
    [{ type: 'pingback' }, error('rest_comment_invalid_type', 'Sorry, you are not allowed to change the comment type.', 404)],
    [{ post: 999 }, error('rest_comment_invalid_post_id', 'Invalid post ID.', 403)],
    [{ content: '' }, error('rest_comment_content_invalid', 'Invalid comment content.', 400)],
    [{ author: 999 }, error('rest_comment_author_invalid', 'Invalid comment author ID.', 400)],
  ];
  for (const [body, expected] of errors) t.deepEqual((await post(site, site.users.admin, body, path)).body, expected, JSON.stringify(body));
  t.is((await post(site, site.users.admin, { author_email: '' }, path)).status, 200);
  t.is((await site.app.storage.comments.get(held.comment_id))!.comment_author_email, '', 'an update may clear the address');

  const meta = await post(site, site.users.admin, { meta: { _wp_note_status: 'resolved' } }, path);
  t.deepEqual((meta.body as Body).meta, { _wp_note_status: 'resolved' });
  t.is((await post(site, site.users.admin, { meta: { _wp_note_status: 'maybe' } }, path)).status, 400);
});

test('delete: trash, rest_already_trashed, force, untrash and rest_trash_not_supported', async (t) => {
  const site = await makeCommentsSite();
  const comment = await site.comment({ comment_post_id: site.posts.open });
  const path = `/wp/v2/comments/${comment.comment_id}`;
  t.deepEqual((await call(site.app, 0, 'DELETE', path)).body, error('rest_cannot_delete', 'Sorry, you are not allowed to delete this comment.', 401));
  t.is((await call(site.app, site.users.subscriber, 'DELETE', path)).status, 403);

  const trashed = await call(site.app, site.users.editor, 'DELETE', path);
  t.is(trashed.status, 200);
  t.like(trashed.body as Body, { id: comment.comment_id, status: 'trash', author_email: 'hank@example.com' });
  t.is(await commentCount(site, site.posts.open), 0);
  t.deepEqual((await call(site.app, site.users.editor, 'DELETE', path)).body, error('rest_already_trashed', 'The comment has already been trashed.', 410));
  t.deepEqual((await call(site.app, 0, 'GET', '/wp/v2/comments')).body, []);

  const restored = await post(site, site.users.editor, { status: 'untrash' }, path);
  t.is((restored.body as Body).status, 'approved', 'untrash brings back the status it had');
  t.deepEqual(await site.app.storage.comments.meta.get(comment.comment_id, '_wp_trash_meta_status'), []);

  site.app.hooks.addFilter('rest_comment_trashable', () => false);
  t.deepEqual((await call(site.app, site.users.editor, 'DELETE', path)).body,
    error('rest_trash_not_supported', "The comment does not support trashing. Set 'force=true' to delete.", 501));
  const deleted = await call(site.app, site.users.editor, 'DELETE', `${path}?force=true`);
  t.is(deleted.status, 200);
  const { deleted: flag, previous } = deleted.body as { deleted: boolean; previous: Body };
  t.true(flag);
  // As in WordPress, every REST update (here the untrash) records the requester's address.
  t.like(previous, { id: comment.comment_id, status: 'approved', author_ip: '127.0.0.1' });
  t.false('_links' in previous);
  t.is((await call(site.app, site.users.editor, 'GET', path)).status, 404);
});

test('permission matrix on an approved comment of a published post', async (t) => {
  const site = await makeCommentsSite();
  const roles: Array<[string, number]> = [
    ['anonymous', 0], ['subscriber', site.users.subscriber], ['post author', site.users.author],
    ['other author', site.users.other], ['editor', site.users.editor], ['administrator', site.users.admin],
  ];
  // [read, read edit context, list edit context, update, delete]
  const expected: Record<string, number[]> = {
    anonymous: [200, 401, 401, 401, 401],
    subscriber: [200, 403, 403, 403, 403],
    'post author': [200, 403, 403, 200, 200],
    'other author': [200, 403, 403, 403, 403],
    editor: [200, 200, 200, 200, 200],
    administrator: [200, 200, 200, 200, 200],
  };
  for (const [role, user] of roles) {
    const comment = await site.comment({ comment_post_id: site.posts.open, comment_content: `for ${role}` });
    const path = `/wp/v2/comments/${comment.comment_id}`;
    const statuses = [
      (await call(site.app, user, 'GET', path)).status,
      (await call(site.app, user, 'GET', `${path}?context=edit`)).status,
      (await call(site.app, user, 'GET', '/wp/v2/comments?context=edit')).status,
      (await call(site.app, user, 'POST', path, { content: `edited by ${role}` })).status,
      (await call(site.app, user, 'DELETE', path)).status,
    ];
    t.deepEqual(statuses, expected[role], role);
  }
});
