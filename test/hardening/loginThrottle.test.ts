/**
 * Issue 14, row 9, on SQLite and PostgreSQL over HTTP: failed logins count per account whether
 * the login or the e-mail is typed, and the counters live in the database, so a second app
 * instance on the same database sees the lockout the first one recorded.
 */
import test from 'ava';
import { obj, serveSite, type Site } from '../auth-http/site';
import { BACKENDS, backendDatabase } from './backendApps';

const LOCKED = /^Too many failed login attempts\. Try again in \d+ seconds\.$/;

async function login(site: Site, username: string, password: string): Promise<{ status: number; code: unknown; message: unknown }> {
  const reply = await site.request('POST', '/svc/v1/login', { json: { username, password } });
  return { status: reply.status, code: obj(reply).code, message: obj(reply).message };
}

for (const backend of BACKENDS) {
  test(`${backend}: switching between login and e-mail does not sidestep the lockout, and a second instance shares it`, async (t) => {
    const database = backendDatabase(backend);
    t.teardown(() => database.cleanup());
    const first = await serveSite(await database.open());
    const second = await serveSite(await database.open());
    await first.app.users.create({ username: 'ann', email: 'ann@example.com', password: 'right-pass', roles: ['author'] });
    await first.app.users.create({ username: 'bob', email: 'bob@example.com', password: 'bob-pass', roles: ['author'] });

    // Five wrong guesses, alternating login and e-mail and the two instances.
    const guesses = [
      [first, 'ann'], [first, 'ANN@example.com'], [second, 'ann'], [second, 'ann@example.com'], [first, 'Ann'],
    ] as const;
    for (const [site, username] of guesses) {
      t.like(await login(site, username, 'wrong'), { status: 403 }, username);
    }
    for (const [site, username] of [[first, 'ann'], [first, 'ann@example.com'], [second, 'ann'], [second, 'ann@example.com']] as const) {
      const locked = await login(site, username, 'right-pass');
      t.is(locked.status, 429, username);
      t.is(locked.code, 'too_many_login_attempts');
      t.regex(String(locked.message), LOCKED);
    }
    // Another account from the same address is unaffected.
    t.is((await login(second, 'bob@example.com', 'bob-pass')).status, 200);
  });
}
