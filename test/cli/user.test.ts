import test from 'ava';
import { defaultPasswordHasher } from '../../src/auth/index';
import { openStorage, type UserRecord } from '../../src/storage/index';
import { runCli, tempDir } from './cliHarness';

async function readUser(db: string, login: string): Promise<UserRecord | undefined> {
  const storage = await openStorage(db);
  try {
    return await storage.users.getByLogin(login, { withPassword: true });
  } finally {
    await storage.close();
  }
}

test('user create stores the user with its role and a hash of the given password', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('u.sqlite');
  const result = await runCli(['user', 'create', 'alice', '--email', 'alice@example.com', '--password', 'correct horse',
    '--role', 'editor', '--display-name', 'Alice A.', '--database', db]);
  t.is(result.code, 0, result.stderr);
  t.is(result.stdout, 'Created user 1 "alice" <alice@example.com> with role editor.\n');
  const user = await readUser(db, 'alice');
  t.like(user, { user_email: 'alice@example.com', display_name: 'Alice A.', roles: ['editor'] });
  t.true(await defaultPasswordHasher.verify('correct horse', user!.user_pass!));
  t.false(user!.user_pass!.includes('correct horse'));
});

test('without --password a password is generated, printed once and works', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('u.sqlite');
  const result = await runCli(['user', 'create', 'bob', '--email', 'bob@example.com', '--database', db]);
  t.is(result.code, 0, result.stderr);
  const match = /Generated password for "bob" \(shown only this once; copy it now\):\n\n {4}(\S{24})\n/.exec(result.stdout);
  t.truthy(match);
  const user = await readUser(db, 'bob');
  t.deepEqual(user!.roles, ['subscriber']);
  t.true(await defaultPasswordHasher.verify(match![1]!, user!.user_pass!));
});

test('a taken login or e-mail (any case) and an invalid login or e-mail are errors with exit 1', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('u.sqlite');
  const created = await runCli(['user', 'create', 'carol', '--email', 'carol@example.com', '--password', 'pw', '--database', db]);
  t.is(created.code, 0, created.stderr);
  const [login, email, badLogin, badEmail] = await Promise.all([
    runCli(['user', 'create', 'carol', '--email', 'other@example.com', '--password', 'pw', '--database', db]),
    runCli(['user', 'create', 'dave', '--email', 'CAROL@example.com', '--password', 'pw', '--database', db]),
    runCli(['user', 'create', 'no/slash', '--email', 'x@example.com', '--password', 'pw', '--database', db]),
    runCli(['user', 'create', 'erin', '--email', 'not-an-address', '--password', 'pw', '--database', db]),
  ]);
  t.deepEqual([login.code, email.code, badLogin.code, badEmail.code], [1, 1, 1, 1]);
  t.is(login.stderr, 'svc-rest: error: A user with the login "carol" already exists.\n');
  t.is(email.stderr, 'svc-rest: error: A user with the e-mail "CAROL@example.com" already exists.\n');
  t.is(badLogin.stderr, 'svc-rest: error: The login "no/slash" may only contain letters, digits, spaces and the characters _ . - @\n');
  t.is(badEmail.stderr, 'svc-rest: error: "not-an-address" is not a valid e-mail address.\n');
  t.is(await readUser(db, 'dave'), undefined);
});
