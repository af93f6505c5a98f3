/** serve's configuration: flags over environment over config file; JSON request logs; SIGTERM shutdown. */
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { runCli, startServer, tempDir } from '../cli/cliHarness';

test('a config file sets the database, port and log format; the request log is JSON on stdout; SIGTERM exits 0', async (t) => {
  const temp = tempDir();
  t.teardown(() => temp.cleanup());
  const config = temp.file('svc.json');
  writeFileSync(config, JSON.stringify({ port: 0, database: temp.file('db.sqlite'), logFormat: 'json', logLevel: 'info' }));
  const server = await startServer(['serve', '--config', config]);
  const health = await fetch(`${server.address}/svc-json/svc/v1/health`);
  t.is(health.status, 200);
  const result = await server.stop();
  t.is(result.code, 0);
  t.regex(result.stderr, /SIGTERM received, shutting down/);
  const line = result.stdout.split('\n').find((l) => l.includes('"msg":"request"'));
  t.truthy(line);
  t.like(JSON.parse(line!), { level: 30, service: 'svc-rest', method: 'GET', route: '/svc/v1/health', status: 200, user: 0 });
});

test('flags win over the environment, which wins over the file; bad values are reported', async (t) => {
  const temp = tempDir();
  t.teardown(() => temp.cleanup());
  const config = temp.file('svc.json');
  writeFileSync(config, JSON.stringify({ port: 0, database: temp.file('db.sqlite'), logLevel: 'info', logFormat: 'json' }));
  // The environment silences the log the file asked for; a request leaves no line.
  const quiet = await startServer(['serve'], { SVC_REST_CONFIG: config, SVC_REST_LOG_LEVEL: 'silent' });
  await fetch(`${quiet.address}/svc-json/`);
  const quietResult = await quiet.stop();
  t.false(quietResult.stdout.includes('"msg":"request"'));
  // A flag overrides the environment again, in the pretty format.
  const loud = await startServer(['serve', '--log-level', 'info', '--log-format', 'pretty'], { SVC_REST_CONFIG: config, SVC_REST_LOG_LEVEL: 'silent' });
  await fetch(`${loud.address}/svc-json/wp/v2/posts`);
  const loudResult = await loud.stop();
  t.regex(loudResult.stdout, /INFO.*request[\s\S]*route: "\/wp\/v2\/posts"/);

  writeFileSync(temp.file('bad.json'), JSON.stringify({ prot: 8080 }));
  const bad = await runCli(['serve', '--config', temp.file('bad.json')]);
  t.is(bad.code, 1);
  t.regex(bad.stderr, /unknown key "prot"/);
  const level = await runCli(['serve', '--log-level', 'loud']);
  t.is(level.code, 2);
  t.regex(level.stderr, /option '--log-level <L>' argument 'loud' is invalid. Allowed choices are fatal, error, warn, info, debug, trace, silent\./);
  // A value from the environment (or the file) is checked after merging, with the same list.
  const envLevel = await runCli(['serve'], { SVC_REST_LOG_LEVEL: 'loud' });
  t.is(envLevel.code, 2);
  t.is(envLevel.stderr.split('\n')[0], 'svc-rest serve: --log-level must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
});
