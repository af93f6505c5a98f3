import { connecting, describeDatabase } from './database';
import type { CliIo } from './io';
import type { Storage } from '../storage/types';

/** Migrates and reports what was applied (`migrate` and `start`). */
export async function runMigrations(storage: Storage, url: string, io: CliIo): Promise<void> {
  const { applied } = await connecting(url, () => storage.migrate());
  const where = describeDatabase(url);
  if (applied.length === 0) {
    io.stdout.write(`Database ${where} is up to date; no migration applied.\n`);
    return;
  }
  io.stdout.write(`Applied ${applied.length} migration${applied.length === 1 ? '' : 's'} to ${where}:\n`);
  for (const name of applied) io.stdout.write(`  ${name}\n`);
}
