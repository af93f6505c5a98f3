import { boolFlag, expectPositional, stringFlag, UsageError } from '../args';
import type { Command } from '../Command';
import { DATABASE_OPTION, databaseUrl } from '../databaseOption';

/** Where copied uploads go unless --uploads-to says otherwise (beside the default SQLite file). */
export const DEFAULT_UPLOADS_DIR = './data/uploads';

export const importWordpressCommand: Command = {
  name: 'import wordpress',
  summary: 'Import a WordPress site (users, posts, terms, comments, settings, uploads) from its MySQL/MariaDB database.',
  details: [
    'WordPress ids, slugs, dates and password hashes are kept; users log in with their WordPress passwords',
    '(rehashed on their first login) and application passwords keep working. Running it again changes nothing',
    'that is already equal. Progress goes to stderr, the report to stdout.',
  ].join('\n'),
  options: [
    { name: 'from', value: 'URL', description: 'WordPress database: mysql://user:pass@host:port/db (required).' },
    { name: 'table-prefix', value: 'P', description: 'WordPress table prefix (default wp_).' },
    { name: 'uploads', value: 'DIR', description: 'WordPress uploads folder (wp-content/uploads) to copy.' },
    { name: 'uploads-to', value: 'DIR', description: `Where the uploads are copied (default ${DEFAULT_UPLOADS_DIR}).` },
    { name: 'dry-run', description: 'Report what would be imported without writing anything.' },
    DATABASE_OPTION,
  ],
  async run(args, io) {
    expectPositional(args, []);
    const from = stringFlag(args, 'from');
    if (from === undefined) throw new UsageError('missing --from mysql://user:pass@host:port/db');
    if (!/^(mysql|mariadb):\/\//i.test(from)) throw new UsageError('--from must be a mysql:// address');
    const uploadsFrom = stringFlag(args, 'uploads');
    const dryRun = boolFlag(args, 'dry-run');
    const { withStorage } = await import('../database');
    const { importWordPress } = await import('../../importer/wordpress/importWordPress');
    const { CliProgress } = await import('../importProgress');
    const report = await withStorage(databaseUrl(args, io), (storage) => importWordPress(storage, {
      from: from.replace(/^mariadb:/i, 'mysql:'),
      tablePrefix: stringFlag(args, 'table-prefix') ?? 'wp_',
      ...(uploadsFrom === undefined ? {} : { uploadsFrom, uploadsTo: stringFlag(args, 'uploads-to') ?? DEFAULT_UPLOADS_DIR }),
      dryRun,
      progress: new CliProgress(io.stderr),
    }));
    io.stdout.write(report.format(dryRun));
    return 0;
  },
};
