import mysql, { type Connection, type RowDataPacket } from 'mysql2/promise';

/** One row as the driver returns it (dates as strings, see connect()). */
export type SourceRow = Record<string, string | number | null>;

/** How a table is walked: key columns (as named in the result rows), read in key order. */
export interface SourceTable {
  /** Name without the prefix (`posts`): counted for progress, and read when `from` is absent. */
  name: string;
  key: readonly string[];
  /** SQL for the key columns when they need qualifying in a join (default: the quoted `key` names). */
  keySql?: readonly string[];
  /** Select list (default `*`). */
  select?: string;
  /** FROM clause, e.g. a join of prefixed tables (default the prefixed `name`). */
  from?: string;
}

const DEFAULT_BATCH = 500;

/**
 * A WordPress database on MySQL or MariaDB, read in key order one batch at a time
 * (keyset paging: constant cost per batch and memory flat however big the site).
 */
export class MysqlSource {
  private constructor(
    private readonly connection: Connection,
    readonly prefix: string,
    readonly batchSize: number,
  ) {}

  /** Connects to `url` (mysql://user:pass@host:port/db); the prefix may hold letters, digits and `_` only. */
  static async connect(url: string, prefix = 'wp_', batchSize = DEFAULT_BATCH): Promise<MysqlSource> {
    if (!/^[A-Za-z0-9_]*$/.test(prefix)) throw new Error(`Invalid table prefix "${prefix}": use letters, digits and _.`);
    const connection = await mysql.createConnection({
      uri: url,
      charset: 'utf8mb4',
      // WordPress dates such as 0000-00-00 00:00:00 have no Date form: keep every date as its text.
      dateStrings: true,
      supportBigNumbers: true,
      timezone: 'Z',
    });
    return new MysqlSource(connection, prefix, batchSize);
  }

  /** The prefixed, quoted table name. */
  table(name: string): string {
    return `\`${this.prefix}${name}\``;
  }

  async hasTable(name: string): Promise<boolean> {
    const [rows] = await this.connection.query<RowDataPacket[]>('show tables like ?', [`${this.prefix}${name}`]);
    return rows.length > 0;
  }

  async count(name: string): Promise<number> {
    const [rows] = await this.connection.query<RowDataPacket[]>(`select count(*) as n from ${this.table(name)}`);
    return Number(rows[0]?.n ?? 0);
  }

  async query(sqlText: string, values: unknown[] = []): Promise<SourceRow[]> {
    const [rows] = await this.connection.query<RowDataPacket[]>(sqlText, values);
    return rows as SourceRow[];
  }

  /** Every row of the table, `batchSize` at a time, in key order. */
  async *batches(spec: SourceTable): AsyncGenerator<SourceRow[]> {
    const keys = spec.keySql ?? spec.key.map((column) => `\`${column}\``);
    const select = spec.select ?? '*';
    const from = spec.from ?? this.table(spec.name);
    let after: (string | number | null)[] | undefined;
    for (;;) {
      const where = after === undefined ? '' : `where (${keys.join(', ')}) > (${keys.map(() => '?').join(', ')})`;
      const rows = await this.query(
        `select ${select} from ${from} ${where} order by ${keys.join(', ')} limit ${this.batchSize}`,
        after ?? [],
      );
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < this.batchSize) return;
      const last = rows[rows.length - 1] as SourceRow;
      after = spec.key.map((column) => last[column] ?? null);
    }
  }

  close(): Promise<void> {
    return this.connection.end();
  }
}
