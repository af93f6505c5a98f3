import { test } from './context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function registerApplicationPasswordTests(): void {
  test.serial('application passwords: create, list, get, recordUse, delete, deleteAll per user', async (t) => {
    const { storage, clock } = t.context;
    const user = await storage.users.create({ user_login: 'apps' });
    const other = await storage.users.create({ user_login: 'nosy' });
    const store = storage.applicationPasswords;
    t.false(await store.isInUse());
    const first = await store.create(user.id, { name: 'CLI', password: '$hash1', app_id: '1b0c3b4e-0000-4000-8000-000000000000' });
    t.regex(first.uuid, UUID);
    t.deepEqual(first, {
      uuid: first.uuid, app_id: '1b0c3b4e-0000-4000-8000-000000000000', name: 'CLI', password: '$hash1',
      created: clock.seconds, last_used: null, last_ip: null,
    });
    t.true(await store.isInUse());
    clock.advance(5);
    const second = await store.create(user.id, { name: 'Phone', password: '$hash2' });
    t.is(second.app_id, '');
    t.deepEqual((await store.list(user.id)).map((p) => p.name), ['CLI', 'Phone']);
    t.deepEqual(await store.list(other.id), []);
    t.deepEqual(await store.get(user.id, first.uuid), first);
    t.is(await store.get(other.id, first.uuid), undefined);

    t.true(await store.recordUse(user.id, first.uuid, '192.0.2.1', 1_700_000_000));
    t.false(await store.recordUse(other.id, first.uuid, '192.0.2.9', 1_700_000_001));
    t.like(await store.get(user.id, first.uuid), { last_used: 1_700_000_000, last_ip: '192.0.2.1' });

    t.false(await store.delete(other.id, first.uuid));
    t.true(await store.delete(user.id, first.uuid));
    t.is(await store.get(user.id, first.uuid), undefined);
    await store.create(user.id, { name: 'Third', password: '$hash3' });
    await store.create(other.id, { name: 'Theirs', password: '$hash4' });
    t.is(await store.deleteAll(user.id), 2);
    t.deepEqual(await store.list(user.id), []);
    t.is((await store.list(other.id)).length, 1);
  });

  test.serial('application passwords: save replaces the whole list as given', async (t) => {
    const { storage } = t.context;
    const user = await storage.users.create({ user_login: 'saver' });
    const store = storage.applicationPasswords;
    await store.create(user.id, { name: 'old', password: 'h' });
    const items = [
      { uuid: '00000000-0000-4000-8000-000000000001', app_id: '', name: 'A', password: 'ha', created: 10, last_used: 20, last_ip: '::1' },
      { uuid: '00000000-0000-4000-8000-000000000002', app_id: 'x', name: 'B', password: 'hb', created: 11, last_used: null, last_ip: null },
    ];
    await store.save(user.id, items);
    t.deepEqual(await store.list(user.id), items);
    await store.save(user.id, []);
    t.deepEqual(await store.list(user.id), []);
  });
}
