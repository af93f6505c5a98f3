/**
 * Issue 8: every content collection runs a constant number of SQL statements, counted through the
 * driver on SQLite and on PostgreSQL (a fresh schema, dropped afterwards). A page of 100 items must
 * cost exactly what a page of 10 costs, and stay under the ceiling.
 */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import { seedDemoContent } from '../../src/cli/seed/seedDemo';
import type { SqlStorage } from '../../src/storage/index';
import { call } from './serveAs';
import { testOnEachBackend } from '../storage/backends';


interface Scenario {
  name: string;
  path: (perPage: number) => string;
  ceiling: number;
  /** Items a page of 100 must hold at least, so the larger page really has more to prepare. */
  minItems: number;
  /** Who asks: 0 for the anonymous visitor, else the administrator. */
  asAdmin?: boolean;
}

const SCENARIOS: Scenario[] = [
  { name: 'posts', path: (n) => `/wp/v2/posts?per_page=${n}`, ceiling: 8, minItems: 100 },
  { name: 'posts (edit context, administrator)', path: (n) => `/wp/v2/posts?per_page=${n}&context=edit`, ceiling: 8, minItems: 100, asAdmin: true },
  { name: 'pages', path: (n) => `/wp/v2/pages?per_page=${n}`, ceiling: 8, minItems: 100 },
  { name: 'posts with _embed', path: (n) => `/wp/v2/posts?per_page=${n}&_embed`, ceiling: 25, minItems: 100 },
  { name: 'posts _fields=id,title', path: (n) => `/wp/v2/posts?per_page=${n}&_fields=id,title`, ceiling: 8, minItems: 100 },
  { name: 'posts filtered by category', path: (n) => `/wp/v2/posts?per_page=${n}&categories=1,2,3,4,5,6,7,8,9,10,11,12`, ceiling: 8, minItems: 11 },
  { name: 'comments', path: (n) => `/wp/v2/comments?per_page=${n}`, ceiling: 6, minItems: 100 },
  { name: 'users', path: (n) => `/wp/v2/users?per_page=${n}`, ceiling: 5, minItems: 11 },
  { name: 'tags', path: (n) => `/wp/v2/tags?per_page=${n}`, ceiling: 4, minItems: 11 },
  { name: 'categories', path: (n) => `/wp/v2/categories?per_page=${n}`, ceiling: 4, minItems: 5 },
  { name: 'search', path: (n) => `/wp/v2/search?search=e&per_page=${n}`, ceiling: 6, minItems: 100 },
];

const MISSING_POST = 987_654;

interface Seeded {
  app: SvcApp;
  admin: number;
  firstPost: number;
}

async function seededSite(options: AppOptions): Promise<Seeded> {
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', ...options });
  const storage = app.storage;
  await seedDemoContent(storage, { posts: 140, pages: 110, users: 12, commentsPerPost: 2, seed: 8 });
  const admin = await storage.users.create({ user_login: 'counted-admin', user_email: 'counted@example.com', roles: ['administrator'] });
  // A registered reader who comments but writes nothing, on the newest post: every page of posts then
  // embeds a commenter who is not among its authors (so both page sizes read commenters the same way).
  const reader = await storage.users.create({ user_login: 'counted-reader', user_email: 'reader@example.com', roles: ['subscriber'] });
  const newest = await storage.posts.query({ limit: 1 });
  await storage.comments.create({ comment_post_id: newest.items[0]!.id, user_id: reader.id, comment_author: 'Reader', comment_content: 'Nice.' });
  // An old comment left on a post that no longer exists (comments keep their post id); a visitor may not read it.
  await storage.comments.create({
    comment_post_id: MISSING_POST, comment_author: 'Orphan', comment_content: 'Lost.', comment_date: '2001-01-01 00:00:00', comment_date_gmt: '2001-01-01 00:00:00',
  });
  const first = await storage.posts.query({ orderby: 'id', order: 'asc', limit: 1 });
  return { app, admin: admin.id, firstPost: first.items[0]!.id };
}

