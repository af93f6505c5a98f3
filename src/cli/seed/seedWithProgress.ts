import { CliProgress } from '../importProgress';
import type { CliIo } from '../io';
import type { Storage } from '../../storage/types';
import { seedDemoContent, type SeedOptions, type SeedReport } from './seedDemo';

/** Seeds with a progress display per phase on stderr and prints a summary (`seed` and `start`). */
export async function seedWithProgress(storage: Storage, options: Omit<SeedOptions, 'progress'>, io: CliIo): Promise<SeedReport> {
  const report = await seedDemoContent(storage, { ...options, progress: new CliProgress(io.stderr) });
  io.stdout.write(
    `Seeded ${report.posts} posts, ${report.pages} pages, ${report.comments} comments, ${report.users} users, ` +
      `${report.categories} categories and ${report.tags} tags (seed ${options.seed}).\n`,
  );
  return report;
}
