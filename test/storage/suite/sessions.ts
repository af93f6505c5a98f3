import { hashToken, SqlStorage } from '../../../src/storage/index';
import { test } from './context';

export function registerSessionTests(): void {
  test.serial('sessions: random tokens stored only as sha256; verify, expire, destroy', async (t) => {
    const { storage, clock } = t.context;
    const user = await storage.users.create({ user_login: 'sess' });
    const other = await storage.users.create({ user_login: 'other' });
    const login = clock.seconds;
    const token = await storage.sessions.create(user.id, { expiration: login + 100, ip: '127.0.0.1', ua: 'test-agent', login });
    t.regex(token, /^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    t.is(Buffer.from(token, 'base64url').length, 32);
    t.not(await storage.sessions.create(user.id, { expiration: login + 100, login }), token);

    if (storage instanceof SqlStorage) {
      const stored = await storage.kysely.selectFrom('sessions').select('token_hash').execute();
      t.true(stored.some((r) => r.token_hash === hashToken(token)));
      t.false(stored.some((r) => r.token_hash.includes(token)));
      t.regex(hashToken(token), /^[0-9a-f]{64}$/);
    }

    t.deepEqual(await storage.sessions.verify(user.id, token), { user_id: user.id, expiration: login + 100, ip: '127.0.0.1', ua: 'test-agent', login });
    t.is(await storage.sessions.verify(other.id, token), undefined);
    t.is(await storage.sessions.verify(user.id, `${token}x`), undefined);
    t.is((await storage.sessions.list(user.id)).length, 2);

    clock.advance(100); // expiration itself still counts
    t.truthy(await storage.sessions.verify(user.id, token));
    clock.advance(1);
    t.is(await storage.sessions.verify(user.id, token), undefined);
    t.deepEqual(await storage.sessions.list(user.id), []);

    const live = await storage.sessions.create(user.id, { expiration: clock.seconds + 50, login: clock.seconds });
    t.truthy(await storage.sessions.verify(user.id, live));
    t.false(await storage.sessions.destroy(other.id, live));
    t.true(await storage.sessions.destroy(user.id, live));
    t.is(await storage.sessions.verify(user.id, live), undefined);
  });

  test.serial('sessions: destroyOthers keeps one; destroyAll ends every session of the user only', async (t) => {
    const { storage, clock } = t.context;
    const user = await storage.users.create({ user_login: 'many' });
    const other = await storage.users.create({ user_login: 'else' });
    const start = (userId: number) => storage.sessions.create(userId, { expiration: clock.seconds + 60, login: clock.seconds });
    const [s1, s2, s3] = [await start(user.id), await start(user.id), await start(user.id)];
    const o1 = await start(other.id);
    t.is(await storage.sessions.destroyOthers(user.id, s2), 2);
    t.truthy(await storage.sessions.verify(user.id, s2));
    t.is(await storage.sessions.verify(user.id, s1), undefined);
    t.is(await storage.sessions.verify(user.id, s3), undefined);
    await start(user.id);
    t.is(await storage.sessions.destroyAll(user.id), 2);
    t.deepEqual(await storage.sessions.list(user.id), []);
    t.truthy(await storage.sessions.verify(other.id, o1));
  });
}
