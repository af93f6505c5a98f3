import test from 'ava';
import { defaultPasswordHasher } from '../../src/auth/index';
import { openStorage } from '../../src/storage/index';
import { SECRET_OPTION } from '../../src/cli/secret';
import { runCli, startServer, tempDir } from './cliHarness';

test('serve --port 0 prints its address, answers GET /svc-json/, keeps its secret and stops on SIGTERM', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('serve.sqlite');
  const server = await startServer(['serve', '--port', '0', '--database', db]);
  t.teardown(() => server.child.kill('SIGKILL'));
  t.regex(server.address, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.is(server.stdout, `svc-rest listening on ${server.address}/ (API root: ${server.address}/svc-json/)\n`);
  const response = await fetch(`${server.address}/svc-json/`);
  t.is(response.status, 200);
  const index = (await response.json()) as { url: string; namespaces: string[] };
  t.is(index.url, server.address);
  t.true(index.namespaces.includes('wp/v2'));
  const port = new URL(server.address).port;
  const clash = await runCli(['serve', '--port', port, '--database', db]);
  t.is(clash.code, 1);
  t.is(clash.stderr, `svc-rest: error: Cannot listen on 127.0.0.1:${port}: the address is already in use\n`);
  const stopped = await server.stop();
  t.is(stopped.code, 0);
  t.is(stopped.stderr, 'svc-rest: SIGTERM received, shutting down\n');
  const storage = await openStorage(db);
  t.teardown(() => storage.close());
  t.regex(String(await storage.options.get(SECRET_OPTION)), /^[0-9a-f]{64}$/);
});

test('start prepares an empty database once, then only serves', async (t) => {
  const tmp = tempDir();
  t.teardown(tmp.cleanup);
  const db = tmp.file('start.sqlite');
  const env = { SVC_REST_ADMIN_PASSWORD: 'admin secret' };
  const args = ['start', '--port', '0', '--demo-posts', '5', '--database', db];
  const first = await startServer(args, env);
  t.teardown(() => first.child.kill('SIGKILL'));
  const firstOut = await first.stop();
  t.is(firstOut.code, 0);
  t.true(firstOut.stdout.startsWith(`Applied 4 migrations to ${db}:\n  001-initial\n  002-write-constraints\n  003-harden\n  005-default-options\nCreated administrator "admin" (user 1).\n`));
  t.regex(firstOut.stdout, /\nSeeded 5 posts, 1 pages, \d+ comments, 3 users, 8 categories and 24 tags \(seed 1\)\.\n/);

  const second = await startServer(args, env);
  t.teardown(() => second.child.kill('SIGKILL'));
  const secondOut = await second.stop();
  t.is(secondOut.code, 0);
  t.is(secondOut.stdout, [
    `Database ${db} is up to date; no migration applied.`,
    'Users exist; no administrator created.',
    'Posts exist; no demo content added.',
    `svc-rest listening on ${second.address}/ (API root: ${second.address}/svc-json/)`,
    '',
  ].join('\n'));

  const storage = await openStorage(db);
  t.teardown(() => storage.close());
  const admin = await storage.users.getByLogin('admin', { withPassword: true });
  t.deepEqual(admin!.roles, ['administrator']);
  t.true(await defaultPasswordHasher.verify('admin secret', admin!.user_pass!));
  t.is((await storage.posts.query({ type: 'post', status: 'any', limit: 1 })).total, 5);
  t.is((await storage.users.query({ limit: 1 })).total, 4);
});
