/** How runCli parses through commander: values, switches, positional words, argParsers and usage errors (in process). */
import test from 'ava';
import { Option } from 'commander';
import type { Command, ParsedCommand } from '../../src/cli/Command';
import type { CliIo } from '../../src/cli/io';
import { UsageError, wholeNumber } from '../../src/cli/options';
import { runCli } from '../../src/cli/runCli';

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
  seen: Array<{ options: Record<string, unknown>; arguments: readonly string[]; debug: boolean }>;
}

function fakeCommands(seen: Captured['seen']): Command[] {
  const record = async (input: ParsedCommand): Promise<number> => {
    seen.push({ options: input.options<Record<string, unknown>>(), arguments: input.arguments, debug: input.debug });
    return 0;
  };
  return [
    {
      name: 'run',
      arguments: '[words...]',
      summary: 'Records what it was given.',
      options: () => [
        new Option('--port <N>', 'A port.').argParser(wholeNumber({ max: 100 })),
        new Option('--password <P>', 'A password.'),
        new Option('--force', 'A switch.'),
      ],
      run: record,
    },
    {
      name: 'thing make',
      arguments: '<name>',
      summary: 'Makes a thing.',
      options: () => [new Option('--kind <K>', 'Kind.').choices(['a', 'b']).default('a')],
      async run(input) {
        if (input.arguments[0] === 'bad') throw new UsageError('a bad name');
        return record(input);
      },
    },
  ];
}

async function cli(argv: string[]): Promise<Captured> {
  const out = { stdout: '', stderr: '', seen: [] as Captured['seen'] };
  const io: CliIo = {
    stdout: { write: (s: string) => (out.stdout += s) },
    stderr: { write: (s: string) => (out.stderr += s) },
    env: {},
    untilStopped: () => new Promise(() => undefined),
  };
  const code = await runCli(argv, io, fakeCommands(out.seen));
  return { code, ...out };
}

test('values, = values, switches and positional words', async (t) => {
  const result = await cli(['run', 'create', '--port', '80', '--password=a=b', '--force', 'bob']);
  t.is(result.code, 0, result.stderr);
  t.deepEqual(result.seen, [{ options: { port: 80, password: 'a=b', force: true }, arguments: ['create', 'bob'], debug: false }]);
});

test('a switch never swallows the next word, a valued option always takes it, --debug goes anywhere', async (t) => {
  const [before, after] = await Promise.all([cli(['--debug', 'run', 'serve']), cli(['run', '--password', '--dashy', '--debug'])]);
  t.deepEqual(before.seen, [{ options: {}, arguments: ['serve'], debug: true }]);
  t.deepEqual(after.seen, [{ options: { password: '--dashy' }, arguments: [], debug: true }]);
});

test('-h is --help and -- ends the options', async (t) => {
  const [help, ended] = await Promise.all([cli(['run', '-h']), cli(['run', '--', '--port'])]);
  t.is(help.code, 0);
  t.true(help.stdout.startsWith('Usage: svc-rest run [options] [words...]\n'));
  t.deepEqual(help.seen, []);
  t.deepEqual(ended.seen, [{ options: {}, arguments: ['--port'], debug: false }]);
});

test('unknown options, values on switches, missing values and bad numbers are usage errors (exit 2)', async (t) => {
  const results = await Promise.all([
    cli(['run', '--nope']), cli(['run', '-x']), cli(['run', '--force=yes']), cli(['run', '--port']),
    cli(['run', '--port', '-1']), cli(['run', '--port', '101']),
  ]);
  t.deepEqual(results.map((r) => r.code), [2, 2, 2, 2, 2, 2]);
  t.deepEqual(results.map((r) => r.stderr), [
    "svc-rest run: unknown option '--nope'\nRun 'svc-rest run --help' for usage.\n",
    "svc-rest run: unknown option '-x'\nRun 'svc-rest run --help' for usage.\n",
    "svc-rest run: unknown option '--force=yes'\nRun 'svc-rest run --help' for usage.\n",
    "svc-rest run: option '--port <N>' argument missing\nRun 'svc-rest run --help' for usage.\n",
    "svc-rest run: option '--port <N>' argument '-1' is invalid. It must be a whole number.\nRun 'svc-rest run --help' for usage.\n",
    "svc-rest run: option '--port <N>' argument '101' is invalid. It must be between 0 and 100.\nRun 'svc-rest run --help' for usage.\n",
  ]);
  t.true(results.every((r) => r.seen.length === 0 && r.stdout === ''));
});

test('a nested command: choices, defaults, its own usage errors, help <command…>', async (t) => {
  const [made, badKind, badName, help, unknown] = await Promise.all([
    cli(['thing', 'make', 'x']), cli(['thing', 'make', 'x', '--kind', 'c']), cli(['thing', 'make', 'bad']),
    cli(['help', 'thing', 'make']), cli(['help', 'nothing']),
  ]);
  t.deepEqual(made.seen, [{ options: { kind: 'a' }, arguments: ['x'], debug: false }]);
  t.is(badKind.stderr, "svc-rest thing make: option '--kind <K>' argument 'c' is invalid. Allowed choices are a, b.\nRun 'svc-rest thing make --help' for usage.\n");
  t.is(badName.code, 2);
  t.is(badName.stderr, "svc-rest thing make: a bad name\nRun 'svc-rest thing make --help' for usage.\n");
  t.is(help.code, 0);
  t.true(help.stdout.startsWith('Usage: svc-rest thing make [options] <name>\n\nMakes a thing.\n'));
  t.is(unknown.code, 2);
  t.is(unknown.stderr, "svc-rest: unknown command 'nothing'\nRun 'svc-rest --help' for usage.\n");
});

test('wholeNumber accepts whole numbers in range only', (t) => {
  const parse = wholeNumber({ min: 1, max: 10 });
  t.is(parse('7'), 7);
  t.throws(() => parse('0'), { message: 'It must be between 1 and 10.' });
  t.throws(() => parse('2.5'), { message: 'It must be a whole number.' });
  t.throws(() => parse(''), { message: 'It must be a whole number.' });
});
