/**
 * Acceptance of `import wordpress` on a real WordPress 7.1 database (shared/fixtures/wordpress-7.1):
 * the dump is loaded into a scratch MariaDB database, imported once into SQLite and once into
 * PostgreSQL, and each result is checked over HTTP against the source rows and WordPress's own
 * answers (the fixture README and shared/reference/wordpress).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import anyTest, { type TestFn } from 'ava';
import mysql from 'mysql2/promise';
import { createApp } from '../../src/index';
import type { ImportReport } from '../../src/importer/wordpress/index';
import { basicAuth, list, obj, serveSite, type Reply, type Site } from '../auth-http/site';
import { runCli } from '../cli/cliHarness';
import { freshTarget, loadFixtureDatabase, runImport, type ImportTarget, type ScratchWordPress } from './wordpressFixture';

type Row = Record<string, string | number | null>;

interface Imported {
  target: ImportTarget;
  site: Site;
  dryRun: ImportReport;
  first: ImportReport;
  second: ImportReport;
}

interface Context {
  source: ScratchWordPress;
  rows: (sql: string, values?: unknown[]) => Promise<Row[]>;
  closeSource: () => Promise<void>;
  /** Each backend's import; SQLite's tests start while PostgreSQL's import is still running. */
  backends: Record<'sqlite' | 'postgres', Promise<Imported>>;
}

const test = anyTest as TestFn<Context>;

const ADMIN_APP_PASSWORD = 'Anch 0rAp pPas sw0r dF1x ed24';
const PASSWORDS: Record<string, string> = {
  admin: 'anchor-admin-pass', editor1: 'anchor-user-pass', alice: 'anchor-user-pass',
  bob: 'anchor-user-pass', carol: 'anchor-user-pass', sam: 'anchor-user-pass',
};
const admin = basicAuth('admin', ADMIN_APP_PASSWORD);

async function importInto(source: ScratchWordPress, name: 'sqlite' | 'postgres'): Promise<Imported> {
  const target = await freshTarget(name);
  const dryRun = await runImport(source, target, { dryRun: true });
  const first = await runImport(source, target);
  const second = await runImport(source, target);
  const app = await createApp({
    database: target.database, secret: 'wp-import-test', baseUrl: 'http://127.0.0.1:8088',
    ...(target.databaseSchema === undefined ? {} : { databaseSchema: target.databaseSchema }),
  });
  return { target, site: await serveSite(app), dryRun, first, second };
}

test.before(async (t) => {
  const source = await loadFixtureDatabase();
  const connection = await mysql.createConnection({ uri: source.url, dateStrings: true, charset: 'utf8mb4' });
  const rows = async (sql: string, values: unknown[] = []): Promise<Row[]> => (await connection.query(sql, values))[0] as Row[];
  // Imports run one after the other: two cores are shared by every suite.
  const sqlite = importInto(source, 'sqlite');
  const postgres = sqlite.catch(() => undefined).then(() => importInto(source, 'postgres'));
  t.context = { source, rows, closeSource: () => connection.end(), backends: { sqlite, postgres } };
});

test.after.always(async (t) => {
  for (const pending of Object.values(t.context.backends ?? {})) {
    const imported = await pending.catch(() => undefined);
    await imported?.site.close();
    await imported?.target.cleanup();
  }
  await t.context.closeSource?.();
  await t.context.source?.drop();
});

/** Every item of a collection, 100 per request. */
async function all(site: Site, path: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const reply = await site.request('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`, { headers });
    if (reply.status !== 200) throw new Error(`${path} page ${page}: ${reply.status} ${reply.text}`);
    items.push(...list(reply));
    if (page >= Number(reply.headers.get('x-wp-totalpages'))) return items;
  }
}

function total(reply: Reply): number {
  return Number(reply.headers.get('x-wp-total'));
}

const isoDate = (value: unknown): string => String(value).replace(' ', 'T');

