import type { JsonValue, MetaStore } from '../types';
import { withParent } from './conflicts';
import { inTransaction, type SqlContext } from './context';
import type { MetaTableName } from './tables';
import { decodeJson, encodeJson, storableIds } from './values';
import { runShaped } from './shapedStatement';

/** Metadata rows of one object kind; values are stored as JSON text so any JSON value round-trips. */
export class SqlMetaStore implements MetaStore {
  // The four meta tables share one shape, so one of their names stands in for the type checker.
  private readonly table: 'postmeta';
  /** What owns the rows ('post', 'term', 'user', 'comment'), for errors. */
  private readonly owner: string;

  constructor(
    private readonly ctx: SqlContext,
    table: MetaTableName,
  ) {
    this.table = table as 'postmeta';
    this.owner = table.replace(/meta$/, '');
  }

  async get(objectId: number, key: string): Promise<JsonValue[]> {
    const rows = await this.ctx.db.selectFrom(this.table).select('meta_value')
      .where('object_id', '=', objectId).where('meta_key', '=', key).orderBy('meta_id').execute();
    return rows.map((r) => decodeJson(r.meta_value));
  }

  async getAll(objectId: number): Promise<Record<string, JsonValue[]>> {
    const rows = await this.ctx.db.selectFrom(this.table).select(['meta_key', 'meta_value'])
      .where('object_id', '=', objectId).orderBy('meta_id').execute();
    const all: Record<string, JsonValue[]> = {};
    for (const row of rows) (all[row.meta_key] ??= []).push(decodeJson(row.meta_value));
    return all;
  }

  async getAllOfMany(objectIds: readonly number[]): Promise<Map<number, Record<string, JsonValue[]>>> {
    const found = new Map<number, Record<string, JsonValue[]>>(objectIds.map((id) => [id, {}]));
    if (storableIds(objectIds).length === 0) return found;
    const ids = storableIds(objectIds);
    const rows = await runShaped(this.ctx, `allMetaOfMany:${this.table}:${ids.length}`, ids, () => this.ctx.db
      .selectFrom(this.table).select(['object_id', 'meta_key', 'meta_value']).where('object_id', 'in', ids).orderBy('meta_id'));
    for (const row of rows) {
      const all = found.get(row.object_id);
      if (all !== undefined) (all[row.meta_key] ??= []).push(decodeJson(row.meta_value));
    }
    return found;
  }

  async add(objectId: number, key: string, value: JsonValue, unique = false): Promise<number | false> {
    return this.writing(objectId, async (tx) => {
      if (unique && (await this.count(tx, objectId, key)) > 0) return false;
      const row = await tx.db.insertInto(this.table)
        .values({ object_id: objectId, meta_key: key, meta_value: encodeJson(value) })
        .returning('meta_id').executeTakeFirstOrThrow();
      return row.meta_id;
    });
  }

  async update(objectId: number, key: string, value: JsonValue, prevValue?: JsonValue): Promise<boolean> {
    return this.writing(objectId, async (tx) => {
      let query = tx.db.updateTable(this.table).set({ meta_value: encodeJson(value) })
        .where('object_id', '=', objectId).where('meta_key', '=', key);
      if (prevValue !== undefined) query = query.where('meta_value', '=', encodeJson(prevValue));
      const result = await query.executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0) return true;
      if (prevValue !== undefined) return false;
      await tx.db.insertInto(this.table)
        .values({ object_id: objectId, meta_key: key, meta_value: encodeJson(value) }).execute();
      return true;
    });
  }

  async set(objectId: number, key: string, values: JsonValue[]): Promise<void> {
    await this.writing(objectId, async (tx) => {
      await tx.db.deleteFrom(this.table).where('object_id', '=', objectId).where('meta_key', '=', key).execute();
      if (values.length === 0) return;
      await tx.db.insertInto(this.table)
        .values(values.map((v) => ({ object_id: objectId, meta_key: key, meta_value: encodeJson(v) }))).execute();
    });
  }

  async delete(objectId: number, key: string, value?: JsonValue): Promise<number> {
    let query = this.ctx.db.deleteFrom(this.table).where('object_id', '=', objectId).where('meta_key', '=', key);
    if (value !== undefined) query = query.where('meta_value', '=', encodeJson(value));
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteEverywhere(key: string, value: JsonValue): Promise<number> {
    const result = await this.ctx.db.deleteFrom(this.table).where('meta_key', '=', key).where('meta_value', '=', encodeJson(value)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A transactional write for an object that must exist: a missing one is reported as StorageNotFoundError. */
  private writing<T>(objectId: number, write: (tx: SqlContext) => Promise<T>): Promise<T> {
    return withParent(this.ctx.dialect, this.owner, objectId, () => inTransaction(this.ctx, write));
  }

  private async count(ctx: SqlContext, objectId: number, key: string): Promise<number> {
    const row = await ctx.db.selectFrom(this.table).select((eb) => eb.fn.countAll<number>().as('n'))
      .where('object_id', '=', objectId).where('meta_key', '=', key).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
