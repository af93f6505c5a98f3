import test from 'ava';
import { LoginThrottle } from '../../src/auth/index';
import { manualClock } from './doubles';

function setup(options: ConstructorParameters<typeof LoginThrottle>[0] = {}) {
  const clock = manualClock(1_000_000_000);
  return { clock, throttle: new LoginThrottle({ now: clock.now, ...options }) };
}

test('five failures within fifteen minutes lock the pair for fifteen minutes', (t) => {
  const { clock, throttle } = setup();
  for (let i = 1; i <= 4; i++) {
    t.deepEqual(throttle.recordFailure('alice', '10.0.0.1'), { locked: false, retryAfterSeconds: 0, failures: i });
    clock.advanceSeconds(60);
  }
  t.deepEqual(throttle.recordFailure('alice', '10.0.0.1'), { locked: true, retryAfterSeconds: 900, failures: 0 });
  clock.advanceSeconds(899);
  t.deepEqual(throttle.check('alice', '10.0.0.1'), { locked: true, retryAfterSeconds: 1, failures: 0 });
  // Failures while locked neither count nor extend the lockout.
  t.deepEqual(throttle.recordFailure('alice', '10.0.0.1'), { locked: true, retryAfterSeconds: 1, failures: 0 });
  clock.advanceSeconds(1);
  t.deepEqual(throttle.check('alice', '10.0.0.1'), { locked: false, retryAfterSeconds: 0, failures: 0 });
  t.is(throttle.size, 0, 'the released pair is forgotten');
});

test('the pair is (username, IP): another IP or user is not locked; usernames ignore case', (t) => {
  const { throttle } = setup();
  for (let i = 0; i < 5; i++) throttle.recordFailure('Alice', '10.0.0.1');
  t.true(throttle.check('alice', '10.0.0.1').locked);
  t.true(throttle.check(' ALICE ', '10.0.0.1').locked);
  t.false(throttle.check('alice', '10.0.0.2').locked);
  t.false(throttle.check('bob', '10.0.0.1').locked);
});

test('failures older than the window stop counting', (t) => {
  const { clock, throttle } = setup();
  for (let i = 0; i < 4; i++) throttle.recordFailure('alice', 'ip');
  clock.advanceSeconds(900);
  t.deepEqual(throttle.check('alice', 'ip'), { locked: false, retryAfterSeconds: 0, failures: 0 });
  t.deepEqual(throttle.recordFailure('alice', 'ip'), { locked: false, retryAfterSeconds: 0, failures: 1 });
});

test('a success forgets earlier failures but does not lift a lockout', (t) => {
  const { throttle } = setup();
  for (let i = 0; i < 4; i++) throttle.recordFailure('alice', 'ip');
  throttle.recordSuccess('alice', 'ip');
  t.is(throttle.check('alice', 'ip').failures, 0);
  for (let i = 0; i < 5; i++) throttle.recordFailure('alice', 'ip');
  throttle.recordSuccess('alice', 'ip');
  t.true(throttle.check('alice', 'ip').locked);
});

test('custom limits', (t) => {
  const { clock, throttle } = setup({ maxFailures: 2, windowSeconds: 10, lockoutSeconds: 30 });
  throttle.recordFailure('a', 'ip');
  clock.advanceSeconds(11);
  t.false(throttle.recordFailure('a', 'ip').locked, 'first failure fell out of the window');
  t.deepEqual(throttle.recordFailure('a', 'ip'), { locked: true, retryAfterSeconds: 30, failures: 0 });
});

test('memory is bounded: expired pairs go first, then the least recently touched', (t) => {
  const { clock, throttle } = setup({ maxEntries: 3, windowSeconds: 60 });
  throttle.recordFailure('old', 'ip');
  clock.advanceSeconds(61);
  throttle.recordFailure('a', 'ip');
  throttle.recordFailure('b', 'ip');
  throttle.recordFailure('c', 'ip');
  t.is(throttle.size, 3);
  t.is(throttle.check('old', 'ip').failures, 0);
  t.is(throttle.check('a', 'ip').failures, 1, 'the stale pair was dropped, not a live one');
  throttle.recordFailure('a', 'ip');
  throttle.recordFailure('d', 'ip');
  t.is(throttle.size, 3);
  t.is(throttle.check('b', 'ip').failures, 0, 'b was the least recently touched');
  t.is(throttle.check('a', 'ip').failures, 2);
  t.is(throttle.check('c', 'ip').failures, 1);
  t.is(throttle.check('d', 'ip').failures, 1);
});
