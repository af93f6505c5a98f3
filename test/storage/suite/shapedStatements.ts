import { SqlStorage } from '../../../src/storage/index';
import { postgresDialect, sqliteDialect } from '../../../src/storage/sql/dialect';
import { runShaped } from '../../../src/storage/sql/shapedStatement';
import type { SqlContext } from '../../../src/storage/sql/context';
import { test } from './context';

/** The SQL storage under test and a context reading through its own database, as its stores do. */
function sqlOf({ storage, backend }: { storage: unknown; backend: string }): { storage: SqlStorage; backend: string; ctx: SqlContext } {
  if (!(storage instanceof SqlStorage)) throw new Error('expects the SQL implementation');
  return { storage, backend, ctx: { db: storage.kysely, dialect: backend === 'postgres' ? postgresDialect : sqliteDialect, now: () => new Date() } };
}

export function registerShapedStatementTests(): void {
  test.serial('a statement compiled once per shape reads each call with its own values', async (t) => {
    const { storage, backend, ctx } = sqlOf(t.context);
    const [a, b, c] = [await storage.posts.create({ post_title: 'a' }), await storage.posts.create({ post_title: 'b' }), await storage.posts.create({ post_title: 'c' })];
    const titles = async (ids: number[]): Promise<string[]> => (await runShaped(ctx, `test titles:${backend}:${ids.length}`, ids, () => ctx.db
      .selectFrom('posts').select('post_title').where('id', 'in', ids).orderBy('id'))).map((row) => row.post_title);
    t.deepEqual(await titles([a.id, b.id]), ['a', 'b']);
    t.deepEqual(await titles([c.id, a.id]), ['a', 'c']);
    t.deepEqual(await titles([c.id]), ['c']);

    const before = storage.statements.count;
    await t.throwsAsync(runShaped(ctx, `test swapped:${backend}`, ['post', a.id], () => ctx.db
      .selectFrom('posts').select('id').where('id', '=', a.id).where('post_type', '=', 'post')), {
      message: `The statement shape test swapped:${backend} binds other parameters than its caller gives.`,
    });
    t.is(storage.statements.count, before, 'a shape whose parameters do not match never runs');
  });

  test.serial('a shaped read while a transaction holds the connection waits for it, and never sees what it rolls back', async (t) => {
    const { storage, backend, ctx } = sqlOf(t.context);
    const title = (id: number): Promise<Array<{ post_title: string }>> =>
      runShaped(ctx, `test one title:${backend}`, [id], () => ctx.db.selectFrom('posts').select('post_title').where('id', '=', id));
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = 0;
    const rolledBack = storage.transaction(async (tx) => {
      inserted = (await tx.posts.create({ post_title: 'never committed' })).id;
      await held;
      throw new Error('rolled back on purpose');
    });
    while (inserted === 0) await new Promise((resolve) => setImmediate(resolve));
    const read = title(inserted);
    release();
    await t.throwsAsync(rolledBack, { message: 'rolled back on purpose' });
    t.deepEqual(await read, []);
  });
}
