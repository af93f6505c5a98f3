import { defaultPasswordHasher, generatePassword } from '../../auth/index';
import { AUTHOR_ROLES, formatUtc, type CommentStatus, type Storage, type UserRecord } from '../../storage/index';
import { CliError } from '../CliError';
import { Prng } from './Prng';
import { commentText, paragraph, postContent, postTitle } from './text';
import { CATEGORIES, FIRST_NAMES, LAST_NAMES, PAGE_TITLES, TAGS, USER_AGENTS } from './vocabulary';

export interface SeedOptions {
  posts: number;
  pages: number;
  /** Authors to create; 0 reuses the users already able to write. */
  users: number;
  /** Comments on each published post; a fraction is an average (2.5: two or three). */
  commentsPerPost: number;
  /** Tags to create (default: the vocabulary's); beyond it, names are numbered ("SQL 2"). */
  tags?: number;
  /** Categories to create (default: the vocabulary's); beyond it, numbered top-level ones. */
  categories?: number;
  seed: number;
  /** Rows written per transaction. */
  batchSize?: number;
  /** The newest content is dated just before this instant (fixed by default so the output is reproducible). */
  until?: Date;
  /** Called after each post or page is written. */
  onItem?: () => void;
}

export interface SeedReport {
  users: number;
  categories: number;
  tags: number;
  posts: number;
  pages: number;
  comments: number;
}

/** Demo content ends at the start of 2026 unless told otherwise: same seed, same rows. */
export const DEFAULT_SEED_UNTIL = new Date(Date.UTC(2026, 0, 1));
const DEFAULT_BATCH_SIZE = 100;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Context {
  rng: Prng;
  authors: UserRecord[];
  categoryIds: number[];
  tagIds: number[];
  report: SeedReport;
}

/**
 * Writes demo content: authors, categories and tags, posts with their terms and comments, then
 * pages. Every batch of posts is one transaction, so an interrupted run leaves whole posts only.
 */
export async function seedDemoContent(storage: Storage, options: SeedOptions): Promise<SeedReport> {
  const rng = new Prng(options.seed);
  const report: SeedReport = { users: 0, categories: 0, tags: 0, posts: 0, pages: 0, comments: 0 };
  const setup = await storage.transaction(async (tx) => ({
    authors: await authorsFor(tx, rng, options.users, report),
    categoryIds: await ensureCategories(tx, report, options.categories ?? CATEGORIES.length),
    tagIds: await ensureTags(tx, report, options.tags ?? TAGS.length),
  }));
  const ctx: Context = { rng, report, ...setup };
  const until = (options.until ?? DEFAULT_SEED_UNTIL).getTime();
  // Posts are spread backwards from `until`, at most three days apart, oldest first so ids follow dates.
  const gap = Math.max(HOUR_MS, Math.min(3 * DAY_MS, Math.floor((730 * DAY_MS) / Math.max(1, options.posts))));
  await inBatches(storage, options.posts, options.batchSize, async (tx, index) => {
    const date = new Date(until - (options.posts - index) * gap + rng.int(0, gap - 1));
    await writePost(tx, ctx, date, until, options.commentsPerPost);
    options.onItem?.();
  });
  const pageIds: number[] = [];
  await inBatches(storage, options.pages, options.batchSize, async (tx, index) => {
    const date = new Date(until - (options.pages - index) * 7 * DAY_MS);
    pageIds.push(await writePage(tx, ctx, index, date, pageIds));
    options.onItem?.();
  });
  return report;
}

async function inBatches(
  storage: Storage,
  count: number,
  batchSize = DEFAULT_BATCH_SIZE,
  write: (tx: Storage, index: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize);
    await storage.transaction(async (tx) => {
      for (let index = start; index < end; index++) await write(tx, index);
    });
  }
}

/** New authors (an editor first, then authors), or the existing ones when none are asked for. */
async function authorsFor(storage: Storage, rng: Prng, count: number, report: SeedReport): Promise<UserRecord[]> {
  if (count === 0) {
    const existing = await storage.users.query({ roles: [...AUTHOR_ROLES], orderby: 'id' });
    if (existing.items.length === 0) throw new CliError('No user can author the demo posts: pass --users N to create some.');
    return existing.items;
  }
  // Demo authors share one unknown password: they exist to own content, not to log in.
  const hash = await defaultPasswordHasher.hash(generatePassword(32));
  const authors: UserRecord[] = [];
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const login = await freeLogin(storage, `${first}.${last}`.toLowerCase());
    authors.push(await storage.users.create({
      user_login: login,
      user_email: `${login}@example.com`,
      user_pass: hash,
      display_name: `${first} ${last}`,
      nickname: first.toLowerCase(),
      first_name: first,
      last_name: last,
      description: paragraph(rng, 1),
      user_url: `https://example.com/people/${login.replace('.', '-')}`,
      roles: [i === 0 ? 'editor' : 'author'],
    }));
    report.users++;
  }
  return authors;
}

/** `base`, or `base2`, `base3`… when taken as a login or e-mail (reseeding the same database). */
async function freeLogin(storage: Storage, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const login = n === 1 ? base : `${base}${n}`;
    const taken = (await storage.users.getByLogin(login)) ?? (await storage.users.getByEmail(`${login}@example.com`));
    if (taken === undefined) return login;
  }
}

/** The n-th name of a vocabulary list, numbered once the list is used up ("SQL", …, "SQL 2"). */
function nthName(names: readonly string[], n: number): string {
  const round = Math.floor(n / names.length);
  const base = names[n % names.length]!;
  return round === 0 ? base : `${base} ${round + 1}`;
}

