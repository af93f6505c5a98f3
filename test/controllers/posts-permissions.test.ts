/** WordPress's permission rules for posts, role by role (anonymous, subscriber, contributor, author, editor, administrator). */
import test from 'ava';
import { call, list, makeSite, obj, type Role } from './posts.site';

type Who = Role | 'anonymous';
const WHO: Who[] = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'];

/** Expected status per role; the error code for refusals. */
function matrix(t: import('ava').ExecutionContext, name: string, got: Record<Who, { status: number; code?: unknown }>, want: Record<Who, number>, code: string): void {
  for (const who of WHO) {
    t.is(got[who].status, want[who], `${name}: ${who}`);
    if (want[who] >= 400) t.is(got[who].code, code, `${name}: ${who} code`);
  }
}

async function asEveryone(fn: (who: Who, id: number) => Promise<{ status: number; body: unknown }>, users: Record<Who, number>): Promise<Record<Who, { status: number; code?: unknown }>> {
  const out = {} as Record<Who, { status: number; code?: unknown }>;
  for (const who of WHO) {
    const reply = await fn(who, users[who]);
    out[who] = { status: reply.status, code: (reply.body as { code?: unknown } | null)?.code };
  }
  return out;
}

test('create a draft: anonymous 401 and subscriber 403 rest_cannot_create, writers 201', async (t) => {
  const site = await makeSite();
  const got = await asEveryone((_who, id) => call(site.app, id, 'POST', '/wp/v2/posts', { title: 'Draft' }), site.users);
  matrix(t, 'create', got, { anonymous: 401, subscriber: 403, contributor: 201, author: 201, editor: 201, administrator: 201 }, 'rest_cannot_create');
  const denied = await call(site.app, site.users.subscriber, 'POST', '/wp/v2/posts', { title: 'x' });
  t.deepEqual(denied.body, { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 403 } });
});

test('publish on create needs publish_posts: contributors get rest_cannot_publish', async (t) => {
  const site = await makeSite();
  for (const who of ['author', 'editor', 'administrator'] as const) {
    const reply = await call(site.app, site.users[who], 'POST', '/wp/v2/posts', { title: 'Live', status: 'publish' });
    t.is(reply.status, 201, who);
    t.is(obj(reply).status, 'publish');
  }
  const publish = await call(site.app, site.users.contributor, 'POST', '/wp/v2/posts', { title: 'Live', status: 'publish' });
  t.deepEqual(publish.body, { code: 'rest_cannot_publish', message: 'Sorry, you are not allowed to publish posts in this post type.', data: { status: 403 } });
  const contributor = await call(site.app, site.users.contributor, 'POST', '/wp/v2/posts', { title: 'Live', status: 'private' });
  t.deepEqual(contributor.body, { code: 'rest_cannot_publish', message: 'Sorry, you are not allowed to create private posts in this post type.', data: { status: 403 } });
  t.is(obj(await call(site.app, site.users.contributor, 'POST', '/wp/v2/posts', { title: 'Pending', status: 'pending' })).status, 'pending');
});

test('sticky needs edit_others_posts and publish_posts; another author needs edit_others_posts', async (t) => {
  const site = await makeSite();
  const sticky = await call(site.app, site.users.author, 'POST', '/wp/v2/posts', { title: 'S', sticky: true });
  t.deepEqual(sticky.body, { code: 'rest_cannot_assign_sticky', message: 'Sorry, you are not allowed to make posts sticky.', data: { status: 403 } });
  t.is((await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'S', sticky: true, status: 'publish' })).status, 201);
  const other = await call(site.app, site.users.author, 'POST', '/wp/v2/posts', { title: 'O', author: site.users.editor });
  t.deepEqual(other.body, { code: 'rest_cannot_edit_others', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 403 } });
  const editor = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'O', author: site.users.author });
  t.is(obj(editor).author, site.users.author);
  const ghost = await call(site.app, site.users.editor, 'POST', '/wp/v2/posts', { title: 'O', author: 999 });
  t.deepEqual(ghost.body, { code: 'rest_invalid_author', message: 'Invalid author ID.', data: { status: 400 } });
});

test("editing the administrator's published post: only editors and administrators", async (t) => {
  const site = await makeSite();
  const post = await site.post({});
  const got = await asEveryone((_who, id) => call(site.app, id, 'POST', `/wp/v2/posts/${post.id}`, { title: 'Changed' }), site.users);
  matrix(t, 'update', got, { anonymous: 401, subscriber: 403, contributor: 403, author: 403, editor: 200, administrator: 200 }, 'rest_cannot_edit');
  const denied = await call(site.app, site.users.author, 'PUT', `/wp/v2/posts/${post.id}`, { title: 'x' });
  t.deepEqual(denied.body, { code: 'rest_cannot_edit', message: 'Sorry, you are not allowed to edit this post.', data: { status: 403 } });
});

