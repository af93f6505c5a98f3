/**
 * Counts the SQL statements the driver executes (StatementGateDialect records each), so tests and
 * benchmarks can see how many round trips a request costs on either backend.
 */
export class StatementCounter {
  private executed = 0;
  private readonly listeners = new Set<(sql: string) => void>();

  /** Statements executed since the storage was opened. */
  get count(): number {
    return this.executed;
  }

  /** Calls `listener` with the SQL text of every statement until the returned function is called. */
  listen(listener: (sql: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `fn` and returns its result with the statements it executed (its own, and any running concurrently). */
  async measure<T>(fn: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const stop = this.listen((text) => statements.push(text));
    try {
      return { result: await fn(), statements };
    } finally {
      stop();
    }
  }

  /** One statement on its way to the driver. */
  record(sql: string): void {
    this.executed++;
    if (this.listeners.size === 0) return;
    for (const listener of this.listeners) listener(sql);
  }
}
