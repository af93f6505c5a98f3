import type { Command } from '../Command';
import { databaseOption, databaseUrl } from '../databaseOption';

export const migrateCommand: Command = {
  name: 'migrate',
  summary: 'Bring the database schema up to date and list the migrations applied.',
  options: () => [databaseOption()],
  async run(input, io) {
    const url = databaseUrl(input.options<{ database?: string }>(), io);
    // Storage code is loaded only when a command needs it, so --help answers at once.
    const { withStorage } = await import('../database');
    const { runMigrations } = await import('../runMigrations');
    await withStorage(url, (storage) => runMigrations(storage, url, io), false);
    return 0;
  },
};
