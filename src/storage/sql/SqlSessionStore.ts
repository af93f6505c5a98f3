import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SessionInput, SessionRecord, SessionStore } from '../types';
import { withParent } from './conflicts';
import type { SqlContext } from './context';
import type { SessionsTable } from './tables';
import { unixSeconds } from './values';

const TOKEN_BYTES = 32;

/** Only the hash is stored, so a leaked table does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toRecord(row: Selectable<SessionsTable>): SessionRecord {
  return { user_id: row.user_id, expiration: row.expiration, ip: row.ip, ua: row.ua, login: row.login };
}

/** WordPress's session tokens: server-side login sessions a cookie refers to. */
export class SqlSessionStore implements SessionStore {
  constructor(private readonly ctx: SqlContext) {}

  async create(userId: number, session: SessionInput): Promise<string> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    // Expired sessions of the user are dropped whenever a new one starts, as WordPress does.
    await this.ctx.db.deleteFrom('sessions')
      .where('user_id', '=', userId).where('expiration', '<', this.nowSeconds()).execute();
    await withParent(this.ctx.dialect, 'user', userId, () => this.ctx.db.insertInto('sessions').values({
      user_id: userId, token_hash: hashToken(token),
      expiration: session.expiration, ip: session.ip ?? '', ua: session.ua ?? '', login: session.login,
    }).execute());
    return token;
  }

  async verify(userId: number, token: string): Promise<SessionRecord | undefined> {
    const row = await this.ctx.db.selectFrom('sessions').selectAll()
      .where('user_id', '=', userId).where('token_hash', '=', hashToken(token))
      .where('expiration', '>=', this.nowSeconds()).executeTakeFirst();
    return row && toRecord(row);
  }

  async list(userId: number): Promise<SessionRecord[]> {
    const rows = await this.ctx.db.selectFrom('sessions').selectAll()
      .where('user_id', '=', userId).where('expiration', '>=', this.nowSeconds()).orderBy('id').execute();
    return rows.map(toRecord);
  }

  async destroy(userId: number, token: string): Promise<boolean> {
    const result = await this.ctx.db.deleteFrom('sessions')
      .where('user_id', '=', userId).where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async destroyOthers(userId: number, token: string): Promise<number> {
    const result = await this.ctx.db.deleteFrom('sessions')
      .where('user_id', '=', userId).where('token_hash', '<>', hashToken(token)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async destroyAll(userId: number): Promise<number> {
    const result = await this.ctx.db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private nowSeconds(): number {
    return unixSeconds(this.ctx.now());
  }
}
