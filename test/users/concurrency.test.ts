/**
 * 40 users created in parallel over HTTP, all of whose logins derive the same
 * nicename: every request succeeds, and logins and nicenames stay unique. Run
 * on SQLite and on PostgreSQL (a fresh schema, dropped afterwards).
 */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import { SECRET, list, obj, serveSite } from '../auth-http/site';
import { testOnEachBackend } from '../storage/backends';

const COUNT = 40;

async function createInParallel(t: ExecutionContext, options: AppOptions): Promise<void> {
  // Each creation hashes a password with scrypt (~0.2 s of CPU): 40 of them take a while on a small machine.
  t.timeout(180_000);
  const site = await serveSite(await createApp({ secret: SECRET, ...options }));
  t.teardown(() => site.close());
  await site.app.users.create({ username: 'admin', email: 'admin@example.com', password: 'admin-pass', roles: ['administrator'] });
  const admin = await site.login('admin', 'admin-pass');

  // "jo.smith", "jo..smith", …: distinct logins that all sanitize to the nicename "jo-smith".
  const replies = await Promise.all(
    Array.from({ length: COUNT }, (_, i) =>
      site.request('POST', '/wp/v2/users', {
        session: admin,
        json: { username: `jo${'.'.repeat(i + 1)}smith`, email: `jo${i}@example.com`, password: `pass-${i}` },
      }),
    ),
  );
  t.deepEqual(replies.map((reply) => reply.status), Array(COUNT).fill(201), replies.find((reply) => reply.status !== 201)?.text);

  const all = await site.request('GET', '/wp/v2/users?context=edit&per_page=100&search=smith', { session: admin });
  const users = list(all);
  t.is(all.headers.get('x-wp-total'), String(COUNT));
  t.is(new Set(users.map((user) => user.username)).size, COUNT);
  const slugs = new Set(users.map((user) => user.slug));
  t.is(slugs.size, COUNT, 'no duplicate nicenames');
  t.true(slugs.has('jo-smith') && slugs.has(`jo-smith-${COUNT}`));
  t.is((await site.app.storage.users.query({})).total, COUNT + 1, 'exactly that many rows');
  t.is(obj(replies[0]!).username, 'jo.smith');
}

testOnEachBackend('40 parallel user creations', 'svc_users', createInParallel);
