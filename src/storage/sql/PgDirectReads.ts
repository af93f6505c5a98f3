import type { CompiledQuery } from 'kysely';
import type { Pool } from 'pg';
import type { DirectReads } from './DirectReads';
import type { StatementCounter } from './StatementCounter';
import { storableQuery } from './storableValues';

/**
 * PostgreSQL reads outside a transaction, sent to a client of the pool Kysely uses, as Kysely's driver would
 * send them (the same client calls: rows as arrays, made into objects, hot texts kept prepared:
 * pgClientQueries.ts), without its executor and connection provider on the way. Statements pass the same
 * gate (the storable-values guard, the statement counter).
 */
export class PgDirectReads implements DirectReads {
  constructor(private readonly pool: Pool, private readonly counter: StatementCounter) {}

  async read<R>(compiled: CompiledQuery): Promise<R[]> {
    // Refused before a client is taken: a statement the gate stops never holds a connection.
    const storable = storableQuery(compiled);
    const client = await this.pool.connect();
    try {
      this.counter.record(storable.sql);
      const result = await client.query(storable.sql, [...storable.parameters]);
      return (result.rows ?? []) as R[];
    } finally {
      client.release();
    }
  }
}
