import { Option } from 'commander';
import type { Command } from '../Command';
import { databaseOption, databaseUrl } from '../databaseOption';
import { UsageError } from '../options';

/** Where copied uploads go unless --uploads-to says otherwise (beside the default SQLite file). */
export const DEFAULT_UPLOADS_DIR = './data/uploads';

interface ImportFlags {
  from: string;
  tablePrefix: string;
  uploads?: string;
  uploadsTo: string;
  dryRun?: true;
  database?: string;
}

export const importWordpressCommand: Command = {
  name: 'import wordpress',
  summary: 'Import a WordPress site (users, posts, terms, comments, settings, uploads) from its MySQL/MariaDB database.',
  details: [
    'WordPress ids, slugs, dates and password hashes are kept; users log in with their WordPress passwords',
    '(rehashed on their first login) and application passwords keep working. Running it again changes nothing',
    'that is already equal. Progress goes to stderr, the report to stdout.',
  ].join('\n'),
  options: () => [
    new Option('--from <URL>', 'WordPress database: mysql://user:pass@host:port/db.').makeOptionMandatory(),
    new Option('--table-prefix <P>', 'WordPress table prefix.').default('wp_'),
    new Option('--uploads <DIR>', 'WordPress uploads folder (wp-content/uploads) to copy.'),
    new Option('--uploads-to <DIR>', 'Where the uploads are copied.').default(DEFAULT_UPLOADS_DIR),
    new Option('--dry-run', 'Report what would be imported without writing anything.'),
    databaseOption(),
  ],
  async run(input, io) {
    const { from, tablePrefix, uploads, uploadsTo, dryRun = false, ...rest } = input.options<ImportFlags>();
    if (!/^(mysql|mariadb):\/\//i.test(from)) throw new UsageError('--from must be a mysql:// address');
    const { withStorage } = await import('../database');
    const { importWordPress } = await import('../../importer/wordpress/importWordPress');
    const { CliProgress } = await import('../importProgress');
    const report = await withStorage(databaseUrl(rest, io), (storage) => importWordPress(storage, {
      from: from.replace(/^mariadb:/i, 'mysql:'),
      tablePrefix,
      ...(uploads === undefined ? {} : { uploadsFrom: uploads, uploadsTo }),
      dryRun,
      progress: new CliProgress(io.stderr),
    }));
    io.stdout.write(report.format(dryRun));
    return 0;
  },
};
