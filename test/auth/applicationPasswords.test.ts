import test from 'ava';
import { Hooks } from '../../src/hooks/Hooks';
import { RestError } from '../../src/errors/RestError';
import {
  ApplicationPasswords,
  PasswordHasher,
  chunkApplicationPassword,
  parseBasicAuth,
  sanitizeApplicationName,
  type ApplicationPasswordsOptions,
  type AuthUser,
} from '../../src/auth/index';
import { MemoryAppPasswordStore, MemoryUsers, manualClock } from './doubles';

const hasher = new PasswordHasher({ N: 1024 });
const NOW_S = 1_700_000_000;

function setup(extra: Partial<ApplicationPasswordsOptions> = {}) {
  const bob: AuthUser = { id: 7, user_login: 'bob', user_pass: 'x', roles: ['editor'], user_email: 'bob@example.com' };
  const store = new MemoryAppPasswordStore();
  const hooks = new Hooks();
  const failures: RestError[] = [];
  hooks.addAction('application_password_failed_authentication', (e: RestError) => failures.push(e));
  const clock = manualClock(NOW_S * 1000);
  const apps = new ApplicationPasswords({ store, users: new MemoryUsers([bob]), hasher, hooks, now: clock.now, ...extra });
  return { bob, store, hooks, failures, clock, apps };
}

async function created(apps: ApplicationPasswords, userId: number, name: string) {
  const result = await apps.create(userId, { name });
  if (result instanceof RestError) throw new Error(result.code);
  return result;
}

test('generated passwords: 24 letters and digits, shown in groups of four', (t) => {
  const password = ApplicationPasswords.generate();
  t.is(ApplicationPasswords.PW_LENGTH, 24);
  t.regex(password, /^[A-Za-z0-9]{24}$/);
  t.not(ApplicationPasswords.generate(), password);
  t.is(chunkApplicationPassword('abcdEFGHijkl1234mnopQRST'), 'abcd EFGH ijkl 1234 mnop QRST');
  t.is(ApplicationPasswords.chunk('ab-cd efgh i'), 'abcd efgh i');
});

