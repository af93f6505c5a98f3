import { test } from './context';

export function registerPostTests(): void {
  test.serial('posts: create fills WordPress defaults, get reads it back', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'First', post_content: 'Body' });
    t.like(post, {
      post_title: 'First', post_content: 'Body', post_type: 'post', post_status: 'draft', post_author: 0,
      comment_status: 'open', ping_status: 'open', post_name: '', post_parent: 0, menu_order: 0,
      comment_count: 0, sticky: false,
      post_date: '2024-05-01 12:00:00', post_date_gmt: '2024-05-01 12:00:00',
      post_modified: '2024-05-01 12:00:00', post_modified_gmt: '2024-05-01 12:00:00',
    });
    t.true(post.id > 0);
    t.deepEqual(await storage.posts.get(post.id), post);
    t.is(await storage.posts.get(post.id + 1000), undefined);
  });

  test.serial('posts: update changes given fields and stamps post_modified', async (t) => {
    const { storage, clock } = t.context;
    const post = await storage.posts.create({ post_title: 'Draft', post_date: '2024-01-02 03:04:05', post_date_gmt: '2024-01-02 01:04:05' });
    t.is(post.post_date, '2024-01-02 03:04:05');
    t.is(post.post_date_gmt, '2024-01-02 01:04:05');
    clock.advance(3600);
    const updated = await storage.posts.update(post.id, { post_title: 'Edited', sticky: true, menu_order: 4 });
    t.like(updated, {
      post_title: 'Edited', sticky: true, menu_order: 4, post_date: '2024-01-02 03:04:05',
      post_modified: '2024-05-01 13:00:00', post_modified_gmt: '2024-05-01 13:00:00',
    });
    t.deepEqual(await storage.posts.get(post.id), updated);
    t.is(await storage.posts.update(post.id + 1000, { post_title: 'x' }), undefined);
  });

  test.serial('posts: delete removes the post; a second delete reports false', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'Gone' });
    t.true(await storage.posts.delete(post.id));
    t.is(await storage.posts.get(post.id), undefined);
    t.false(await storage.posts.delete(post.id));
  });

  test.serial('posts: published slugs are unique per post type (-2, -3…), drafts may share', async (t) => {
    const { storage } = t.context;
    const make = (title: string, extra = {}) => storage.posts.create({ post_title: title, post_status: 'publish', ...extra });
    t.is((await make('Hello World')).post_name, 'hello-world');
    t.is((await make('Hello World')).post_name, 'hello-world-2');
    t.is((await make('x', { post_name: 'hello-world' })).post_name, 'hello-world-3');
    t.is((await make('Hello World', { post_type: 'page' })).post_name, 'hello-world');
    const draft = await storage.posts.create({ post_title: 'Hello World', post_name: 'hello-world' });
    t.is(draft.post_name, 'hello-world');
    t.is((await storage.posts.update(draft.id, { post_status: 'publish' }))?.post_name, 'hello-world-4');
    t.is(await storage.posts.uniqueSlug('hello-world', 'post'), 'hello-world-5');
    t.is(await storage.posts.uniqueSlug('fresh', 'post'), 'fresh');
  });

  test.serial('posts: a post keeps its own slug on update; untitled published posts are named after their id', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'Same', post_status: 'publish' });
    t.is((await storage.posts.update(post.id, { post_content: 'more' }))?.post_name, 'same');
    t.is(await storage.posts.uniqueSlug('same', 'post', post.id), 'same');
    const untitled = await storage.posts.create({ post_status: 'publish' });
    t.is(untitled.post_name, String(untitled.id));
  });

  test.serial('posts: revisions are listed newest first and leave with their post', async (t) => {
    const { storage, clock } = t.context;
    const post = await storage.posts.create({ post_title: 'v1', post_content: 'one', post_status: 'publish', post_author: 7 });
    const first = await storage.posts.createRevision(post.id);
    t.like(first, {
      post_type: 'revision', post_status: 'inherit', post_parent: post.id, post_title: 'v1', post_content: 'one',
      post_author: 7, post_name: `${post.id}-revision-v1`,
    });
    clock.advance(60);
    await storage.posts.update(post.id, { post_title: 'v2' });
    const second = await storage.posts.createRevision(post.id);
    t.deepEqual((await storage.posts.listRevisions(post.id)).map((r) => r.id), [second?.id, first?.id]);
    t.is(await storage.posts.createRevision(post.id + 1000), undefined);
    // Revisions are not posts of the 'post' type, nor of 'any'.
    t.deepEqual((await storage.posts.query({ type: 'any', status: 'any' })).items.map((p) => p.id), [post.id]);
    await storage.posts.delete(post.id);
    t.deepEqual(await storage.posts.listRevisions(post.id), []);
    t.is(await storage.posts.get(first?.id ?? 0), undefined);
  });

  test.serial('posts: deleting a post removes its comments and meta and lifts its children', async (t) => {
    const { storage } = t.context;
    const parent = await storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Top' });
    const middle = await storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Mid', post_parent: parent.id });
    const child = await storage.posts.create({ post_type: 'page', post_status: 'publish', post_title: 'Leaf', post_parent: middle.id });
    const comment = await storage.comments.create({ comment_post_id: middle.id, comment_content: 'hi' });
    await storage.posts.meta.add(middle.id, 'k', 'v');
    await storage.posts.delete(middle.id);
    t.is((await storage.posts.get(child.id))?.post_parent, parent.id);
    t.is(await storage.comments.get(comment.comment_id), undefined);
    t.deepEqual(await storage.posts.meta.get(middle.id, 'k'), []);
  });
}
