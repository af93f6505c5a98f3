import { expectPositional, intFlag, UsageError, type ParsedArgs } from '../args';
import type { Command } from '../Command';
import { DATABASE_OPTION, databaseUrl } from '../databaseOption';
import type { SeedOptions } from '../seed/seedDemo';

const MAX_ITEMS = 10_000_000;

export const seedCommand: Command = {
  name: 'seed',
  summary: 'Add demo content: authors, categories, tags, posts with comments, and pages.',
  details: [
    'Content comes from a seeded random generator: the same --seed gives the same titles, texts and dates.',
    'Rows are written in transactions of 100 items; progress goes to stderr.',
  ].join('\n'),
  options: [
    { name: 'posts', value: 'N', description: 'Number of posts (required).' },
    { name: 'pages', value: 'N', description: 'Number of pages (default: one for every ten posts, at least one).' },
    { name: 'users', value: 'N', description: 'Authors to create (default 5; 0 uses the existing authors).' },
    { name: 'comments-per-post', value: 'N', description: 'Comments on each published post (default 3).' },
    { name: 'tags', value: 'N', description: 'Tags to create (default 24; more are numbered).' },
    { name: 'categories', value: 'N', description: 'Categories to create (default 8; more are numbered).' },
    { name: 'seed', value: 'N', description: 'Random seed (default 1).' },
    DATABASE_OPTION,
  ],
  async run(args, io) {
    expectPositional(args, []);
    if (args.flags.posts === undefined) throw new UsageError('missing --posts N');
    const options = seedOptions(args);
    const { withStorage } = await import('../database');
    const { seedWithProgress } = await import('../seed/seedWithProgress');
    await withStorage(databaseUrl(args, io), (storage) => seedWithProgress(storage, options, io));
    return 0;
  },
};

function seedOptions(args: ParsedArgs): Omit<SeedOptions, 'onItem'> {
  const posts = intFlag(args, 'posts', 0, { max: MAX_ITEMS });
  return {
    posts,
    pages: intFlag(args, 'pages', Math.max(1, Math.ceil(posts / 10)), { max: MAX_ITEMS }),
    users: intFlag(args, 'users', 5, { max: 1000 }),
    commentsPerPost: intFlag(args, 'comments-per-post', 3, { max: 1000 }),
    seed: intFlag(args, 'seed', 1, { max: 0xffffffff }),
    ...(args.flags.tags !== undefined ? { tags: intFlag(args, 'tags', 24, { max: 100_000 }) } : {}),
    ...(args.flags.categories !== undefined ? { categories: intFlag(args, 'categories', 8, { max: 100_000 }) } : {}),
  };
}
