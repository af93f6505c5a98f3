import test from 'ava';
import { startSite } from '../auth-http/site';
import { postgresBackend, sqliteBackend, TestClock } from '../storage/backends';

test('health answers 200 while the database answers, 503 svc_database_unreachable when it does not', async (t) => {
  const site = await startSite();
  t.teardown(() => site.close());
  const ok = await site.request('GET', '/svc/v1/health');
  t.is(ok.status, 200);
  t.deepEqual(ok.body, { status: 'ok', database: 'sqlite' });
  await site.app.storage.close();
  const down = await site.request('GET', '/svc/v1/health');
  t.is(down.status, 503);
  t.deepEqual(down.body, { code: 'svc_database_unreachable', message: 'The database cannot be reached.', data: { status: 503 } });
});

for (const backend of [sqliteBackend, postgresBackend]) {
  test(`storage.ping resolves on an open ${backend.name} database and rejects once it is closed`, async (t) => {
    const opened = await backend.open(new TestClock());
    let cleaned = false;
    t.teardown(async () => {
      if (!cleaned) await opened.cleanup();
    });
    await t.notThrowsAsync(opened.storage.ping!());
    await opened.cleanup();
    cleaned = true;
    await t.throwsAsync(opened.storage.ping!());
  });
}
