import test from 'ava';
import { Loader } from '../../src/storage/cache/Loader';
import { NOT_READY } from '../../src/storage/notReady';
import { currentUser, newScope, runInScope } from '../../src/scope/RequestScope';

/** A load function that records the keys of each call and answers `value:key` for keys below 100. */
function recordingLoad(calls: number[][]): (keys: number[]) => Promise<Map<number, string>> {
  return async (keys) => {
    calls.push([...keys]);
    return new Map(keys.filter((key) => key < 100).map((key) => [key, `value:${key}`]));
  };
}
const missing = (key: number): string => `missing:${key}`;

test('keys asked for in the same turn, one by one or many at a time, are read in one call', async (t) => {
  const calls: number[][] = [];
  const loader = new Loader<number, string>();
  const load = recordingLoad(calls);
  const [one, many, two] = await Promise.all([
    loader.getBatched(1, load, missing),
    loader.getMany([3, 2, 3, 200], load, missing),
    loader.getBatched(2, load, missing),
  ]);
  t.deepEqual(calls, [[1, 3, 2, 200]]);
  t.is(one, 'value:1');
  t.is(two, 'value:2');
  t.deepEqual([...many], [[3, 'value:3'], [2, 'value:2'], [200, 'missing:200']]);
});

test('a key read once is answered from the cache, in the order asked, and peeks without a read', async (t) => {
  const calls: number[][] = [];
  const loader = new Loader<number, string>();
  const load = recordingLoad(calls);
  await loader.getMany([5, 6], load, missing);
  t.is(loader.peek(5), 'value:5');
  t.is(loader.peek(7), NOT_READY);
  t.deepEqual([...(await loader.getMany([7, 5, 6], load, missing))], [[7, 'value:7'], [5, 'value:5'], [6, 'value:6']]);
  t.is(await loader.getBatched(6, load, missing), 'value:6');
  t.deepEqual(calls, [[5, 6], [7]]);
});

test('a failed read rejects its readers and is forgotten, so the next reader reads again', async (t) => {
  const loader = new Loader<number, string>();
  const failing = async (): Promise<Map<number, string>> => {
    throw new Error('down');
  };
  const readers = [loader.getBatched(1, failing, missing), loader.getMany([1, 2], failing, missing)];
  for (const reader of readers) await t.throwsAsync(reader, { message: 'down' });
  t.false(loader.has(1));
  const calls: number[][] = [];
  t.is(await loader.getBatched(1, recordingLoad(calls), missing), 'value:1');
  t.deepEqual(calls, [[1]]);
});

test('a read in flight when the cache is cleared answers its readers but is not kept; a value set meanwhile wins', async (t) => {
  const loader = new Loader<number, string>();
  const load = recordingLoad([]);
  const cleared = loader.getMany([1], load, missing);
  const overwritten = loader.getBatched(2, load, missing);
  loader.clear();
  loader.set(2, 'written');
  t.deepEqual([...(await cleared)], [[1, 'value:1']]);
  t.is(await overwritten, 'value:2');
  t.is(loader.peek(1), NOT_READY);
  t.is(loader.peek(2), 'written');
});

test('a single load is shared by readers asking at the same time and kept', async (t) => {
  let loads = 0;
  const loader = new Loader<string, number>();
  const load = async (): Promise<number> => ++loads;
  t.deepEqual(await Promise.all([loader.get('all', load), loader.get('all', load)]), [1, 1]);
  t.is(loader.peek('all'), 1);
  t.is(await loader.get('all', load), 1);
  t.is(loads, 1);
});

test('an id beyond the storable range is missing without a read', async (t) => {
  const calls: number[][] = [];
  const loader = new Loader<number, string>();
  t.is(await loader.getBatched(2 ** 64, recordingLoad(calls), missing), `missing:${2 ** 64}`);
  t.deepEqual([...(await loader.getMany([2 ** 64], recordingLoad(calls), missing))], [[2 ** 64, `missing:${2 ** 64}`]]);
  t.deepEqual(calls, []);
});

test('a batch started inside a request is read in that request\'s scope, though it is flushed in a tick', async (t) => {
  const loader = new Loader<number, string>();
  const seen: Array<number | undefined> = [];
  const load = async (keys: number[]): Promise<Map<number, string>> => {
    seen.push(currentUser().id);
    return new Map(keys.map((key) => [key, `value:${key}`]));
  };
  const scope = newScope(true);
  scope.user = { id: 42 };
  t.is(await runInScope(scope, () => loader.getBatched(1, load, missing)), 'value:1');
  t.deepEqual(seen, [42]);
});
