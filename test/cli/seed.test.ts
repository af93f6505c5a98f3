import test from 'ava';
import { openStorage, type Storage } from '../../src/storage/index';
import { seedDemoContent, type SeedOptions } from '../../src/cli/seed/seedDemo';
import { Progress } from '../../src/cli/seed/Progress';
import { runCli, tempDir } from './cliHarness';

async function counts(storage: Storage) {
  const total = async (type: string) => (await storage.posts.query({ type, status: 'any', limit: 1 })).total;
  const published = (await storage.posts.query({ type: 'post', status: 'publish', limit: 1 })).total;
  return {
    posts: await total('post'),
    pages: await total('page'),
    published,
    comments: (await storage.comments.query({ status: 'any', limit: 1 })).total,
    categories: (await storage.terms.query({ taxonomy: 'category', limit: 1 })).total,
    tags: (await storage.terms.query({ taxonomy: 'post_tag', limit: 1 })).total,
    users: (await storage.users.query({ limit: 1 })).total,
  };
}

test('seed writes the asked-for content, reports it, and shows progress phase by phase off a terminal', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('seed.sqlite');
  const result = await runCli(['seed', '--posts', '36', '--pages', '4', '--users', '2', '--comments-per-post', '2', '--seed', '7', '--database', db]);
  t.is(result.code, 0, result.stderr);
  t.deepEqual(result.stderr.trimEnd().split('\n'), ['authors: 100% (2/2)', 'terms: 100% (32/32)', 'posts: 100% (36/36)', 'pages: 100% (4/4)']);
  const storage = await openStorage(db);
  t.teardown(() => storage.close());
  const c = await counts(storage);
  t.like(c, { posts: 36, pages: 4, categories: 8, tags: 24, users: 2, comments: c.published * 2 });
  t.true(c.published > 0 && c.published < 36);
  t.is(result.stdout, `Seeded 36 posts, 4 pages, ${c.comments} comments, 2 users, 8 categories and 24 tags (seed 7).\n`);
  const authors = (await storage.users.query({ orderby: 'id' })).items;
  t.deepEqual(authors.map((u) => u.roles), [['editor'], ['author']]);
  const posts = (await storage.posts.query({ type: 'post', status: 'any' })).items;
  for (const post of posts) {
    t.true((await storage.terms.getPostTerms(post.id, 'category')).length >= 1);
    t.true(authors.some((a) => a.id === post.post_author));
    t.not(post.post_title, '');
    t.true(post.post_content.startsWith('<!-- wp:'));
    if (post.post_status === 'publish') t.regex(post.post_name, /^[a-z0-9-]+$/);
  }
});

const SMALL: SeedOptions = { posts: 12, pages: 2, users: 2, commentsPerPost: 1, seed: 42 };

async function seededRows(options: SeedOptions) {
  const storage = await openStorage(':memory:', { migrate: true });
  try {
    await seedDemoContent(storage, options);
    const posts = (await storage.posts.query({ type: 'any', status: 'any', orderby: 'id', order: 'asc' })).items;
    return posts.map((p) => [p.post_type, p.post_status, p.post_title, p.post_date, p.post_content, p.post_author]);
  } finally {
    await storage.close();
  }
}

test('the same seed gives the same content, another seed other content', async (t) => {
  const [a, b, other] = await Promise.all([seededRows(SMALL), seededRows(SMALL), seededRows({ ...SMALL, seed: 43 })]);
  t.is(a.length, 14);
  t.deepEqual(a, b);
  t.notDeepEqual(a.map((row) => row[2]), other.map((row) => row[2]));
});

test('seeding again reuses the terms and gives new authors free logins', async (t) => {
  const storage = await openStorage(':memory:', { migrate: true });
  t.teardown(() => storage.close());
  const first = await seedDemoContent(storage, SMALL);
  const second = await seedDemoContent(storage, SMALL);
  t.like(first, { users: 2, categories: 8, tags: 24, posts: 12, pages: 2 });
  t.like(second, { users: 2, categories: 0, tags: 0, posts: 12, pages: 2 });
  const logins = (await storage.users.query({ orderby: 'id' })).items.map((u) => u.user_login);
  t.is(new Set(logins).size, 4);
  t.is(logins[2], `${logins[0]}2`);
});

test('with --users 0 the existing authors write the posts, and without any it is an error', async (t) => {
  const storage = await openStorage(':memory:', { migrate: true });
  t.teardown(() => storage.close());
  await t.throwsAsync(seedDemoContent(storage, { ...SMALL, users: 0 }), {
    message: 'No user can author the demo posts: pass --users N to create some.',
  });
  const writer = await storage.users.create({ user_login: 'writer', user_email: 'w@example.com', roles: ['author'] });
  await storage.users.create({ user_login: 'reader', user_email: 'r@example.com', roles: ['subscriber'] });
  await seedDemoContent(storage, { ...SMALL, users: 0 });
  const posts = (await storage.posts.query({ type: 'any', status: 'any' })).items;
  t.true(posts.every((p) => p.post_author === writer.id));
});

test('on a terminal the progress bar is redrawn in place and ends its line', (t) => {
  const written: string[] = [];
  const progress = new Progress({ isTTY: true, write: (s: string) => written.push(s) }, 'seeding', 4);
  for (let i = 0; i < 4; i++) progress.advance();
  progress.finish();
  t.deepEqual(written, [
    `\rseeding [${'#'.repeat(8)}${'-'.repeat(22)}]  25% 1/4`,
    `\rseeding [${'#'.repeat(15)}${'-'.repeat(15)}]  50% 2/4`,
    `\rseeding [${'#'.repeat(23)}${'-'.repeat(7)}]  75% 3/4`,
    `\rseeding [${'#'.repeat(30)}] 100% 4/4`,
    '\n',
  ]);
});