async function ensureCategories(storage: Storage, report: SeedReport, count: number): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const category of CATEGORIES.slice(0, count)) {
    const parent = category.parent === undefined ? 0 : ids.get(category.parent) ?? 0;
    const id = await ensureTerm(storage, 'category', category.name, category.description, parent, report, 'categories');
    ids.set(category.name, id);
  }
  for (let n = CATEGORIES.length; n < count; n++) {
    const category = CATEGORIES[n % CATEGORIES.length]!;
    const name = nthName(CATEGORIES.map((c) => c.name), n);
    ids.set(name, await ensureTerm(storage, 'category', name, category.description, 0, report, 'categories'));
  }
  return [...ids.values()];
}

async function ensureTags(storage: Storage, report: SeedReport, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) ids.push(await ensureTerm(storage, 'post_tag', nthName(TAGS, n), '', 0, report, 'tags'));
  return ids;
}

async function ensureTerm(
  storage: Storage, taxonomy: string, name: string, description: string, parent: number,
  report: SeedReport, counter: 'categories' | 'tags',
): Promise<number> {
  const slug = slugOf(name);
  const existing = await storage.terms.getBySlug(taxonomy, slug);
  if (existing) return existing.term_id;
  report[counter]++;
  return (await storage.terms.create({ name, slug, taxonomy, description, parent })).term_id;
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\./g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

async function writePost(tx: Storage, ctx: Context, date: Date, until: number, commentsPerPost: number): Promise<void> {
  const { rng } = ctx;
  const roll = rng.next();
  const status = roll < 0.88 ? 'publish' : roll < 0.96 ? 'draft' : 'pending';
  const { content, excerpt } = postContent(rng);
  const modified = new Date(Math.min(until - 1000, date.getTime() + (rng.chance(0.3) ? rng.int(1, 240) * HOUR_MS : 0)));
  const post = await tx.posts.create({
    post_type: 'post',
    post_status: status,
    post_author: rng.pick(ctx.authors).id,
    post_title: postTitle(rng),
    post_content: content,
    post_excerpt: rng.chance(0.6) ? excerpt : '',
    post_date: formatUtc(date),
    post_date_gmt: formatUtc(date),
    post_modified: formatUtc(modified),
    post_modified_gmt: formatUtc(modified),
    comment_status: rng.chance(0.9) ? 'open' : 'closed',
    sticky: status === 'publish' && rng.chance(0.03),
  });
  await tx.terms.setPostTerms(post.id, 'category', rng.sample(ctx.categoryIds, rng.chance(0.8) ? 1 : 2));
  const tags = rng.sample(ctx.tagIds, rng.int(0, 4));
  if (tags.length > 0) await tx.terms.setPostTerms(post.id, 'post_tag', tags);
  ctx.report.posts++;
  if (status === 'publish') await writeComments(tx, ctx, post.id, date, until, commentsPerPost);
}

async function writeComments(tx: Storage, ctx: Context, postId: number, postDate: Date, until: number, count: number): Promise<void> {
  const { rng } = ctx;
  const ids: number[] = [];
  let at = postDate.getTime();
  // A whole count draws nothing, so integer averages keep the content of earlier seeds.
  const whole = Math.floor(count);
  const total = count === whole ? whole : whole + (rng.chance(count - whole) ? 1 : 0);
  for (let i = 0; i < total; i++) {
    at = Math.min(until - 1000, at + rng.int(10, 36 * 60) * 60_000);
    const date = formatUtc(new Date(at));
    const member = rng.chance(0.3) ? rng.pick(ctx.authors) : undefined;
    const guest = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const name = member?.display_name ?? guest;
    const status: CommentStatus = rng.chance(0.9) ? 'approve' : 'hold';
    const comment = await tx.comments.create({
      comment_post_id: postId,
      comment_parent: ids.length > 0 && rng.chance(0.25) ? rng.pick(ids) : 0,
      user_id: member?.id ?? 0,
      comment_author: name,
      comment_author_email: member?.user_email ?? `${slugOf(guest).replace('-', '.')}@example.net`,
      comment_author_url: '',
      comment_author_ip: `192.0.2.${rng.int(1, 254)}`,
      comment_agent: rng.pick(USER_AGENTS),
      comment_date: date,
      comment_date_gmt: date,
      comment_content: commentText(rng),
      comment_approved: status,
      comment_type: 'comment',
    });
    ids.push(comment.comment_id);
    ctx.report.comments++;
  }
}

async function writePage(tx: Storage, ctx: Context, index: number, date: Date, earlier: readonly number[]): Promise<number> {
  const { rng } = ctx;
  const base = PAGE_TITLES[index % PAGE_TITLES.length]!;
  const round = Math.floor(index / PAGE_TITLES.length);
  const title = round === 0 ? base : `${base} ${round + 1}`;
  const paragraphs = Array.from({ length: rng.int(2, 4) }, () => `<!-- wp:paragraph -->\n<p>${paragraph(rng)}</p>\n<!-- /wp:paragraph -->`);
  const page = await tx.posts.create({
    post_type: 'page',
    post_status: 'publish',
    post_author: rng.pick(ctx.authors).id,
    post_title: title,
    post_content: paragraphs.join('\n\n'),
    post_date: formatUtc(date),
    post_date_gmt: formatUtc(date),
    post_modified: formatUtc(date),
    post_modified_gmt: formatUtc(date),
    // A few pages sit under an earlier one, as sub-pages do.
    post_parent: earlier.length > 0 && rng.chance(0.2) ? rng.pick(earlier) : 0,
    menu_order: index,
    comment_status: 'closed',
    ping_status: 'closed',
  });
  ctx.report.pages++;
  return page.id;
}
