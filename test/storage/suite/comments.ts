import type { CommentQuery } from '../../../src/storage/index';
import { test } from './context';

export function registerCommentTests(): void {
  test.serial('comments: create fills defaults; update and delete; the post counts approved comments', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'p', post_status: 'publish' });
    const other = await storage.posts.create({ post_title: 'o', post_status: 'publish' });
    const commentCount = async (id: number) => (await storage.posts.get(id))?.comment_count;
    const c1 = await storage.comments.create({ comment_post_id: post.id, comment_content: 'first', comment_author: 'A' });
    t.like(c1, {
      comment_post_id: post.id, comment_parent: 0, user_id: 0, comment_author: 'A', comment_content: 'first',
      comment_approved: 'approve', comment_type: 'comment', comment_karma: 0,
      comment_date: '2024-05-01 12:00:00', comment_date_gmt: '2024-05-01 12:00:00',
    });
    t.deepEqual(await storage.comments.get(c1.comment_id), c1);
    t.is(await commentCount(post.id), 1);
    const held = await storage.comments.create({ comment_post_id: post.id, comment_approved: 'hold', comment_parent: c1.comment_id });
    t.is(await commentCount(post.id), 1);
    t.like(await storage.comments.update(held.comment_id, { comment_approved: 'approve', comment_content: 'ok' }), { comment_approved: 'approve', comment_content: 'ok' });
    t.is(await commentCount(post.id), 2);
    await storage.comments.update(c1.comment_id, { comment_approved: 'spam' });
    t.is(await commentCount(post.id), 1);
    await storage.comments.update(held.comment_id, { comment_post_id: other.id });
    t.is(await commentCount(post.id), 0);
    t.is(await commentCount(other.id), 1);
    t.is(await storage.comments.update(held.comment_id + 1000, { comment_content: 'x' }), undefined);

    // Deleting a comment lifts its replies to its parent and recounts.
    const reply = await storage.comments.create({ comment_post_id: other.id, comment_parent: held.comment_id });
    t.is(await commentCount(other.id), 2);
    t.true(await storage.comments.delete(held.comment_id));
    t.is((await storage.comments.get(reply.comment_id))?.comment_parent, c1.comment_id);
    t.is(await commentCount(other.id), 1);
    t.false(await storage.comments.delete(held.comment_id));
  });

  test.serial('comments.query: filters, status words, ordering, paging and total', async (t) => {
    const { storage } = t.context;
    const p1 = await storage.posts.create({ post_title: 'p1', post_status: 'publish' });
    const p2 = await storage.posts.create({ post_title: 'p2', post_status: 'publish' });
    const c = (input: Omit<Parameters<typeof storage.comments.create>[0], 'comment_post_id'> & { comment_post_id?: number }) =>
      storage.comments.create({ comment_post_id: p1.id, ...input });
    const a = await c({ comment_content: 'Great post', comment_author: 'Ann', comment_author_email: 'Ann@x.org', user_id: 5, comment_date: '2024-01-01 00:00:00', comment_date_gmt: '2024-01-01 00:00:00' });
    const b = await c({ comment_content: 'meh', comment_author_ip: '10.0.0.1', comment_date: '2024-02-01 00:00:00', comment_date_gmt: '2024-02-01 00:00:00', comment_parent: a.comment_id });
    const h = await c({ comment_content: 'held', comment_approved: 'hold', comment_date: '2024-03-01 00:00:00', comment_date_gmt: '2024-03-01 00:00:00' });
    const s = await c({ comment_content: 'spam!', comment_approved: 'spam', comment_date: '2024-04-01 00:00:00', comment_date_gmt: '2024-04-01 00:00:00' });
    const x = await c({ comment_post_id: p2.id, comment_content: 'pinged', comment_type: 'pingback', comment_karma: 3, comment_date: '2023-01-01 00:00:00', comment_date_gmt: '2023-01-01 00:00:00' });
    const ids = async (q: CommentQuery) => (await storage.comments.query(q)).items.map((r) => r.comment_id);
    const cases: [CommentQuery, number[]][] = [
      [{}, [b.comment_id, a.comment_id, x.comment_id]],
      [{ status: 'all' }, [h.comment_id, b.comment_id, a.comment_id, x.comment_id]],
      [{ status: 'any' }, [s.comment_id, h.comment_id, b.comment_id, a.comment_id, x.comment_id]],
      [{ status: ['spam', 'hold'] }, [s.comment_id, h.comment_id]],
      [{ post: [p2.id] }, [x.comment_id]],
      [{ parent: [a.comment_id] }, [b.comment_id]],
      [{ parent_exclude: [0] }, [b.comment_id]],
      [{ author: [5] }, [a.comment_id]],
      [{ author_exclude: [5] }, [b.comment_id, x.comment_id]],
      [{ author_email: 'ann@X.org' }, [a.comment_id]],
      [{ type: 'pingback' }, [x.comment_id]],
      [{ search: 'GREAT' }, [a.comment_id]],
      [{ search: '10.0.0' }, [b.comment_id]],
      [{ include: [a.comment_id, x.comment_id] }, [a.comment_id, x.comment_id]],
      [{ exclude: [a.comment_id] }, [b.comment_id, x.comment_id]],
      [{ before: '2024-02-01 00:00:00' }, [a.comment_id, x.comment_id]],
      [{ after: '2024-01-01 00:00:00' }, [b.comment_id]],
      [{ order: 'asc' }, [x.comment_id, a.comment_id, b.comment_id]],
      [{ orderby: 'id', order: 'asc' }, [a.comment_id, b.comment_id, x.comment_id]],
      [{ orderby: 'post', order: 'asc' }, [a.comment_id, b.comment_id, x.comment_id]],
      [{ orderby: 'parent' }, [b.comment_id, x.comment_id, a.comment_id]],
      [{ orderby: 'karma' }, [x.comment_id, b.comment_id, a.comment_id]],
      [{ orderby: 'include', include: [x.comment_id, b.comment_id] }, [x.comment_id, b.comment_id]],
    ];
    for (const [query, expected] of cases) t.deepEqual(await ids(query), expected, JSON.stringify(query));
    const page = await storage.comments.query({ status: 'any', limit: 2, offset: 2 });
    t.deepEqual(page.items.map((r) => r.comment_id), [b.comment_id, a.comment_id]);
    t.is(page.total, 5);
  });
}
