import { test } from './context';

export function registerMigrationTests(): void {
  test.serial('migrate() is idempotent: a second run, and a run from another handle, apply nothing', async (t) => {
    const { storage } = t.context;
    t.deepEqual(await storage.migrate(), { applied: [] });
    const other = await t.context.reopen();
    t.deepEqual(await other.migrate(), { applied: [] });
    // The schema is usable after the repeated runs.
    const user = await other.users.create({ user_login: 'after-migrate' });
    t.is((await storage.users.getById(user.id))?.user_login, 'after-migrate');
  });

  test.serial('dialect names the backend', (t) => {
    t.is(t.context.storage.dialect, t.context.backend);
  });
}
