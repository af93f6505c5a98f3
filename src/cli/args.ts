/**
 * The command-line flag parser. Each command declares its options, so a flag that takes a value
 * can be told from a switch (`--debug serve` must not read "serve" as the value of --debug), and a
 * flag nobody declared is a usage error instead of being silently ignored.
 */

/** One option a command accepts. */
export interface OptionSpec {
  /** Long name without the dashes, e.g. `port`. */
  name: string;
  /** Placeholder of the value (`N`, `URL`); absent for a switch. */
  value?: string;
  /** One-line description for --help. */
  description: string;
}

export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

/** A usage error: reported with a pointer to the command's help, exit code 2. */
export class UsageError extends Error {}

/** Switches every command understands. */
export const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { name: 'help', description: 'Show this help.' },
  { name: 'debug', description: 'Print stack traces of unexpected errors.' },
];

/** Parses `--name value`, `--name=value`, switches, `-h`, positional words and `--` (end of options). */
export function parseArgs(argv: readonly string[], options: readonly OptionSpec[]): ParsedArgs {
  const specs = new Map([...GLOBAL_OPTIONS, ...options].map((o) => [o.name, o]));
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (word === '-h') {
      flags.help = true;
      continue;
    }
    if (!word.startsWith('-') || word === '-') {
      positional.push(word);
      continue;
    }
    if (!word.startsWith('--')) throw new UsageError(`unknown option ${word}`);
    const eq = word.indexOf('=');
    const name = word.slice(2, eq === -1 ? undefined : eq);
    const spec = specs.get(name);
    if (spec === undefined) throw new UsageError(`unknown option --${name}`);
    if (spec.value === undefined) {
      if (eq !== -1) throw new UsageError(`option --${name} does not take a value`);
      flags[name] = true;
      continue;
    }
    if (eq !== -1) {
      flags[name] = word.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined) throw new UsageError(`option --${name} needs a value (${spec.value})`);
    flags[name] = next;
    i++;
  }
  return { positional, flags };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags[name];
  if (value === true) throw new UsageError(`option --${name} needs a value`);
  return value;
}

export function boolFlag(args: ParsedArgs, name: string): boolean {
  return args.flags[name] === true;
}

export interface IntRange {
  min?: number;
  max?: number;
}

/** A whole number from `raw`, or a usage error naming `label`. */
export function parseWholeNumber(raw: string, label: string, { min = 0, max = Number.MAX_SAFE_INTEGER }: IntRange = {}): number {
  if (!/^\d+$/.test(raw)) throw new UsageError(`${label} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`${label} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function intFlag(args: ParsedArgs, name: string, fallback: number, range: IntRange = {}): number {
  const raw = stringFlag(args, name);
  return raw === undefined ? fallback : parseWholeNumber(raw, `--${name}`, range);
}

/** One of `allowed`, or a usage error listing them. */
export function choiceFlag<T extends string>(args: ParsedArgs, name: string, allowed: readonly T[], fallback: T): T {
  const raw = stringFlag(args, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** Exactly `names.length` positional words, or a usage error naming the missing/extra ones. */
export function expectPositional(args: ParsedArgs, names: readonly string[]): string[] {
  if (args.positional.length < names.length) throw new UsageError(`missing <${names[args.positional.length]}>`);
  if (args.positional.length > names.length) throw new UsageError(`unexpected argument "${args.positional[names.length]}"`);
  return args.positional;
}
