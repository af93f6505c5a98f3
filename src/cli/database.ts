import { CliError } from './CliError';
import { StorageError } from '../storage/errors';
import { openStorage } from '../storage/openStorage';
import type { Storage } from '../storage/types';
import { parseDatabaseUrl, redact } from '../storage/connection';

/** The address as it may be printed (no password). */
export function describeDatabase(url: string): string {
  return redact(url);
}

/** Whether every connection to `url` gets its own empty database (so setup must share the app's connection). */
export function isPrivateDatabase(url: string): boolean {
  try {
    const target = parseDatabaseUrl(url);
    return target.dialect === 'sqlite' && target.path === ':memory:';
  } catch {
    return false;
  }
}

/**
 * Runs `open` (anything that connects to the database) and turns its failure into a one-line CliError
 * naming the redacted address; the original error stays attached as `cause` for --debug.
 */
export async function connecting<T>(url: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    if (error instanceof CliError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    // Storage errors already name the (redacted) address.
    const message = error instanceof StorageError && reason.includes(redact(url))
      ? reason
      : `Cannot open database ${redact(url)}: ${reason}`;
    throw new CliError(message, 1, { cause: error });
  }
}

/** Opens (and, by default, migrates) the storage of the command's database. */
export function openCliStorage(url: string, migrate = true): Promise<Storage> {
  return connecting(url, () => openStorage(url, { migrate }));
}

/** Runs `fn` with an open storage and always closes it. */
export async function withStorage<T>(url: string, fn: (storage: Storage) => Promise<T>, migrate = true): Promise<T> {
  const storage = await openCliStorage(url, migrate);
  try {
    return await fn(storage);
  } finally {
    await storage.close();
  }
}
