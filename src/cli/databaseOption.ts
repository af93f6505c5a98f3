import { stringFlag, type OptionSpec, type ParsedArgs } from './args';
import type { CliIo } from './io';
import { DEFAULT_SQLITE_PATH } from '../storage/connection';

export const DATABASE_OPTION: OptionSpec = {
  name: 'database',
  value: 'URL',
  description: `Database: a SQLite path, sqlite:<path> or postgres://… (default: env SVC_REST_DATABASE, else ${DEFAULT_SQLITE_PATH}).`,
};

/** --database, else SVC_REST_DATABASE, else the embedded SQLite file. */
export function databaseUrl(args: ParsedArgs, io: CliIo): string {
  const url = stringFlag(args, 'database') ?? io.env.SVC_REST_DATABASE;
  return url === undefined || url.trim() === '' ? DEFAULT_SQLITE_PATH : url;
}
