import type { OptionSpec, ParsedArgs } from './args';
import type { CliIo } from './io';

/** One subcommand of `svc-rest`. */
export interface Command {
  /** Words that select it, e.g. `serve` or `user create`. */
  name: string;
  /** Positional part of the usage line, e.g. `<login>`. */
  arguments?: string;
  /** One line for the command list. */
  summary: string;
  /** Further paragraphs for --help. */
  details?: string;
  options: readonly OptionSpec[];
  /** Runs the command; resolves with the exit code. */
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}