for (const backend of ['sqlite', 'postgres'] as const) {
  test(`${backend}: the report counts every row; a second run changes nothing; a dry run writes nothing`, async (t) => {
    const { dryRun, first, second, site } = await t.context.backends[backend];
    const created = (report: ImportReport, kind: string): number => report.kinds.get(kind)?.created ?? -1;
    for (const [kind, count] of [['users', 6], ['terms', 66], ['posts', 1037], ['comments', 2000], ['application passwords', 1], ['upload files', 25]] as const) {
      t.is(created(dryRun, kind), count, `dry run ${kind}`);
      t.is(created(first, kind), count, kind);
    }
    t.is(created(first, 'term relationships'), Number((await t.context.rows('select count(*) as n from wp_term_relationships'))[0]?.n));
    t.is(created(first, 'postmeta'), Number((await t.context.rows('select count(*) as n from wp_postmeta'))[0]?.n));
    for (const report of [first]) for (const [kind, r] of report.kinds) t.deepEqual(r.skipped, {}, kind);
    t.is(second.changes, 0);
    t.is(second.kinds.get('posts')?.unchanged, 1037);
    t.is(second.format(false).split('\n')[0], 'Import finished.');
    t.is(dryRun.format(true).split('\n')[0], 'Dry run: nothing was written.');
    // The dry run came first, on an empty database: only the real run created the rows served now.
    t.is(total(await site.request('GET', '/wp/v2/posts?per_page=1')), 1000);
  });

  test(`${backend}: X-WP-Total of posts, pages, comments, users, categories and tags match WordPress`, async (t) => {
    const { site } = await t.context.backends[backend];
    const expected: Record<string, number> = {
      '/wp/v2/posts': 1000, '/wp/v2/pages': 20, '/wp/v2/comments': 1846, '/wp/v2/users': 4, '/wp/v2/categories': 10, '/wp/v2/tags': 50,
    };
    for (const [path, count] of Object.entries(expected)) t.is(total(await site.request('GET', `${path}?per_page=1`)), count, path);
  });

  test(`${backend}: every published post keeps its id, slug, title, author, dates, categories, tags and sticky state`, async (t) => {
    const { site } = await t.context.backends[backend];
    const source = await t.context.rows(
      "select ID, post_name, post_title, post_author, post_date, post_date_gmt from wp_posts where post_type = 'post' and post_status = 'publish'",
    );
    const links = await t.context.rows(
      'select tr.object_id, tt.term_id, tt.taxonomy from wp_term_relationships tr join wp_term_taxonomy tt using (term_taxonomy_id)',
    );
    const termsOf = (id: number, taxonomy: string): number[] =>
      links.filter((l) => Number(l.object_id) === id && l.taxonomy === taxonomy).map((l) => Number(l.term_id)).sort((a, b) => a - b);
    const served = new Map((await all(site, '/wp/v2/posts?context=edit&_fields=id,slug,title,author,date,date_gmt,categories,tags,sticky', admin))
      .map((post) => [Number(post.id), post]));
    t.is(served.size, 1000);
    t.is(source.length, 1000);
    const sticky = [128, 528, 1027];
    for (const row of source) {
      const id = Number(row.ID);
      const post = served.get(id);
      t.truthy(post, `post ${id}`);
      t.deepEqual(
        {
          slug: post?.slug, title: (post?.title as { raw?: string })?.raw, author: post?.author, date: post?.date, date_gmt: post?.date_gmt,
          categories: [...(post?.categories as number[])].sort((a, b) => a - b), tags: [...(post?.tags as number[])].sort((a, b) => a - b),
          sticky: post?.sticky,
        },
        {
          slug: row.post_name, title: row.post_title, author: Number(row.post_author), date: isoDate(row.post_date), date_gmt: isoDate(row.post_date_gmt),
          categories: termsOf(id, 'category'), tags: termsOf(id, 'post_tag'), sticky: sticky.includes(id),
        },
        `post ${id}`,
      );
    }
    t.deepEqual(list(await site.request('GET', '/wp/v2/posts?sticky=true&_fields=id')).map((p) => p.id).sort((a, b) => Number(a) - Number(b)), sticky);
    // The ids WordPress itself answered for this page (shared/reference/wordpress/posts-list-page2.json).
    t.deepEqual(list(await site.request('GET', '/wp/v2/posts?per_page=2&page=2&_fields=id')).map((p) => p.id), [1026, 1025]);
  });

  test(`${backend}: pages keep parents and menu order; categories keep parents, descriptions and counts`, async (t) => {
    const { site } = await t.context.backends[backend];
    const pages = await t.context.rows("select ID, post_parent, menu_order, post_name from wp_posts where post_type = 'page'");
    const served = new Map((await all(site, '/wp/v2/pages?_fields=id,parent,menu_order,slug')).map((p) => [Number(p.id), p]));
    for (const page of pages) {
      t.deepEqual(served.get(Number(page.ID)), { id: Number(page.ID), parent: Number(page.post_parent), menu_order: Number(page.menu_order), slug: page.post_name });
    }
    t.is(pages.filter((p) => Number(p.post_parent) !== 0).length, 8);
    const categories = await t.context.rows(
      "select t.term_id, t.name, t.slug, tt.parent, tt.description, tt.count from wp_terms t join wp_term_taxonomy tt using (term_id) where tt.taxonomy = 'category'",
    );
    const servedCategories = new Map((await all(site, '/wp/v2/categories?_fields=id,name,slug,parent,description,count')).map((c) => [Number(c.id), c]));
    for (const c of categories) {
      t.deepEqual(servedCategories.get(Number(c.term_id)), {
        id: Number(c.term_id), name: c.name, slug: c.slug, parent: Number(c.parent), description: c.description, count: Number(c.count),
      });
    }
  });

  test(`${backend}: comments keep their posts, tree and counts`, async (t) => {
    const { site } = await t.context.backends[backend];
    const approved = await t.context.rows("select comment_ID, comment_post_ID, comment_parent, user_id from wp_comments where comment_approved = '1'");
    const served = await all(site, '/wp/v2/comments?_fields=id,post,parent,author');
    t.is(served.length, 1846);
    t.deepEqual(
      served.map((c) => [c.id, c.post, c.parent, c.author]).sort((a, b) => Number(a[0]) - Number(b[0])),
      approved.map((c) => [Number(c.comment_ID), Number(c.comment_post_ID), Number(c.comment_parent), Number(c.user_id)]).sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    t.true(served.filter((c) => c.parent !== 0).length > 0);
    const perPost = new Map<number, number>();
    for (const c of served) perPost.set(Number(c.post), (perPost.get(Number(c.post)) ?? 0) + 1);
    for (const post of await t.context.rows("select ID, comment_count from wp_posts where comment_count > 0 and post_status = 'publish'")) {
      t.is(perPost.get(Number(post.ID)) ?? 0, Number(post.comment_count), `post ${String(post.ID)}`);
    }
    // Held and spam comments came over too (seen by the administrator).
    t.is(total(await site.request('GET', '/wp/v2/comments?status=hold&per_page=1', { headers: admin })), 106);
    t.is(total(await site.request('GET', '/wp/v2/comments?status=spam&per_page=1', { headers: admin })), 48);
  });

  test(`${backend}: every user logs in with the WordPress password, which is then rehashed; the admin's application password works`, async (t) => {
    const { site, target } = await t.context.backends[backend];
    const wrong = await site.request('POST', '/svc/v1/login', { json: { username: 'alice', password: 'not-her-password' } });
    t.is(wrong.status, 403);
    t.is(obj(wrong).code, 'incorrect_password');
    for (const [login, password] of Object.entries(PASSWORDS)) {
      const session = await site.login(login, password);
      const me = await site.request('GET', '/wp/v2/users/me?_fields=slug', { session });
      t.deepEqual(me.body, { slug: login });
      const stored = await site.app.storage.users.getByLogin(login, { withPassword: true });
      t.regex(stored?.user_pass ?? '', /^\$scrypt\$/, login);
      await site.login(login, password);
    }
    // Importing again keeps the passwords as they are now (ours), and changes nothing else.
    const again = await runImport(t.context.source, target);
    t.is(again.changes, 0);
    t.regex((await site.app.storage.users.getByLogin('sam', { withPassword: true }))?.user_pass ?? '', /^\$scrypt\$/);
    await site.login('sam', PASSWORDS.sam as string);
    const me = await site.request('GET', '/wp/v2/users/me?context=edit&_fields=id,roles', { headers: admin });
    t.is(me.status, 200);
    t.deepEqual(me.body, { id: 1, roles: ['administrator'] });
    const bad = await site.request('GET', '/wp/v2/users/me', { headers: basicAuth('admin', 'Anch 0rAp pPas sw0r dF1x ed25') });
    t.is(bad.status, 401);
    t.is(obj(bad).code, 'incorrect_password');
    const roles = await all(site, '/wp/v2/users?context=edit&_fields=slug,roles', admin);
    t.deepEqual(Object.fromEntries(roles.map((u) => [u.slug, u.roles])), {
      admin: ['administrator'], editor1: ['editor'], alice: ['author'], bob: ['author'], carol: ['contributor'], sam: ['subscriber'],
    });
  });

  test(`${backend}: settings and attachments (metadata and every generated size copied)`, async (t) => {
    const { site, target } = await t.context.backends[backend];
    const reply = await site.request('GET', '/wp/v2/settings', { headers: admin });
    t.is(reply.status, 200, reply.text);
    const settings = obj(reply);
    t.like(settings, { title: 'WP Anchor', timezone: 'UTC', posts_per_page: 10, default_category: 1, date_format: 'F j, Y' });
    for (let id = 4; id <= 8; id++) {
      const [file] = await site.app.storage.posts.meta.get(id, '_wp_attached_file');
      const [metadata] = await site.app.storage.posts.meta.get(id, '_wp_attachment_metadata');
      const sizes = (metadata as { sizes: Record<string, { file: string }> }).sizes;
      t.deepEqual(Object.keys(sizes).sort(), ['large', 'medium', 'medium_large', 'thumbnail']);
      t.true(existsSync(join(target.uploadsDir, String(file))), String(file));
      for (const size of Object.values(sizes)) t.true(existsSync(join(target.uploadsDir, String(file), '..', size.file)), size.file);
    }
  });
}

test('the command line: a dry run prints the report on stdout and per-table progress on stderr; usage errors exit 2', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-wp-cli-'));
  try {
    const database = join(dir, 'site.sqlite');
    const run = await runCli(['import', 'wordpress', '--from', t.context.source.url, '--database', database, '--dry-run']);
    t.is(run.code, 0, run.stderr);
    t.is(run.stdout.split('\n')[0], 'Dry run: nothing was written.');
    t.true(run.stdout.includes('  posts: 1037 would be created, 0 would be updated, 0 unchanged, 0 skipped\n'));
    t.true(run.stderr.includes('posts: 100% (1037/1037)\n'));
    t.true(run.stderr.includes('comments: 100% (2000/2000)\n'));
    const missing = await runCli(['import', 'wordpress', '--database', database]);
    t.is(missing.code, 2);
    t.is(missing.stderr.split('\n')[0], "svc-rest import wordpress: required option '--from <URL>' not specified");
    const wrongScheme = await runCli(['import', 'wordpress', '--from', 'postgres://x/y', '--database', database]);
    t.is(wrongScheme.code, 2);
    t.is(wrongScheme.stderr.split('\n')[0], 'svc-rest import wordpress: --from must be a mysql:// address');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