interface Measured {
  statements: string[];
  status: number;
  items: number;
}

/** Statements one request runs (served in-process, nothing else running). */
async function countStatements(app: SvcApp, userId: number, path: string): Promise<Measured> {
  const counter = (app.storage as SqlStorage).statements;
  const { result, statements } = await counter.measure(() => call(app, userId, 'GET', path));
  return { statements, status: result.status, items: Array.isArray(result.body) ? result.body.length : 1 };
}

async function checkCounts(t: ExecutionContext, options: AppOptions): Promise<void> {
  t.timeout(300_000);
  const site = await seededSite(options);
  t.teardown(() => site.app.close());
  const measured: { scenario: Scenario; small: Measured; large: Measured }[] = [];
  for (const scenario of SCENARIOS) {
    const userId = scenario.asAdmin === true ? site.admin : 0;
    // A first request warms what is loaded once per process (route registration, schemas).
    await call(site.app, userId, 'GET', scenario.path(1));
    const small = await countStatements(site.app, userId, scenario.path(10));
    const large = await countStatements(site.app, userId, scenario.path(100));
    t.log(`${scenario.name}: ${small.statements.length} statements for 10, ${large.statements.length} for 100`);
    measured.push({ scenario, small, large });
  }
  await call(site.app, 0, 'GET', `/wp/v2/posts/${site.firstPost}`);
  const single = await countStatements(site.app, 0, `/wp/v2/posts/${site.firstPost}`);
  t.log(`single post: ${single.statements.length} statements`);
  // Every figure is logged before the first assertion stops the test.
  for (const { scenario, small, large } of measured) {
    t.is(small.status, 200, scenario.name);
    t.is(large.status, 200, scenario.name);
    t.true(large.items >= scenario.minItems, `${scenario.name}: only ${large.items} items on a page of 100`);
    t.is(large.statements.length, small.statements.length, `${scenario.name}: same count for per_page=10 and 100`);
    t.true(large.statements.length <= scenario.ceiling,
      `${scenario.name}: ${large.statements.length} statements (at most ${scenario.ceiling})\n${large.statements.slice(0, 40).join('\n')}`);
  }
  // An anonymous page's target hints refuse the visitor without the options that only add requirements (the
  // site pages): the page reads no options at all.
  const anonymousPosts = measured.find(({ scenario }) => scenario.name === 'posts')!;
  t.deepEqual(anonymousPosts.large.statements.filter((text) => /from "options"/.test(text)), []);
  // The reply lists an `_embed` of posts reads belong to the page's own posts, whose permalinks read no
  // parents: no statement reads posts or their ancestors again.
  const embedded = measured.find(({ scenario }) => scenario.name === 'posts with _embed')!;
  t.deepEqual(embedded.large.statements.filter((text) => /with recursive/i.test(text)), []);
  // Its items' terms, and a child category's parent that is another item's term, are known from the page's
  // term lists whichever item's embed presents them first: no statement reads a term by id.
  for (const page of [embedded.small, embedded.large]) {
    t.deepEqual(page.statements.filter((text) => /from "terms" where "term_id" in/i.test(text)), [], page.statements.join('\n'));
  }
  // The comments of a post that does not exist: the permission check finds it missing, and nothing reads it again.
  await call(site.app, 0, 'GET', `/wp/v2/comments?post=${MISSING_POST}`);
  const orphans = await countStatements(site.app, 0, `/wp/v2/comments?post=${MISSING_POST}`);
  t.is(orphans.status, 200);
  t.is(orphans.items, 0);
  t.deepEqual(orphans.statements.filter((text) => /with recursive/i.test(text)), [], orphans.statements.join('\n'));
  t.is(single.status, 200);
  t.true(single.statements.length <= 8, `single post: ${single.statements.length} statements\n${single.statements.join('\n')}`);
}

testOnEachBackend('collections run a constant, bounded number of statements', 'svc_counts', checkCounts);
