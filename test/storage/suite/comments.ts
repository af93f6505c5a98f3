import type { CommentQuery, CommentRecord, QueryResult, SqlStorage } from '../../../src/storage/index';
import { test } from './context';
import { kyselyWork, NO_KYSELY_WORK } from './kyselyWork';

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

  test.serial('comments.query: a plain listing (statuses, types, newest first, a page) builds and compiles its statement once per shape', async (t) => {
    const { storage } = t.context;
    const post = await storage.posts.create({ post_title: 'p', post_status: 'publish' });
    const at = (day: number) => `2024-01-0${day} 00:00:00`;
    const a = await storage.comments.create({ comment_post_id: post.id, comment_content: 'a', comment_date: at(1), comment_date_gmt: at(1) });
    const b = await storage.comments.create({ comment_post_id: post.id, comment_content: 'b', comment_date: at(2), comment_date_gmt: at(2) });
    const h = await storage.comments.create({ comment_post_id: post.id, comment_content: 'h', comment_approved: 'hold', comment_date: at(3), comment_date_gmt: at(3) });
    const p = await storage.comments.create({ comment_post_id: post.id, comment_content: 'p', comment_type: 'pingback', comment_date: at(4), comment_date_gmt: at(4) });
    const ids = async (q: CommentQuery) => (await storage.comments.query(q)).items.map((r) => r.comment_id);
    await ids({ status: 'approve', type: 'comment', limit: 10 });
    let found: number[] = [];
    // Same shape, other values: nothing built or compiled, and the rows of these values.
    t.deepEqual(await kyselyWork(async () => { found = await ids({ status: 'hold', type: 'comment', limit: 10 }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [h.comment_id]);
    t.deepEqual(await kyselyWork(async () => { found = await ids({ status: 'approve', type: 'pingback', limit: 10 }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [p.comment_id]);
    await ids({ status: 'all', type: 'comment', order: 'asc', limit: 1, offset: 1 });
    t.deepEqual(await kyselyWork(async () => { found = await ids({ status: 'all', type: 'comment', order: 'asc', limit: 1, offset: 2 }); }), NO_KYSELY_WORK);
    t.deepEqual(found, [h.comment_id]);
    // Any other filter builds and compiles its statement as before.
    const other = await kyselyWork(async () => { found = await ids({ status: 'approve', type: 'comment', limit: 10, exclude: [b.comment_id] }); });
    t.deepEqual(other, { compiles: 1, builds: 2 });
    t.deepEqual(found, [a.comment_id]);
  });

  test.serial('comments.queryForEachPost: each post its own page in the query order with its own total; a plain page is built once per shape', async (t) => {
    const { storage } = t.context;
    const [one, two, bare] = [await storage.posts.create({ post_title: 'one' }), await storage.posts.create({ post_title: 'two' }), await storage.posts.create({ post_title: 'bare' })];
    const on = async (postId: number, day: number, extra: Omit<Parameters<typeof storage.comments.create>[0], 'comment_post_id'> = {}): Promise<number> => {
      const date = `2024-05-0${day} 12:00:00`;
      return (await storage.comments.create({ comment_post_id: postId, comment_date: date, comment_date_gmt: date, ...extra })).comment_id;
    };
    const [first, third, second] = [await on(one.id, 1), await on(one.id, 3, { comment_content: 'a needle' }), await on(one.id, 2)];
    const held = await on(one.id, 4, { comment_approved: 'hold' });
    const ping = await on(one.id, 5, { comment_type: 'pingback' });
    const onTwo = await on(two.id, 2);
    const page = (found: Map<number, QueryResult<CommentRecord>>, postId: number): [number[], number] =>
      [found.get(postId)!.items.map((comment) => comment.comment_id), found.get(postId)!.total];

    const comments = await storage.comments.queryForEachPost({ type: 'comment' }, [one.id, two.id, bare.id]);
    t.deepEqual([page(comments, one.id), page(comments, two.id), page(comments, bare.id)], [[[third, second, first], 3], [[onTwo], 1], [[], 0]]);
    // The same shape with other values (a type, the posts' order) builds and compiles nothing, and reads those values.
    let found = new Map<number, QueryResult<CommentRecord>>();
    t.deepEqual(await kyselyWork(async () => { found = await storage.comments.queryForEachPost({ type: 'pingback' }, [two.id, one.id, bare.id]); }), NO_KYSELY_WORK);
    t.deepEqual([page(found, one.id), page(found, two.id), page(found, bare.id)], [[[ping], 1], [[], 0], [[], 0]]);

    // The limit applies per post and the total counts every match. PostgreSQL binds the limit (a value, not a
    // shape); SQLite writes it into each post's arm (bound, it slows the read fivefold), so a new limit is a new
    // shape, built and compiled once: a post's arm and its count, one compile.
    const oldest = { status: 'all', type: 'comment', orderby: 'date_gmt', order: 'asc' } as const;
    t.deepEqual(page(await storage.comments.queryForEachPost({ ...oldest, limit: 2 }, [one.id]), one.id), [[first, second], 4]);
    t.deepEqual(await kyselyWork(async () => { found = await storage.comments.queryForEachPost({ ...oldest, limit: 3 }, [one.id]); }),
      t.context.backend === 'sqlite' ? { compiles: 1, builds: 2 } : NO_KYSELY_WORK);
    t.deepEqual(page(found, one.id), [[first, second, third], 4]);
    t.deepEqual(await kyselyWork(async () => { found = await storage.comments.queryForEachPost({ ...oldest, limit: 3 }, [two.id, one.id]); }),
      t.context.backend === 'sqlite' ? { compiles: 1, builds: 4 } : { compiles: 1, builds: 1 }, 'two posts: another list length');
    t.deepEqual([page(found, one.id), page(found, two.id)], [[[first, second, third], 4], [[onTwo], 1]]);
    t.deepEqual(await kyselyWork(async () => { found = await storage.comments.queryForEachPost({ ...oldest, limit: 3 }, [one.id]); }), NO_KYSELY_WORK);
    t.deepEqual(page(await storage.comments.queryForEachPost({ ...oldest, limit: 0 }, [one.id]), one.id), [[], 0], 'no row, so no total either');
    t.deepEqual(page(await storage.comments.queryForEachPost({ status: ['hold'], orderby: 'id' }, [one.id]), one.id), [[held], 1]);

    // Any other filter builds and compiles its statement as before (by arms: a page and a count per post).
    const other = await kyselyWork(async () => { found = await storage.comments.queryForEachPost({ type: 'comment', search: 'needle' }, [one.id, two.id]); });
    t.deepEqual(other, t.context.backend === 'sqlite' ? { compiles: 1, builds: 4 } : { compiles: 1, builds: 1 });
    t.deepEqual([page(found, one.id), page(found, two.id)], [[[third], 1], [[], 0]]);
    // The order of `include` reads the union's columns as well as each post's.
    found = await storage.comments.queryForEachPost({ status: 'all', include: [second, onTwo, first], orderby: 'include' }, [two.id, one.id]);
    t.deepEqual([page(found, one.id), page(found, two.id)], [[[second, first], 2], [[onTwo], 1]]);
  });

  test.serial('comments.queryForEachPost: a post with more comments than its page keeps the first in order and counts them all', async (t) => {
    const { storage } = t.context;
    const [busy, quiet] = [await storage.posts.create({ post_title: 'busy' }), await storage.posts.create({ post_title: 'quiet' })];
    const ids: number[] = [];
    // Equal dates: the id decides, descending like the dates.
    for (let i = 0; i < 30; i++) {
      const date = `2024-06-${String(1 + (i % 10)).padStart(2, '0')} 08:00:00`;
      ids.push((await storage.comments.create({ comment_post_id: busy.id, comment_date: date, comment_date_gmt: date })).comment_id);
    }
    const alone = (await storage.comments.create({ comment_post_id: quiet.id })).comment_id;
    const expected = ids.map((id, i) => ({ id, day: i % 10 })).sort((a, b) => b.day - a.day || b.id - a.id).map(({ id }) => id);
    const found = await storage.comments.queryForEachPost({ limit: 7 }, [quiet.id, busy.id]);
    t.deepEqual(found.get(busy.id)!.items.map((comment) => comment.comment_id), expected.slice(0, 7));
    t.is(found.get(busy.id)!.total, 30);
    t.deepEqual(found.get(quiet.id), { items: [(await storage.comments.get(alone))!], total: 1 });
    const ascending = await storage.comments.queryForEachPost({ limit: 3, orderby: 'id', order: 'asc' }, [busy.id]);
    t.deepEqual(ascending.get(busy.id)!.items.map((comment) => comment.comment_id), [...ids].sort((a, b) => a - b).slice(0, 3));
  });

  // SQLite takes at most 500 arms in a compound SELECT: reads met in one tick can name more posts than a page.
  test.serial('comments.queryForEachPost: more posts than SQLite takes arms are read in one statement all the same', async (t) => {
    const { storage } = t.context;
    const posts: number[] = [];
    for (let i = 0; i < 520; i++) posts.push((await storage.posts.create({ post_title: `many ${i}` })).id);
    const last = (await storage.comments.create({ comment_post_id: posts[519]! })).comment_id;
    const first = (await storage.comments.create({ comment_post_id: posts[0]! })).comment_id;
    const counted = (storage as SqlStorage).statements;
    const before = counted.count;
    const found = await storage.comments.queryForEachPost({ limit: 5 }, posts);
    t.is(counted.count - before, 1);
    t.is(found.size, 520);
    t.deepEqual(found.get(posts[0]!)!.items.map((comment) => comment.comment_id), [first]);
    t.deepEqual(found.get(posts[519]!)!.items.map((comment) => comment.comment_id), [last]);
    t.deepEqual(found.get(posts[60]!), { items: [], total: 0 });
  });
}
