/**
 * `GET /wp-site-health/v1/directory-sizes` data (WordPress's WP_Debug_Data::get_sizes
 * as the controller shapes it) for what this server keeps: the uploads folder
 * and the database, and their total.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Storage } from '../../src/storage/types';

export interface SizeEntry {
  size: string;
  debug: string;
  raw?: number;
}

const UNITS: Array<[string, number]> = [['TB', 1024 ** 4], ['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024], ['B', 1]];

/** WordPress's size_format( $bytes, 2 ): `0.00 B`, `512.00 B`, `1.50 KB`, thousands separated by commas. */
export function sizeFormat(bytes: number): string {
  const [unit, magnitude] = UNITS.find(([, mag]) => bytes >= mag) ?? ['B', 1];
  const value = (bytes / magnitude).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${value} ${unit}`;
}

/** Bytes of every file under `path` (0 for a folder that does not exist yet). */
export async function folderSize(path: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

function entry(bytes: number | undefined): SizeEntry {
  if (bytes === undefined) return { size: 'not available', debug: 'not available' };
  const size = sizeFormat(bytes);
  return bytes > 0 ? { size, debug: `${size} (${bytes} bytes)`, raw: bytes } : { size, debug: `${size} (${bytes} bytes)` };
}

export async function directorySizes(storage: Storage, uploadsDir: string): Promise<Record<string, number | SizeEntry>> {
  const uploads = await folderSize(uploadsDir);
  let database: number | undefined;
  try {
    database = storage.databaseSize === undefined ? undefined : await storage.databaseSize();
  } catch {
    database = undefined;
  }
  const total = database === undefined ? undefined : uploads + database;
  return { raw: 0, uploads_size: entry(uploads), database_size: entry(database), total_size: entry(total) };
}
