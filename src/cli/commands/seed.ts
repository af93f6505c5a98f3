import { Option } from 'commander';
import type { Command } from '../Command';
import { databaseOption, databaseUrl } from '../databaseOption';
import { wholeNumber } from '../options';
import type { SeedOptions } from '../seed/seedDemo';

const MAX_ITEMS = 10_000_000;

interface SeedFlags {
  posts: number;
  pages?: number;
  users: number;
  commentsPerPost: number;
  tags?: number;
  categories?: number;
  seed: number;
  database?: string;
}

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Add demo content: authors, categories, tags, posts with comments, and pages.',
  details: [
    'Content comes from a seeded random generator: the same --seed gives the same titles, texts and dates.',
    'Posts are written a hundred to a transaction, with their terms and comments, in multi-row INSERTs.',
    'Progress goes to stderr, phase by phase (authors, terms, posts, pages); the summary to stdout.',
  ].join('\n'),
  options: () => [
    new Option('--posts <N>', 'Number of posts.').argParser(wholeNumber({ max: MAX_ITEMS })).makeOptionMandatory(),
    new Option('--pages <N>', 'Number of pages (default: one for every ten posts, at least one).').argParser(wholeNumber({ max: MAX_ITEMS })),
    new Option('--users <N>', 'Authors to create (0 uses the existing authors).').argParser(wholeNumber({ max: 1000 })).default(5),
    new Option('--comments-per-post <N>', 'Comments on each published post.').argParser(wholeNumber({ max: 1000 })).default(3),
    new Option('--tags <N>', 'Tags to create (default 24; more are numbered).').argParser(wholeNumber({ max: 100_000 })),
    new Option('--categories <N>', 'Categories to create (default 8; more are numbered).').argParser(wholeNumber({ max: 100_000 })),
    new Option('--seed <N>', 'Random seed.').argParser(wholeNumber({ max: 0xffffffff })).default(1),
    databaseOption(),
  ],
  async run(input, io) {
    const flags = input.options<SeedFlags>();
    const { withStorage } = await import('../database');
    const { seedWithProgress } = await import('../seed/seedWithProgress');
    await withStorage(databaseUrl(flags, io), (storage) => seedWithProgress(storage, seedOptions(flags), io));
    return 0;
  },
};

function seedOptions(flags: SeedFlags): Omit<SeedOptions, 'progress'> {
  return {
    posts: flags.posts,
    pages: flags.pages ?? Math.max(1, Math.ceil(flags.posts / 10)),
    users: flags.users,
    commentsPerPost: flags.commentsPerPost,
    seed: flags.seed,
    ...(flags.tags === undefined ? {} : { tags: flags.tags }),
    ...(flags.categories === undefined ? {} : { categories: flags.categories }),
  };
}
