/** Where a command writes and what it reads from its environment; main.ts passes the real process. */
export interface CliOutput {
  write(text: string): unknown;
  /** Whether the stream is a terminal (progress bars are drawn only then). */
  readonly isTTY?: boolean;
}

export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  env: Readonly<Record<string, string | undefined>>;
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); a second signal ends the process at once. */
  untilStopped(): Promise<string>;
}

/** The io of the running process. */
export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    untilStopped: () =>
      new Promise((resolve) => {
        let received = false;
        const onSignal = (signal: NodeJS.Signals): void => {
          // A second signal means "now": leave without waiting for the graceful shutdown.
          if (received) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
          received = true;
          resolve(signal);
        };
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
      }),
  };
}
