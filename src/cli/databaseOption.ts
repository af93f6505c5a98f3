import { Option } from 'commander';
import type { CliIo } from './io';
import { DEFAULT_SQLITE_PATH } from '../storage/connection';

export function databaseOption(): Option {
  return new Option(
    '--database <URL>',
    `Database: a SQLite path, sqlite:<path> or postgres://… (default: env SVC_REST_DATABASE, else ${DEFAULT_SQLITE_PATH}).`,
  );
}

/** --database, else SVC_REST_DATABASE, else the embedded SQLite file. */
export function databaseUrl(options: { database?: unknown }, io: CliIo): string {
  const url = typeof options.database === 'string' ? options.database : io.env.SVC_REST_DATABASE;
  return url === undefined || url.trim() === '' ? DEFAULT_SQLITE_PATH : url;
}
