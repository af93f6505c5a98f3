import test from 'ava';
import { UsageError, choiceFlag, intFlag, parseArgs, type OptionSpec } from '../../src/cli/args';

const OPTIONS: OptionSpec[] = [
  { name: 'port', value: 'N', description: '' },
  { name: 'password', value: 'P', description: '' },
  { name: 'force', description: '' },
];

test('values, = values, switches and positional words', (t) => {
  const args = parseArgs(['create', '--port', '80', '--password=a=b', '--force', 'bob'], OPTIONS);
  t.deepEqual(args, { positional: ['create', 'bob'], flags: { port: '80', password: 'a=b', force: true } });
});

test('a switch never swallows the next word, a valued option always takes it', (t) => {
  t.deepEqual(parseArgs(['--debug', 'serve'], OPTIONS).positional, ['serve']);
  t.is(parseArgs(['--password', '--dashy'], OPTIONS).flags.password, '--dashy');
});

test('-h is --help and -- ends the options', (t) => {
  t.deepEqual(parseArgs(['-h', '--', '--port'], OPTIONS), { positional: ['--port'], flags: { help: true } });
});

test('unknown options, values on switches and missing values are usage errors', (t) => {
  t.throws(() => parseArgs(['--nope'], OPTIONS), { instanceOf: UsageError, message: 'unknown option --nope' });
  t.throws(() => parseArgs(['-x'], OPTIONS), { instanceOf: UsageError, message: 'unknown option -x' });
  t.throws(() => parseArgs(['--force=yes'], OPTIONS), { instanceOf: UsageError, message: 'option --force does not take a value' });
  t.throws(() => parseArgs(['--port'], OPTIONS), { instanceOf: UsageError, message: 'option --port needs a value (N)' });
});

test('intFlag and choiceFlag check their values', (t) => {
  const args = parseArgs(['--port', '8080', '--password', 'x'], OPTIONS);
  t.is(intFlag(args, 'port', 1), 8080);
  t.is(intFlag(parseArgs([], OPTIONS), 'port', 7), 7);
  t.throws(() => intFlag(args, 'port', 1, { max: 100 }), { message: '--port must be between 0 and 100, got 8080' });
  t.throws(() => intFlag(parseArgs(['--port', '-1'], OPTIONS), 'port', 1), { message: '--port must be a whole number, got "-1"' });
  t.is(choiceFlag(args, 'password', ['x', 'y'], 'y'), 'x');
  t.throws(() => choiceFlag(args, 'password', ['y', 'z'], 'y'), { message: '--password must be one of y, z, got "x"' });
});
