import { CliError } from './CliError';
import type { Command } from './Command';
import { COMMANDS } from './commands/index';
import type { CliIo } from './io';
import { buildProgram, CommandLineError, isHelpShown, PROGRAM } from './program';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * Runs `svc-rest <argv…>` and resolves with the exit code. Usage mistakes exit 2 with a pointer to
 * the help; expected failures exit 1 with one line; anything else too, with the stack only under --debug.
 */
export async function runCli(argv: readonly string[], io: CliIo, commands: readonly Command[] = COMMANDS): Promise<number> {
  let code = EXIT_OK;
  const program = buildProgram(commands, io, (exit) => {
    code = exit;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    if (isHelpShown(error)) return EXIT_OK;
    return report(error, io, argv.includes('--debug'));
  }
}

function report(error: unknown, io: CliIo, debug: boolean): number {
  if (error instanceof CommandLineError) {
    // When commander answered with the help on stderr (no command, a group without subcommand), that is the message.
    if (!error.helpShown) {
      const where = error.where === '' ? '' : ` ${error.where}`;
      io.stderr.write(`${PROGRAM}${where}: ${error.message}\nRun '${PROGRAM}${where} --help' for usage.\n`);
    }
    return EXIT_USAGE;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`${PROGRAM}: error: ${message}\n`);
  if (debug) {
    const detail = error instanceof CliError && error.cause instanceof Error ? error.cause : error;
    if (detail instanceof Error && detail.stack !== undefined) io.stderr.write(`${detail.stack}\n`);
  } else if (!(error instanceof CliError)) {
    io.stderr.write('Run again with --debug for the stack trace.\n');
  }
  return error instanceof CliError ? error.exitCode : EXIT_FAILURE;
}
