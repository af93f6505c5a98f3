/**
 * The command line of a bench script: `--help` prints its usage and exits; an
 * option it does not know is named, with the usage, on stderr (exit 2) instead
 * of surfacing later as a stack trace.
 */
export function checkOptions(argv: readonly string[], usage: string, known: readonly string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const unknown = argv.find((arg) => arg.startsWith('-') && !known.includes(arg));
  if (unknown !== undefined) {
    process.stderr.write(`unknown option ${unknown}\n\n${usage}\n`);
    process.exit(2);
  }
}
