/**
 * OnDemandAsyncStorage: each run sees its own store through awaits, timers and
 * nested runs, and Node's hooks are switched off once no run is in progress.
 */
import test from 'ava';
import { setTimeout as sleep } from 'node:timers/promises';
import { OnDemandAsyncStorage } from '../../src/scope/OnDemandAsyncStorage';
import { nestedRunsSeen } from './runStores';

test('a synchronous run sees its store and leaves the storage switched off', (t) => {
  const storage = new OnDemandAsyncStorage<string>();
  const seen = storage.run('a', () => [storage.getStore(), storage.running]);
  t.deepEqual(seen, ['a', true]);
  t.false(storage.running);
  t.is(storage.getStore(), undefined);
});

test('a run that returns a promise keeps the storage on until it settles, and its continuations see the store', async (t) => {
  const storage = new OnDemandAsyncStorage<string>();
  const done = storage.run('a', async () => {
    await sleep(2);
    const afterTimer = storage.getStore();
    await Promise.resolve();
    return [afterTimer, storage.getStore()];
  });
  t.true(storage.running);
  t.deepEqual(await done, ['a', 'a']);
  await Promise.resolve();
  t.false(storage.running);
});

test('a synchronous run while another is pending does not switch the pending one off', async (t) => {
  const storage = new OnDemandAsyncStorage<string>();
  const slow = storage.run('slow', async () => {
    await sleep(5);
    return storage.getStore();
  });
  t.is(storage.run('quick', () => storage.getStore()), 'quick');
  t.true(storage.running);
  t.is(await slow, 'slow');
});

test('nested runs see the inner store inside and the outer one after', async (t) => {
  const storage = new OnDemandAsyncStorage<string>();
  t.deepEqual(await nestedRunsSeen(storage), ['inner', 'inner-sync', 'outer']);
  await Promise.resolve();
  t.false(storage.running);
});

test('a run that throws or rejects leaves the storage switched off', async (t) => {
  const storage = new OnDemandAsyncStorage<string>();
  t.throws(() => storage.run('a', () => { throw new Error('sync failure'); }), { message: 'sync failure' });
  t.false(storage.running);
  await t.throwsAsync(storage.run('b', async () => { await sleep(1); throw new Error('async failure'); }), { message: 'async failure' });
  await Promise.resolve();
  t.false(storage.running);
});

test('100 interleaved runs each see their own store after every pause', async (t) => {
  const storage = new OnDemandAsyncStorage<number>();
  const runs = Array.from({ length: 100 }, (_, i) => storage.run(i, async () => {
    const seen: Array<number | undefined> = [];
    for (let step = 0; step < 3; step++) {
      await sleep((i * 7 + step) % 4);
      seen.push(storage.getStore());
      // Synchronous runs of others in between (a plain route served while this one waits).
      storage.run(-1, () => undefined);
    }
    return seen.every((value) => value === i);
  }));
  t.deepEqual(await Promise.all(runs), Array.from({ length: 100 }, () => true));
  await Promise.resolve();
  t.false(storage.running);
});
