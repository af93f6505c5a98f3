import { promiseHooks } from 'node:v8';

/**
 * The promises made while `run` runs, counted through V8's promise hooks. They count every promise of
 * the process: call it from a serial test, which ava runs while no other test of its file does.
 */
export async function promisesMadeBy(run: () => Promise<unknown>): Promise<number> {
  let made = 0;
  const stop = promiseHooks.onInit(() => {
    made++;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return made;
}
