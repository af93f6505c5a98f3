/**
 * A search page on SQLite evaluates its text filter once per candidate row: the matches' keys are collected
 * first and the count and the page are taken from them (pageWithTotal's 'matches'). Counted through a
 * `like()` of the test's own, which SQLite calls for every LIKE it evaluates.
 */
import test from 'ava';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ambientContext } from '../../src/storage/sql/context';
import { sqliteDialect } from '../../src/storage/sql/dialect';
import { SqlStorage } from '../../src/storage/sql/SqlStorage';
import type { Database } from '../../src/storage/sql/tables';

/** `value LIKE pattern ESCAPE escape` for the `%word%` patterns a search makes, ASCII case-insensitive as SQLite's. */
function likeOf(pattern: string, value: unknown, escape: string): boolean {
  const unescaped = pattern.slice(1, -1).replace(new RegExp(`\\${escape}(.)`, 'g'), '$1');
  return String(value).toLowerCase().includes(unescaped.toLowerCase());
}

test('a SQLite search page runs its text filter once per candidate, and relevance once per match', async (t) => {
  const database = new BetterSqlite3(':memory:');
  let calls = 0;
  database.function('like', { deterministic: true }, (pattern: unknown, value: unknown, escape: unknown) => {
    calls++;
    return likeOf(String(pattern), value, String(escape ?? '')) ? 1 : 0;
  });
  const storage = new SqlStorage(ambientContext({ db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: sqliteDialect, now: () => new Date() }));
  await storage.migrate();
  const posts = 5;
  for (let i = 0; i < posts; i++) await storage.posts.create({ post_title: `Plain ${i}`, post_status: 'publish', post_content: 'has the needle in it' });

  calls = 0;
  const page = await storage.posts.query({ search: 'needle', orderby: 'relevance', limit: 2 });
  t.is(page.items.length, 2);
  t.is(page.total, posts);
  // Each candidate: title, excerpt, then content matches (3 calls); each match's relevance: the same three.
  // Counting and paging with the filter apiece would make 9 a post.
  t.is(calls, 6 * posts);
  await storage.close();
});
