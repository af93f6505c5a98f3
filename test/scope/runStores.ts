import { setTimeout as sleep } from 'node:timers/promises';

/** What the two request-scope storages share: a run with a store, and the store of the run the caller is in. */
export interface RunStore {
  run<R>(store: string, fn: () => R): R;
  getStore(): string | undefined;
}

/** The stores seen by an async inner run, a synchronous inner run, and the outer run after both. */
export function nestedRunsSeen(storage: RunStore): Promise<Array<string | undefined>> {
  return storage.run('outer', async () => {
    const inner = await storage.run('inner', async () => {
      await sleep(1);
      return storage.getStore();
    });
    const sync = storage.run('inner-sync', () => storage.getStore());
    await sleep(1);
    return [inner, sync, storage.getStore()];
  });
}
