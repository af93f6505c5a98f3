import { createHmac } from 'node:crypto';
import test from 'ava';
import { Hooks } from '../../src/hooks/Hooks';
import { COOKIE_EVENTS, CookieService, cookieStatusFromEvent, type AuthUser } from '../../src/auth/index';
import { MemorySessions, MemoryUsers, manualClock } from './doubles';

const SECRET = 'cookie-secret';
const NOW_S = 1_800_000_000;
const DAY = 86400;

function setup() {
  const alice: AuthUser = { id: 5, user_login: 'alice', user_pass: '$scrypt$N=16384,r=8,p=1$c2FsdA$aGFzaEVORA', roles: ['author'] };
  const users = new MemoryUsers([alice]);
  const sessions = new MemorySessions();
  const hooks = new Hooks();
  const events: { name: string; args: unknown[] }[] = [];
  for (const name of COOKIE_EVENTS) hooks.addAction(name, (...args: unknown[]) => events.push({ name, args }));
  const clock = manualClock(NOW_S * 1000);
  const cookies = new CookieService(SECRET, { users, sessions, hooks, now: clock.now });
  return { alice, users, sessions, hooks, events, clock, cookies };
}

test('issue: WordPress format login|expiration|token|hmac, two days, session cookie', async (t) => {
  const { alice, sessions, cookies } = setup();
  const issued = await cookies.issue(alice, { ip: '10.0.0.1', ua: 'ava' });
  t.is(issued.name, 'svc_logged_in');
  t.is(issued.expiration, NOW_S + 2 * DAY);
  t.is(issued.expires, undefined);
  t.is(issued.token, 'token1');
  t.deepEqual(sessions.sessions.get('5:token1'), { expiration: NOW_S + 2 * DAY, login: NOW_S, ip: '10.0.0.1', ua: 'ava', userId: 5 });
  // The signature: a per-cookie key from login, password-hash tail, expiration and token; then the HMAC of login|expiration|token.
  const schemeKey = createHmac('sha256', SECRET).update('svc-rest:logged_in').digest();
  const key = createHmac('sha256', schemeKey).update(`alice|VORA|${NOW_S + 2 * DAY}|token1`).digest('hex');
  const hmac = createHmac('sha256', key).update(`alice|${NOW_S + 2 * DAY}|token1`).digest('hex');
  t.is(issued.value, `alice|${NOW_S + 2 * DAY}|token1|${hmac}`);
});

test('issue with remember: fourteen days, browser expiry twelve hours later', async (t) => {
  const { alice, cookies } = setup();
  const issued = await cookies.issue(alice, { remember: true });
  t.is(issued.expiration, NOW_S + 14 * DAY);
  t.deepEqual(issued.expires, new Date((NOW_S + 14 * DAY + 12 * 3600) * 1000));
});

test('issue honours an explicit now and a custom cookie name', async (t) => {
  const { alice, users, sessions } = setup();
  const cookies = new CookieService(SECRET, { users, sessions, name: 'site_auth' });
  const issued = await cookies.issue(alice, { now: 1_000_000_000_000 });
  t.is(issued.name, 'site_auth');
  t.is(issued.expiration, 1_000_000_000 + 2 * DAY);
});

test('validate: a fresh cookie is valid, fires auth_cookie_valid with the elements and user', async (t) => {
  const { alice, cookies, events } = setup();
  const issued = await cookies.issue(alice);
  const result = await cookies.validate(issued.value);
  t.deepEqual(result, { user: alice, token: 'token1' });
  t.is(events.length, 1);
  t.is(events[0]!.name, 'auth_cookie_valid');
  const [hash] = issued.value.split('|').slice(3);
  t.deepEqual(events[0]!.args, [{ username: 'alice', expiration: String(NOW_S + 2 * DAY), token: 'token1', hmac: hash, scheme: 'logged_in' }, alice]);
  t.is(cookieStatusFromEvent(events[0]!.name), true);
});

test('a second service with the same secret accepts the cookie', async (t) => {
  const { alice, users, sessions, cookies, clock } = setup();
  const issued = await cookies.issue(alice);
  const other = new CookieService(SECRET, { users, sessions, now: clock.now });
  t.deepEqual(await other.validate(issued.value), { user: alice, token: 'token1' });
  const stranger = new CookieService('other-secret', { users, sessions, now: clock.now });
  t.deepEqual(await stranger.validate(issued.value), { error: 'auth_cookie_bad_hash' });
});

async function failureOf(mutate: (ctx: ReturnType<typeof setup>, value: string) => Promise<string> | string) {
  const ctx = setup();
  const issued = await ctx.cookies.issue(ctx.alice);
  const value = await mutate(ctx, issued.value);
  const result = await ctx.cookies.validate(value);
  return { result, events: ctx.events.map((e) => e.name), args: ctx.events[0]?.args };
}

test('malformed: wrong number of parts, or empty', async (t) => {
  for (const bad of ['', 'alice|123|tok', 'a|b|c|d|e', 'no-pipes-at-all']) {
    const { result, events, args } = await failureOf(() => bad);
    t.deepEqual(result, { error: 'auth_cookie_malformed' }, bad);
    t.deepEqual(events, ['auth_cookie_malformed']);
    t.deepEqual(args, [bad, 'logged_in']);
  }
  const { cookies } = setup();
  t.deepEqual(await cookies.validate(undefined), { error: 'auth_cookie_malformed' });
  t.is(cookieStatusFromEvent('auth_cookie_malformed'), 'malformed');
});

