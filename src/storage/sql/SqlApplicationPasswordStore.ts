import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ApplicationPasswordInput, ApplicationPasswordRecord, ApplicationPasswordStore } from '../types';
import { withConflicts, withParent } from './conflicts';
import { inTransaction, type SqlContext } from './context';
import type { ApplicationPasswordsTable } from './tables';
import { unixSeconds } from './values';

function toRecord(row: Selectable<ApplicationPasswordsTable>): ApplicationPasswordRecord {
  const { user_id: _userId, ...record } = row;
  return record;
}

/** WordPress's application passwords (kept there in user meta), one row each. */
export class SqlApplicationPasswordStore implements ApplicationPasswordStore {
  constructor(private readonly ctx: SqlContext) {}

  async list(userId: number): Promise<ApplicationPasswordRecord[]> {
    const rows = await this.ctx.db.selectFrom('application_passwords').selectAll()
      .where('user_id', '=', userId).orderBy('created').orderBy('name').execute();
    return rows.map(toRecord);
  }

  async create(userId: number, input: ApplicationPasswordInput): Promise<ApplicationPasswordRecord> {
    const row = await withParent(this.ctx.dialect, 'user', userId, () => this.ctx.db.insertInto('application_passwords').values({
      uuid: randomUUID(), user_id: userId, app_id: input.app_id ?? '', name: input.name, password: input.password,
      created: unixSeconds(this.ctx.now()), last_used: null, last_ip: null,
    }).returningAll().executeTakeFirstOrThrow());
    return toRecord(row);
  }

  async get(userId: number, uuid: string): Promise<ApplicationPasswordRecord | undefined> {
    const row = await this.ctx.db.selectFrom('application_passwords').selectAll()
      .where('user_id', '=', userId).where('uuid', '=', uuid).executeTakeFirst();
    return row && toRecord(row);
  }

  async delete(userId: number, uuid: string): Promise<boolean> {
    const result = await this.ctx.db.deleteFrom('application_passwords')
      .where('user_id', '=', userId).where('uuid', '=', uuid).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async deleteAll(userId: number): Promise<number> {
    const result = await this.ctx.db.deleteFrom('application_passwords').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async save(userId: number, items: ApplicationPasswordRecord[]): Promise<void> {
    await withParent(this.ctx.dialect, 'user', userId, () => inTransaction(this.ctx, async (tx) => {
      await tx.db.deleteFrom('application_passwords').where('user_id', '=', userId).execute();
      if (items.length === 0) return;
      const rows = items.map(({ uuid, app_id, name, password, created, last_used, last_ip }) =>
        ({ uuid, user_id: userId, app_id, name, password, created, last_used, last_ip }));
      await withConflicts(tx.dialect, () => tx.db.insertInto('application_passwords').values(rows).execute());
    }));
  }

  async isInUse(): Promise<boolean> {
    return (await this.ctx.db.selectFrom('application_passwords').select('uuid').limit(1).executeTakeFirst()) !== undefined;
  }

  async recordUse(userId: number, uuid: string, ip: string | null, timestamp: number): Promise<boolean> {
    const result = await this.ctx.db.updateTable('application_passwords').set({ last_used: timestamp, last_ip: ip })
      .where('user_id', '=', userId).where('uuid', '=', uuid).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