test('create stores only a hash, with WordPress item fields', async (t) => {
  const { apps, store } = setup();
  const { password, item } = await created(apps, 7, 'My  <b>App</b> ');
  t.regex(password, /^[A-Za-z0-9]{24}$/);
  t.regex(item.uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  t.deepEqual({ ...item, uuid: '', password: '' }, { uuid: '', app_id: '', name: 'My App', password: '', created: NOW_S, last_used: null, last_ip: null });
  t.true(item.password.startsWith('$scrypt$'));
  t.false(item.password.includes(password));
  t.deepEqual(await store.list(7), [item]);
  t.deepEqual(await apps.get(7, item.uuid), item);
});

test('create: empty and duplicate names fail with the WordPress codes', async (t) => {
  const { apps } = setup();
  for (const name of ['', '   ', '<script>console.log("Hello")</script>']) {
    const error = await apps.create(7, { name });
    t.true(error instanceof RestError);
    t.is((error as RestError).code, 'application_password_empty_name');
    t.is((error as RestError).message, 'An application name is required to create an application password.');
    t.is((error as RestError).status, 400);
  }
  await created(apps, 7, 'Phone');
  const duplicate = (await apps.create(7, { name: 'phone' })) as RestError;
  t.is(duplicate.code, 'application_password_duplicate_name');
  t.is(duplicate.message, 'Each application name should be unique.');
  t.is(duplicate.status, 409);
  t.false((await apps.create(8, { name: 'Phone' })) instanceof RestError, 'names are unique per user only');
});

test('sanitizeApplicationName strips tags, octets and extra whitespace', (t) => {
  t.is(sanitizeApplicationName('  a\tb\n c  '), 'a b c');
  t.is(sanitizeApplicationName('x<style>p{}</style>y'), 'xy');
  t.is(sanitizeApplicationName('50%41 off'), '50 off');
  t.is(sanitizeApplicationName('a < b'), 'a &lt; b');
});

test('verify: with or without the display spaces; wrong or revoked passwords fail', async (t) => {
  const { apps } = setup();
  const phone = await created(apps, 7, 'Phone');
  const laptop = await created(apps, 7, 'Laptop');
  t.is((await apps.verify(7, phone.password))?.uuid, phone.item.uuid);
  t.is((await apps.verify(7, chunkApplicationPassword(laptop.password)))?.uuid, laptop.item.uuid);
  t.is(await apps.verify(7, phone.password.slice(1)), undefined);
  t.is(await apps.verify(7, ''), undefined);
  t.is(await apps.verify(8, phone.password), undefined, 'another user');
  t.true(await apps.delete(7, phone.item.uuid));
  t.false(await apps.delete(7, phone.item.uuid));
  t.is(await apps.verify(7, phone.password), undefined, 'revoked');
  t.is((await apps.verify(7, laptop.password))?.uuid, laptop.item.uuid, 'the other one still works');
  t.is(await apps.deleteAll(7), 1);
  t.is(await apps.deleteAll(7), 0);
  t.is(await apps.verify(7, laptop.password), undefined);
});

test('authenticate: success by login or e-mail records the use once a day', async (t) => {
  const { apps, bob, store, clock, hooks } = setup();
  const did: unknown[] = [];
  hooks.addAction('application_password_did_authenticate', (u: AuthUser) => did.push(u.id));
  const { password, item } = await created(apps, 7, 'CLI');
  const login = await apps.authenticate('bob', chunkApplicationPassword(password), { ip: '192.0.2.1' });
  t.deepEqual(login, { user: bob, item });
  t.deepEqual(did, [7]);
  t.deepEqual((await store.list(7))[0], { ...item, last_used: NOW_S, last_ip: '192.0.2.1' });
  clock.advanceSeconds(3600);
  await apps.authenticate('bob@example.com', password, { ip: '192.0.2.9' });
  t.deepEqual((await store.list(7))[0], { ...item, last_used: NOW_S, last_ip: '192.0.2.1' }, 'not rewritten within a day');
  clock.advanceSeconds(86400);
  await apps.authenticate('bob', password, { ip: '192.0.2.9' });
  t.deepEqual((await store.list(7))[0], { ...item, last_used: NOW_S + 3600 + 86400, last_ip: '192.0.2.9' });
});

test('authenticate: WordPress error codes and messages, each announced as a failure', async (t) => {
  const { apps, failures } = setup();
  const { password } = await created(apps, 7, 'CLI');
  const cases: [string, string, string, string][] = [
    ['bob', 'wrong-password-entirely', 'incorrect_password', 'The provided password is an invalid application password.'],
    ['nobody', password, 'invalid_username', '<strong>Error</strong>: Unknown username. Check again or try your email address.'],
    ['nobody@example.com', password, 'invalid_email', '<strong>Error</strong>: Unknown email address. Check again or try your username.'],
  ];
  for (const [username, pw, code, message] of cases) {
    const error = (await apps.authenticate(username, pw)) as RestError;
    t.true(error instanceof RestError, code);
    t.is(error.code, code);
    t.is(error.message, message);
    t.deepEqual(error.data, {}, 'the REST layer adds the 401');
  }
  t.deepEqual(failures.map((e) => e.code), ['incorrect_password', 'invalid_username', 'invalid_email']);
});

test('authenticate: disabled for the site or for the user', async (t) => {
  const off = setup({ available: () => false });
  const { password } = await created(off.apps, 7, 'CLI');
  const siteError = (await off.apps.authenticate('bob', password)) as RestError;
  t.is(siteError.code, 'application_passwords_disabled');
  t.is(siteError.message, 'Application passwords are not available.');
  t.is(((await off.apps.authenticate('ghost', password)) as RestError).code, 'invalid_username', 'unknown user is reported first');

  const userOff = setup({ availableForUser: (u) => u.id !== 7 });
  const second = await created(userOff.apps, 7, 'CLI');
  const userError = (await userOff.apps.authenticate('bob', second.password)) as RestError;
  t.is(userError.code, 'application_passwords_disabled_for_user');
  t.is(userError.message, 'Application passwords are not available for your account. Please contact the site administrator for assistance.');
});

test('authenticate: ignored until any application password exists; vetoes by hook', async (t) => {
  const { apps, store, hooks, failures } = setup();
  t.is(await apps.authenticate('bob', 'whatever'), undefined, 'never used on this site: credentials are ignored');
  t.deepEqual(failures, []);
  const { password } = await created(apps, 7, 'CLI');
  t.true(await store.isInUse());
  hooks.addAction('wp_authenticate_application_password_errors', (error: RestError, _user: AuthUser, _item: unknown, raw: string) => {
    if (raw === password) error.add('ip_not_allowed', 'Not from here.');
  });
  const vetoed = (await apps.authenticate('bob', password)) as RestError;
  t.is(vetoed.code, 'ip_not_allowed');
  t.deepEqual(failures.map((e) => e.code), ['ip_not_allowed']);
});

test('parseBasicAuth', (t) => {
  const header = (s: string) => `Basic ${Buffer.from(s).toString('base64')}`;
  t.deepEqual(parseBasicAuth(header('bob:abcd efgh ijkl')), { username: 'bob', password: 'abcd efgh ijkl' });
  t.deepEqual(parseBasicAuth(header('bob:pa:ss')), { username: 'bob', password: 'pa:ss' });
  t.deepEqual(parseBasicAuth('basic ' + Buffer.from('ünï:çødé').toString('base64')), { username: 'ünï', password: 'çødé' });
  t.deepEqual(parseBasicAuth(header(':')), { username: '', password: '' });
  t.is(parseBasicAuth(header('no-colon')), undefined);
  t.is(parseBasicAuth('Bearer abc'), undefined);
  t.is(parseBasicAuth('Basic !!!'), undefined);
  t.is(parseBasicAuth('Basic'), undefined);
  t.is(parseBasicAuth(undefined), undefined);
  t.is(ApplicationPasswords.parseBasicAuth(header('a:b'))?.password, 'b');
});
