import type { CompiledQuery } from 'kysely';

/**
 * Reads sent to the database without Kysely's driver path (its executor, connection provider and driver
 * cost some twenty promises per statement, each paying the request scope's promise hooks). runShaped, which
 * carries the hot reads of every page, uses them outside transactions; inside one, reads go through the
 * transaction as before.
 */
export interface DirectReads {
  /** The rows of a read (now, or when they come), or undefined when this read must go through Kysely. */
  read<R>(compiled: CompiledQuery): R[] | Promise<R[]> | undefined;
}
