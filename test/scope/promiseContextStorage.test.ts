/**
 * PromiseContextStorage: a run's store follows its promises (awaits, then
 * callbacks, Promise.all, thenables, async generators, work left running), nested
 * runs see their own, interleaved runs never see each other's, and nothing is
 * left current once a run or a reaction ends. Callbacks that are not promise
 * reactions (a tick, a timer) see no store unless bound.
 */
import test from 'ava';
import { setTimeout as sleep } from 'node:timers/promises';
import { PromiseContextStorage } from '../../src/scope/PromiseContextStorage';
import { nestedRunsSeen } from './runStores';

test('a synchronous run sees its store, and nothing is current after it', (t) => {
  const storage = new PromiseContextStorage<string>();
  t.is(storage.run('a', () => storage.getStore()), 'a');
  t.is(storage.getStore(), undefined);
});

test('the store is current after each await, in then callbacks and in Promise.all of a run', async (t) => {
  const storage = new PromiseContextStorage<string>();
  const seen = await storage.run('a', async () => {
    const afterTimer = (await sleep(2), storage.getStore());
    const inThen = await Promise.resolve().then(() => storage.getStore());
    const inAll = await Promise.all([1, 2].map(async () => {
      await sleep(1);
      return storage.getStore();
    }));
    return [afterTimer, inThen, ...inAll, storage.getStore()];
  });
  t.deepEqual(seen, ['a', 'a', 'a', 'a', 'a']);
  t.is(storage.getStore(), undefined);
});

test('a plain function returning a then chain keeps the store in its callbacks', async (t) => {
  const storage = new PromiseContextStorage<string>();
  const chain = storage.run('a', () => sleep(1).then(() => storage.getStore()).then((first) => [first, storage.getStore()]));
  t.deepEqual(await chain, ['a', 'a']);
});

test('awaiting a thenable and iterating an async generator keep the store', async (t) => {
  const storage = new PromiseContextStorage<string>();
  const thenable = { then: (resolve: (value: string) => void) => setTimeout(() => resolve('late'), 1) };
  async function* ticks(): AsyncGenerator<string | undefined> {
    for (let i = 0; i < 2; i++) {
      await sleep(1);
      yield storage.getStore();
    }
  }
  const seen = await storage.run('a', async () => {
    const value = await thenable;
    const afterThenable = storage.getStore();
    const fromGenerator: Array<string | undefined> = [];
    for await (const store of ticks()) fromGenerator.push(store);
    return [value, afterThenable, ...fromGenerator];
  });
  t.deepEqual(seen, ['late', 'a', 'a', 'a']);
});

test('nested runs see the inner store inside and the outer one after', async (t) => {
  const storage = new PromiseContextStorage<string>();
  t.deepEqual(await nestedRunsSeen(storage), ['inner', 'inner-sync', 'outer']);
});

test('100 interleaved runs each see their own store after every await, with synchronous runs in between', async (t) => {
  const storage = new PromiseContextStorage<number>();
  const runs = Array.from({ length: 100 }, (_, i) => storage.run(i, async () => {
    const seen: Array<number | undefined> = [];
    for (let step = 0; step < 3; step++) {
      await sleep((i * 7 + step * 3) % 5);
      seen.push(storage.getStore());
      t.is(storage.run(-1, () => storage.getStore()), -1);
    }
    return seen;
  }));
  const results = await Promise.all(runs);
  results.forEach((seen, i) => t.deepEqual(seen, [i, i, i]));
  t.is(storage.getStore(), undefined);
});

test('a run that throws or rejects leaves nothing current', async (t) => {
  const storage = new PromiseContextStorage<string>();
  t.throws(() => storage.run('a', () => { throw new Error('sync failure'); }), { message: 'sync failure' });
  t.is(storage.getStore(), undefined);
  await t.throwsAsync(storage.run('b', async () => {
    await sleep(1);
    throw new Error('async failure');
  }), { message: 'async failure' });
  t.is(storage.getStore(), undefined);
  const caught = await storage.run('c', () => Promise.reject(new Error('rejected')).catch(() => storage.getStore()));
  t.is(caught, 'c');
  t.is(storage.getStore(), undefined);
});

test('work a run leaves running keeps its store after the run ended', async (t) => {
  const storage = new PromiseContextStorage<string>();
  let later: Promise<string | undefined> | undefined;
  storage.run('a', () => {
    later = sleep(5).then(() => storage.getStore());
  });
  t.is(storage.getStore(), undefined);
  t.is(await later, 'a');
});

test('promises made outside any run carry no store, even when awaited inside one', async (t) => {
  const storage = new PromiseContextStorage<string>();
  const outside = sleep(2).then(() => storage.getStore());
  const inside = storage.run('a', async () => {
    const fromOutside = await outside;
    return [fromOutside, storage.getStore()];
  });
  t.deepEqual(await inside, [undefined, 'a']);
});

test('a tick or timer callback sees no store unless bound where it is made', async (t) => {
  const storage = new PromiseContextStorage<string>();
  const seen = await storage.run('a', () => new Promise<Array<string | undefined>>((resolve) => {
    const results: Array<string | undefined> = [];
    process.nextTick(() => results.push(storage.getStore()));
    process.nextTick(storage.bind(() => results.push(storage.getStore())));
    setTimeout(storage.bind(() => {
      results.push(storage.getStore());
      resolve(results);
    }), 1);
  }));
  t.deepEqual(seen, [undefined, 'a', 'a']);
});

test('bind outside a run returns the function itself', (t) => {
  const storage = new PromiseContextStorage<string>();
  const fn = (): number => 1;
  t.is(storage.bind(fn), fn);
});

test('two storages keep separate stores', async (t) => {
  const users = new PromiseContextStorage<string>();
  const sites = new PromiseContextStorage<number>();
  const seen = await users.run('ann', () => sites.run(7, async () => {
    await sleep(1);
    return [users.getStore(), sites.getStore()];
  }));
  t.deepEqual(seen, ['ann', 7]);
});

test('bindCurrent binds a callback to the current store of every storage that has run', async (t) => {
  const users = new PromiseContextStorage<string>();
  const sites = new PromiseContextStorage<number>();
  users.run('warm-up', () => undefined);
  sites.run(0, () => undefined);
  const seen = await users.run('ann', () => sites.run(7, () => new Promise<unknown[]>((resolve) => {
    process.nextTick(PromiseContextStorage.bindCurrent(() => resolve([users.getStore(), sites.getStore()])));
  })));
  t.deepEqual(seen, ['ann', 7]);
});
