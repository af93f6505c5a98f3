import type { CliIo } from '../io';
import type { Storage } from '../../storage/types';
import { Progress } from './Progress';
import { seedDemoContent, type SeedOptions, type SeedReport } from './seedDemo';

/** Seeds with a progress display on stderr and prints a summary (`seed` and `start`). */
export async function seedWithProgress(storage: Storage, options: Omit<SeedOptions, 'onItem'>, io: CliIo): Promise<SeedReport> {
  const progress = new Progress(io.stderr, 'seeding', options.posts + options.pages);
  let report: SeedReport;
  try {
    report = await seedDemoContent(storage, { ...options, onItem: () => progress.advance() });
  } finally {
    progress.finish();
  }
  io.stdout.write(
    `Seeded ${report.posts} posts, ${report.pages} pages, ${report.comments} comments, ${report.users} users, ` +
      `${report.categories} categories and ${report.tags} tags (seed ${options.seed}).\n`,
  );
  return report;
}
