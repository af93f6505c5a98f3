import { GLOBAL_OPTIONS, type OptionSpec } from './args';
import type { Command } from './Command';

const PROGRAM = 'svc-rest';

/** The --help text of one command. */
export function commandHelp(command: Command): string {
  const args = command.arguments === undefined ? '' : ` ${command.arguments}`;
  const lines = [`Usage: ${PROGRAM} ${command.name}${args} [options]`, '', command.summary];
  if (command.details !== undefined) lines.push('', command.details);
  lines.push('', 'Options:', ...optionLines([...command.options, ...GLOBAL_OPTIONS]));
  return `${lines.join('\n')}\n`;
}

/** The top-level help: every command with its summary. */
export function programHelp(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  Show this list, or the help of one command (help <command>).`,
    '',
    `Run '${PROGRAM} <command> --help' for the options of a command.`,
    '',
  ].join('\n');
}

function optionLines(options: readonly OptionSpec[]): string[] {
  const labels = options.map((o) => `--${o.name}${o.value === undefined ? '' : ` ${o.value}`}`);
  const width = Math.max(...labels.map((l) => l.length));
  return options.map((o, i) => `  ${labels[i]!.padEnd(width)}  ${o.description}`);
}
