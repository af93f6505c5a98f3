import { sql } from 'kysely';
import type { LoginThrottleStore, ThrottleCounter, ThrottleRule } from '../types';
import type { SqlContext } from './context';

interface CounterRow {
  failures: number | string;
  locked_until: number | string;
}

function toCounter(row: CounterRow): ThrottleCounter {
  return { failures: Number(row.failures), lockedUntil: Number(row.locked_until) };
}

/**
 * Counters in `login_throttle`, one row per key. A failure is a single upsert whose arithmetic
 * runs in the database (window expiry, lockout start), so parallel failures from any number of
 * processes each count exactly once. The window is fixed: it starts at the first failure.
 */
export class SqlLoginThrottleStore implements LoginThrottleStore {
  constructor(private readonly ctx: SqlContext) {}

  async get(key: string): Promise<ThrottleCounter | undefined> {
    const row = await this.ctx.db.selectFrom('login_throttle').select(['failures', 'locked_until'])
      .where('throttle_key', '=', key).executeTakeFirst();
    return row && toCounter(row);
  }

  async recordFailure(key: string, now: number, rule: ThrottleRule): Promise<ThrottleCounter> {
    const max = rule.maxFailures;
    const lockEnd = now + rule.lockoutSeconds;
    const windowOpen = now - rule.windowSeconds;
    const firstLocks = max <= 1;
    // The failure count including this one: restarted when the window has passed.
    const next = sql`(case when t.window_start <= ${windowOpen} then 1 else t.failures + 1 end)`;
    const locked = sql`t.locked_until > ${now}`;
    const { rows } = await sql<CounterRow>`
      insert into login_throttle as t (throttle_key, failures, window_start, locked_until)
      values (${key}, ${firstLocks ? 0 : 1}, ${now}, ${firstLocks ? lockEnd : 0})
      on conflict (throttle_key) do update set
        failures = case when ${locked} then t.failures when ${next} >= ${max} then 0 else ${next} end,
        locked_until = case when ${locked} then t.locked_until when ${next} >= ${max} then ${lockEnd} else t.locked_until end,
        window_start = case when ${locked} then t.window_start when t.window_start <= ${windowOpen} then ${now} else t.window_start end
      returning failures, locked_until`.execute(this.ctx.db);
    return toCounter(rows[0]!);
  }

  async clear(key: string, now: number): Promise<void> {
    await this.ctx.db.deleteFrom('login_throttle').where('throttle_key', '=', key).where('locked_until', '<=', now).execute();
  }
}
