/** `svc-rest seed` at the size bench:content uses (issue 8), on SQLite and PostgreSQL: exact rows, consistent counts, progress. */
import test from 'ava';
import { sql } from 'kysely';
import { seedWithProgress } from '../../src/cli/seed/seedWithProgress';
import type { CliIo } from '../../src/cli/io';
import { SqlStorage } from '../../src/storage/index';
import { postgresBackend, sqliteBackend, TestClock, type Backend } from '../storage/backends';

/** bench/content's site: 1,000 posts, 50 tags, 10 categories, about 2,000 comments. */
const SITE = { posts: 1000, pages: 50, users: 10, commentsPerPost: 2000 / 880, tags: 50, categories: 10, seed: 1 };

function captureIo(): CliIo & { out: string; err: string } {
  const io = {
    out: '',
    err: '',
    stdout: { write: (s: string) => (io.out += s) },
    stderr: { write: (s: string) => (io.err += s) },
    env: {},
    untilStopped: () => new Promise<string>(() => undefined),
  };
  return io;
}

for (const backend of [sqliteBackend, postgresBackend] as Backend[]) {
  test(`${backend.name}: the bench-size site has exactly its rows, consistent counts, and progress by tenths`, async (t) => {
    const opened = await backend.open(new TestClock());
    t.teardown(() => opened.cleanup());
    const storage = opened.storage as SqlStorage;
    await storage.migrate();
    const io = captureIo();
    const report = await seedWithProgress(storage, SITE, io);

    // The seed is deterministic: these are the numbers of seed 1, the same on both backends.
    t.deepEqual(report, { users: 10, categories: 10, tags: 50, posts: 1000, pages: 50, comments: 2035 });
    t.is(io.out, 'Seeded 1000 posts, 50 pages, 2035 comments, 10 users, 10 categories and 50 tags (seed 1).\n');
    t.deepEqual(io.err.trimEnd().split('\n'), [
      'authors: 100% (10/10)',
      'terms: 100% (60/60)',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((tenth) => `posts: ${tenth * 10}% (${tenth * 100}/1000)`),
      'pages: 100% (50/50)',
    ]);

    const db = storage.kysely;
    const count = async (query: string): Promise<number> => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);
    t.is(await count(`select count(*) as n from posts where post_type = 'post'`), 1000);
    t.is(await count(`select count(*) as n from posts where post_type = 'page'`), 50);
    t.is(await count(`select count(*) as n from terms where taxonomy = 'category'`), 10);
    t.is(await count(`select count(*) as n from terms where taxonomy = 'post_tag'`), 50);
    t.is(await count('select count(*) as n from users'), 10);
    t.is(await count('select count(*) as n from comments'), 2035);
    t.is(await count('select count(*) as n from term_relationships'), 3308);
    // Every post has a category; every term's count is its published posts; every post's comment_count its approved comments.
    t.is(await count(`select count(*) as n from posts p where p.post_type = 'post' and not exists (select 1 from term_relationships r
      join terms c on c.term_id = r.term_id and c.taxonomy = 'category' where r.object_id = p.id)`), 0);
    t.is(await count(`select count(*) as n from terms t where t.count <> (select count(*) from term_relationships r
      join posts p on p.id = r.object_id where r.term_id = t.term_id and p.post_status = 'publish')`), 0);
    t.true(await count('select sum(count) as n from terms') > 2000);
    t.is(await count(`select count(*) as n from posts p where p.comment_count <> (select count(*) from comments c
      where c.comment_post_id = p.id and c.comment_approved = 'approve')`), 0);
    t.true(await count('select sum(comment_count) as n from posts') > 1700);
    // Replies answer an earlier comment of the same post; sub-pages sit under an earlier page; public slugs are unique.
    t.true(await count('select count(*) as n from comments where comment_parent <> 0') > 100);
    t.is(await count(`select count(*) as n from comments c where c.comment_parent <> 0 and not exists (select 1 from comments p
      where p.comment_id = c.comment_parent and p.comment_post_id = c.comment_post_id and p.comment_id < c.comment_id)`), 0);
    t.true(await count(`select count(*) as n from posts where post_type = 'page' and post_parent <> 0`) > 0);
    t.is(await count(`select count(*) as n from posts c where c.post_parent <> 0 and not exists (select 1 from posts p
      where p.id = c.post_parent and p.post_type = 'page' and p.id < c.id)`), 0);
    t.is(await count(`select count(*) as n from (select post_type, post_name from posts where post_name <> ''
      group by post_type, post_name having count(*) > 1) d`), 0);
    t.is(await count(`select count(*) as n from posts where post_status = 'publish' and post_name = ''`), 0);
  });
}
