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
  /** Resolves when the process is asked to stop (SIGINT/SIGTERM); `serve` waits on it. */
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
        const stop = (signal: NodeJS.Signals): void => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          resolve(signal);
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      }),
  };
}