test("deleting the administrator's published post: only editors and administrators", async (t) => {
  const site = await makeSite();
  const got = await asEveryone(async (_who, id) => {
    const post = await site.post({});
    return call(site.app, id, 'DELETE', `/wp/v2/posts/${post.id}`);
  }, site.users);
  matrix(t, 'delete', got, { anonymous: 401, subscriber: 403, contributor: 403, author: 403, editor: 200, administrator: 200 }, 'rest_cannot_delete');
});

test('own posts: contributors edit and delete their drafts, authors their published posts', async (t) => {
  const site = await makeSite();
  const draft = await site.post({ post_author: site.users.contributor, post_status: 'draft' });
  t.is((await call(site.app, site.users.contributor, 'POST', `/wp/v2/posts/${draft.id}`, { title: 'Mine' })).status, 200);
  t.is((await call(site.app, site.users.contributor, 'DELETE', `/wp/v2/posts/${draft.id}`)).status, 200);
  const published = await site.post({ post_author: site.users.contributor });
  t.is((await call(site.app, site.users.contributor, 'POST', `/wp/v2/posts/${published.id}`, { title: 'x' })).status, 403, 'contributors cannot edit once published');
  const authors = await site.post({ post_author: site.users.author });
  t.is((await call(site.app, site.users.author, 'POST', `/wp/v2/posts/${authors.id}`, { title: 'x' })).status, 200);
  t.is((await call(site.app, site.users.author, 'DELETE', `/wp/v2/posts/${authors.id}?force=true`)).status, 200);
});

test('reading: drafts and private posts are hidden from those who may not read them', async (t) => {
  const site = await makeSite();
  const draft = await site.post({ post_status: 'draft', post_title: 'Draft' });
  const got = await asEveryone((_who, id) => call(site.app, id, 'GET', `/wp/v2/posts/${draft.id}`), site.users);
  for (const who of ['anonymous', 'subscriber', 'contributor', 'author'] as const) t.true(got[who].status === 401 || got[who].status === 403, who);
  t.is(got.anonymous.status, 401);
  t.is(got.editor.status, 200);
  const priv = await site.post({ post_status: 'private', post_title: 'Private' });
  t.is((await call(site.app, site.users.subscriber, 'GET', `/wp/v2/posts/${priv.id}`)).status, 403);
  t.is((await call(site.app, site.users.editor, 'GET', `/wp/v2/posts/${priv.id}`)).status, 200);
});

test('status filter: forbidden without edit_posts, private with read_private_posts, own drafts only for contributors', async (t) => {
  const site = await makeSite();
  await site.post({ post_status: 'draft', post_title: 'Admin draft' });
  await site.post({ post_status: 'draft', post_title: 'Contributor draft', post_author: site.users.contributor });
  const subscriber = await call(site.app, site.users.subscriber, 'GET', '/wp/v2/posts?status=draft');
  t.is(subscriber.status, 400);
  t.deepEqual(subscriber.body, {
    code: 'rest_invalid_param', message: 'Invalid parameter(s): status',
    data: { status: 400, params: { status: 'Status is forbidden.' }, details: { status: { code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: 403 } } } },
  });
  const contributor = await call(site.app, site.users.contributor, 'GET', '/wp/v2/posts?status=draft');
  t.is(contributor.status, 200);
  t.deepEqual(list(contributor).map((p) => (p.title as { rendered: string }).rendered), ['Contributor draft']);
  const editor = await call(site.app, site.users.editor, 'GET', '/wp/v2/posts?status=draft,publish');
  t.is(list(editor).length, 2);
  const bogus = await call(site.app, site.users.editor, 'GET', '/wp/v2/posts?status=bogus');
  t.is(bogus.status, 400);
  t.is((obj(bogus).data as { params: Record<string, string> }).params.status.startsWith('status'), true);
});

test('context=edit on the collection needs edit_posts (rest_forbidden_context)', async (t) => {
  const site = await makeSite();
  await site.post({});
  const got = await asEveryone((_who, id) => call(site.app, id, 'GET', '/wp/v2/posts?context=edit'), site.users);
  matrix(t, 'edit list', got, { anonymous: 401, subscriber: 403, contributor: 200, author: 200, editor: 200, administrator: 200 }, 'rest_forbidden_context');
  const contributor = await call(site.app, site.users.contributor, 'GET', '/wp/v2/posts?context=edit');
  t.deepEqual(list(contributor), [], 'items the user may not edit are left out');
  t.is(contributor.headers['X-WP-Total'], '1');
  const denied = await call(site.app, site.users.subscriber, 'GET', '/wp/v2/posts?context=edit');
  t.is(obj(denied).message, 'Sorry, you are not allowed to edit posts in this post type.');
});

test('pages use the page capabilities: authors cannot create pages', async (t) => {
  const site = await makeSite();
  const author = await call(site.app, site.users.author, 'POST', '/wp/v2/pages', { title: 'P' });
  t.deepEqual(author.body, { code: 'rest_cannot_create', message: 'Sorry, you are not allowed to create posts as this user.', data: { status: 403 } });
  t.is((await call(site.app, site.users.editor, 'POST', '/wp/v2/pages', { title: 'P' })).status, 201);
});
