import type { Kysely } from 'kysely';
import { SqlStorage, type Storage } from '../../storage/index';
import type { Database } from '../../storage/sql/tables';
import { CliError } from '../CliError';
import { addToTermCounts, insertComments, insertPosts, insertRelationships, SlugBook, type Linked, type Relationship } from './bulkWrite';
import { drawPage, drawPost, type CommentRow, type DemoPost, type Drawing } from './demoRows';
import { Prng } from './Prng';
import { authorsFor, ensureCategories, ensureTags } from './seedSetup';
import { CATEGORIES, TAGS } from './vocabulary';

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
  /** Posts (or pages) written per transaction, with their terms and comments. */
  batchSize?: number;
  /** The newest content is dated just before this instant (fixed by default so the output is reproducible). */
  until?: Date;
  /** Told when each phase starts, how far it got, and when it is done. */
  progress?: SeedProgress;
}

/** Progress of a seed, phase by phase (authors, terms, posts, pages); the import's CliProgress fits. */
export interface SeedProgress {
  start(phase: string, total: number): void;
  advance(count: number): void;
  finish(): void;
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
/** Small enough for progress by tenths on a thousand posts, large enough that statements stay few. */
const DEFAULT_BATCH_SIZE = 100;

const QUIET: SeedProgress = { start: () => undefined, advance: () => undefined, finish: () => undefined };

/**
 * Writes demo content: authors, categories and tags, posts with their terms and comments, then pages.
 * Content is drawn in memory a batch at a time and written with multi-row INSERTs, one transaction per
 * batch, so an interrupted run leaves whole posts only and term and comment counts always agree.
 */
export async function seedDemoContent(storage: Storage, options: SeedOptions): Promise<SeedReport> {
  const rng = new Prng(options.seed);
  const report: SeedReport = { users: 0, categories: 0, tags: 0, posts: 0, pages: 0, comments: 0 };
  const progress = options.progress ?? QUIET;
  const setup = await storage.transaction(async (tx) => {
    const authors = await phase(progress, 'authors', options.users, () => authorsFor(tx, rng, options.users, report));
    const categories = options.categories ?? CATEGORIES.length;
    const tags = options.tags ?? TAGS.length;
    return phase(progress, 'terms', categories + tags, async () => ({
      authors,
      categoryIds: await ensureCategories(tx, report, categories),
      tagIds: await ensureTags(tx, report, tags),
    }));
  });
  const drawing: Drawing = { rng, ...setup, until: (options.until ?? DEFAULT_SEED_UNTIL).getTime() };
  const batches = { storage, progress, size: Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE) };
  const slugs = new SlugBook();
  await inBatches(batches, 'posts', options.posts, (i) => drawPost(drawing, i, options.posts, options.commentsPerPost), async (db, posts) => {
    report.comments += await writePosts(db, slugs, posts);
    report.posts += posts.length;
  });
  const pageIds: number[] = [];
  await inBatches(batches, 'pages', options.pages, (i) => drawPage(drawing, i, options.pages), async (db, pages) => {
    for (const page of pages) await slugs.assign(db, page.row);
    await insertPosts(db, pages, pageIds);
    report.pages += pages.length;
  });
  return report;
}

interface Batches {
  storage: Storage;
  progress: SeedProgress;
  size: number;
}

/** Draws `total` items a batch at a time and writes each batch in its own transaction, as phase `name` of the progress. */
async function inBatches<T>(
  batches: Batches, name: string, total: number, draw: (index: number) => T, write: (db: Kysely<Database>, batch: T[]) => Promise<void>,
): Promise<void> {
  batches.progress.start(name, total);
  for (let start = 0; start < total; start += batches.size) {
    const batch = Array.from({ length: Math.min(total, start + batches.size) - start }, (_, i) => draw(start + i));
    await batches.storage.transaction((tx) => write(kyselyOf(tx), batch));
    batches.progress.advance(batch.length);
  }
  batches.progress.finish();
}

/** Runs one setup phase between start and finish of its progress (skipped from the display when empty). */
async function phase<T>(progress: SeedProgress, name: string, total: number, work: () => Promise<T>): Promise<T> {
  if (total === 0) return work();
  progress.start(name, total);
  const result = await work();
  progress.advance(total);
  progress.finish();
  return result;
}

/** A batch of posts with their term links, term counts and comments; resolves with the comments written. */
async function writePosts(db: Kysely<Database>, slugs: SlugBook, posts: readonly DemoPost[]): Promise<number> {
  for (const post of posts) await slugs.assign(db, post.row);
  const ids: number[] = [];
  await insertPosts(db, posts, ids);

  const links: Relationship[] = [];
  const counts = new Map<number, number>();
  const comments: Linked<CommentRow>[] = [];
  posts.forEach((post, i) => {
    const postId = ids[i]!;
    for (const termIds of [post.categories, post.tags]) {
      termIds.forEach((termId, order) => {
        links.push({ object_id: postId, term_id: termId, term_order: order });
        // terms.count: the published posts linked to the term.
        if (post.row.post_status === 'publish') counts.set(termId, (counts.get(termId) ?? 0) + 1);
      });
    }
    // A comment's parent is an index into its post's comments; here, into the batch's.
    const offset = comments.length;
    for (const comment of post.comments) {
      comments.push({ row: { ...comment.row, comment_post_id: postId }, ...(comment.parent === undefined ? {} : { parent: offset + comment.parent }) });
    }
  });
  await insertRelationships(db, links);
  await addToTermCounts(db, counts);
  await insertComments(db, comments, []);
  return comments.length;
}

function kyselyOf(storage: Storage): Kysely<Database> {
  if (storage instanceof SqlStorage) return storage.kysely;
  throw new CliError('Seeding writes through the SQL storage; this storage is another kind.');
}
