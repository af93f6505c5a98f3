/** `bench:content` refuses option values it cannot use before it seeds anything, and `--help` names `--warmup` and `--rounds`. */
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../bench/content/run.js');

const run = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 30_000 });

test('a --warmup, --connections, --duration or --rounds that is not a usable number: exit 2 and the reason, nothing seeded', (t) => {
  for (const [args, reason] of [
    [['--warmup', 'abc'], '--warmup takes a whole number of at least 0'],
    [['--warmup', '2.5'], '--warmup takes a whole number of at least 0'],
    [['--connections', '0'], '--connections takes a whole number of at least 1'],
    [['--duration', 'soon'], '--duration takes a number of at least 0.5'],
    [['--rounds', '0'], '--rounds takes a whole number of at least 1'],
    [['--rounds', '1.5'], '--rounds takes a whole number of at least 1'],
  ] as const) {
    const result = run(...args);
    t.is(result.status, 2, args.join(' '));
    t.is(result.stderr.split('\n')[0], reason);
    t.false(result.stdout.includes('seeding'));
  }
});

test('--help: the usage with --warmup and --rounds, exit 0', (t) => {
  const result = run('--help');
  t.is(result.status, 0);
  t.true(result.stdout.startsWith('Usage: npm run bench:content -- [--duration S] [--connections N] [--warmup N] [--rounds N] '));
});
