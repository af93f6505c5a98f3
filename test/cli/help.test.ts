import test from 'ava';
import { runCli } from './cliHarness';

/** `required`: what the command needs besides options (commander reports a missing required option before an unknown one). */
const COMMANDS: Array<{ words: string[]; usage: string; options: string[]; required?: string[] }> = [
  { words: ['serve'], usage: 'Usage: svc-rest serve [options]', options: ['--port <N>', '--host <H>', '--database <URL>', '--base-url <URL>', '--secret <S>'] },
  { words: ['start'], usage: 'Usage: svc-rest start [options]', options: ['--port <N>', '--database <URL>', '--demo-posts <N>'] },
  { words: ['migrate'], usage: 'Usage: svc-rest migrate [options]', options: ['--database <URL>'] },
  { words: ['user', 'create'], usage: 'Usage: svc-rest user create [options] <login>', options: ['--email <E>', '--password <P>', '--role <ROLE>', '--display-name <N>', '--database <URL>'], required: ['bob', '--email', 'b@example.com'] },
  { words: ['seed'], usage: 'Usage: svc-rest seed [options]', options: ['--posts <N>', '--users <N>', '--comments-per-post <N>', '--seed <N>', '--database <URL>'], required: ['--posts', '1'] },
];

for (const command of COMMANDS) {
  test(`${command.words.join(' ')} --help prints its usage and options`, async (t) => {
    const result = await runCli([...command.words, '--help']);
    t.is(result.code, 0);
    t.is(result.stderr, '');
    t.true(result.stdout.startsWith(`${command.usage}\n`));
    for (const option of [...command.options, '-h, --help', '--debug']) t.true(result.stdout.includes(`  ${option}`), option);
  });

  test(`${command.words.join(' ')} rejects an unknown flag with exit 2`, async (t) => {
    const result = await runCli([...command.words, ...(command.required ?? []), '--no-such-flag']);
    t.is(result.code, 2);
    t.is(result.stdout, '');
    const name = command.words.join(' ');
    t.is(result.stderr, `svc-rest ${name}: unknown option '--no-such-flag'\nRun 'svc-rest ${name} --help' for usage.\n`);
  });
}

test('--help and help list every command', async (t) => {
  const [flag, word] = await Promise.all([runCli(['--help']), runCli(['help'])]);
  t.is(flag.code, 0);
  t.is(word.stdout, flag.stdout);
  t.true(flag.stdout.startsWith('Usage: svc-rest [options] [command]\n'));
  for (const name of ['serve', 'start', 'migrate', 'user', 'seed', 'openapi', 'import', 'help']) t.regex(flag.stdout, new RegExp(`^  ${name} +\\S`, 'm'));
});

test('help <command> prints that command\'s help', async (t) => {
  const result = await runCli(['help', 'user', 'create']);
  t.is(result.code, 0);
  t.true(result.stdout.startsWith('Usage: svc-rest user create [options] <login>\n'));
});

test('an unknown command, a lone group word and no command at all are usage errors', async (t) => {
  const [unknown, group, none] = await Promise.all([runCli(['frobnicate']), runCli(['user']), runCli([])]);
  t.is(unknown.code, 2);
  t.is(unknown.stderr, 'svc-rest: unknown command \'frobnicate\'\nRun \'svc-rest --help\' for usage.\n');
  // A group word alone and no command at all answer with the help on stderr (commander's help).
  t.is(group.code, 2);
  t.true(group.stderr.startsWith('Usage: svc-rest user [options] [command]\n'));
  t.regex(group.stderr, /^ {2}create \[options\] <login> +Create a user/m);
  t.is(none.code, 2);
  t.true(none.stderr.startsWith('Usage: svc-rest [options] [command]\n'));
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
    "svc-rest serve: option '--port <N>' argument 'eighty' is invalid. It must be a whole number.",
    "svc-rest serve: option '--port <N>' argument '70000' is invalid. It must be between 0 and 65535.",
    "svc-rest user create: option '--role <ROLE>' argument 'king' is invalid. Allowed choices are administrator, editor, author, contributor, subscriber.",
    "svc-rest user create: required option '--email <E>' not specified",
    "svc-rest user create: missing required argument 'login'",
    "svc-rest seed: required option '--posts <N>' not specified",
    "svc-rest migrate: option '--database <URL>' argument missing",
    "svc-rest migrate: too many arguments for 'migrate'. Expected 0 arguments but got 1.",
  ]);
});
