import { DefaultQueryCompiler, QueryCreator } from 'kysely';

/** Kysely's work during one call: statements compiled, and queries started (each builder begins with selectFrom). */
export interface KyselyWork {
  compiles: number;
  builds: number;
}

export const NO_KYSELY_WORK: Readonly<KyselyWork> = Object.freeze({ compiles: 0, builds: 0 });

/** Counts what Kysely builds and compiles while `run` runs (tests are serial, so nothing else counts). */
export async function kyselyWork(run: () => Promise<unknown>): Promise<KyselyWork> {
  const compile = DefaultQueryCompiler.prototype.compileQuery;
  const selectFrom = QueryCreator.prototype.selectFrom;
  const counted = { compiles: 0, builds: 0 };
  DefaultQueryCompiler.prototype.compileQuery = function (this: DefaultQueryCompiler, ...args: Parameters<typeof compile>) {
    counted.compiles++;
    return compile.apply(this, args);
  };
  QueryCreator.prototype.selectFrom = function (this: QueryCreator<never>, ...args: unknown[]) {
    counted.builds++;
    return (selectFrom as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof selectFrom;
  try {
    await run();
  } finally {
    DefaultQueryCompiler.prototype.compileQuery = compile;
    QueryCreator.prototype.selectFrom = selectFrom;
  }
  return counted;
}
