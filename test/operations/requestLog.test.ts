import test from 'ava';
import pino from 'pino';
import { createApp } from '../../src/index';
import { serveSite, type Site } from '../auth-http/site';

async function loggedSite(lines: Array<Record<string, unknown>>): Promise<Site> {
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const app = await createApp({ database: ':memory:', secret: 's', logger });
  await app.users.create({ username: 'ada', email: 'ada@example.com', password: 'pw-ada-1', roles: ['editor'] });
  return serveSite(app);
}

test('every request is one pino line: method, route pattern, status, ms and user id', async (t) => {
  const lines: Array<Record<string, unknown>> = [];
  const site = await loggedSite(lines);
  t.teardown(() => site.close());
  await site.request('GET', '/wp/v2/posts/999');
  const session = await site.login('ada', 'pw-ada-1');
  await site.request('GET', '/wp/v2/users/me', { session });
  await fetch(new URL('/no-such-page', site.base));
  t.is(lines.length, 4);
  const [missing, login, me, page] = lines as [Record<string, any>, Record<string, any>, Record<string, any>, Record<string, any>];
  t.like(missing, { level: 30, msg: 'request', method: 'GET', route: '/wp/v2/posts/(?P<id>[\\d]+)', status: 404, user: 0 });
  t.is(typeof missing.ms, 'number');
  t.true(missing.ms >= 0);
  t.like(login, { method: 'POST', route: '/svc/v1/login', status: 200, user: 0 });
  t.like(me, { method: 'GET', route: '/wp/v2/users/me', status: 200, user: 1 });
  t.like(page, { method: 'GET', route: '/no-such-page', status: 404, user: 0 });
});

test('the level filters lines; without a logger nothing is logged', async (t) => {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const app = await createApp({ database: ':memory:', logger });
  const site = await serveSite(app);
  t.teardown(() => site.close());
  t.is((await site.request('GET', '/')).status, 200);
  t.deepEqual(lines, []);
});
