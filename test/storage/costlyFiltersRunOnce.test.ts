/**
 * On SQLite, a page whose filter is costly evaluates it once for the page and its count: the matches' keys
 * are collected first and the count and the page are taken from them (pageWithTotal's 'matches'). A
 * search's LIKEs are counted through a `like()` of the test's own, which SQLite calls for every LIKE it
 * evaluates; the posts an author filter reads are counted in the plan of the statement that ran.
 */
import test from 'ava';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type LogEvent } from 'kysely';
import { ambientContext } from '../../src/storage/sql/context';
import { sqliteDialect } from '../../src/storage/sql/dialect';
import { SqlStorage } from '../../src/storage/sql/SqlStorage';
import type { Database } from '../../src/storage/sql/tables';

/** `value LIKE pattern ESCAPE escape` for the `%word%` patterns a search makes, ASCII case-insensitive as SQLite's. */
function likeOf(pattern: string, value: unknown, escape: string): boolean {
  const unescaped = pattern.slice(1, -1).replace(new RegExp(`\\${escape}(.)`, 'g'), '$1');
  return String(value).toLowerCase().includes(unescaped.toLowerCase());
}

/**
 * A migrated SQLite storage in memory whose LIKE is the test's own, counting its calls (`likes()`), and
 * the statements it ran (`ran`, with their parameters), for reading their plans.
 */
async function countingStorage(): Promise<{ database: BetterSqlite3.Database; storage: SqlStorage; likes: () => number; ran: LogEvent['query'][] }> {
  const database = new BetterSqlite3(':memory:');
  let calls = 0;
  database.function('like', { deterministic: true }, (pattern: unknown, value: unknown, escape: unknown) => {
    calls++;
    return likeOf(String(pattern), value, String(escape ?? '')) ? 1 : 0;
  });
  const ran: LogEvent['query'][] = [];
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: (event) => { ran.push(event.query); } });
  const storage = new SqlStorage(ambientContext({ db, dialect: sqliteDialect, now: () => new Date() }));
  await storage.migrate();
  return { database, storage, likes: () => calls, ran };
}

test('a SQLite search page runs its text filter once per candidate, and relevance once per match, for several words', async (t) => {
  const { storage, likes } = await countingStorage();
  const posts = 5;
  for (let i = 0; i < posts; i++) await storage.posts.create({ post_title: `Plain ${i}`, post_status: 'publish', post_content: 'has the needle in it' });

  const before = likes();
  const page = await storage.posts.query({ search: 'the needle', orderby: 'relevance', limit: 2 });
  t.is(page.items.length, 2);
  t.is(page.total, posts);
  // Each candidate, per word: title, excerpt, then content matches (6 calls); each match's relevance: the
  // phrase in the title, all words in it (stopping at the first missing), any word in it, the phrase in the
  // excerpt, in the content (6 calls). Counting and paging with the filter apiece would make 6 more a post.
  t.is(likes() - before, 6 * posts + 6 * posts);
  await storage.close();
});

test('a SQLite search for one word by relevance scans each candidate\'s text once: its rank is its filter', async (t) => {
  const { database, storage, likes, ran } = await countingStorage();
  const made = [];
  made.push(await storage.posts.create({ post_title: 'Needle in the title', post_status: 'publish', post_date: '2020-01-01 00:00:00' }));
  made.push(await storage.posts.create({ post_title: 'Plain', post_excerpt: 'a NEEDLE here', post_status: 'publish', post_date: '2020-01-03 00:00:00' }));
  made.push(await storage.posts.create({ post_title: 'Plain', post_content: 'the needle, deep down', post_status: 'publish', post_date: '2020-01-02 00:00:00' }));
  made.push(await storage.posts.create({ post_title: 'Plain', post_content: 'the needle, again', post_status: 'publish', post_date: '2020-01-04 00:00:00' }));
  await storage.posts.create({ post_title: 'Nothing', post_content: 'hay only', post_status: 'publish' });
  await storage.posts.create({ post_title: 'Needle', post_status: 'draft' });

  const before = likes();
  const page = await storage.posts.query({ search: ' needle ', orderby: 'relevance', limit: 3 });
  // Title first, then excerpt, then content newest first; the draft is not a candidate, the hay not a match.
  t.deepEqual(page.items.map((post) => post.id), [made[0]!.id, made[1]!.id, made[3]!.id]);
  t.is(page.total, 4);
  // Ranking stops at the first column that matches: 1 + 2 + 3 + 3 for the matches, 3 for the hay. Filtering
  // apart from ranking made it 6 more for each match (13 more in all).
  t.is(likes() - before, 1 + 2 + 3 + 3 + 3);

  // The page is sorted and cut from the matches' keys before any row is joined: no post's columns go through the sort.
  ran.length = 0;
  await storage.posts.query({ search: 'needle', orderby: 'relevance', limit: 3 });
  const [statement] = ran;
  const plan = database.prepare(`explain query plan ${statement!.sql}`).all(...(statement!.parameters as unknown[])) as { id: number; parent: number; detail: string }[];
  const byId = new Map(plan.map((step) => [step.id, step]));
  const under = (step: { parent: number }, detail: string): boolean => {
    for (let at = byId.get(step.parent); at !== undefined; at = byId.get(at.parent)) if (at.detail === detail) return true;
    return false;
  };
  const sorts = plan.filter((step) => step.detail === 'USE TEMP B-TREE FOR ORDER BY');
  t.true(sorts.some((step) => under(step, 'MATERIALIZE page')), plan.map((step) => step.detail).join(' | '));

  const second = await storage.posts.query({ search: 'needle', orderby: 'relevance', limit: 3, offset: 3 });
  t.deepEqual([second.items.map((post) => post.id), second.total], [[made[2]!.id], 4]);
  const beyond = await storage.posts.query({ search: 'needle', orderby: 'relevance', limit: 3, offset: 6 });
  t.deepEqual([beyond.items, beyond.total], [[], 4]);
  await storage.close();
});

test('a SQLite page of authors with published posts walks the authors by index, for the page and its count, and meets the users by key', async (t) => {
  const { database, storage, ran } = await countingStorage();
  const authors = [];
  for (const login of ['ann', 'bob', 'cy']) authors.push(await storage.users.create({ user_login: login, user_email: `${login}@example.com`, user_pass: 'x' }));
  await storage.users.create({ user_login: 'dee', user_email: 'dee@example.com', user_pass: 'x' });
  for (const author of authors) await storage.posts.create({ post_title: 'by', post_status: 'publish', post_author: author.id });

  ran.length = 0;
  const page = await storage.users.query({ has_published_posts: ['post'], limit: 2 });
  t.deepEqual([page.items.length, page.total], [2, 3]);
  const statement = ran.find((query) => query.sql.includes('from "users"') || query.sql.includes('from users'))!;
  const plan = database.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as unknown[])) as { detail: string }[];
  const steps = plan.map((step) => step.detail).join(' | ');
  // The posts are read through the author index only (the authors walked, each one's posts probed), not
  // every published post of the site; and the users are met by primary key, not every user scanned.
  const postsSteps = plan.filter((step) => /^(SCAN|SEARCH) (posts|later)\b/.test(step.detail));
  t.true(postsSteps.length > 0, steps);
  for (const step of postsSteps) t.regex(step.detail, /^SEARCH (posts|later) .*INDEX posts_author\b/, steps);
  t.false(plan.some((step) => /^SCAN users\b/.test(step.detail)), steps);
  t.true(plan.some((step) => /^SEARCH users USING INTEGER PRIMARY KEY/.test(step.detail)), steps);
  await storage.close();
});
