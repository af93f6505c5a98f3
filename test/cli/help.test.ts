import test from 'ava';
import { runCli } from './cliHarness';

const COMMANDS: Array<{ words: string[]; usage: string; options: string[] }> = [
  { words: ['serve'], usage: 'Usage: svc-rest serve [options]', options: ['--port N', '--host H', '--database URL', '--base-url URL', '--secret S'] },
  { words: ['start'], usage: 'Usage: svc-rest start [options]', options: ['--port N', '--database URL', '--demo-posts N'] },
  { words: ['migrate'], usage: 'Usage: svc-rest migrate [options]', options: ['--database URL'] },
  { words: ['user', 'create'], usage: 'Usage: svc-rest user create <login> [options]', options: ['--email E', '--password P', '--role ROLE', '--display-name N', '--database URL'] },
  { words: ['seed'], usage: 'Usage: svc-rest seed [options]', options: ['--posts N', '--users N', '--comments-per-post N', '--seed N', '--database URL'] },
];

for (const command of COMMANDS) {
  test(`${command.words.join(' ')} --help prints its usage and options`, async (t) => {
    const result = await runCli([...command.words, '--help']);
    t.is(result.code, 0);
    t.is(result.stderr, '');
    t.true(result.stdout.startsWith(`${command.usage}\n`));
    for (const option of [...command.options, '--help', '--debug']) t.true(result.stdout.includes(`  ${option}`), option);
  });

  test(`${command.words.join(' ')} rejects an unknown flag with exit 2`, async (t) => {
    const result = await runCli([...command.words, '--no-such-flag']);
    t.is(result.code, 2);
    t.is(result.stdout, '');
    const name = command.words.join(' ');
    t.is(result.stderr, `svc-rest ${name}: unknown option --no-such-flag\nRun 'svc-rest ${name} --help' for usage.\n`);
  });
}

test('--help and help list every command', async (t) => {
  const [flag, word] = await Promise.all([runCli(['--help']), runCli(['help'])]);
  t.is(flag.code, 0);
  t.is(word.stdout, flag.stdout);
  t.true(flag.stdout.startsWith('Usage: svc-rest <command> [options]\n'));
  for (const name of ['serve', 'start', 'migrate', 'user create', 'seed', 'help']) t.regex(flag.stdout, new RegExp(`^  ${name} +\\S`, 'm'));
});

test('help <command> prints that command\'s help', async (t) => {
  const result = await runCli(['help', 'user', 'create']);
  t.is(result.code, 0);
  t.true(result.stdout.startsWith('Usage: svc-rest user create <login> [options]\n'));
});

test('an unknown command, a lone group word and no command at all are usage errors', async (t) => {
  const [unknown, group, none] = await Promise.all([runCli(['frobnicate']), runCli(['user']), runCli([])]);
  t.is(unknown.code, 2);
  t.is(unknown.stderr, 'svc-rest: unknown command "frobnicate"\nRun \'svc-rest --help\' for usage.\n');
  t.is(group.code, 2);
  t.true(group.stderr.startsWith('svc-rest: "user" needs a subcommand: \'svc-rest user create\'\n'));
  t.is(none.code, 2);
  t.true(none.stderr.startsWith('Usage: svc-rest <command> [options]\n'));
});

test('bad option values are usage errors', async (t) => {
  const results = await Promise.all([
    runCli(['serve', '--port', 'eighty']),
    runCli(['serve', '--port', '70000']),
    runCli(['user', 'create', 'bob', '--role', 'king', '--email', 'b@example.com']),
    runCli(['user', 'create', 'bob']),
    runCli(['user', 'create', '--email', 'b@example.com']),
    runCli(['seed']),
    runCli(['migrate', '--database']),
    runCli(['migrate', 'extra']),
  ]);
  t.deepEqual(results.map((r) => r.code), [2, 2, 2, 2, 2, 2, 2, 2]);
  t.deepEqual(results.map((r) => r.stderr.split('\n')[0]), [
    'svc-rest serve: --port must be a whole number, got "eighty"',
    'svc-rest serve: --port must be between 0 and 65535, got 70000',
    'svc-rest user create: --role must be one of administrator, editor, author, contributor, subscriber, got "king"',
    'svc-rest user create: missing --email',
    'svc-rest user create: missing <login>',
    'svc-rest seed: missing --posts N',
    'svc-rest migrate: option --database needs a value (URL)',
    'svc-rest migrate: unexpected argument "extra"',
  ]);
});
