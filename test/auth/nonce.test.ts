import { createHmac } from 'node:crypto';
import test from 'ava';
import { NonceService } from '../../src/auth/index';
import { manualClock } from './doubles';

const SECRET = 'test-secret-one';
// 4,320,001 s after the epoch: one second into tick 101 of 12-hour ticks.
const START_MS = (43200 * 100 + 1) * 1000;

function setup(): { clock: ReturnType<typeof manualClock>; nonces: NonceService } {
  const clock = manualClock(START_MS);
  return { clock, nonces: new NonceService(SECRET, { now: clock.now }) };
}

test('the tick advances every half lifespan (12 hours by default)', (t) => {
  const { clock, nonces } = setup();
  t.is(nonces.tick(), 101);
  clock.set(43200 * 101 * 1000);
  t.is(nonces.tick(), 101);
  clock.advanceSeconds(1);
  t.is(nonces.tick(), 102);
});

test('a nonce is ten hex characters of HMAC-SHA256 over tick|action|user|token, keyed from the secret', (t) => {
  const { nonces } = setup();
  const nonce = nonces.create('svc_rest', 7, 'sess');
  const key = createHmac('sha256', SECRET).update('svc-rest:nonce').digest();
  const full = createHmac('sha256', key).update('101|svc_rest|7|sess').digest('hex');
  t.is(nonce, full.slice(-12, -2));
  t.regex(nonce, /^[0-9a-f]{10}$/);
});

test('valid in its own tick (1), in the next tick (2), rejected after', (t) => {
  const { clock, nonces } = setup();
  const nonce = nonces.create('svc_rest', 7, 'sess');
  t.is(nonces.verify(nonce, 'svc_rest', 7, 'sess'), 1);
  clock.set(43200 * 101 * 1000); // last second of tick 101
  t.is(nonces.verify(nonce, 'svc_rest', 7, 'sess'), 1);
  clock.advanceSeconds(1); // tick 102
  t.is(nonces.verify(nonce, 'svc_rest', 7, 'sess'), 2);
  clock.set(43200 * 102 * 1000); // last second of tick 102
  t.is(nonces.verify(nonce, 'svc_rest', 7, 'sess'), 2);
  clock.advanceSeconds(1); // tick 103
  t.false(nonces.verify(nonce, 'svc_rest', 7, 'sess'));
});

test('a custom lifespan changes the tick length', (t) => {
  const clock = manualClock(1000 * 1000);
  const nonces = new NonceService(SECRET, { now: clock.now, lifespanSeconds: 600 });
  t.is(nonces.tick(), Math.ceil(1000 / 300));
  const nonce = nonces.create('a', 1, '');
  clock.advanceSeconds(300);
  t.is(nonces.verify(nonce, 'a', 1, ''), 2);
  clock.advanceSeconds(300);
  t.false(nonces.verify(nonce, 'a', 1, ''));
});

test('a second service with the same secret accepts the nonce; another secret does not', (t) => {
  const { clock, nonces } = setup();
  const other = new NonceService(SECRET, { now: clock.now });
  const stranger = new NonceService('another-secret', { now: clock.now });
  const nonce = nonces.create('svc_rest', 3, 'tok');
  t.is(other.verify(nonce, 'svc_rest', 3, 'tok'), 1);
  t.false(stranger.verify(nonce, 'svc_rest', 3, 'tok'));
});

test('wrong action, user or session token is rejected', (t) => {
  const { nonces } = setup();
  const nonce = nonces.create('svc_rest', 3, 'tok');
  t.false(nonces.verify(nonce, 'other_action', 3, 'tok'));
  t.false(nonces.verify(nonce, 'svc_rest', 4, 'tok'));
  t.false(nonces.verify(nonce, 'svc_rest', 0, 'tok'));
  t.false(nonces.verify(nonce, 'svc_rest', 3, 'tok2'));
  t.false(nonces.verify(nonce, 'svc_rest', 3, ''));
  t.is(nonces.verify(nonce, 'svc_rest', 3, 'tok'), 1);
});

test('anonymous visitors (user 0, no token) get nonces that verify only as anonymous', (t) => {
  const { nonces } = setup();
  const nonce = nonces.create('svc_rest', 0, '');
  t.regex(nonce, /^[0-9a-f]{10}$/);
  t.is(nonces.verify(nonce, 'svc_rest', 0, ''), 1);
  t.false(nonces.verify(nonce, 'svc_rest', 1, ''));
});

test('empty, non-string and altered nonces are rejected', (t) => {
  const { nonces } = setup();
  const nonce = nonces.create('svc_rest', 1, 't');
  t.false(nonces.verify('', 'svc_rest', 1, 't'));
  t.false(nonces.verify(undefined, 'svc_rest', 1, 't'));
  t.false(nonces.verify(12345, 'svc_rest', 1, 't'));
  t.false(nonces.verify(nonce.toUpperCase() === nonce ? nonce + 'x' : nonce.toUpperCase(), 'svc_rest', 1, 't'));
  t.false(nonces.verify(nonce.slice(0, 9), 'svc_rest', 1, 't'));
});

test('an empty secret is refused', (t) => {
  t.throws(() => new NonceService(''), { instanceOf: TypeError });
});
