import { expectPositional } from '../args';
import type { Command } from '../Command';
import { DATABASE_OPTION, connecting, databaseUrl, describeDatabase, withStorage } from '../database';
import type { CliIo } from '../io';
import type { Storage } from '../../storage/index';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'Bring the database schema up to date and list the migrations applied.',
  options: [DATABASE_OPTION],
  async run(args, io) {
    expectPositional(args, []);
    const url = databaseUrl(args, io);
    await withStorage(url, (storage) => runMigrations(storage, url, io), false);
    return 0;
  },
};

/** Migrates and reports what was applied (shared with `start`). */
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
