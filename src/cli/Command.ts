import type { Option } from 'commander';
import type { CliIo } from './io';

/** What a command receives once commander has parsed and checked its words. */
export interface ParsedCommand {
  /**
   * Option values by commander's camel-cased names (`--base-url` is `baseUrl`), already through their
   * argParsers, choices and defaults; `T` is the command's own description of them.
   */
  options<T extends object>(): T;
  /** The positional arguments the command declared, in order. */
  arguments: readonly string[];
  /** The global --debug switch. */
  debug: boolean;
}

/** One subcommand of `svc-rest`. */
export interface Command {
  /** Words that select it, e.g. `serve` or `user create`. */
  name: string;
  /** Positional arguments in commander's syntax, e.g. `<login>`. */
  arguments?: string;
  /** One line for the command list. */
  summary: string;
  /** Further paragraphs for --help. */
  details?: string;
  /** Fresh commander options each call (an Option belongs to one command). */
  options(): Option[];
  /** Runs the command; resolves with the exit code. */
  run(input: ParsedCommand, io: CliIo): Promise<number>;
}
