import { StorageConfigError } from './errors';

/** Where the embedded database lives when no address is given. */
export const DEFAULT_SQLITE_PATH = './data/svc-rest.sqlite';

export type DatabaseTarget =
  | { dialect: 'sqlite'; path: string }
  | { dialect: 'postgres'; connectionString: string };

/**
 * Reads a database address: nothing → the default SQLite file; ':memory:', 'sqlite:<path>' or a plain
 * path → SQLite; 'postgres://' or 'postgresql://' → PostgreSQL. Any other URL scheme is refused.
 */
export function parseDatabaseUrl(databaseUrl?: string): DatabaseTarget {
  const url = databaseUrl?.trim() ?? '';
  if (url === '') return { dialect: 'sqlite', path: DEFAULT_SQLITE_PATH };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url };
  const sqlite = /^sqlite:(?:\/\/)?(.*)$/i.exec(url);
  if (sqlite) {
    const path = sqlite[1] ?? '';
    if (path === '') throw new StorageConfigError(`No SQLite file in "${url}".`);
    return { dialect: 'sqlite', path };
  }
  if (/^[a-z][a-z0-9+.-]+:\/\//i.test(url)) {
    throw new StorageConfigError(`Unsupported database address "${redact(url)}": use a SQLite path or postgres://.`);
  }
  return { dialect: 'sqlite', path: url };
}

/** The address without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** PostgreSQL schema names we accept: plain lower-case identifiers, so they never need quoting. */
export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new StorageConfigError(`Invalid PostgreSQL schema name "${schema}": use lower-case letters, digits and _.`);
  }
  return schema;
}
