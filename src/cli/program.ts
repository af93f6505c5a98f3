import { Command as Commander, CommanderError } from 'commander';
import type { Command, ParsedCommand } from './Command';
import type { CliIo } from './io';
import { UsageError } from './options';

export const PROGRAM = 'svc-rest';

/** A usage mistake (commander's or a command's own) and the words of the command it belongs to ('' for the program). */
export class CommandLineError extends Error {
  constructor(
    readonly where: string,
    message: string,
    /** True when commander already printed the help (to stderr) in place of a message. */
    readonly helpShown = false,
  ) {
    super(message);
  }
}

/** Commander printed the help that was asked for (exit code 0). */
class HelpShown extends Error {}

/**
 * The commander program for `commands`: one subcommand each (`user create` under a `user` group),
 * output through `io`, and every exit turned into an exception so runCli chooses the exit code.
 * `onRun` receives the exit code of the command that ran.
 */
export function buildProgram(commands: readonly Command[], io: CliIo, onRun: (code: number) => void): Commander {
  const program = new Commander(PROGRAM)
    .option('--debug', 'Print stack traces of unexpected errors.')
    .helpOption('-h, --help', 'Show this help.')
    .helpCommand(false)
    .configureHelp({ showGlobalOptions: true })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Errors are printed by runCli, with the command's name and a pointer to its help.
      outputError: () => undefined,
    });
  reportExitsOf(program, '');
  const groups = new Map<string, Commander>();
  for (const command of commands) {
    const words = command.name.split(' ');
    let parent = program;
    for (let depth = 1; depth < words.length; depth++) parent = group(parent, words.slice(0, depth), groups, commands);
    const sub = parent.command(words.at(-1)!).summary(command.summary).description(command.summary);
    if (command.details !== undefined) sub.addHelpText('after', `\n${command.details}\n`);
    if (command.arguments !== undefined) sub.arguments(command.arguments);
    for (const option of command.options()) sub.addOption(option);
    reportExitsOf(sub, command.name);
    sub.action(async () => {
      const input: ParsedCommand = {
        options: <T extends object>() => sub.opts() as T,
        arguments: sub.args,
        debug: program.opts().debug === true,
      };
      try {
        onRun(await command.run(input, io));
      } catch (error) {
        if (error instanceof UsageError) throw new CommandLineError(command.name, error.message);
        throw error;
      }
    });
  }
  program.command('help [command...]').description('Show the list of commands, or the help of one (help user create).')
    .action((words: string[]) => {
      const target = words.length === 0 ? program : find(program, words);
      if (target === undefined) throw new CommandLineError('', `unknown command '${words.join(' ')}'`);
      target.outputHelp();
      onRun(0);
    });
  return program;
}

/** The group command for `words` (e.g. `user`), made on first use; it only lists its subcommands. */
function group(parent: Commander, words: string[], groups: Map<string, Commander>, commands: readonly Command[]): Commander {
  const name = words.join(' ');
  let found = groups.get(name);
  if (found === undefined) {
    const children = commands.filter((c) => c.name.startsWith(`${name} `)).map((c) => c.name.split(' ')[words.length]);
    found = parent.command(words.at(-1)!).helpCommand(false).summary(`Subcommands: ${children.join(', ')}.`).description(`Subcommands: ${children.join(', ')}.`);
    reportExitsOf(found, name);
    groups.set(name, found);
  }
  return found;
}

function find(program: Commander, words: readonly string[]): Commander | undefined {
  let current: Commander | undefined = program;
  for (const word of words) current = current?.commands.find((c) => c.name() === word);
  return current;
}

/** Commander calls this instead of process.exit: help becomes a HelpShown, mistakes a CommandLineError naming the command. */
function reportExitsOf(command: Commander, where: string): void {
  command.exitOverride((error: CommanderError) => {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') {
      throw error.exitCode === 0 ? new HelpShown() : new CommandLineError(where, '', true);
    }
    throw new CommandLineError(where, error.message.replace(/^error: /, ''));
  });
}

export function isHelpShown(error: unknown): boolean {
  return error instanceof HelpShown;
}
