import { UsageError, parseArgs } from './args';
import { CliError } from './CliError';
import type { Command } from './Command';
import { COMMANDS } from './commands/index';
import { commandHelp, programHelp } from './help';
import type { CliIo } from './io';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

interface Selection {
  command?: Command;
  /** Words that named a command group or an unknown command. */
  words: string[];
  rest: string[];
}

/**
 * Runs `svc-rest <argv…>` and resolves with the exit code. Usage mistakes exit 2 with a pointer to
 * the help; expected failures exit 1 with one line; anything else too, with the stack only under --debug.
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: readonly Command[] = COMMANDS): Promise<number> {
  const debug = argv.includes('--debug');
  const firstWord = argv.findIndex((a) => !a.startsWith('-'));
  const leading = firstWord === -1 ? argv : argv.slice(0, firstWord);
  const selection = select(argv.filter((a) => a !== '--debug'), commands);
  try {
    if (selection.command === undefined) return topLevel(selection, leading, io, commands);
    const args = parseArgs(selection.rest, selection.command.options);
    if (args.flags.help === true) {
      io.stdout.write(commandHelp(selection.command));
      return EXIT_OK;
    }
    if (debug) args.flags.debug = true;
    return await selection.command.run(args, io);
  } catch (error) {
    return report(error, selection.command, io, debug);
  }
}

/** The longest run of leading words naming a command (`user create` before `user`). */
function select(argv: readonly string[], commands: readonly Command[]): Selection {
  const start = argv.findIndex((a) => !a.startsWith('-'));
  if (start === -1) return { words: [], rest: [...argv] };
  const before = argv.slice(0, start);
  for (const command of [...commands].sort((a, b) => b.name.length - a.name.length)) {
    const words = command.name.split(' ');
    if (words.every((w, i) => argv[start + i] === w)) {
      return { command, words, rest: [...before, ...argv.slice(start + words.length)] };
    }
  }
  return { words: argv.slice(start, start + 2), rest: [...before, ...argv.slice(start + 1)] };
}

/** No command matched: the program help, `help <command>`, or a usage error. */
function topLevel(selection: Selection, leading: readonly string[], io: CliIo, commands: readonly Command[]): number {
  const [word, next] = selection.words;
  if (word === undefined || word === 'help') {
    const unknownFlag = leading.find((a) => a !== '--help' && a !== '-h' && a !== '--debug');
    if (unknownFlag !== undefined) throw new UsageError(`unknown option ${unknownFlag}`);
    if (word === 'help' && selection.rest.length > 0) {
      const name = selection.rest.filter((a) => !a.startsWith('-')).join(' ');
      const command = commands.find((c) => c.name === name);
      if (command === undefined) throw new UsageError(`unknown command "${name}"`);
      io.stdout.write(commandHelp(command));
      return EXIT_OK;
    }
    if (word === undefined && !leading.some((a) => a === '--help' || a === '-h')) {
      io.stderr.write(programHelp(commands));
      return EXIT_USAGE;
    }
    io.stdout.write(programHelp(commands));
    return EXIT_OK;
  }
  const group = commands.filter((c) => c.name.startsWith(`${word} `));
  if (group.length > 0) {
    const list = group.map((c) => `'svc-rest ${c.name}'`).join(', ');
    throw new UsageError(next === undefined ? `"${word}" needs a subcommand: ${list}` : `unknown command "${word} ${next}"; try ${list}`);
  }
  throw new UsageError(`unknown command "${word}"`);
}

function report(error: unknown, command: Command | undefined, io: CliIo, debug: boolean): number {
  if (error instanceof UsageError) {
    const where = command === undefined ? '' : ` ${command.name}`;
    io.stderr.write(`svc-rest${where}: ${error.message}\nRun 'svc-rest${where} --help' for usage.\n`);
    return EXIT_USAGE;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`svc-rest: error: ${message}\n`);
  if (debug) {
    const detail = error instanceof CliError && error.cause instanceof Error ? error.cause : error;
    if (detail instanceof Error && detail.stack !== undefined) io.stderr.write(`${detail.stack}\n`);
  } else if (!(error instanceof CliError)) {
    io.stderr.write('Run again with --debug for the stack trace.\n');
  }
  return error instanceof CliError ? error.exitCode : EXIT_FAILURE;
}