test('expired: past the signed expiration; POST gets one hour of grace', async (t) => {
  const ctx = setup();
  const issued = await ctx.cookies.issue(ctx.alice);
  ctx.clock.set((NOW_S + 2 * DAY) * 1000);
  t.deepEqual(await ctx.cookies.validate(issued.value), { user: ctx.alice, token: 'token1' });
  ctx.clock.advanceSeconds(1);
  t.deepEqual(await ctx.cookies.validate(issued.value), { error: 'auth_cookie_expired' });
  t.deepEqual(await ctx.cookies.validate(issued.value, { method: 'post' }), { user: ctx.alice, token: 'token1' });
  ctx.clock.advanceSeconds(3600);
  t.deepEqual(await ctx.cookies.validate(issued.value, { method: 'POST' }), { error: 'auth_cookie_expired' });
  t.deepEqual(ctx.events.map((e) => e.name), ['auth_cookie_valid', 'auth_cookie_expired', 'auth_cookie_valid', 'auth_cookie_expired']);
  t.is(cookieStatusFromEvent('auth_cookie_expired'), 'expired');
});

test('expired: a non-numeric expiration counts as zero', async (t) => {
  const { result } = await failureOf((_ctx, value) => value.replace(/\|\d+\|/, '|soon|'));
  t.deepEqual(result, { error: 'auth_cookie_expired' });
});

test('bad username: the login does not exist', async (t) => {
  const { result, events } = await failureOf((_ctx, value) => value.replace(/^alice/, 'mallory'));
  t.deepEqual(result, { error: 'auth_cookie_bad_username' });
  t.deepEqual(events, ['auth_cookie_bad_username']);
  t.is(cookieStatusFromEvent('auth_cookie_bad_username'), 'bad_username');
});

test('bad hash: altered hmac, extended expiration, swapped token, changed password', async (t) => {
  const flipLast = (v: string) => v.slice(0, -1) + (v.endsWith('0') ? '1' : '0');
  t.deepEqual((await failureOf((_c, v) => flipLast(v))).result, { error: 'auth_cookie_bad_hash' });
  t.deepEqual((await failureOf((_c, v) => v.replace(/\|(\d+)\|/, (_m, e: string) => `|${Number(e) + DAY}|`))).result, { error: 'auth_cookie_bad_hash' });
  t.deepEqual((await failureOf((_c, v) => v.replace('|token1|', '|token2|'))).result, { error: 'auth_cookie_bad_hash' });
  const changed = await failureOf((ctx, v) => {
    ctx.alice.user_pass = '$scrypt$N=16384,r=8,p=1$c2FsdA$bmV3UGFzcw';
    return v;
  });
  t.deepEqual(changed.result, { error: 'auth_cookie_bad_hash' });
  t.deepEqual(changed.events, ['auth_cookie_bad_hash']);
  t.is(cookieStatusFromEvent('auth_cookie_bad_hash'), 'bad_hash');
});

test('bad session token: the session was destroyed (logout)', async (t) => {
  const { result, events } = await failureOf(async (ctx, v) => {
    await ctx.cookies.revoke(ctx.alice.id, 'token1');
    return v;
  });
  t.deepEqual(result, { error: 'auth_cookie_bad_session_token' });
  t.deepEqual(events, ['auth_cookie_bad_session_token']);
  t.is(cookieStatusFromEvent('auth_cookie_bad_session_token'), 'bad_session_token');
});

test('legacy WordPress hashes sign with the four characters after the prefix', async (t) => {
  const ctx = setup();
  ctx.alice.user_pass = '$P$BABCDefghijklmnopqrstuvwxyz0123';
  const issued = await ctx.cookies.issue(ctx.alice);
  const schemeKey = createHmac('sha256', SECRET).update('svc-rest:logged_in').digest();
  const key = createHmac('sha256', schemeKey).update(`alice|efgh|${issued.expiration}|token1`).digest('hex');
  t.is(issued.value.split('|')[3], createHmac('sha256', key).update(`alice|${issued.expiration}|token1`).digest('hex'));
  // Only the fragment matters: a change elsewhere in the hash keeps the cookie valid, as in WordPress.
  ctx.alice.user_pass = '$P$BABCDefghXXXXXXXXXXXXXXXXXXXXXX';
  t.deepEqual(await ctx.cookies.validate(issued.value), { user: ctx.alice, token: 'token1' });
});

test('without hooks, validation still reports the failure', async (t) => {
  const { alice, users, sessions } = setup();
  const cookies = new CookieService(SECRET, { users, sessions, now: () => NOW_S * 1000 });
  const issued = await cookies.issue(alice);
  t.deepEqual(await cookies.validate(issued.value.replace('alice', 'bob')), { error: 'auth_cookie_bad_username' });
});

test('cookieStatusFromEvent strips the first twelve characters', (t) => {
  t.deepEqual(COOKIE_EVENTS.map(cookieStatusFromEvent), ['malformed', 'expired', 'bad_username', 'bad_hash', 'bad_session_token', true]);
});
