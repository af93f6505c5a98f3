import { LoginThrottle, type LoginAttempt } from '../../../src/auth/index';
import { test } from './context';

const ALICE: LoginAttempt = { account: 'user:1', ip: '10.0.0.1' };

/** A throttle on the suite's storage, on a clock (ms) of its own. */
function throttleOn(storage: import('../../../src/storage/index').Storage, options: ConstructorParameters<typeof LoginThrottle>[1] = {}) {
  let current = Date.UTC(2026, 0, 1);
  const clock = { now: () => current, advance: (seconds: number) => { current += seconds * 1000; } };
  return { clock, throttle: new LoginThrottle(storage.loginThrottle, { now: clock.now, ...options }) };
}

export function registerLoginThrottleTests(): void {
  test.serial('login throttle: five failures within the window lock the account for fifteen minutes', async (t) => {
    const { clock, throttle } = throttleOn(t.context.storage);
    for (let i = 1; i <= 4; i++) {
      t.deepEqual(await throttle.recordFailure(ALICE), { locked: false, retryAfterSeconds: 0, failures: i });
      clock.advance(60);
    }
    t.deepEqual(await throttle.recordFailure(ALICE), { locked: true, retryAfterSeconds: 900, failures: 0 });
    clock.advance(899);
    t.deepEqual(await throttle.check(ALICE), { locked: true, retryAfterSeconds: 1, failures: 0 });
    // Failures while locked neither count nor extend the lockout.
    t.deepEqual(await throttle.recordFailure(ALICE), { locked: true, retryAfterSeconds: 1, failures: 0 });
    clock.advance(1);
    t.deepEqual(await throttle.check(ALICE), { locked: false, retryAfterSeconds: 0, failures: 0 });
  });

  test.serial('login throttle: the account is locked from every address; identifiers ignore case', async (t) => {
    const { throttle } = throttleOn(t.context.storage);
    for (let i = 0; i < 5; i++) await throttle.recordFailure({ account: 'name:Bob', ip: `10.0.0.${i}` });
    t.true((await throttle.check({ account: ' NAME:bob ', ip: '192.168.1.1' })).locked);
    t.false((await throttle.check({ account: 'name:carol', ip: '10.0.0.1' })).locked);
  });

  test.serial('login throttle: one address failing against many accounts is locked too', async (t) => {
    const { throttle } = throttleOn(t.context.storage, { maxFailuresPerIp: 3 });
    for (const account of ['name:a', 'name:b', 'name:c']) await throttle.recordFailure({ account, ip: '203.0.113.9' });
    t.deepEqual(await throttle.check({ account: 'name:d', ip: '203.0.113.9' }), { locked: true, retryAfterSeconds: 900, failures: 0 });
    t.false((await throttle.check({ account: 'name:d', ip: '203.0.113.10' })).locked);
  });

  test.serial('login throttle: failures older than the window stop counting; a success forgets failures, not a lockout', async (t) => {
    const { clock, throttle } = throttleOn(t.context.storage);
    for (let i = 0; i < 4; i++) await throttle.recordFailure(ALICE);
    clock.advance(900);
    t.deepEqual(await throttle.recordFailure(ALICE), { locked: false, retryAfterSeconds: 0, failures: 1 });
    await throttle.recordSuccess(ALICE);
    t.is((await throttle.check(ALICE)).failures, 0);
    for (let i = 0; i < 5; i++) await throttle.recordFailure(ALICE);
    await throttle.recordSuccess(ALICE);
    t.true((await throttle.check(ALICE)).locked);
  });

  test.serial('login throttle: counters live in the database, shared by every handle, and parallel failures all count', async (t) => {
    const other = await t.context.reopen();
    const first = throttleOn(t.context.storage, { maxFailures: 100, maxFailuresPerIp: 1000 }).throttle;
    const second = throttleOn(other, { maxFailures: 100, maxFailuresPerIp: 1000 }).throttle;
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? first : second).recordFailure(ALICE)));
    t.is((await first.check(ALICE)).failures, 30);
    t.is((await second.check(ALICE)).failures, 30);
  });
}
