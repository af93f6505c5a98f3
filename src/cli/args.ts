/** A tiny flag parser: `--name value`, `--name=value`, `--flag`, and positional words. */
export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '-h') {
      flags.help = true;
      continue;
    }
    if (!word.startsWith('--')) {
      positional.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    if (eq !== -1) {
      flags[word.slice(2, eq)] = word.slice(eq + 1);
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[word.slice(2)] = next;
      i++;
    } else {
      flags[word.slice(2)] = true;
    }
  }
  return { positional, flags };
}

/** A usage error: printed with the command's help, exit code 2. */
export class UsageError extends Error {}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags[name];
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

export function intFlag(args: ParsedArgs, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = stringFlag(args, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** Rejects flags a command does not know, so typos are reported instead of ignored. */
export function checkFlags(args: ParsedArgs, known: readonly string[]): void {
  for (const name of Object.keys(args.flags)) {
    if (name !== 'help' && !known.includes(name)) throw new UsageError(`unknown option --${name}`);
  }
}
